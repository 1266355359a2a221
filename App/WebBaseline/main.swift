import Foundation
import Hummingbird

// The bare Hummingbird app the web bench measures `mosaic serve` beside (`Scripts/bench --only
// web`): the same page's bytes, read once from a file and sent from memory at every path, with
// the same content type and caching, and nothing else (no sessions, no pages, no middleware).
// It is the ceiling a Mosaic page could reach on this machine in the same run.
//
//   WebBaseline PAGE_FILE [HOST:PORT]     prints http://HOST:PORT once it listens

let arguments = CommandLine.arguments
guard arguments.count >= 2, let page = FileManager.default.contents(atPath: arguments[1]) else {
    FileHandle.standardError.write(Data("usage: WebBaseline PAGE_FILE [HOST:PORT]\n".utf8))
    exit(2)
}
let listen = arguments.count >= 3 ? arguments[2] : "127.0.0.1:0"
guard let colon = listen.lastIndex(of: ":"), let port = Int(listen[listen.index(after: colon)...]) else {
    FileHandle.standardError.write(Data("WebBaseline: HOST:PORT, not \(listen)\n".utf8))
    exit(2)
}
let host = String(listen[..<colon])
let body = ByteBuffer(bytes: page)

let router = Router()
router.get("/**") { _, _ in
    Response(
        status: .ok,
        headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
        body: ResponseBody(byteBuffer: body))
}
let application = Application(
    router: router, configuration: .init(address: .hostname(host, port: port)),
    onServerRunning: { channel in
        let bound = channel.localAddress?.port ?? port
        FileHandle.standardOutput.write(Data("http://\(host):\(bound)\n".utf8))
    })
try await application.runService()
