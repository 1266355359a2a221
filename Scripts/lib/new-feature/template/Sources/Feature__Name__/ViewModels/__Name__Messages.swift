/// The __Name__ feature's sentences for people: each names the real cause, never a raw error.
enum __Name__Messages {
    static func loadFailed(_ error: __Name__ItemsError) -> String {
        switch error {
        case .busy: "The database is busy; press r to try again in a moment."
        case .unreachable(let server): "The team server at \(server) is unreachable; press r to retry."
        case .unavailable(let cause): "Couldn't load __name__ items: \(cause). Press r to retry."
        }
    }
}
