import FeatureProfile
import Infrastructure

/// The profile's unsaved bio in the app's draft store, under the kind "bio". One that cannot be
/// written (a read-only home) stays in the view model for this run.
struct ProfileDraftsAdapter: ProfileDrafts {
    static let kind = "bio"
    let drafts: any DraftStore

    func unsavedBio(of personID: Int) async -> String? {
        (try? drafts.draft(Self.kind, personID: Int64(personID)))?["bio"]
    }

    func keep(bio: String?, of personID: Int) async {
        try? drafts.keep(Self.kind, personID: Int64(personID), fields: bio.map { ["bio": $0] })
    }
}
