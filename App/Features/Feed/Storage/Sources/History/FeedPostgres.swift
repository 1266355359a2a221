import Infrastructure

/// The feed's history on a team database, oldest first: add a step at the end, never edit a
/// shipped one (a database records each step's checksum and refuses a build that changed it).
///
/// What a member (a login in the team's group role) may do here, for any client: read every
/// post, tag index row and like; publish, edit and delete only their own posts, and like only as
/// themselves, through the owner's functions (no table grants: a member can take no lock on a
/// table that others use); their dates are the server's clock and their author is always the
/// caller. Why likes are counted in `like_counts` slots rather than on the post's row:
/// docs/team-database.md, "Likes and their counts".
enum FeedPostgres {
    static let migrations = [step1, step2, step3, step4, step5, step6, step7, step8]
}
