import Foundation
import ShellTestSupport
import Testing

/// A team of two on the PostgreSQL server Scripts/test starts that accepts only TLS with SCRAM
/// passwords (Scripts/lib/postgres-tls.sh), driven through the built `mosaic` as people would.
@Suite(
    .serialized, .timeLimit(.minutes(3)),
    .enabled(
        if: TeamShell.ownerURL != nil,
        "MOSAIC_TEST_POSTGRES_TLS_URL is unset (Scripts/test starts the server)"))
struct TeamEndToEndTests {
    @Test func theOwnerSetsUpATeamAndEachMemberIsThemselves() async throws {
        // Given the owner sets up a fresh database and adds two members
        let team = try TeamShell()
        let setUp = try await team.mosaic(
            ["team", "init", "--postgres", team.url], password: team.ownerPassword)
        #expect(setUp.status == 0, "\(setUp.stderr)")
        #expect(setUp.output.contains("Set up Mosaic on 127.0.0.1:"))
        #expect(
            try await team.mosaic(["team", "init", "--postgres", team.url], password: team.ownerPassword)
                .output
                .contains("is up to date"))
        for (handle, name) in [(team.ada, "Ada Lovelace"), (team.bob, "Bob Bobson")] {
            let added = try await team.mosaic(
                ["team", "add", handle, "--name", name, "--postgres", team.url], password: team.ownerPassword,
                input: team.memberPassword + "\n")
            #expect(added.status == 0, "\(added.stderr)")
            #expect(added.output.contains("Added @\(handle) (\(name))"))
            #expect(added.output.contains("mosaic --postgres postgres://\(handle)@127.0.0.1:"))
        }
        // When each member snapshots their own profile with their own login
        for (handle, name, other) in [
            (team.ada, "Ada Lovelace", "Bob Bobson"), (team.bob, "Bob Bobson", "Ada Lovelace"),
        ] {
            let me = try await team.mosaic(
                ["snapshot", "--postgres", team.memberURL(handle), "mosaic://profile/me"],
                password: team.memberPassword)
            // Then each sees their own name and not the other's
            #expect(me.status == 0, "\(me.stderr)")
            #expect(me.output.contains(name), "\(me.output)")
            #expect(!me.output.contains(other))
        }
        // And the owner's list shows both, with active logins
        let list = try await team.mosaic(
            ["team", "list", "--postgres", team.url], password: team.ownerPassword)
        #expect(list.output.contains("@\(team.ada)") && list.output.contains("@\(team.bob)"))
        #expect(list.output.contains("2 people on"))
    }

    @Test func noPasswordAndAWrongPasswordEachEndWithOneClearLine() async throws {
        let team = try TeamShell()
        try await team.setUpWithMembers()
        let none = try await team.mosaic(["snapshot", "--postgres", team.memberURL(team.ada)], password: nil)
        #expect(none.status == 1)
        #expect(none.stderr.split(separator: "\n").count == 1)
        #expect(none.stderr.hasPrefix("mosaic: No password for \(team.ada) on 127.0.0.1:"), "\(none.stderr)")
        let wrong = try await team.mosaic(
            ["snapshot", "--postgres", team.memberURL(team.ada)], password: "not it at all")
        #expect(wrong.status == 1)
        #expect(wrong.stderr.split(separator: "\n").count == 1)
        #expect(
            wrong.stderr.hasPrefix("mosaic: Password authentication failed for \(team.ada)"),
            "\(wrong.stderr)")
        #expect(!wrong.stderr.contains("not it at all"))
        let plain = try await team.mosaic(
            ["snapshot", "--postgres", team.memberURL(team.ada, sslmode: "disable")],
            password: team.memberPassword)
        #expect(plain.status == 1)
        #expect(plain.stderr.contains("accepts only encrypted connections"), "\(plain.stderr)")
        for result in [none, wrong, plain] {
            #expect(!result.stderr.contains("authMechanismRequiresPassword"))
            #expect(!result.stderr.contains("PSQLError"))
        }
    }

    @Test func aMemberImportsOnlyTheirOwnPostsAndCannotTouchAnothersInPsql() async throws {
        let team = try TeamShell()
        try await team.setUpWithMembers()
        // Given ada imports a post of her own
        let file = team.home + "/ada.jsonl"
        try #"{"kind":"post","author":"\#(team.ada)","title":"Ada's own"}"#.write(
            toFile: file, atomically: true, encoding: .utf8)
        let mine = try await team.mosaic(
            ["import", "--postgres", team.memberURL(team.ada), file], password: team.memberPassword)
        #expect(mine.status == 0, "\(mine.stderr)")
        // When bob imports a post in ada's name
        let theirs = team.home + "/bob.jsonl"
        try #"{"kind":"post","author":"\#(team.ada)","title":"Ada's, says Bob"}"#.write(
            toFile: theirs, atomically: true, encoding: .utf8)
        let refused = try await team.mosaic(
            ["import", "--postgres", team.memberURL(team.bob), theirs], password: team.memberPassword)
        // Then it is refused with the line named
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("line 1"), "\(refused.stderr)")
        #expect(refused.stderr.contains("@\(team.ada)'s name"))
        // And in psql, over TLS as bob, ada's bio and post cannot be changed or deleted
        let psql = try #require(TeamShell.psql, "psql is installed with the PostgreSQL server")
        // psql takes no schema= in a URL: the search path goes in PGOPTIONS instead.
        let attempts = try await team.run(
            psql,
            [
                team.memberURL(team.bob).replacingOccurrences(of: "&schema=\(team.schema)", with: ""), "-X",
                "-v", "ON_ERROR_STOP=0", "-c",
                "UPDATE people SET bio = 'hijacked' WHERE handle = '\(team.ada)'", "-c",
                "DELETE FROM posts WHERE author_id = (SELECT id FROM people WHERE handle = '\(team.ada)')",
                "-c",
                "UPDATE like_counts SET likes = 9999", "-c",
                "INSERT INTO flags (name, enabled) VALUES ('feed.like_counts', false)",
            ], password: team.memberPassword, extra: ["PGOPTIONS": "-c search_path=\(team.schema)"])
        // Members write only through the owner's functions: no table grants at all.
        #expect(
            attempts.stderr.contains("permission denied for table people"),
            "\(attempts.output)\(attempts.stderr)")
        #expect(attempts.stderr.contains("permission denied for table posts"))
        #expect(attempts.stderr.contains("permission denied for table flags"))
        #expect(attempts.stderr.contains("permission denied for table like_counts"))
        let profile = try await team.mosaic(
            ["snapshot", "--postgres", team.memberURL(team.ada), "mosaic://profile/me"],
            password: team.memberPassword)
        #expect(profile.output.contains("Ada's own"))
    }
}

