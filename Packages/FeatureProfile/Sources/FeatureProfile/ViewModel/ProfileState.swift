/// What the profile is showing right now.
enum ProfileState: Equatable {
    case idle
    case loading
    case loaded(ProfileContent)
    /// The person exists but has no posts yet.
    case empty(ProfileContent)
    case failed(String)
    case signedOut
    case notFound

    /// The header and posts, when a person is on screen.
    var content: ProfileContent? {
        switch self {
        case .loaded(let content), .empty(let content): content
        default: nil
        }
    }

    /// `.loaded` or `.empty`, so deleting the last post or loading none lands in the right state.
    static func showing(_ content: ProfileContent) -> ProfileState {
        content.posts.isEmpty ? .empty(content) : .loaded(content)
    }
}

/// A loaded profile: the person, their posts so far, and whether the viewer owns it.
struct ProfileContent: Equatable {
    var person: ProfilePerson
    var posts: [ProfilePost]
    var canLoadMore: Bool
    var isOwn: Bool
}
