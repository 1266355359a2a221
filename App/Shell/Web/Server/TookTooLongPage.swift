import AppCore

/// What a person reads when their request ran out of time (`RequestBudget`): in the app's own
/// frame and words, never a proxy's or a browser's error.
enum TookTooLongPage {
    static let title = "This took too long"
    static let sentence =
        "Mosaic stopped working on this page because it took too long; nothing more was done. "
        + "Try again in a moment, or with fewer words if it was a search."

    static let html: String = PageFrame(
        appName: "Mosaic", tabs: [], account: HTML.tag(.a, .href("/")) { "Mosaic" },
        status: LiveRegion(id: "status", announces: true, content: HTML()), styleSheet: WebPaths.styleSheet,
        script: WebPaths.script, icon: WebPaths.icon
    ).document(
        title: title,
        body: HTML.tag(.p, .class("message")) { sentence }
            + HTML.tag(.p) { HTML.tag(.a, .href("/")) { "Go to the start" } }
    ).markup
}
