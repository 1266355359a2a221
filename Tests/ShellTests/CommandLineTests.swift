import Foundation
import Testing

@testable import MosaicShell

@Suite struct SharedOptionsTests {
    private func reordered(_ words: [String]) -> [String] {
        SharedOptions.reordered(words, commandNames: MosaicCommand.commandNames(under:)).arguments
    }

    @Test func sharedOptionsBeforeTheCommandMoveAfterIt() {
        #expect(
            reordered(["--database", "x.sqlite", "import", "f.jsonl"]) == [
                "import", "--database", "x.sqlite", "f.jsonl",
            ])
        #expect(
            reordered(["--no-color", "--database=x", "snapshot"]) == [
                "snapshot", "--no-color", "--database=x",
            ])
    }

    @Test func theyGoAfterTheInnermostCommand() {
        #expect(reordered(["--postgres", "u", "team", "list"]) == ["team", "list", "--postgres", "u"])
    }

    @Test func aValueThatLooksLikeACommandStaysAValue() {
        #expect(reordered(["--database", "import", "seed"]) == ["seed", "--database", "import"])
    }

    @Test func anythingElseIsLeftWhereItIs() {
        #expect(reordered(["import", "--database", "x", "f"]) == ["import", "--database", "x", "f"])
        #expect(reordered(["--in-memory"]) == ["--in-memory"])
        #expect(reordered(["open", "--", "--database"]) == ["open", "--", "--database"])
    }
}

