import Foundation
import NIOSSL
import PostgresNIO

/// What `sslmode` asks of a connection, resolved as libpq does: `disable` never encrypts;
/// `prefer` (the default) encrypts when the server can, without checking its certificate;
/// `require` insists on encryption and, when a root certificate is given (or
/// `~/.postgresql/root.crt` exists), checks the certificate like `verify-ca`; `verify-ca`
/// checks the certificate chain against the root certificate; `verify-full` also checks that
/// the certificate names the host. `sslrootcert=system` trusts the system's roots.
struct PostgresTLSPolicy: Sendable, Equatable {
    enum Verification: Sendable, Equatable {
        case none, chain, chainAndHost
    }

    var mode: PostgresSSLMode
    var verification: Verification
    /// The root certificate file, or nil for the system's trust roots (or no verification).
    var rootCertificate: String?

    init(url: PostgresURL, options: PostgresLoginOptions) throws {
        let environment = options.environment
        if let mode = url.sslMode {
            self.mode = mode
        } else if let text = environment["PGSSLMODE"], !text.isEmpty {
            guard let mode = PostgresSSLMode(rawValue: text) else {
                let modes = PostgresSSLMode.allCases.map(\.rawValue).joined(separator: ", ")
                throw StoreError.cannotConnect("PGSSLMODE=\(text) is not one of \(modes).")
            }
            self.mode = mode
        } else {
            mode = .prefer
        }
        let named = url.sslRootCert ?? environment["PGSSLROOTCERT"].flatMap { $0.isEmpty ? nil : $0 }
        let defaultFile = "\(options.home)/.postgresql/root.crt"
        switch mode {
        case .disable, .prefer:
            verification = .none
            rootCertificate = nil
        case .require:
            // As libpq: a root certificate (named, or the default file if it is there) makes
            // `require` check the chain like `verify-ca`. Unlike libpq, a named one that is not
            // there is an error rather than passed over: whoever named it wants a check.
            let file = named ?? (FileManager.default.fileExists(atPath: defaultFile) ? defaultFile : nil)
            verification = file == nil ? .none : .chain
            rootCertificate = file == "system" ? nil : file
        case .verifyCA, .verifyFull:
            verification = mode == .verifyCA ? .chain : .chainAndHost
            let file = named ?? defaultFile
            rootCertificate = file == "system" ? nil : file
        }
        if let rootCertificate, !FileManager.default.fileExists(atPath: rootCertificate) {
            throw StoreError.cannotConnect(
                "The root certificate \(rootCertificate) does not exist (sslmode=\(mode.rawValue) checks the "
                    + "server's certificate against it): give sslrootcert=FILE with the certificate that signed "
                    + "the server's, sslrootcert=system, or \(Self.withoutChecking(mode)).")
        }
    }

    /// How to encrypt without checking the certificate, said for the mode in use: under
    /// `require`, a root certificate is what turns the check on.
    static func withoutChecking(_ mode: PostgresSSLMode) -> String {
        mode == .require
            ? "to encrypt without checking, remove sslrootcert (and PGSSLROOTCERT) and move ~/.postgresql/root.crt "
                + "away (sslmode=require checks the certificate whenever there is a root certificate)"
            : "sslmode=require to encrypt without checking"
    }

    /// NIOSSL checks the chain; the host's name (for verify-full) is checked by
    /// `PostgresSignInGuard` with libpq's rule, which accepts an IP address in the common name.
    private var tlsConfiguration: TLSConfiguration {
        var configuration = TLSConfiguration.makeClientConfiguration()
        switch verification {
        case .none: configuration.certificateVerification = .none
        case .chain, .chainAndHost: configuration.certificateVerification = .noHostnameVerification
        }
        if let rootCertificate { configuration.trustRoots = .file(rootCertificate) }
        return configuration
    }

    /// For one connection; reading the root certificate can fail here.
    func connectionTLS() throws -> PostgresConnection.Configuration.TLS {
        guard mode != .disable else { return .disable }
        let context: NIOSSLContext
        do {
            context = try NIOSSLContext(configuration: tlsConfiguration)
        } catch {
            throw StoreError.cannotConnect(
                "Cannot use the root certificate \(rootCertificate ?? "(system)"): it is not a PEM certificate "
                    + "file (\(error)).")
        }
        return mode == .prefer ? .prefer(context) : .require(context)
    }
}
