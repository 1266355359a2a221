/// Where a person's edited, unsaved bio is kept between runs of the app — on disk, per person
/// and database — so that quitting, a crash or a restart loses nothing typed.
public protocol ProfileDrafts: Sendable {
    func unsavedBio(of personID: Int) async -> String?
    /// Keeps `bio` as the person's unsaved bio; nil forgets it (saved, or back to the stored one).
    func keep(bio: String?, of personID: Int) async
}
