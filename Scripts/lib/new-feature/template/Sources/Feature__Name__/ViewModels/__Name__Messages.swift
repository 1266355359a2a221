/// The __Name__ feature's sentences for people: each names the real cause, never a raw error.
enum __Name__Messages {
    static func loadFailed(_ error: __Name__ItemsError) -> String {
        switch error {
        case .busy: "The database is busy; try again in a moment."
        case .unreachable: "The team server can't be reached right now."
        case .refused(let reason): "Couldn't load __name__ items: \(reason)."
        case .unavailable(let cause): "Couldn't load __name__ items: \(cause)."
        }
    }

    static func writeFailed(_ error: __Name__ItemsError, doing: String) -> String {
        switch error {
        case .busy: "Couldn't \(doing): the database is busy. Try again in a moment."
        case .unreachable: "Couldn't \(doing): the team server can't be reached right now."
        case .refused(let reason): "Couldn't \(doing): \(reason)."
        case .unavailable(let cause): "Couldn't \(doing): \(cause)."
        }
    }

    static let added = "Item added."
    static let deleted = "Item deleted."
    static let emptyTitle = "An item needs a title."
}
