/// One row the __Name__ feature lists; a feature-local model the shell maps its records to.
public struct __Name__Item: Equatable, Sendable, Identifiable {
    public var id: Int
    public var title: String
    /// Who added it, as people see them ("@ada"); empty where nobody is named.
    public var author: String
    /// Whether the person signed in added it (only they may delete it).
    public var isMine: Bool

    public init(id: Int, title: String, author: String = "", isMine: Bool = false) {
        self.id = id
        self.title = title
        self.author = author
        self.isMine = isMine
    }
}
