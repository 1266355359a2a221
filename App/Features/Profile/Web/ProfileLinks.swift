import FeatureProfile

/// Where a profile page links: its own path, and what the profile's events ask for, turned into
/// paths by the shell (`ProfileEvent.openPost(id: 60)` is `/post/60`).
public struct ProfileLinks {
    /// The page's own path ("/profile/me", "/profile/3").
    public let page: String
    private let path: (ProfileEvent) -> String?

    public init(page: String, path: @escaping (ProfileEvent) -> String?) {
        self.page = page
        self.path = path
    }

    public func href(_ event: ProfileEvent) -> String {
        path(event) ?? page
    }
}
