import Foundation
import Logging
import PostgresNIO
import Testing

@testable import Infrastructure
@testable import InfrastructureTesting

/// Each way signing in can fail is one clear line that says what to do, never PostgresNIO's
/// own names, on the server that accepts only TLS with SCRAM passwords.
@Suite(
    "Signing in to a team database", .serialized, .timeLimit(.minutes(2)),
    .enabled(
        if: TeamServer.isRunning, "MOSAIC_TEST_POSTGRES_TLS_URL is unset (Scripts/test starts the server)"))
struct TeamSignInErrorTests {
    private func failure(_ url: String, _ login: PostgresLoginOptions) async -> String {
        do {
            let stores = try await Stores.open(
                .postgres(url: url), login: login, features: EngineData.features)
            await stores.close()
            return "opened"
        } catch {
            return String(describing: error)
        }
    }

    private func expectOneClearLine(_ text: String, containing phrase: String) {
        #expect(text.contains(phrase), "\(text)")
        #expect(!text.contains("\n"))
        for raw in ["authMechanismRequiresPassword", "serverClosedConnection", "PSQLError", "sslUnsupported"]
        {
            #expect(!text.contains(raw), "\(text)")
        }
    }

    @Test func noPasswordSaysWhereOneCanComeFrom() async throws {
        let fixture = try await TeamFixture.make()
        let text = await failure(try fixture.url(for: fixture.ada), TeamServer.login(password: nil))
        expectOneClearLine(text, containing: "No password for \(fixture.ada)")
        #expect(text.contains("PGPASSWORD") && text.contains(".pgpass"))
    }

    @Test func aWrongPasswordSaysSoAndWhereItCameFrom() async throws {
        let fixture = try await TeamFixture.make()
        let text = await failure(try fixture.url(for: fixture.ada), TeamServer.login(password: "not the one"))
        expectOneClearLine(text, containing: "Password authentication failed for \(fixture.ada)")
        #expect(text.contains("PGPASSWORD"))
    }

