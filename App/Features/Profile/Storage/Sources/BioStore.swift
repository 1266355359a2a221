import Foundation
import Infrastructure

/// A person's bio. Authorization lives here as the last line of defence: `actingAs` must be the
/// person whose bio it is, otherwise `StoreError.notAllowed` and nothing changes.
public protocol BioStore: Sendable {
    /// The bio of the person with this id ("" for none); nil when there is no such person.
    func bio(of personID: Int64) async throws -> String?
    /// Replaces a bio and returns it as stored. Throws `.notFound`, `.notAllowed` (someone
    /// else's), `.invalid` (too long, control characters).
    @discardableResult
    func updateBio(personID: Int64, bio: String, actingAs: Int64) async throws -> String
}

/// A bio's limits, the same the profile applies in its forms and a team database enforces.
public enum BioRules {
    public static let maxBio = 160

    public static func check(_ bio: String) throws {
        if !Validation.fits(bio, maxBio) {
            throw StoreError.invalid("bio is longer than \(maxBio) characters")
        }
        try Validation.refuseControlCharacters(bio, field: "bio")
    }
}
