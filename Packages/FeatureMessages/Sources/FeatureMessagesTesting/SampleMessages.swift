import FeatureMessages

/// Sample items for tests, the demo and the shell's preview container.
public enum SampleMessages {
    public static let items: [MessagesItem] = [
        MessagesItem(id: 1, title: "First messages item"),
        MessagesItem(id: 2, title: "Second messages item"),
        MessagesItem(id: 3, title: "Third messages item"),
    ]

    /// Dependencies backed by the in-memory fakes.
    public static func dependencies(
        items: InMemoryMessagesItems = InMemoryMessagesItems(),
        analytics: RecordingMessagesAnalytics = RecordingMessagesAnalytics()
    ) -> MessagesDependencies {
        MessagesDependencies(items: items, analytics: analytics)
    }
}
