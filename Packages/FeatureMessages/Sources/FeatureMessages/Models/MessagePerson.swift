/// The other person of a conversation, as the Messages feature names them.
public struct MessagePerson: Equatable, Sendable, Identifiable, Hashable {
    public var id: Int
    public var handle: String
    public var name: String

    public init(id: Int, handle: String, name: String) {
        self.id = id
        self.handle = handle
        self.name = name
    }
}
