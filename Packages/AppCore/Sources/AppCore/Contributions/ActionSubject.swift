/// What another feature's action can act on: the things every feature's faces show and name the
/// same way, as plain ids. A feature that contributes an action to posts or people knows them
/// only by these; the feature that shows them builds these from its own models.
public protocol ActionSubject: Identifiable, Hashable, Sendable where ID: Hashable & Sendable {}

/// A post, wherever it is shown (a list of posts, a post's screen or page).
public struct PostSubject: ActionSubject {
    public let id: Int

    public init(id: Int) {
        self.id = id
    }
}

/// A person: the person a profile shows, or a post's author. The handle is theirs alone, so an
/// action may name them in a link (`mosaic://messages/@ada`).
public struct PersonSubject: ActionSubject {
    public let id: Int
    public let handle: String

    public init(id: Int, handle: String) {
        self.id = id
        self.handle = handle
    }
}
