/// Where the __Name__ feature's items come from; the shell adapts a store to it.
public protocol __Name__ItemsSource: Sendable {
    func items() async throws -> [__Name__Item]
}
