import FeatureFeed
import FeatureProfile
import FeatureSettings

/// What the shell does about one feature event: navigation commands, and whether every screen
/// must be rebuilt because who is signed in changed.
public struct EventOutcome: Equatable, Sendable {
    public var commands: [ShellCommand]
    public var rebuildScreens: Bool

    public init(_ commands: [ShellCommand], rebuildScreens: Bool = false) {
        self.commands = commands
        self.rebuildScreens = rebuildScreens
    }
}

/// The event table: each feature event to what the shell does. Features say what the user wants
/// ("author 42"); only this table knows that means the Profile feature's screen.
public enum EventTable {
    public static func outcome(for event: FeedEvent) -> EventOutcome {
        switch event {
        case .openPost(let id): return EventOutcome([.push(.post(id: id))])
        case .openAuthor(let id): return EventOutcome([.push(.profile(.person(id: id)))])
        }
    }

    public static func outcome(for event: ProfileEvent) -> EventOutcome {
        switch event {
        case .openPost(let id): return EventOutcome([.push(.post(id: id))])
        case .signIn: return EventOutcome([.applyLink(tab: .settings, stack: [])])
        }
    }

    public static func outcome(for event: SettingsEvent) -> EventOutcome {
        switch event {
        case .openFlags:
            return EventOutcome([.push(.flags)])
        case .accountChanged, .signedOut, .accountDeleted:
            // Other tabs may show the old account's screens: start them again from their roots.
            return EventOutcome(
                [
                    .applyLink(tab: .feed, stack: []), .applyLink(tab: .profile, stack: []),
                    .applyLink(tab: .settings, stack: []),
                ], rebuildScreens: true)
        }
    }
}
