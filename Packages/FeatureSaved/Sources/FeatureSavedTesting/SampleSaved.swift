import FeatureSaved

/// Sample items for tests, the demo and the shell's preview container.
public enum SampleSaved {
    public static let items: [SavedItem] = [
        SavedItem(id: 1, title: "First saved item"),
        SavedItem(id: 2, title: "Second saved item"),
        SavedItem(id: 3, title: "Third saved item"),
    ]

    /// Dependencies backed by the in-memory fakes.
    public static func dependencies(
        items: InMemorySavedItems = InMemorySavedItems(),
        analytics: RecordingSavedAnalytics = RecordingSavedAnalytics()
    ) -> SavedDependencies {
        SavedDependencies(items: items, analytics: analytics)
    }
}
