/// The team's quotas: how much a member may write, a number per rule that the owner changes
/// with `mosaic team quota NAME VALUE` and everyone reads (a form can say the limit before it is
/// met). Each feature adds its own rules to the table in a step of its history (the feed's
/// `feed.posts_per_hour`, Messages' `messages.sends_per_minute`) and checks them in the
/// owner-run functions its members write through, so a member's psql meets the same limits as
/// the app. A refusal is raised with the SQLSTATE `quotaExceeded` and a sentence naming the
/// rule, which clients show as it is: the sentence carries the number the owner set.
public enum PlatformQuotas {
    /// The SQLSTATE of a quota's refusal: a class of Mosaic's own ("MQ"), which nothing else
    /// raises, so a client never tells a refusal from its text.
    public static let quotaExceeded = "MQ429"

    private static let pinned = "SET search_path = pg_catalog, pg_temp"

    static let statements: [String] = [
        """
        CREATE TABLE {schema}.team_quotas (
            name text PRIMARY KEY, value bigint NOT NULL CHECK (value >= 0), about text NOT NULL)
        """,
        "ALTER TABLE {schema}.team_quotas ENABLE ROW LEVEL SECURITY",
        "CREATE POLICY team_quotas_read ON {schema}.team_quotas FOR SELECT USING (true)",
        // A rule missing from the table (deleted by hand) refuses every write it guards: a
        // quota must never turn into no limit at all.
        """
        CREATE OR REPLACE FUNCTION {schema}.mosaic_quota(p_name text) RETURNS bigint
        LANGUAGE sql STABLE \(pinned)
        AS $$ SELECT COALESCE((SELECT q.value FROM {schema}.team_quotas q WHERE q.name = p_name), 0) $$
        """,
    ]

    /// A feature's step that adds its rule with its default, keeping a value the owner set if
    /// the step runs again on a database that has it.
    public static func rule(_ name: String, default value: Int64, about: String) -> String {
        let quotedAbout = about.replacingOccurrences(of: "'", with: "''")
        return """
            INSERT INTO {schema}.team_quotas (name, value, about)
            VALUES ('\(name)', \(value), '\(quotedAbout)') ON CONFLICT (name) DO NOTHING
            """
    }
}
