import Foundation
import NIOCore
import NIOSSL
import NIOTLS

/// Watches a connection's sign-in before PostgresNIO answers it, as libpq's
/// `require_auth=scram-sha-256` and `sslmode=verify-full` do:
///
/// - a server that asks for the password in clear text (AuthenticationCleartextPassword) or as
///   an MD5 hash (AuthenticationMD5Password) is refused before PostgresNIO sends anything: with
///   `sslmode=prefer` a server (or anyone between) that declines TLS could otherwise read the
///   password, and an MD5 hash is as good as the password for signing in elsewhere. SCRAM never
///   sends it; "trust" sends nothing.
/// - with `verify-full`, the certificate must name the host by libpq's rule
///   (`PostgresCertificateName`), checked when the TLS handshake completes, before PostgresNIO
///   sends its first byte over TLS.
///
/// It reads the server's bytes before PostgresNIO's handler does, and passes them on
/// unchanged; a read that completes a refused request is not passed on at all. Over TLS it has
/// to sit behind the TLS handler (it reads what TLS decrypted), which PostgresNIO adds only when
/// the server agrees to TLS: so it starts at the front of the pipeline, and on the server's
/// "S" puts a second guard right behind the TLS handler and leaves.
final class PostgresSignInGuard: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    enum Phase {
        /// PostgresNIO sent SSLRequest; the server's one-byte answer comes first.
        case sslAnswer
        /// Protocol messages, in plain text or decrypted.
        case messages
    }

    private var phase: Phase
    private let host: String
    private let checksHostName: Bool
    private var pending: ByteBuffer?

    init(expectingSSLAnswer: Bool, host: String, checksHostName: Bool) {
        phase = expectingSSLAnswer ? .sslAnswer : .messages
        self.host = host
        self.checksHostName = checksHostName
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let bytes = unwrapInboundIn(data)
        switch phase {
        case .sslAnswer:
            let answer = bytes.getInteger(at: bytes.readerIndex, as: UInt8.self)
            context.fireChannelRead(data)
            if answer == UInt8(ascii: "S") {
                // PostgresNIO has just added the TLS handler in front of its own.
                moveBehindTLS(context: context)
            } else {
                phase = .messages
            }
        case .messages:
            var buffer = pending ?? context.channel.allocator.buffer(capacity: bytes.readableBytes)
            var incoming = bytes
            buffer.writeBuffer(&incoming)
            switch Self.verdict(&buffer) {
            case .undecided:
                pending = buffer
                context.fireChannelRead(data)
            case .accepted:
                pending = nil
                context.fireChannelRead(data)
                context.pipeline.syncOperations.removeHandler(self, promise: nil)
            case .refused(let method):
                pending = nil
                refuse(context: context, PasswordRequestRefused(method: method))
            }
        }
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if checksHostName, case TLSUserEvent.handshakeCompleted = event {
            let certificate = try? context.pipeline.syncOperations.nioSSL_peerCertificate()
            guard let certificate, PostgresCertificateName.matches(host: host, certificate: certificate)
            else {
                refuse(context: context, CertificateNameMismatch(host: host))
                return
            }
        }
        context.fireUserInboundEventTriggered(event)
    }

    private func refuse(context: ChannelHandlerContext, _ error: any Error) {
        context.fireErrorCaught(error)
        context.close(promise: nil)
    }

    private func moveBehindTLS(context: ChannelHandlerContext) {
        let operations = context.pipeline.syncOperations
        let next = PostgresSignInGuard(expectingSSLAnswer: false, host: host, checksHostName: checksHostName)
        do {
            let tls = try operations.handler(type: NIOSSLClientHandler.self)
            try operations.addHandler(next, position: .after(tls))
            operations.removeHandler(self, promise: nil)
        } catch {
            // No TLS handler: PostgresNIO refused the answer itself; keep watching here.
            phase = .messages
        }
    }

    /// What the server asks for, once enough of its messages have come.
    enum Verdict: Equatable {
        case undecided
        case accepted
        case refused(String)
    }

    /// Reads whole messages from `buffer` (consuming them) until an authentication request
    /// decides: SCRAM (SASL), or "ok" without a password, or an error, are accepted; clear
    /// text and MD5 are refused; any other message (a notice) is skipped.
    static func verdict(_ buffer: inout ByteBuffer) -> Verdict {
        while buffer.readableBytes >= 5 {
            let start = buffer.readerIndex
            guard let type = buffer.getInteger(at: start, as: UInt8.self),
                let length = buffer.getInteger(at: start + 1, as: Int32.self)
            else { return .undecided }
            guard length >= 4 else { return .accepted }  // garbage: PostgresNIO refuses it itself
            guard buffer.readableBytes >= 1 + Int(length) else { return .undecided }
            // Read before moving on: NIO reads nothing behind the reader index.
            let code = length >= 8 ? buffer.getInteger(at: start + 5, as: Int32.self) : nil
            buffer.moveReaderIndex(forwardBy: 1 + Int(length))
            switch type {
            case UInt8(ascii: "R"):
                guard let code else { return .accepted }
                switch code {
                case 3: return .refused("the password in clear text")
                case 5: return .refused("the password as an MD5 hash")
                default: return .accepted
                }
            case UInt8(ascii: "E"):
                return .accepted
            default:
                continue
            }
        }
        return .undecided
    }
}

/// The server asked for a password other than by SCRAM; nothing was sent.
struct PasswordRequestRefused: Error, Equatable {
    /// "the password in clear text", "the password as an MD5 hash".
    var method: String
}

/// With verify-full, the server's certificate does not name the host (libpq's rule).
struct CertificateNameMismatch: Error, Equatable {
    var host: String
}
