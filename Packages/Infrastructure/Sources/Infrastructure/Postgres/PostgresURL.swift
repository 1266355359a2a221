import Foundation

/// A parsed `postgres://user[:password]@host[:port]/database[?schema=name&sslmode=...]` URL.
/// `schema` sets the search path, so several Mosaic databases (or test runs) can share one
/// server database without seeing each other. `sslmode` and `sslrootcert` mean what they mean
/// to libpq; when the URL leaves them out, `PGSSLMODE` and `PGSSLROOTCERT` may say (see
/// `PostgresTLSPolicy`).
struct PostgresURL: Sendable, Equatable {
    var user: String
    var password: String?
    var host: String
    var port: Int
    var database: String
    var schema: String?
    var sslMode: PostgresSSLMode?
    var sslRootCert: String?

    init(_ text: String) throws {
        guard let components = URLComponents(string: text),
            components.scheme == "postgres" || components.scheme == "postgresql",
            let host = components.host, !host.isEmpty
        else { throw StoreError.badURL(Self.redacting(text)) }
        self.host = host
        port = components.port ?? 5432
        user = components.user.flatMap { $0.isEmpty ? nil : $0 } ?? "postgres"
        password = components.password
        let path = components.path.hasPrefix("/") ? String(components.path.dropFirst()) : components.path
        database = path.isEmpty ? user : path
        let items = components.queryItems ?? []
        func value(_ name: String) -> String? { items.first { $0.name == name }?.value }
        schema = value("schema")
        if let schema, schema.isEmpty || !schema.unicodeScalars.allSatisfy(Self.isIdentifierScalar) {
            throw StoreError.badURL(Self.redacting(text))
        }
        if let mode = value("sslmode") {
            guard let parsed = PostgresSSLMode(rawValue: mode) else {
                let modes = PostgresSSLMode.allCases.map(\.rawValue).joined(separator: ", ")
                throw StoreError.cannotConnect("sslmode=\(mode) in the URL is not one of \(modes).")
            }
            sslMode = parsed
        }
        sslRootCert = value("sslrootcert").flatMap { $0.isEmpty ? nil : $0 }
    }

    /// `host:port/database`, how messages name the server without the login.
    var server: String { "\(host):\(port)/\(database)" }

    /// The URL without its password, for messages and logs.
    static func redacting(_ text: String) -> String {
        guard var components = URLComponents(string: text), components.password != nil else { return text }
        components.password = "***"
        return components.string ?? "postgres://***"
    }

    /// This URL with another login and no password: what a member types to connect.
    func connecting(as login: String) -> String {
        var components = URLComponents()
        components.scheme = "postgres"
        components.user = login
        components.host = host
        components.port = port
        components.path = "/" + database
        var items: [URLQueryItem] = []
        if let schema { items.append(URLQueryItem(name: "schema", value: schema)) }
        if let sslMode { items.append(URLQueryItem(name: "sslmode", value: sslMode.rawValue)) }
        if let sslRootCert { items.append(URLQueryItem(name: "sslrootcert", value: sslRootCert)) }
        components.queryItems = items.isEmpty ? nil : items
        return components.string ?? "postgres://\(login)@\(host):\(port)/\(database)"
    }

    private static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
    }
}

/// libpq's `sslmode` values (without `allow`, which only makes sense for servers that demand
/// plain text). `prefer` is the default, as in libpq.
enum PostgresSSLMode: String, Sendable, Equatable, CaseIterable {
    case disable, prefer, require
    case verifyCA = "verify-ca"
    case verifyFull = "verify-full"
}
