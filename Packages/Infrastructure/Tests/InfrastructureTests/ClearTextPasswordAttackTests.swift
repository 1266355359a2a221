import Foundation
import Testing

@testable import Infrastructure
@testable import InfrastructureTesting

/// Class 10 of issue 26: with the default `sslmode=prefer`, a server that declined TLS and
/// asked for the password in clear text received it. Mosaic now sends a password only by
/// SCRAM (as libpq's `require_auth=scram-sha-256`) and says why when a server asks for less.
@Suite("Attack: asking for the password in clear", .timeLimit(.minutes(1)))
struct ClearTextPasswordAttackTests {
    static let password = "never-in-clear-26"

    @Test(
        arguments: [
            (FakeSignInServer.Request.clearText, "prefer", "in clear text"),
            (.clearText, "disable", "in clear text"), (.md5, "prefer", "as an MD5 hash"),
        ])
    func aServerThatAsksForThePasswordInClearGetsNothingAndThePersonIsToldWhy(
        request: FakeSignInServer.Request, sslmode: String, said: String
    ) async throws {
        // Given a server that declines TLS and asks for the password in clear (or as MD5)
        let server = try await FakeSignInServer.start(asking: request)
        let url = "postgres://ada@127.0.0.1:\(server.port)/team?sslmode=\(sslmode)"
        // When Mosaic signs in with a password at hand, through the stores and the team commands
        var messages: [String] = []
        for open in [
            {
                _ = try await Stores.open(
                    .postgres(url: url), login: TeamServer.login(password: Self.password),
                    features: EngineData.features)
            },
            {
                _ = try await TeamDatabase.connect(
                    url: url, login: TeamServer.login(password: Self.password), features: EngineData.features)
            },
        ] as [@Sendable () async throws -> Void] {
            do {
                try await open()
                Issue.record("signed in to a server that asked for the password \(said)")
            } catch {
                messages.append("\(error)")
            }
        }
        await server.stop()
        // Then the server got no password in any form, and the person reads why
        let received = String(decoding: server.received, as: UTF8.self)
        #expect(!received.contains(Self.password) && !received.contains("md5"), "\(received)")
        for message in messages {
            #expect(message.contains("asked for the password \(said)"), "\(message)")
            #expect(message.contains("only by SCRAM-SHA-256"), "\(message)")
        }
    }
}

/// The smaller items of issue 26 about signing in: verify-full and an IP address in the
/// certificate's common name; the advice for a wrong root certificate under `require`.
@Suite("Certificate names as libpq reads them")
struct CertificateNameTests {
    @Test func anIPAddressInTheCommonNameOfACertificateWithoutAlternativeNamesIsAccepted() {
        #expect(PostgresCertificateName.matches(host: "127.0.0.1", alternativeNames: []) { "127.0.0.1" })
        #expect(!PostgresCertificateName.matches(host: "127.0.0.2", alternativeNames: []) { "127.0.0.1" })
        #expect(PostgresCertificateName.matches(host: "::1", alternativeNames: []) { "::1" })
    }

    @Test func alternativeNamesOfTheHostsKindComeBeforeTheCommonName() {
        let loopback: [UInt8] = [127, 0, 0, 1]
        // an address entry of the host's kind: the common name is not looked at
        #expect(
            !PostgresCertificateName.matches(host: "127.0.0.1", alternativeNames: [.address([10, 0, 0, 1])]) {
                "127.0.0.1"
            })
        #expect(
            PostgresCertificateName.matches(host: "127.0.0.1", alternativeNames: [.address(loopback)]) { nil }
        )
        // only DNS entries, and the host is an address: the common name still counts (libpq)
        #expect(
            PostgresCertificateName.matches(host: "127.0.0.1", alternativeNames: [.dns("db.example.com")]) {
                "127.0.0.1"
            })
        // a name host: DNS entries, with one-label wildcards; then never the common name
        #expect(
            PostgresCertificateName.matches(host: "db.example.com", alternativeNames: [.dns("*.example.com")])
            { nil })
        #expect(
            !PostgresCertificateName.matches(
                host: "a.db.example.com", alternativeNames: [.dns("*.example.com")]
            ) {
                nil
            })
        #expect(
            !PostgresCertificateName.matches(
                host: "db.example.com", alternativeNames: [.dns("other.example.com")]
            ) {
                "db.example.com"
            })
        #expect(
            PostgresCertificateName.matches(host: "DB.Example.com", alternativeNames: []) { "db.example.com" }
        )
    }

    @Test func theCommonNameIsReadFromACertificateOpensslMade() throws {
        // Given certificates with only a common name, made by openssl
        let folder = TemporaryFolder()
        defer { folder.remove() }
        for name in ["127.0.0.1", "db.example.com"] {
            let made = try runChild([
                "openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj",
                "/O=Mosaic/CN=\(name)",
                "-keyout", folder.file("\(name).key"), "-out", folder.file("\(name).crt"),
            ])
            try #require(made.status == 0, "\(made.output)")
            let pem = try String(contentsOfFile: folder.file("\(name).crt"), encoding: .utf8)
            let base64 = pem.split(separator: "\n").filter { !$0.hasPrefix("-----") }.joined()
            let der = try #require(Data(base64Encoded: base64))
            // Then the check reads its common name
            #expect(DERCommonName.first(in: Array(der)) == name)
        }
    }
}
