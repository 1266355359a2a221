/// The platform's history on a team database, oldest first: add a step at the end, never edit a
/// shipped one (a database records each step's checksum and refuses a build that changed it).
///
/// Every owner-run function in it has `search_path = pg_catalog, pg_temp` and names every table
/// and function with `{schema}`, so nothing a member could create is ever resolved in it.
/// `mosaic_caller()` is the login the session acts as, `SET ROLE` included (a pool that signs in
/// as an authenticator and sets each request's role, as PostgREST does): inside a `SECURITY
/// DEFINER` function `current_user` is the owner, but the `role` setting still names the role
/// the session set, and only a member of a role can set it.
enum PlatformPostgres {
    static let migrations = [
        step1, step2, step3, step4, step5, step6, step7, step8, step9, step10, step11, step12,
    ]
}
