import FeatureProfileTesting

@testable import FeatureProfile

/// Events the view model sent to the shell, in order.
@MainActor final class EventLog {
    var events: [ProfileEvent] = []
}

/// A view model and a screen over the fakes, with the events it emitted.
@MainActor struct ProfileHarness {
    let world: FakeProfileWorld
    let viewModel: ProfileViewModel
    let screen: ProfileScreen
    let log = EventLog()

    init(_ subject: ProfileSubject = .me, world: FakeProfileWorld = FakeProfileWorld()) {
        self.world = world
        let log = log
        viewModel = ProfileViewModel(subject: subject, dependencies: world.dependencies) {
            log.events.append($0)
        }
        screen = ProfileScreen(viewModel: viewModel)
    }

    var content: ProfileContent? { viewModel.state.content }

    /// Appears and waits for the load that started.
    func load() async {
        viewModel.appear()
        await viewModel.loadTask?.value
    }

    /// Presses a key and waits for whatever it started.
    @discardableResult func press(_ key: String) async -> Bool {
        let used = screen.handle(key: key)
        await viewModel.actionTask?.value
        await viewModel.moreTask?.value
        await viewModel.loadTask?.value
        return used
    }
}

/// A people source whose first answer waits until released, ignoring cancellation: a slow, stale reply.
actor GatedPeople: ProfilePeopleSource {
    private var waiting: CheckedContinuation<Void, Never>?
    private var calls = 0

    var isWaiting: Bool { waiting != nil }

    func person(id: Int) async throws -> ProfilePerson? {
        calls += 1
        var person = SampleProfile.ada
        if calls == 1 {
            await withCheckedContinuation { waiting = $0 }
            person.bio = "stale"
        } else {
            person.bio = "fresh"
        }
        return person
    }

    func saveBio(_ bio: String, for personID: Int) async throws {}

    func release() {
        waiting?.resume()
        waiting = nil
    }
}
