/// Everything the __Name__ feature needs from the outside world, one port per member, passed by value.
public struct __Name__Dependencies {
    public var items: any __Name__ItemsSource
    public var analytics: any __Name__Analytics

    public init(items: any __Name__ItemsSource, analytics: any __Name__Analytics) {
        self.items = items
        self.analytics = analytics
    }
}
