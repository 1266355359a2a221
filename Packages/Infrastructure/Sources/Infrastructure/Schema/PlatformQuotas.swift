/// The team's quotas: how much a member may write, a number per rule that the owner changes
/// with `mosaic team quota NAME VALUE` and everyone reads (a form can say the limit before it is
/// met), made by platform step 4. Each feature adds its own rules to the table in a step of its history (the feed's
/// `feed.posts_per_hour`, Messages' `messages.sends_per_minute`) and checks them in the
/// owner-run functions its members write through, so a member's psql meets the same limits as
/// the app. A refusal is raised with the SQLSTATE `quotaExceeded` and a sentence naming the
/// rule, which clients show as it is: the sentence carries the number the owner set.
public enum PlatformQuotas {
    /// The SQLSTATE of a quota's refusal: a class of Mosaic's own ("MQ"), which nothing else
    /// raises, so a client never tells a refusal from its text.
    public static let quotaExceeded = "MQ429"
    /// Bytes a member may rewrite in a day (UTC): drafts, preferences, their profile, post edits
    /// (platform step 9, `mosaic_spend`). Rewrites keep no more rows, but each leaves a dead row
    /// and its WAL behind, so a loop of them filled the disk as surely as new rows.
    public static let rewriteBytesPerDay = "member.rewrite_bytes_per_day"
}
