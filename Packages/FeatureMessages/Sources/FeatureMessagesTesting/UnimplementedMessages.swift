import FeatureMessages

/// Dependencies whose every port reports a call the test did not expect (isowords' test values):
/// a test starts from these and replaces only the ports it means to use, so it states exactly
/// what the code under test may touch. Tests pass `{ Issue.record(Comment(rawValue: $0)) }`.
extension MessagesDependencies {
    public static func unimplemented(report: @escaping @Sendable (String) -> Void) -> MessagesDependencies {
        MessagesDependencies(
            items: UnimplementedMessagesItems(report: report),
            analytics: UnimplementedMessagesAnalytics(report: report))
    }
}

/// An items source that reports any call.
public struct UnimplementedMessagesItems: MessagesItemsSource {
    let report: @Sendable (String) -> Void

    public func items() async throws(MessagesItemsError) -> [MessagesItem] {
        report("MessagesItemsSource.items() was called, but this test did not expect it")
        throw .unavailable("not implemented in this test")
    }
}

/// Analytics that reports any call.
public struct UnimplementedMessagesAnalytics: MessagesAnalytics {
    let report: @Sendable (String) -> Void

    public func analyticsAllowed() async -> Bool {
        report("MessagesAnalytics.analyticsAllowed() was called, but this test did not expect it")
        return false
    }

    public func track(_ event: String, properties: [String: String]) {
        report("MessagesAnalytics.track(\(event)) was called, but this test did not expect it")
    }
}
