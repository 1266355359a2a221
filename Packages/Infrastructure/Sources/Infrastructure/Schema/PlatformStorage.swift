/// The platform's own data, the first history every database runs: people (who someone is:
/// handle, display name, their login on a team database), the meta table, the change log, the
/// team's identity functions, the stored flag values every feature reads, and on a team database
/// the team's quotas and what the web keeps. People and sign-in are the platform's; what a
/// feature adds to a person is that feature's. Its steps are in `History/`.
enum PlatformStorage {
    static let name = "platform"

    static let feature = FeatureStorage(
        name: name, sqlite: PlatformSQLite.migrations, postgres: PlatformPostgres.migrations,
        memberFunctions: [
            "mosaic_me()", "mosaic_delete_my_account()", "mosaic_may_read_change(bigint)",
            "mosaic_my_channel()",
        ]
            + PlatformMemberKeeping.memberFunctions,
        // Who the caller is, for the owner's other functions; and the web login's own.
        ownerFunctions: ["mosaic_caller_id()"] + PlatformWebSessions.webFunctions
            + PlatformSignInFailures.webFunctions,
        ownerOnlyTables: ["departed_logins", "member_write_locks", "member_write_budget", "private_channels"]
            + PlatformWebSessions.tables + PlatformSignInFailures.tables,
        limitMessages: [
            "people_handle_rules": "a handle is 1 to 30 of a-z, 0-9 and _",
            "people_display_name_rules":
                "a display name needs 1 to 60 characters and no control characters or direction marks",
        ])
}
