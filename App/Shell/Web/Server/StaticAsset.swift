import AppCore

/// One of the web front end's own files (the script, the style sheet, the icon), compiled into
/// the app. Pages link it at a path named by its content (`/_/app.3f9c….js`), which the browser
/// may keep for a year without asking: a new version of the file is a new path. Its ETag is the
/// same name, so a browser asking again with it is answered 304 with no body. The plain path
/// (`/_/app.js`) still answers, revalidated each time, for pages drawn by an older version.
struct StaticAsset: Sendable {
    let name: String
    let fileExtension: String
    let contentType: String
    let text: String
    /// 16 hex digits naming the content (FNV-1a, 64 bits: a name for caches, not a secret).
    let tag: String

    init(name: String, fileExtension: String, contentType: String, text: String) {
        self.name = name
        self.fileExtension = fileExtension
        self.contentType = contentType
        self.text = text
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        tag = String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The path pages link: named by the content, kept for a year.
    var path: String { "/_/\(name).\(tag).\(fileExtension)" }
    /// The path without the content's name, asked again each time.
    var plainPath: String { "/_/\(name).\(fileExtension)" }
    /// The ETag, quoted as HTTP writes it.
    var entityTag: String { "\"\(tag)\"" }

    static let script = StaticAsset(
        name: "app", fileExtension: "js", contentType: "text/javascript; charset=utf-8",
        text: WebAssets.script)
    static let styleSheet = StaticAsset(
        name: "app", fileExtension: "css", contentType: "text/css; charset=utf-8", text: WebAssets.styleSheet)
    static let icon = StaticAsset(
        name: "icon", fileExtension: "svg", contentType: "image/svg+xml", text: WebAssets.icon)
    static let all = [script, styleSheet, icon]

    /// The asset at `path`, and whether the path is the content-named one.
    static func at(_ path: String) -> (asset: StaticAsset, isNamedByContent: Bool)? {
        for asset in all {
            if path == asset.path { return (asset, true) }
            if path == asset.plainPath { return (asset, false) }
        }
        return nil
    }

    /// The answer to a GET of this asset: the file, or 304 when the browser holds this version.
    func answer(ifNoneMatch: String?, isNamedByContent: Bool) -> WebOutput {
        let held = ifNoneMatch.map { header in
            header.split(separator: ",").contains { $0.trimmingCharacters(in: .whitespaces) == entityTag }
                || header.trimmingCharacters(in: .whitespaces) == "*"
        }
        var output = WebOutput(
            status: held == true ? 304 : 200, contentType: contentType, body: .text(held == true ? "" : text),
            isStatic: true)
        output.entityTag = entityTag
        output.isImmutable = isNamedByContent
        return output
    }
}
