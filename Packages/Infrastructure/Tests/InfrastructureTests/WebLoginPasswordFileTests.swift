import Foundation
import Testing

@testable import Infrastructure
@testable import InfrastructureTesting

/// `team web-login --password-file`: the web login's password kept as a libpq password file
/// keeps it, readable by its owner only, without touching the file's other lines.
@Suite struct WebLoginPasswordFileTests {
    let login = TeamWebLogin(
        role: "mosaic_team_web", created: true, members: 2,
        url: "postgres://mosaic_team_web@db.example:5433/team?sslmode=verify-full", connectionLimit: 40)

    @Test func theLineForThisLoginIsReplacedAndTheOthersKept() throws {
        let folder = TemporaryFolder()
        let path = folder.path + "/pgpass"
        try
            "# mine\ndb.example:5433:team:ada:ada's\nother:5432:*:*:x\ndb.example:5433:team:mosaic_team_web:old\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        try login.savePassword("new:pass\\word", in: path)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(
            text == "# mine\ndb.example:5433:team:ada:ada's\nother:5432:*:*:x\n"
                + "db.example:5433:team:mosaic_team_web:new\\:pass\\\\word\n")
        let url = try PostgresURL(login.url)
        #expect(PostgresPasswordFile(path: path).password(for: url) == "new:pass\\word")
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test func aNewFileIsMadeReadableByItsOwnerOnly() throws {
        let path = TemporaryFolder().path + "/web.pgpass"
        let password = TeamWebLogin.newPassword()
        #expect(password.count == 32)
        #expect(password != TeamWebLogin.newPassword())
        try login.savePassword(password, in: path)
        #expect(PostgresPasswordFile(path: path).password(for: try PostgresURL(login.url)) == password)
        #expect(PostgresPasswordFile(path: path).isPrivate)
    }
}
