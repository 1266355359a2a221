import FeatureSettings
import Infrastructure

/// Turns what Infrastructure's stores and local files raise into each Settings port's own error,
/// keeping the cause (the file, the database, the server's words). It maps and decides nothing:
/// a new `StoreError` case gets one line here, and until then keeps its own description.
enum SettingsErrorMapping {
    static func preferences(_ error: any Error) -> SettingsPreferencesError {
        FailureLog.record(error, in: "settings (preferences)")
        return switch error as? StoreError {
        case .corruptFile(let path, let reason): .unreadable(file: path, reason: reason)
        case .readOnly(let path): .readOnly(file: path)
        case .cannotWrite(let path, let reason): .cannotWrite(file: path, reason: reason)
        case let other?: .unavailable(other.description)
        case nil: .unavailable(String(describing: error))
        }
    }

    static func flags(_ error: any Error) -> SettingsFlagsError {
        FailureLog.record(error, in: "settings (flags)")
        return switch error as? StoreError {
        case .corruptFile(let path, let reason): .unreadable(file: path, reason: reason)
        case .readOnly(let path): .readOnly(file: path)
        case .cannotWrite(let path, let reason): .cannotWrite(file: path, reason: reason)
        case .unreachable(let server): .unreachable(server)
        case let other?: .unavailable(other.description)
        case nil: .unavailable(String(describing: error))
        }
    }

    /// `handle` names the handle a refused new profile asked for (SQLite does not say it).
    static func account(_ error: any Error, handle: String? = nil) -> SettingsAccountError {
        FailureLog.record(error, in: "settings (account)")
        return switch error as? StoreError {
        case .duplicateHandle(let taken): .handleTaken(handle ?? taken)
        case .invalid(let reason): .invalid(reason)
        case .limit(_, let rule): .invalid(StoreError.refusal(rule))
        case .notAllowed(let what): .notAllowed(what)
        case .notFound(let what): .notFound(what)
        case .locked: .busy
        case .readOnly(let path): .readOnly(path)
        case .unreachable(let server): .unreachable(server)
        case .unavailable(let cause): .unavailable(cause)
        case let other?: .unavailable(other.description)
        case nil: .unavailable(String(describing: error))
        }
    }
}
