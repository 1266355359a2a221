import Foundation
import Infrastructure

/// An item as stored, with its author's handle.
public struct __Name__Record: Sendable, Equatable {
    public var id: Int64
    public var authorID: Int64
    public var authorHandle: String
    public var title: String
    public var createdAt: Date
}

/// The __Name__ items: everyone's, newest first; adding and deleting one's own. Throws
/// `StoreError` (`.invalid` for a title the rules refuse, `.notAllowed` for someone else's item).
public protocol __Name__Store: Sendable {
    func items(limit: Int) async throws -> [__Name__Record]
    func add(title: String, actingAs: Int64) async throws -> __Name__Record
    /// False when there was no such item (already deleted).
    @discardableResult
    func delete(id: Int64, actingAs: Int64) async throws -> Bool
}

/// An item's limits, the store's last line of defence (the team database checks them too).
enum __Name__Rules {
    static func check(_ title: String) throws {
        if title.trimmingCharacters(in: .whitespaces).isEmpty {
            throw StoreError.invalid("an item needs a title")
        }
        if !Validation.fits(title, 120) {
            throw StoreError.invalid("an item's title has at most 120 characters")
        }
        try Validation.refuseControlCharacters(title, field: "title")
    }
}
