/// Everything the Saved feature needs from the outside world, one port per member, passed by value.
public struct SavedDependencies {
    public var items: any SavedItemsSource
    public var analytics: any SavedAnalytics

    public init(items: any SavedItemsSource, analytics: any SavedAnalytics) {
        self.items = items
        self.analytics = analytics
    }
}