    @Test func thePasswordFileIsUsedWhenPrivateAndIgnoredWhenOthersCanReadIt() async throws {
        // Given a ~/.pgpass-style file with ada's password
        let fixture = try await TeamFixture.make()
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let file = folder.file("pgpass")
        let url = try PostgresURL(try fixture.url(for: fixture.ada))
        try "# comment\n*:*:*:nobody:x\n\(url.host):\(url.port):*:\(fixture.ada):\(fixture.password)\n"
            .write(toFile: file, atomically: true, encoding: .utf8)
        let warnings = PromptLog()
        let login = PostgresLoginOptions(
            environment: ["PGPASSFILE": file, "HOME": folder.path], warn: { warnings.record($0) })
        // When private (0600) it signs in, and nothing is said
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file)
        #expect(await failure(try fixture.url(for: fixture.ada), login) == "opened")
        #expect(warnings.prompts.isEmpty)
        // When others can read it, libpq (and Mosaic) ignore it, and say why, as psql does
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file)
        expectOneClearLine(
            await failure(try fixture.url(for: fixture.ada), login), containing: "No password for")
        #expect(warnings.prompts.count == 1)
        #expect(warnings.prompts.first?.contains("has group or world access, so it was ignored") == true)
        #expect(warnings.prompts.first?.contains(file) == true)
    }

    @Test func aPromptIsAskedOnlyWhenNoOtherSourceHasAPassword() async throws {
        let fixture = try await TeamFixture.make()
        let password = fixture.password
        let asked = PromptLog()
        let login = PostgresLoginOptions(environment: ["HOME": "/nonexistent"]) { prompt in
            asked.record(prompt)
            return password
        }
        #expect(await failure(try fixture.url(for: fixture.ada), login) == "opened")
        #expect(asked.prompts.count == 1)
        #expect(asked.prompts.first?.hasPrefix("Password for \(fixture.ada) on 127.0.0.1:") == true)
    }

    @Test func plainTextToAServerThatRequiresTLSSaysSo() async throws {
        let fixture = try await TeamFixture.make()
        let url = try fixture.url(for: fixture.ada).replacingOccurrences(
            of: "sslmode=verify-full", with: "sslmode=disable")
        let text = await failure(url, TeamServer.login(password: fixture.password))
        expectOneClearLine(text, containing: "accepts only encrypted connections")
    }

    @Test func aCertificateThatDoesNotVerifySaysSo() async throws {
        // Given a root certificate that did not sign the server's
        let fixture = try await TeamFixture.make()
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let other = try makeSelfSignedCertificate(in: folder)
        let original = try #require(try PostgresURL(try fixture.url(for: fixture.ada)).sslRootCert)
        let url = try fixture.url(for: fixture.ada).replacingOccurrences(of: original, with: other)
        // When / Then
        let text = await failure(url, TeamServer.login(password: fixture.password))
        expectOneClearLine(text, containing: "certificate does not verify against \(other)")
        // And sslmode=require (encrypt, do not verify) gets in with the same file absent
        let unverified = try fixture.url(for: fixture.ada).replacingOccurrences(
            of: "sslmode=verify-full&sslrootcert=\(original)", with: "sslmode=require")
        #expect(await failure(unverified, TeamServer.login(password: fixture.password)) == "opened")
    }

    @Test func aWrongRootCertificateUnderRequireAdvisesWhatRequireNeeds() async throws {
        // Given sslmode=require with a root certificate that did not sign the server's: like
        // libpq, require then checks the chain, and "use sslmode=require" was no advice
        let fixture = try await TeamFixture.make()
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let other = try makeSelfSignedCertificate(in: folder)
        let original = try #require(try PostgresURL(try fixture.url(for: fixture.ada)).sslRootCert)
        let url = try fixture.url(for: fixture.ada).replacingOccurrences(
            of: "sslmode=verify-full&sslrootcert=\(original)", with: "sslmode=require&sslrootcert=\(other)")
        // When / Then
        let text = await failure(url, TeamServer.login(password: fixture.password))
        expectOneClearLine(text, containing: "certificate does not verify against \(other) (sslmode=require)")
        #expect(text.contains("remove sslrootcert"), "\(text)")
        #expect(!text.contains("use sslmode=require"), "\(text)")
    }

    @Test func aCertificateThatDoesNotNameTheHostSaysSo() async throws {
        // Given verify-full to the server by a name its certificate does not list ("127.1" is
        // 127.0.0.1 to the resolver, and a DNS name to the check: the certificate names
        // localhost and 127.0.0.1)
        let fixture = try await TeamFixture.make()
        let url = try fixture.url(for: fixture.ada).replacingOccurrences(of: "@127.0.0.1:", with: "@127.1:")
        // When / Then
        let text = await failure(url, TeamServer.login(password: fixture.password))
        expectOneClearLine(text, containing: "certificate is not for 127.1")
    }

    @Test func aMissingRootCertificateSaysWhatToGive() async throws {
        let fixture = try await TeamFixture.make()
        let original = try #require(try PostgresURL(try fixture.url(for: fixture.ada)).sslRootCert)
        let url = try fixture.url(for: fixture.ada).replacingOccurrences(
            of: original, with: "/nonexistent/root.crt")
        let text = await failure(url, TeamServer.login(password: fixture.password))
        expectOneClearLine(text, containing: "/nonexistent/root.crt does not exist")
    }

    @Test func aLoginThatIsNotAMemberIsToldSo() async throws {
        let fixture = try await TeamFixture.make()
        let stranger = TeamServer.uniqueHandle("stranger")
        let owner = try await fixture.ownerConnection()
        let logger = Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }
        try await owner.query(
            PostgresQuery(unsafeSQL: "CREATE ROLE \(stranger) LOGIN PASSWORD '\(fixture.password)'"),
            logger: logger)
        try? await owner.close()
        let text = await failure(try fixture.url(for: stranger), TeamServer.login(password: fixture.password))
        expectOneClearLine(text, containing: "The login \(stranger) is not a member")
    }

    @Test func aDatabaseTeamInitHasNotSetUpSaysHowToSetItUp() async throws {
        let url = TestBackend.isolated(try #require(TeamServer.ownerURL))
        let text = await failure(url, TeamServer.ownerLogin)
        expectOneClearLine(text, containing: "has no Mosaic tables yet")
        #expect(text.contains("mosaic team init"))
    }
}

/// A certificate nobody trusts, made with openssl; returns its path.
func makeSelfSignedCertificate(in folder: TemporaryFolder) throws -> String {
    let made = try runChild([
        "openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=other",
        "-keyout", folder.file("other.key"), "-out", folder.file("other.crt"),
    ])
    try #require(made.status == 0, "openssl req failed: \(made.output)")
    return folder.file("other.crt")
}
