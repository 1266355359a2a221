import FeatureProfileTesting
import Testing

@testable import FeatureProfile

/// Events the view model sent, in order.
@MainActor final class EventLog {
    var events: [ProfileEvent] = []
}

/// Which ports a test lets the view model use; any other port reports a call as an issue.
struct Ports: OptionSet {
    let rawValue: Int
    static let people = Ports(rawValue: 1 << 0)
    static let posts = Ports(rawValue: 1 << 1)
    static let session = Ports(rawValue: 1 << 2)
    static let prompt = Ports(rawValue: 1 << 3)
    static let flags = Ports(rawValue: 1 << 4)
    static let analytics = Ports(rawValue: 1 << 5)
    static let consent = Ports(rawValue: 1 << 6)
    static let clock = Ports(rawValue: 1 << 7)
    static let changes = Ports(rawValue: 1 << 8)
    static let drafts = Ports(rawValue: 1 << 9)
    /// What showing a profile touches (the own profile takes up a bio left unsaved).
    static let loading: Ports = [.people, .posts, .session, .flags, .analytics, .consent, .clock, .drafts]
    /// Loading, and questions to the person (edit, delete).
    static let acting: Ports = loading.union(.prompt)
}

/// A view model over the fakes of the ports the test allows, strict about the rest.
@MainActor struct ProfileHarness {
    let world: FakeProfileWorld
    let model: ProfileViewModel
    let log = EventLog()

    init(
        _ subject: ProfileSubject = .me, world: FakeProfileWorld = FakeProfileWorld(),
        uses ports: Ports = .loading
    ) {
        self.world = world
        var dependencies = ProfileDependencies.unimplemented { Issue.record(Comment(rawValue: $0)) }
        if ports.contains(.people) { dependencies.people = world.people }
        if ports.contains(.posts) { dependencies.posts = world.posts }
        if ports.contains(.session) { dependencies.session = world.session }
        if ports.contains(.prompt) { dependencies.prompt = world.prompt }
        if ports.contains(.flags) { dependencies.flags = world.flags }
        if ports.contains(.analytics) { dependencies.analytics = world.analytics }
        if ports.contains(.consent) { dependencies.consent = world.consent }
        if ports.contains(.clock) { dependencies.clock = FixedProfileClock() }
        if ports.contains(.changes) { dependencies.changes = world.changes }
        if ports.contains(.drafts) { dependencies.drafts = world.drafts }
        let log = log
        model = ProfileFeature.makeProfileViewModel(subject: subject, dependencies: dependencies) {
            log.events.append($0)
        }
    }

    var content: ProfileContent? { model.state.content }

    /// Shows the profile and returns once it has loaded.
    func load() async {
        await model.appear()
    }
}
