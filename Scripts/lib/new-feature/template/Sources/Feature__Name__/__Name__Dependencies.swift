/// Everything the __Name__ feature needs from the outside world, one port per member, passed by value.
public struct __Name__Dependencies {
    public var items: any __Name__ItemsSource
    public var analytics: any __Name__Analytics
    public var prompt: any __Name__Prompt

    public init(
        items: any __Name__ItemsSource, analytics: any __Name__Analytics,
        prompt: any __Name__Prompt = __Name__NoPrompt()
    ) {
        self.items = items
        self.analytics = analytics
        self.prompt = prompt
    }
}
