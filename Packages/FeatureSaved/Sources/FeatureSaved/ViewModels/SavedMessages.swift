/// The Saved feature's sentences for people: each names the real cause, never a raw error.
enum SavedMessages {
    static func loadFailed(_ error: SavedItemsError) -> String {
        switch error {
        case .busy: "The database is busy; press r to try again in a moment."
        case .unreachable(let server): "The team server at \(server) is unreachable; press r to retry."
        case .unavailable(let cause): "Couldn't load saved items: \(cause). Press r to retry."
        }
    }
}
