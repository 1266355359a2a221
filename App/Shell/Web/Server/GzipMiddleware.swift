import HTTPTypes
import Hummingbird
import NIOCore

/// Answers of a known length, worth compressing (`Gzip.isWorthIt`), are gzip-compressed for a
/// browser whose `Accept-Encoding` takes it, and say `Vary: Accept-Encoding` either way. The
/// live channel (no length: it streams) goes as it is written.
struct GzipMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        var response = try await next(request, context)
        guard let length = response.body.contentLength, response.headers[.contentEncoding] == nil,
            Gzip.isWorthIt(contentType: response.headers[.contentType] ?? "", bytes: length)
        else { return response }
        // What is sent depends on what the browser said it takes: caches must know.
        response.headers[.vary] = "Accept-Encoding"
        guard Gzip.isAccepted(request.headers[.acceptEncoding]) else { return response }
        let collector = BodyCollector()
        try await response.body.write(collector)
        var plain = collector.buffer
        guard let compressed = Gzip.compressed(&plain) else {
            response.body = ResponseBody(byteBuffer: collector.buffer)
            return response
        }
        response.headers[.contentEncoding] = "gzip"
        response.body = ResponseBody(byteBuffer: compressed)
        return response
    }
}

/// Takes a response body's bytes as they are written, to compress them whole.
private final class BodyCollector: ResponseBodyWriter, @unchecked Sendable {
    var buffer = ByteBuffer()

    func write(_ buffer: ByteBuffer) async throws {
        var buffer = buffer
        self.buffer.writeBuffer(&buffer)
    }

    func finish(_ trailingHeaders: HTTPFields?) async throws {}
}
