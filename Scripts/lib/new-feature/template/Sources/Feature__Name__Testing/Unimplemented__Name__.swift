import Feature__Name__

/// Dependencies whose every port reports a call the test did not expect (isowords' test values):
/// a test starts from these and replaces only the ports it means to use, so it states exactly
/// what the code under test may touch. Tests pass `{ Issue.record(Comment(rawValue: $0)) }`.
extension __Name__Dependencies {
    public static func unimplemented(report: @escaping @Sendable (String) -> Void) -> __Name__Dependencies {
        __Name__Dependencies(
            items: Unimplemented__Name__Items(report: report),
            analytics: Unimplemented__Name__Analytics(report: report),
            prompt: Unimplemented__Name__Prompt(report: report))
    }
}

/// An items source that reports any call.
public struct Unimplemented__Name__Items: __Name__ItemsSource {
    let report: @Sendable (String) -> Void

    public func items() async throws(__Name__ItemsError) -> [__Name__Item] {
        report("__Name__ItemsSource.items() was called, but this test did not expect it")
        throw .unavailable("not implemented in this test")
    }
}

/// A prompt that reports any question.
public struct Unimplemented__Name__Prompt: __Name__Prompt {
    let report: @Sendable (String) -> Void

    public func askTitle() async -> String? {
        report("__Name__Prompt.askTitle() was called, but this test did not expect it")
        return nil
    }
}

/// Analytics that reports any call.
public struct Unimplemented__Name__Analytics: __Name__Analytics {
    let report: @Sendable (String) -> Void

    public func analyticsAllowed() async -> Bool {
        report("__Name__Analytics.analyticsAllowed() was called, but this test did not expect it")
        return false
    }

    public func track(_ event: String, properties: [String: String]) {
        report("__Name__Analytics.track(\(event)) was called, but this test did not expect it")
    }
}
