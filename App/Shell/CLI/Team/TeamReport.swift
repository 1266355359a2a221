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

    static func list(_ members: [TeamMember], server: String) -> [String] {
        guard !members.isEmpty else { return ["Nobody on \(server) yet; add a member with: mosaic team add"] }
        // Columns in terminal cells: a name in Devanagari or with an emoji is neither cut short nor
        // misaligned (Foundation's padding counts UTF-16 units and truncated it).
        let handleWidth = max(
            6, members.map { DisplayWidth.of("@" + TerminalText.sanitised($0.handle)) }.max() ?? 0)
        let nameWidth = max(
            4, members.map { DisplayWidth.of(TerminalText.sanitised($0.displayName)) }.max() ?? 0)
        func row(_ handle: String, _ name: String, _ login: String, _ posts: String) -> String {
            TextLayout.padded(handle, toWidth: handleWidth) + "  "
                + TextLayout.padded(name, toWidth: nameWidth)
                + "  " + TextLayout.padded(login, toWidth: 8) + "  " + posts
        }
        var lines = [row("handle", "name", "login", "posts")]
        for member in members {
            let login =
                switch member.login {
                case .active: "active"
                case .disabled: "disabled"
                case .none: "none"
                }
            lines.append(
                row(
                    "@" + TerminalText.sanitised(member.handle), TerminalText.sanitised(member.displayName),
                    login,
                    String(member.posts)))
        }
        lines.append("\(members.count) \(members.count == 1 ? "person" : "people") on \(server).")
        return lines
    }
}
