import AppCore
import Foundation
import Infrastructure

/// What the team commands print.
enum TeamReport {
    static func setUp(_ setup: TeamSetup, database: TeamDatabase, askedForSample: Bool) -> [String] {
        var lines: [String] = []
        if setup.appliedVersions.isEmpty {
            lines.append("Mosaic on \(database.server) is up to date (schema version \(setup.version)).")
        } else {
            let versions = setup.appliedVersions.map(String.init).joined(separator: ", ")
            lines.append(
                "Set up Mosaic on \(database.server): schema version \(setup.version) (applied \(versions)), "
                    + "row-level security on.")
        }
        lines.append(
            "Members' role: \(setup.memberRole)\(setup.createdMemberRole ? " (created)" : ""); every member's "
                + "login is in it.")
        if setup.addedSampleData {
            lines.append("Added the sample data: 6 people (without logins) and 60 posts.")
        } else if askedForSample {
            lines.append("No sample data added: the database already has people or content.")
        }
        lines.append("Add a member with: mosaic team add HANDLE --name \"Display Name\" --postgres URL")
        return lines
    }

    /// One member's line of `list`, each column as it is printed.
    private struct Row {
        let handle: String
        let name: String
        let login: String
        let posts: String
    }

    static func list(_ members: [TeamMember], server: String) -> [String] {
        guard !members.isEmpty else { return ["Nobody on \(server) yet; add a member with: mosaic team add"] }
        let rows = members.map { member in
            let login =
                switch member.login {
                case .active: "active"
                case .disabled: "disabled"
                case .none: "none"
                }
            return Row(
                handle: "@" + TerminalText.sanitised(member.handle),
                name: TerminalText.sanitised(member.displayName), login: login, posts: String(member.posts))
        }
        // Columns in terminal cells: a name in Devanagari or with an emoji is neither cut short nor
        // misaligned (Foundation's padding counts UTF-16 units and truncated it).
        let handleWidth = max(6, rows.map { DisplayWidth.of($0.handle) }.max() ?? 0)
        let nameWidth = max(4, rows.map { DisplayWidth.of($0.name) }.max() ?? 0)
        func line(_ row: Row) -> String {
            TextLayout.padded(row.handle, toWidth: handleWidth) + "  "
                + TextLayout.padded(row.name, toWidth: nameWidth)
                + "  " + TextLayout.padded(row.login, toWidth: 8) + "  " + row.posts
        }
        var lines = [line(Row(handle: "handle", name: "name", login: "login", posts: "posts"))]
        lines += rows.map(line)
        lines.append("\(members.count) \(members.count == 1 ? "person" : "people") on \(server).")
        return lines
    }
}
