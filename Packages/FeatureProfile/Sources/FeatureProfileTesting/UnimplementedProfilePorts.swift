import FeatureProfile
import Foundation

extension ProfileDependencies {
    /// Ports that report every call through `report` and then answer as a failing store would:
    /// a test states what the view model may touch by replacing just those ports, and any other
    /// call fails the test (tests pass `{ Issue.record(Comment(rawValue: $0)) }`).
    @MainActor public static func unimplemented(
        report: @escaping @Sendable (String) -> Void
    ) -> ProfileDependencies {
        ProfileDependencies(
            people: UnimplementedProfilePeople(report: report),
            posts: UnimplementedProfilePosts(report: report),
            session: UnimplementedProfileSession(report: report),
            prompt: UnimplementedProfilePrompt(report: report),
            flags: UnimplementedProfileFlags(report: report),
            analytics: UnimplementedProfileAnalytics(report: report),
            consent: UnimplementedProfileConsent(report: report),
            clock: UnimplementedProfileClock(report: report),
            drafts: UnimplementedProfileDrafts(report: report),
            changes: UnimplementedProfileChanges(report: report))
    }
}

private func unexpected(_ call: String) -> String {
    "Unexpected call: \(call). Give the test a fake for this port if the call is meant to happen."
}

private struct UnimplementedProfilePeople: ProfilePeopleSource {
    let report: @Sendable (String) -> Void

    func person(id: Int) async throws(ProfilePeopleError) -> ProfilePerson {
        report(unexpected("ProfilePeopleSource.person(id: \(id))"))
        throw .unavailable("unimplemented")
    }

    func saveBio(_ bio: String, for personID: Int) async throws(ProfilePeopleError) {
        report(unexpected("ProfilePeopleSource.saveBio(_:for: \(personID))"))
        throw .unavailable("unimplemented")
    }
}

private struct UnimplementedProfilePosts: ProfilePostsSource {
    let report: @Sendable (String) -> Void

    func posts(
        by personID: Int, after cursor: ProfileCursor?, limit: Int
    ) async throws(ProfilePostsError) -> ProfilePostsPage {
        report(unexpected("ProfilePostsSource.posts(by: \(personID), after:limit:)"))
        throw .unavailable("unimplemented")
    }

    func deletePost(id: Int) async throws(ProfilePostsError) {
        report(unexpected("ProfilePostsSource.deletePost(id: \(id))"))
        throw .unavailable("unimplemented")
    }
}

private struct UnimplementedProfileSession: ProfileSession {
    let report: @Sendable (String) -> Void

    func currentUserID() async -> Int? {
        report(unexpected("ProfileSession.currentUserID()"))
        return nil
    }
}

private struct UnimplementedProfilePrompt: ProfilePrompt {
    let report: @Sendable (String) -> Void

    func askText(title: String, initial: String, limit: Int) async -> ProfileAnswer {
        report(unexpected("ProfilePrompt.askText(title: \"\(title)\")"))
        return .closed(typed: initial)
    }

    func confirm(message: String) async -> Bool {
        report(unexpected("ProfilePrompt.confirm(message: \"\(message)\")"))
        return false
    }
}

private struct UnimplementedProfileFlags: ProfileFlags {
    let report: @Sendable (String) -> Void

    func isOn(_ flag: String) async -> Bool {
        report(unexpected("ProfileFlags.isOn(\"\(flag)\")"))
        return false
    }
}

private struct UnimplementedProfileAnalytics: ProfileAnalytics {
    let report: @Sendable (String) -> Void

    func track(_ event: String, properties: [String: String]) {
        report(unexpected("ProfileAnalytics.track(\"\(event)\")"))
    }
}

private struct UnimplementedProfileConsent: ProfileConsent {
    let report: @Sendable (String) -> Void

    func analyticsAllowed() async -> Bool {
        report(unexpected("ProfileConsent.analyticsAllowed()"))
        return false
    }
}

private struct UnimplementedProfileClock: ProfileClock {
    let report: @Sendable (String) -> Void

    func now() -> Date {
        report(unexpected("ProfileClock.now()"))
        return Date(timeIntervalSince1970: 0)
    }
    func wait(seconds: Double) async {
        report(unexpected("ProfileClock.wait(seconds:)"))
    }
}

private struct UnimplementedProfileChanges: ProfileChangesSource {
    let report: @Sendable (String) -> Void

    func changes() -> AsyncStream<ProfileChange> {
        report(unexpected("ProfileChangesSource.changes()"))
        return AsyncStream { $0.finish() }
    }
}

public struct UnimplementedProfileDrafts: ProfileDrafts {
    let report: @Sendable (String) -> Void

    public func unsavedBio(of personID: Int) async -> String? {
        report(unexpected("ProfileDrafts.unsavedBio(of:)"))
        return nil
    }

    public func keep(bio: String?, of personID: Int) async {
        report(unexpected("ProfileDrafts.keep(bio:of:)"))
    }
}
