/// One row the Saved feature lists; a feature-local model the shell maps its records to.
public struct SavedItem: Equatable, Sendable, Identifiable {
    public var id: Int
    public var title: String

    public init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}
