import FeatureProfileTesting
import Foundation
import Testing

@testable import FeatureProfile

/// The strict ports report every call, so a test that did not expect one fails.
@MainActor @Suite struct StrictFakesTests {
    final class Reports: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        var all: [String] { lock.withLock { lines } }
        func add(_ line: String) { lock.withLock { lines.append(line) } }
    }

    @Test func everyUnimplementedPortReportsItsCall() async {
        // Given strict dependencies that collect their reports
        let reports = Reports()
        let dependencies = ProfileDependencies.unimplemented { reports.add($0) }
        // When every port is called once
        _ = try? await dependencies.people.person(id: 1)
        _ = try? await dependencies.people.saveBio("b", for: 1)
        _ = try? await dependencies.posts.posts(by: 1, after: nil, limit: 1)
        _ = try? await dependencies.posts.deletePost(id: 1)
        _ = await dependencies.session.currentUserID()
        _ = await dependencies.prompt.askText(title: "t", initial: "", limit: 1)
        _ = await dependencies.prompt.confirm(message: "m")
        _ = await dependencies.flags.isOn("f")
        dependencies.analytics.track("e", properties: [:])
        _ = await dependencies.consent.analyticsAllowed()
        _ = dependencies.clock.now()
        // Then each call was reported by name
        #expect(reports.all.count == 11)
        #expect(reports.all.allSatisfy { $0.hasPrefix("Unexpected call: Profile") })
    }

    @Test func aLoadTouchesOnlyThePortsItNeeds() async {
        // Given a view model whose every port reports, but for the ones a load needs
        let reports = Reports()
        let world = FakeProfileWorld()
        var dependencies = ProfileDependencies.unimplemented { reports.add($0) }
        dependencies.people = world.people
        dependencies.posts = world.posts
        dependencies.session = world.session
        dependencies.flags = world.flags
        dependencies.clock = FixedProfileClock()
        dependencies.consent = FakeProfileConsent(allowed: false)
        dependencies.drafts = world.drafts
        let model = ProfileViewModel(subject: .me, dependencies: dependencies) { _ in }
        // When it loads
        await model.appear()
        // Then nothing else was called (no prompt, no analytics once consent is refused)
        #expect(reports.all.isEmpty)
        #expect(model.state.content != nil)
    }
}
