import AppCore
import Foundation

/// The web's static files (the script, the style sheet, the icon) under paths named by their
/// content: `/_/app.3f9c…e1.js`. A page names the path of the file as this build has it, so the
/// browser may keep the file for a year without asking again (`immutable`), and a new build's
/// pages name a new path: nobody runs an old script with a new page. Every web node of one build
/// names the same paths (the name is the content's, not the process's), so a page drawn by one
/// node loads its files from any other.
///
/// The plain path (`/_/app.js`) and a path of another build's content (a page drawn by a node
/// not yet upgraded, during a rolling restart) still answer, with this build's file and
/// `no-cache`: the browser asks again each time, and its `ETag` makes that a 304 without a body.
struct StaticAsset: Sendable {
    /// "/_/app.js": the path before its content's name is put in.
    let plainPath: String
    let body: String
    let contentType: String
    /// The content's fingerprint, 16 hex digits (also the ETag's value).
    let fingerprint: String

    init(plainPath: String, body: String, contentType: String) {
        self.plainPath = plainPath
        self.body = body
        self.contentType = contentType
        fingerprint = Self.fingerprint(of: body)
    }

    /// "/_/app.<fingerprint>.js": the path pages name.
    var path: String { Self.path(plainPath, inserting: fingerprint) }

    var etag: String { "\"\(fingerprint)\"" }

    /// FNV-1a, 64 bits: the same on every node and in every run (Swift's `Hasher` is seeded per
    /// process). It only tells builds' files apart, so it need not resist anyone choosing a
    /// collision: a browser's cache is all it decides.
    static func fingerprint(of text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    private static func path(_ plain: String, inserting name: String) -> String {
        guard let dot = plain.lastIndex(of: ".") else { return plain + "." + name }
        return plain[..<dot] + "." + name + plain[dot...]
    }

    /// True for this file's plain path, or a path of the same file with another content's name.
    func answers(_ requested: String) -> Bool {
        guard requested != plainPath else { return true }
        guard let dot = plainPath.lastIndex(of: ".") else { return false }
        let (stem, ext) = (plainPath[..<dot] + ".", String(plainPath[dot...]))
        guard requested.hasPrefix(stem), requested.hasSuffix(ext) else { return false }
        let name = requested.dropFirst(stem.count).dropLast(ext.count)
        return name.count == 16 && name.allSatisfy(\.isHexDigit)
    }
}

enum StaticAssets {
    static let script = StaticAsset(
        plainPath: WebAssets.scriptPath, body: WebAssets.script, contentType: "text/javascript; charset=utf-8"
    )
    static let styleSheet = StaticAsset(
        plainPath: WebAssets.styleSheetPath, body: WebAssets.styleSheet,
        contentType: "text/css; charset=utf-8")
    static let icon = StaticAsset(
        plainPath: WebAssets.iconPath, body: WebAssets.icon, contentType: "image/svg+xml")
    static let all = [script, styleSheet, icon]

    /// The answer to a GET of `path`, or nil when no static file is there. `ifNoneMatch` is the
    /// browser's `If-None-Match`: the file it holds, if any.
    static func output(for path: String, ifNoneMatch: String?) -> WebOutput? {
        let caching: WebOutput.Caching
        let asset: StaticAsset
        if let named = all.first(where: { $0.path == path }) {
            (asset, caching) = (named, .forever)
        } else if let other = all.first(where: { $0.answers(path) }) {
            (asset, caching) = (other, .revalidate)
        } else {
            return nil
        }
        let held =
            ifNoneMatch.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } } ?? []
        if held.contains(asset.etag) || held.contains("W/" + asset.etag) || held.contains("*") {
            return WebOutput(
                status: 304, contentType: asset.contentType, body: .text(""), caching: caching,
                etag: asset.etag)
        }
        return WebOutput(
            status: 200, contentType: asset.contentType, body: .text(asset.body), caching: caching,
            etag: asset.etag)
    }
}
