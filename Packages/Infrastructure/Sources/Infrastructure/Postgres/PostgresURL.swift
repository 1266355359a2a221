import Foundation

/// A parsed `postgres://user[:password]@host[:port]/database[?schema=name]` URL.
/// `schema` sets the search path, so several Mosaic databases (or test runs) can share one
/// server database without seeing each other.
struct PostgresURL: Sendable, Equatable {
    var user: String
    var password: String?
    var host: String
    var port: Int
    var database: String
    var schema: String?

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
        schema = components.queryItems?.first { $0.name == "schema" }?.value
        if let schema, schema.isEmpty || !schema.unicodeScalars.allSatisfy(Self.isIdentifierScalar) {
            throw StoreError.badURL(Self.redacting(text))
        }
    }

    /// The URL without its password, for messages and logs.
    static func redacting(_ text: String) -> String {
        guard var components = URLComponents(string: text), components.password != nil else { return text }
        components.password = "***"
        return components.string ?? "postgres://***"
    }

    private static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
    }
}
