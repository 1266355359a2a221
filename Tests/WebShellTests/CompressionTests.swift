import CompressNIO
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing

@testable import MosaicShell

/// Pages and static files are gzipped when the browser takes it, and only then; a live channel
/// never is (its events must arrive as they are written).
@Suite(.timeLimit(.minutes(1)))
struct CompressionTests {
    @Test func pagesAndStaticFilesAreGzippedWhenTheBrowserTakesIt() async throws {
        let world = try await WebWorld()
        try await world.test { client in
            for path in ["/feed", WebPaths.script, WebPaths.styleSheet] {
                let plain = try await client.execute(uri: path, method: .get, headers: [:])
                let packed = try await client.execute(
                    uri: path, method: .get, headers: [.acceptEncoding: "br, gzip;q=0.8"])
                #expect(plain.headers[.contentEncoding] == nil, "\(path)")
                #expect(plain.headers[.vary] == "Accept-Encoding", "\(path)")
                #expect(packed.headers[.contentEncoding] == "gzip", "\(path)")
                #expect(packed.headers[.vary] == "Accept-Encoding", "\(path)")
                var body = packed.body
                let unpacked = try body.decompress(with: .gzip())
                #expect(packed.body.readableBytes * 2 < plain.body.readableBytes, "\(path) shrinks")
                // A page carries its session's token, so the page is compared by its start; a
                // static file is the same, byte for byte.
                if path == "/feed" {
                    #expect(String(buffer: unpacked).hasPrefix("<!DOCTYPE html>"))
                } else {
                    #expect(unpacked == plain.body, "\(path)")
                }
            }
        }
    }

    @Test func staticFilesAreNamedByTheirContentAndKeptForAYear() async throws {
        let world = try await WebWorld()
        try await world.test { client in
            var browser = WebClient(client)
            let page = try await browser.get("/feed")
            for asset in StaticAssets.all where asset.plainPath != StaticAssets.icon.plainPath {
                // The page names the file by its content
                #expect(
                    asset.path.range(of: #"^/_/[a-z]+\.[0-9a-f]{16}\.(js|css)$"#, options: .regularExpression)
                        != nil)
                #expect(page.text.contains("\"\(asset.path)\""), "\(asset.path)")
                let kept = try await browser.get(asset.path)
                #expect(kept.status == 200)
                #expect(kept.header("Cache-Control") == "public, max-age=31536000, immutable")
                #expect(kept.header("ETag") == asset.etag)
                #expect(kept.text == asset.body)
                // The plain path, or another build's name, is this build's file, asked for again
                // each time, and a 304 when the browser holds it
                let other = asset.plainPath.replacingOccurrences(of: ".", with: ".0123456789abcdef.")
                for path in [asset.plainPath, other] {
                    let plain = try await browser.get(path)
                    #expect(plain.status == 200, "\(path)")
                    #expect(plain.header("Cache-Control") == "no-cache", "\(path)")
                    #expect(plain.text == asset.body, "\(path)")
                    let again = try await browser.send(
                        path, method: .get, body: nil, headers: [.ifNoneMatch: asset.etag])
                    #expect(again.status == 304, "\(path)")
                    #expect(again.text.isEmpty, "\(path)")
                }
            }
            // A name that is not a content's is no file
            #expect(try await browser.get("/_/app.x.js").status == 404)
        }
        // The same content gets the same name in every process (every web node)
        #expect(StaticAsset.fingerprint(of: "Mosaic") == StaticAsset.fingerprint(of: "Mosaic"))
        #expect(StaticAsset.fingerprint(of: "") == "cbf29ce484222325")
    }

    @Test func aBrowserThatRefusesGzipOrALiveChannelGetsItPlain() async throws {
        let world = try await WebWorld()
        try await world.test { client in
            for refusing in ["gzip;q=0", "identity", "br"] {
                let page = try await client.execute(
                    uri: WebPaths.script, method: .get, headers: [.acceptEncoding: refusing])
                #expect(page.headers[.contentEncoding] == nil, "\(refusing)")
            }
            #expect(Gzip.isAccepted("*"))
            #expect(Gzip.isAccepted("GZIP"))
            #expect(!Gzip.isAccepted("gzip; q=0.0"))
            // Small bodies and event streams go as they are.
            #expect(!Gzip.isWorthIt(contentType: "text/html", bytes: 5))
            #expect(!Gzip.isWorthIt(contentType: "text/event-stream", bytes: 4_500))
        }
    }
}
