/// Everything the Messages feature needs from the outside world, one port per member, passed by value.
public struct MessagesDependencies {
    public var items: any MessagesItemsSource
    public var analytics: any MessagesAnalytics

    public init(items: any MessagesItemsSource, analytics: any MessagesAnalytics) {
        self.items = items
        self.analytics = analytics
    }
}
