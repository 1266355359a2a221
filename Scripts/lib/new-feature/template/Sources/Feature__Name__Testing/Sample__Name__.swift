import Feature__Name__

/// Sample items for tests, the demo and the shell's preview container.
public enum Sample__Name__ {
    public static let items: [__Name__Item] = [
        __Name__Item(id: 1, title: "First __name__ item", author: "@me", isMine: true),
        __Name__Item(id: 2, title: "Second __name__ item"),
        __Name__Item(id: 3, title: "Third __name__ item"),
    ]

    /// Dependencies backed by the in-memory fakes.
    public static func dependencies(
        items: InMemory__Name__Items = InMemory__Name__Items(),
        analytics: Recording__Name__Analytics = Recording__Name__Analytics(),
        prompt: any __Name__Prompt = __Name__NoPrompt()
    ) -> __Name__Dependencies {
        __Name__Dependencies(items: items, analytics: analytics, prompt: prompt)
    }
}
