import Foundation
import Testing

@testable import Infrastructure
@testable import InfrastructureTesting

/// How a PostgreSQL URL, the environment and the password file become a login and TLS
/// settings, as libpq reads them.
@Suite("Sign-in settings")
struct SignInSettingsTests {
    @Test func sslmodeAndRootCertificateComeFromTheURL() throws {
        let url = try PostgresURL(
            "postgres://ada@db.example/team?sslmode=verify-full&sslrootcert=/etc/ca.pem")
        #expect(url.sslMode == .verifyFull)
        #expect(url.sslRootCert == "/etc/ca.pem")
        #expect(try PostgresURL("postgres://ada@db.example/team").sslMode == nil)
    }

    @Test func anUnknownSslmodeIsOneClearError() {
        let error = #expect(throws: StoreError.self) {
            _ = try PostgresURL("postgres://ada@h/db?sslmode=maybe")
        }
        #expect(error?.description.contains("sslmode=maybe") == true)
        #expect(error?.description.contains("verify-full") == true)
    }

    @Test func preferIsTheDefaultAndDoesNotVerify() throws {
        let policy = try PostgresTLSPolicy(
            url: try PostgresURL("postgres://ada@h/db"),
            options: PostgresLoginOptions(environment: ["HOME": "/nowhere"]))
        #expect(policy.mode == .prefer)
        #expect(policy.verification == .none)
    }

    @Test func pgsslmodeAppliesWhenTheURLSaysNothing() throws {
        let options = PostgresLoginOptions(environment: ["HOME": "/nowhere", "PGSSLMODE": "require"])
        #expect(
            try PostgresTLSPolicy(url: try PostgresURL("postgres://ada@h/db"), options: options).mode
                == .require)
        let url = try PostgresURL("postgres://ada@h/db?sslmode=disable")
        #expect(try PostgresTLSPolicy(url: url, options: options).mode == .disable)
    }

    @Test func requireWithARootCertificateChecksTheChainAsLibpqDoes() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try "x".write(toFile: folder.file("ca.pem"), atomically: true, encoding: .utf8)
        let url = try PostgresURL("postgres://ada@h/db?sslmode=require&sslrootcert=\(folder.file("ca.pem"))")
        let policy = try PostgresTLSPolicy(
            url: url, options: PostgresLoginOptions(environment: ["HOME": "/nowhere"]))
        #expect(policy.verification == .chain)
        let plain = try PostgresTLSPolicy(
            url: try PostgresURL("postgres://ada@h/db?sslmode=require"),
            options: PostgresLoginOptions(environment: ["HOME": "/nowhere"]))
        #expect(plain.verification == .none)
    }

    @Test func verifyFullWithoutARootCertificateSaysWhatToGive() {
        let error = #expect(throws: StoreError.self) {
            _ = try PostgresTLSPolicy(
                url: try PostgresURL("postgres://ada@h/db?sslmode=verify-full"),
                options: PostgresLoginOptions(environment: ["HOME": "/nowhere"]))
        }
        #expect(error?.description.contains("/nowhere/.postgresql/root.crt does not exist") == true)
    }

    @Test func thePasswordComesFromTheURLThenPGPASSWORDThenTheFile() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let file = folder.file("pgpass")
        try "h:5432:db:ada:from-file\n".write(toFile: file, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file)
        let url = try PostgresURL("postgres://ada@h/db")
        let fileOnly = PostgresLoginOptions(environment: ["PGPASSFILE": file])
        #expect(fileOnly.storedPassword(for: url) == "from-file")
        let both = PostgresLoginOptions(environment: ["PGPASSFILE": file, "PGPASSWORD": "from-env"])
        #expect(both.storedPassword(for: url) == "from-env")
        #expect(both.storedPassword(for: try PostgresURL("postgres://ada:inline@h/db")) == "inline")
    }

    @Test func passwordFileLinesMatchWithWildcardsAndEscapes() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let file = folder.file("pgpass")
        try """
        # host:port:database:user:password
        other:*:*:*:wrong
        h:5432:db:bob:bobs
        *:*:*:ada:a\\:b\\\\c
        """.write(toFile: file, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file)
        let passwords = PostgresPasswordFile(path: file)
        #expect(passwords.password(for: try PostgresURL("postgres://ada@h/db")) == "a:b\\c")
        #expect(passwords.password(for: try PostgresURL("postgres://bob@h/db")) == "bobs")
        #expect(passwords.password(for: try PostgresURL("postgres://bob@h:6000/db")) == nil)
    }

    @Test func aMemberURLKeepsTheServerAndTLSButNotTheLogin() throws {
        let url = try PostgresURL("postgres://owner:secret@db.example:6543/team?schema=s&sslmode=verify-full")
        #expect(
            url.connecting(as: "ada") == "postgres://ada@db.example:6543/team?schema=s&sslmode=verify-full")
    }

    @Test func scramVerifiersMatchPostgreSQLsFormat() {
        // Computed independently (Python's hashlib.pbkdf2_hmac and hmac) for this salt.
        let verifier = ScramVerifier.make(password: "correct horse 1", salt: Array(0..<16))
        #expect(
            verifier
                == "SCRAM-SHA-256$4096:AAECAwQFBgcICQoLDA0ODw==$nnbL0y308OLGtIgCaYVnlgX6iX8aygGoSNL9j5qWS2Q=:"
                + "KDobqy5wlFv+JGnrAfnLl60MmP7mb+QzPmo+5mih2N0=")
    }

    @Test func memberRoleNamesFitPostgreSQLsLimit() {
        #expect(TeamRoles.memberRoleName(database: "team", schema: nil) == "mosaic_team_members")
        let long = TeamRoles.memberRoleName(database: String(repeating: "x", count: 60), schema: "s")
        #expect(long.utf8.count <= 63)
        #expect(TeamRoles.memberRoleName(database: "Team-A", schema: nil) == "mosaic_team_a_members")
    }
}
