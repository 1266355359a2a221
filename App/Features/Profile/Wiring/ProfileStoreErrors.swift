import FeatureProfile
import Foundation
import Infrastructure

/// How the store's failures read to the profile: one cause per case the profile tells apart,
/// anything else `.unavailable` with the store's own words (which name the file, server or fix).
/// A new `StoreError` case lands in `.unavailable` with its description until it gets a line here.
enum ProfileStoreErrors {
    /// The causes both of the profile's port errors share.
    enum Cause: Equatable {
        case notFound, notAllowed, busy, readOnly, diskFull
        case invalid(String)
        case unreachable(String)
        case unavailable(String)
    }

    static func cause(of error: any Error) -> Cause {
        FailureLog.record(error, in: "profile")
        guard let error = error as? StoreError else { return .unavailable(String(describing: error)) }
        switch error {
        case .notFound: return .notFound
        case .notAllowed: return .notAllowed
        case .invalid(let reason): return .invalid(reason)
        case .limit(_, let rule): return .invalid(StoreError.refusal(rule))
        case .duplicateHandle: return .invalid(error.description)
        case .readOnly: return .readOnly
        case .locked: return .busy
        case .unreachable(let server): return .unreachable(server)
        case .diskFull: return .diskFull
        case .unavailable(let cause): return .unavailable(cause)
        case .notADatabase, .foreignDatabase, .newerSchema, .corruptFile, .cannotWrite, .badURL,
            .cannotConnect,
            .notSetUp:
            return .unavailable(error.description)
        }
    }

    static func peopleError(_ error: any Error) -> ProfilePeopleError {
        switch cause(of: error) {
        case .notFound: .notFound
        case .notAllowed: .notAllowed
        case .busy: .busy
        case .readOnly: .readOnly
        case .diskFull: .diskFull
        case .invalid(let reason): .invalid(reason)
        case .unreachable(let server): .unreachable(server)
        case .unavailable(let reason): .unavailable(reason)
        }
    }

    static func postsError(_ error: any Error) -> ProfilePostsError {
        switch cause(of: error) {
        case .notFound: .notFound
        case .notAllowed: .notAllowed
        case .busy: .busy
        case .readOnly: .readOnly
        case .diskFull: .diskFull
        case .invalid(let reason): .invalid(reason)
        case .unreachable(let server): .unreachable(server)
        case .unavailable(let reason): .unavailable(reason)
        }
    }
}
