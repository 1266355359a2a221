import AppCore
import FeatureProfile
import FeatureProfileTesting

@testable import ProfileTerminal

/// Events the view model sent, in order.
@MainActor final class EventLog {
    var events: [ProfileEvent] = []
}

/// A profile screen over a view model on the fakes, as the shell builds it.
@MainActor struct ScreenHarness {
    let world: FakeProfileWorld
    let model: ProfileViewModel
    let screen: ProfileScreen
    let log = EventLog()

    init(_ subject: ProfileSubject = .me, world: FakeProfileWorld = FakeProfileWorld()) {
        self.world = world
        let log = log
        model = ProfileFeature.makeProfileViewModel(subject: subject, dependencies: world.dependencies) {
            log.events.append($0)
        }
        screen = ProfileScreen(model: model)
    }

    var content: ProfileContent? { model.state.content }

    /// Shows the screen and waits for its load.
    func load() async {
        screen.appear()
        await screen.tasks.settled()
    }

    /// Presses a key and waits for whatever it started.
    @discardableResult func press(_ key: Key) async -> Bool {
        let used = screen.handle(key)
        await screen.tasks.settled()
        return used
    }

    /// Draws the screen (which asks for the next page when the last rows show) and waits for
    /// what that started.
    @discardableResult func draw(width: Int = 80, height: Int = 24) async -> [String] {
        let lines = screen.plainLines(width: width, height: height)
        await screen.tasks.settled()
        return lines
    }
}
