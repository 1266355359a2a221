/// Who is signed in, so the profile knows "me" and what is one's own.
public protocol ProfileSession: Sendable {
    /// nil when signed out.
    func currentUserID() async -> Int?
}
