import Foundation
import Testing

/// Text another program wrote straight into the database (no app validation on the way in) is
/// shown as harmless visible text by the built binary: no escape sequence reaches the terminal.
@Suite(.serialized, .timeLimit(.minutes(2))) struct HostileDatabaseTests {
    /// What a hostile writer puts in every text column: screen clear, cursor home, an OSC window
    /// title, an OSC 52 clipboard write, an OSC 8 hyperlink, a one-byte C1 CSI, a bidi override.
    static let hostile =
        "\u{1B}[2J\u{1B}[H\u{1B}]0;owned\u{07}\u{1B}]52;c;cm0gLXJmIH4=\u{07}"
        + "\u{1B}]8;;http://evil\u{1B}\\click\u{1B}]8;;\u{1B}\\\u{9B}31m\u{202E}gpj.exe"

    /// Writes a person and a post with hostile text, the way any other SQLite client could.
    static let writer = #"""
        import sqlite3, sys
        db, text = sys.argv[1], sys.argv[2]
        connection = sqlite3.connect(db)
        cursor = connection.cursor()
        cursor.execute("INSERT INTO people (handle, display_name, bio, created_at) VALUES (?, ?, ?, ?)",
                       ("h" + text, text, text, 4102444800000))
        person = cursor.lastrowid
        cursor.execute("INSERT INTO posts (author_id, title, body, tags, created_at, updated_at) "
                       "VALUES (?, ?, ?, json_array(?), ?, ?)", (person, text, text, text, 4102444800000, 4102444800000))
        connection.commit()
        print(person, cursor.lastrowid)
        """#

    static func isHarmless(_ output: Data) -> Bool {
        let text = String(decoding: output, as: UTF8.self)
        return text.unicodeScalars.allSatisfy { scalar in
            scalar == "\n"
                || !((0x00...0x1F).contains(scalar.value) || (0x7F...0x9F).contains(scalar.value)
                    || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value))
        }
    }

    @Test func textWrittenStraightToTheDatabaseIsShownHarmless() async throws {
        // Given a database the app created, then another program wrote hostile text into
        let mosaic = try #require(BuiltBinary.url, "build the mosaic executable first (swift build)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-hostile-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("mosaic.sqlite").path
        #expect(try await BuiltBinary.run(mosaic, ["snapshot", "--database", database]).status == 0)
        let python = URL(fileURLWithPath: "/usr/bin/python3")
        let written = try await BuiltBinary.run(python, ["-c", Self.writer, database, Self.hostile])
        try #require(written.status == 0, "\(written.stderr)")
        let ids = String(decoding: written.stdout, as: UTF8.self).split(whereSeparator: \.isWhitespace)
        try #require(ids.count == 2)
        // When the feed, the post and the author's profile are drawn
        for link in ["mosaic://feed", "mosaic://post/\(ids[1])", "mosaic://profile/\(ids[0])"] {
            let shown = try await BuiltBinary.run(
                mosaic, ["snapshot", "--database", database, "--width", "200", link])
            // Then each is drawn, with the text visible and nothing the terminal would obey
            #expect(shown.status == 0, "\(link): \(shown.stderr)")
            #expect(Self.isHarmless(shown.stdout), "\(link)")
            #expect(String(decoding: shown.stdout, as: UTF8.self).contains("owned"), "\(link)")
        }
    }
}