/// One isolated team database (its own schema) on the TLS server, and a way to run `mosaic`
/// and `psql` against it with a private HOME and only the password given. A class, so that the
/// HOME folder goes when the test lets go of it (every run used to leave three behind).
final class TeamShell: Sendable {
    static var ownerURL: String? {
        ProcessInfo.processInfo.environment["MOSAIC_TEST_POSTGRES_TLS_URL"].flatMap { $0.isEmpty ? nil : $0 }
    }

    static var psql: URL? {
        let candidates = (try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? []
        return candidates.sorted().reversed().map {
            URL(fileURLWithPath: "/usr/lib/postgresql/\($0)/bin/psql")
        }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    typealias Result = ChildProcess.Result

    let url: String
    let schema = "e2e_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
    let ownerPassword = ProcessInfo.processInfo.environment["MOSAIC_TEST_POSTGRES_TLS_PASSWORD"] ?? ""
    let memberPassword = "team e2e password"
    let ada = "ada_" + UUID().uuidString.lowercased().prefix(8)
    let bob = "bob_" + UUID().uuidString.lowercased().prefix(8)
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-team-\(UUID())").path
    let binary: URL

    init() throws {
        let base = try #require(Self.ownerURL)
        url = base + "&schema=" + schema
        binary = try #require(BuiltBinary.url, "build the mosaic executable first (swift build)")
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: home) }

    /// The owner's URL with another login (and optionally another sslmode).
    func memberURL(_ handle: String, sslmode: String? = nil) -> String {
        var member = url.replacingOccurrences(of: "mosaic_owner@", with: "\(handle)@")
        if let sslmode {
            member = member.replacingOccurrences(of: "sslmode=verify-full", with: "sslmode=\(sslmode)")
        }
        return member
    }

    func setUpWithMembers() async throws {
        let setUp = try await mosaic(["team", "init", "--postgres", url], password: ownerPassword)
        try #require(setUp.status == 0, "\(setUp.stderr)")
        for handle in [ada, bob] {
            let added = try await mosaic(
                ["team", "add", handle, "--name", handle.capitalized, "--postgres", url],
                password: ownerPassword,
                input: memberPassword + "\n")
            try #require(added.status == 0, "\(added.stderr)")
        }
    }

    func mosaic(_ arguments: [String], password: String?, input: String = "") async throws -> Result {
        try await run(binary, arguments, password: password, input: input)
    }

    /// Runs with HOME set to this team's folder, no XDG or PG* variables but PGPASSWORD (when
    /// given), and `input` on a pipe as standard input (so no terminal prompt can appear).
    func run(
        _ executable: URL, _ arguments: [String], password: String?, input: String = "",
        extra: [String: String] = [:]
    ) async throws -> Result {
        var environment = ProcessInfo.processInfo.environment.filter { key, _ in
            !key.hasPrefix("PG") && !key.hasPrefix("XDG_") && !key.hasPrefix("MOSAIC_")
        }
        environment["HOME"] = home
        environment["PGPASSWORD"] = password
        return try await ChildProcess.run(
            executable, arguments, environment: environment.merging(extra) { $1 }, input: input)
    }
}