@Suite(.serialized, .timeLimit(.minutes(2))) struct CommandLineEndToEndTests {
    private func binary() throws -> URL {
        try #require(BuiltBinary.url, "swift build puts mosaic beside the tests")
    }

    @Test func sharedOptionsWorkBeforeAndAfterTheCommand() async throws {
        // Given an import file and two databases
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cli-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/people.jsonl"
        try Data(
            """
            {"kind":"user","handle":"zed","displayName":"Zed"}
            {"kind":"post","author":"zed","title":"Hi","body":"First.\\nSecond."}

            """.utf8
        ).write(to: URL(fileURLWithPath: file))
        // When importing with the option before, then after, the command
        let before = try await BuiltBinary.run(
            binary(), ["--database", folder + "/a.sqlite", "import", file])
        let after = try await BuiltBinary.run(binary(), ["import", "--database", folder + "/b.sqlite", file])
        // Then both work, and the counts read as a person says them
        #expect(before.status == 0 && after.status == 0, "\(before.stderr) \(after.stderr)")
        #expect(String(decoding: before.stdout, as: UTF8.self) == "Imported 1 person and 1 post.\n")
    }

    @Test func helpListsTheSharedOptionsAndTheExitStatuses() async throws {
        let help = String(decoding: try await BuiltBinary.run(binary(), ["--help"]).stdout, as: UTF8.self)
        for option in ["--database", "--in-memory", "--postgres", "--no-color", "--analytics", "Exit status"]
        {
            #expect(help.contains(option), "\(option)")
        }
    }

    @Test(arguments: [
        (["frobnicate"], "unknown command 'frobnicate'; the commands are run, open"),
        (["team", "ad"], "unknown command 'team ad'; the team commands are init, add, remove"),
        (
            ["team", "init", "--postgres", "postgres://mosaic_owner:hunter2@db/x"],
            "--postgres holds a password"
        ),
        (
            ["team", "add", "ada", "--name", "Ada", "--postgres", "postgres://o:@db/x"],
            "--postgres holds a password"
        ),
        (["--frob"], "See 'mosaic --help'"),
        (["seed", "--in-memory", "--users", "2000000000"], "--users must be between 0 and 1000000"),
        (
            ["--database", "x.sqlite", "preview", "feed"],
            "preview runs each feature on its own in-memory fakes"
        ),
        (["snapshot", "--in-memory", "mosaic://nowhere"], "unknown link destination 'nowhere'"),
        (["--postgres", "mysql://x"], "--postgres takes a PostgreSQL URL"),
        (["team", "list", "--postgres", "mysql://x"], "this is a mysql:// URL"),
        (["seed", "--in-memory", "--users", "-1"], "--users must be between 0 and 1000000, not -1"),
        (["snapshot", "--create"], "give --database PATH too"),
        (["help", "frob"], "no command 'frob' to explain"), (["help", "team", "ad"], "no command 'ad'"),
    ])
    func usageErrorsAndBadLinksExitWith2AndSayWhatExists(arguments: [String], says: String) async throws {
        let result = try await BuiltBinary.run(binary(), arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains(says), "\(result.stderr)")
    }

    @Test func aDatabaseWhoseFolderDoesNotExistIsRefusedUnlessCreateAsksForOne() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cli-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let database = folder + "/new/x.sqlite"
        // When the folder does not exist
        let refused = try await BuiltBinary.run(binary(), ["--database", database, "snapshot"])
        // Then it is an error that says what to do, and nothing was made
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("there is no folder \(folder)/new"), "\(refused.stderr)")
        #expect(refused.stderr.contains("--create"))
        #expect(!FileManager.default.fileExists(atPath: folder))
        // When --create asks for a new database there
        let created = try await BuiltBinary.run(binary(), ["--database", database, "--create", "snapshot"])
        // Then it is made, and holds what the person put in: no sample data
        #expect(created.status == 0, "\(created.stderr)")
        #expect(FileManager.default.fileExists(atPath: database))
        #expect(String(decoding: created.stdout, as: UTF8.self).contains("No posts yet"))
    }

    @Test func aRefusedImportIntoANewDatabaseLeavesNoDatabaseBehind() async throws {
        // Given a file whose second line is broken, and a database that does not exist yet
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cli-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/people.jsonl"
        try Data("{\"kind\":\"user\",\"handle\":\"zed\",\"displayName\":\"Zed\"}\r\n{oops\r\n".utf8)
            .write(to: URL(fileURLWithPath: file))
        let database = folder + "/new.sqlite"
        // When it is imported with --create
        let result = try await BuiltBinary.run(
            binary(), ["import", "--database", database, "--create", file])
        // Then the import is refused at line 2, and no database is left behind
        #expect(result.status == 1)
        #expect(result.stderr.contains("line 2"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: database))
        #expect(!FileManager.default.fileExists(atPath: database + "-wal"))
    }

    @Test func versionSaysWhichMosaicThisIs() async throws {
        let result = try await BuiltBinary.run(binary(), ["--version"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(String(decoding: result.stdout, as: UTF8.self) == MosaicVersion.current + "\n")
    }

    @Test func anEmptyDatabasePathIsAUsageErrorThatSaysSo() async throws {
        let result = try await BuiltBinary.run(binary(), ["--database", "", "snapshot"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--database needs the path of a database file"), "\(result.stderr)")
        #expect(!result.stderr.contains("WAL"))
    }

    @Test func aFolderGivenAsTheDatabaseIsNamedAsAFolder() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cli-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for create in [[], ["--create"]] {
            let result = try await BuiltBinary.run(binary(), ["--database", folder, "snapshot"] + create)
            #expect(result.status == 1)
            #expect(
                result.stderr.contains(
                    "\(folder) is a folder; --database takes a database file, such as \(folder)/mosaic.sqlite"
                ),
                "\(result.stderr)")
        }
    }

    @Test func theHelpShowsNoPasswordInAURL() async throws {
        for arguments in [["--help"], ["run", "--help"], ["team", "list", "--help"]] {
            let help = String(decoding: try await BuiltBinary.run(binary(), arguments).stdout, as: UTF8.self)
            #expect(!help.contains("[:password]"), "\(arguments)")
        }
    }

    /// Issue 43, item 25: one frame shows what the app shows.
    @Test func aSnapshotShowsWhatTheAppShows() async throws {
        let text = { (arguments: [String], extra: [String: String]) in
            let result = try await BuiltBinary.run(self.binary(), arguments, environment: extra)
            #expect(result.status == 0, "\(result.stderr)")
            return String(decoding: result.stdout, as: UTF8.self)
        }
        // Colour off by the person's word is said as Settings says it; off because of a pipe is not
        let noColor = try await text(
            ["snapshot", "--in-memory", "--no-color", "mosaic://settings"], ["NO_COLOR": ""])
        #expect(noColor.contains("[ ] Colour (off: --no-color)"), "\(noColor)")
        let piped = try await text(["snapshot", "--in-memory", "mosaic://settings"], ["NO_COLOR": ""])
        #expect(piped.contains("[x] Colour"), "\(piped)")
        let environment = try await text(["snapshot", "--in-memory", "mosaic://settings"], ["NO_COLOR": "1"])
        #expect(environment.contains("[ ] Colour (off: NO_COLOR)"), "\(environment)")
        // A search names the people it found above the posts, as on screen
        let search = try await text(["snapshot", "--in-memory", "mosaic://search/Lovelace"], [:])
        #expect(search.contains("People: Ada Lovelace @ada"), "\(search)")
        // A search without words asks for them on a screen of its own, not a second feed
        let empty = try await text(["snapshot", "--in-memory", "mosaic://search/"], [:])
        #expect(empty.contains("Search"), "\(empty)")
        #expect(empty.contains("Search posts: words in the title, body or tags"), "\(empty)")
        // A tag opened in capitals is headed as it was first written
        let tag = try await text(["snapshot", "--in-memory", "mosaic://tag/HISTORY"], [:])
        #expect(tag.contains("#history"), "\(tag)")
        #expect(!tag.contains("#HISTORY"), "\(tag)")
    }

    /// Issue 43, items 28 and 29: the app's own data is its owner's alone (the log SQLite keeps
    /// beside the database too), and a link refused by its form makes no database at all.
    @Test func theDataFolderIsPrivateAndARefusedLinkMakesNoDatabase() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-files-\(UUID())")
            .path
        defer { try? FileManager.default.removeItem(atPath: home) }
        let data = home + "/.local/share/mosaic"
        let database = data + "/mosaic.sqlite"
        let manager = FileManager.default
        // A link refused by its form: status 2, and no database made
        let refused = try await BuiltBinary.run(
            binary(), ["open", "mosaic://nope"], environment: ["HOME": home])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("unknown link destination 'nope'"))
        #expect(!manager.fileExists(atPath: database))
        // The first launch makes the folder 0700, the database and its log 0600
        let first = try await BuiltBinary.run(binary(), ["snapshot"], environment: ["HOME": home])
        #expect(first.status == 0, "\(first.stderr)")
        let mode = { (path: String) in
            ((try? manager.attributesOfItem(atPath: path))?[.posixPermissions] as? NSNumber)?.intValue ?? -1
        }
        #expect(mode(data) == 0o700)
        for file in ["", "-wal", "-shm"] where manager.fileExists(atPath: database + file) {
            #expect(mode(database + file) == 0o600, "mosaic.sqlite\(file)")
        }
        // A folder and files an older build left readable by everyone are closed up on the next run
        try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: data)
        for file in ["", "-wal", "-shm"] where manager.fileExists(atPath: database + file) {
            try manager.setAttributes([.posixPermissions: 0o644], ofItemAtPath: database + file)
        }
        // (a link that names nothing, checked against the data, is such a run)
        let missing = try await BuiltBinary.run(
            binary(), ["snapshot", "mosaic://post/999999"], environment: ["HOME": home])
        #expect(missing.status == 2)
        #expect(mode(data) == 0o700)
        for file in ["", "-wal", "-shm"] where manager.fileExists(atPath: database + file) {
            #expect(mode(database + file) == 0o600, "mosaic.sqlite\(file)")
        }
    }

    /// Issue 43, item 27: a member's own password in --postgres is used, but never silently.
    @Test func aMembersPasswordInTheURLIsWarnedAbout() async throws {
        let result = try await BuiltBinary.run(
            binary(), ["snapshot", "--postgres", "postgres://ada:hunter2@127.0.0.1:1/none"])
        #expect(result.status == 1)
        #expect(
            result.stderr.hasPrefix("mosaic: warning: --postgres holds your password"), "\(result.stderr)")
        #expect(!result.stderr.contains("hunter2"), "\(result.stderr)")
    }

    @Test func teamHelpWrapsAtWordsWithoutStrandedLines() async throws {
        for arguments in [["help", "team"], ["help", "team", "add"], ["help", "team", "remove"]] {
            let help = String(decoding: try await BuiltBinary.run(binary(), arguments).stdout, as: UTF8.self)
            let paragraphs = help.components(separatedBy: "\n\n")
            // The discussion (the paragraph after the usage line) fills its lines: only its last
            // line is short, where a hard line break in the source left a word or two alone
            let discussion = try #require(
                paragraphs.first { $0.contains(" ") && !$0.contains("USAGE") && !$0.contains("OVERVIEW") })
            let lines = discussion.split(separator: "\n")
            for line in lines.dropLast() { #expect(line.count >= 50, "\(arguments): \(line)") }
        }
    }

    @Test func theAppsOwnFirstLaunchHasTheSampleData() async throws {
        let result = try await BuiltBinary.run(binary(), ["snapshot"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!String(decoding: result.stdout, as: UTF8.self).contains("No posts yet"))
    }

    @Test(arguments: [(["help", "team", "add"], "Add a member"), (["help", "snapshot"], "Print one frame")])
    func helpNamesACommandsHelp(arguments: [String], says: String) async throws {
        let result = try await BuiltBinary.run(binary(), arguments)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(String(decoding: result.stdout, as: UTF8.self).contains(says))
    }

    @Test func previewHelpListsOnlyWhatPreviewTakes() async throws {
        let help = String(
            decoding: try await BuiltBinary.run(binary(), ["preview", "--help"]).stdout, as: UTF8.self)
        for refused in ["--database", "--create", "--in-memory", "--postgres", "--analytics"] {
            #expect(!help.contains(refused), "\(refused)")
        }
        #expect(help.contains("--no-color"))
    }

    @Test func helpNamesTheDefaultDatabaseAsTheReadmeDoes() async throws {
        let help = String(decoding: try await BuiltBinary.run(binary(), ["--help"]).stdout, as: UTF8.self)
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        #expect(help.contains(SharedOptions.defaultDatabase))
        #expect(text.contains(SharedOptions.defaultDatabase))
    }

    @Test func aMissingImportFileIsNoSuchFile() async throws {
        let result = try await BuiltBinary.run(binary(), ["import", "--in-memory", "/nowhere/people.jsonl"])
        #expect(result.status == 1)
        #expect(result.stderr == "mosaic: no such file: /nowhere/people.jsonl\n")
    }

    @Test func theImportFormatInImportHelpImportsAsShown() async throws {
        // Given the example lines `mosaic import --help` shows
        let help = String(
            decoding: try await BuiltBinary.run(binary(), ["import", "--help"]).stdout, as: UTF8.self)
        let examples = help.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("{") }
        #expect(examples.count == 2)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("example-\(UUID()).jsonl")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data((examples.joined(separator: "\n") + "\n").utf8).write(to: file)
        // When they are imported
        let result = try await BuiltBinary.run(binary(), ["import", "--in-memory", file.path])
        // Then they are a person and a post, as the help says
        #expect(result.status == 0, "\(result.stderr)")
        #expect(String(decoding: result.stdout, as: UTF8.self) == "Imported 1 person and 1 post.\n")
    }
}
