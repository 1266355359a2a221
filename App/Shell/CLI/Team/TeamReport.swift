import AppCore
import Foundation
import Infrastructure

/// What the team commands print.
enum TeamReport {
    static func setUp(_ setup: TeamSetup, database: TeamDatabase, askedForSample: Bool) -> [String] {
        var lines: [String] = []
        let versions = setup.versions.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
            .joined(separator: ", ")
        if setup.applied.isEmpty {
            lines.append("Mosaic on \(database.server) is up to date (\(versions)).")
        } else {
            lines.append(
                "Set up Mosaic on \(database.server): \(versions) (applied \(setup.applied.joined(separator: ", "))), "
                    + "row-level security on.")
        }
        lines.append(
            "Members' role: \(setup.memberRole)\(setup.createdMemberRole ? " (created)" : ""); every member's "
                + "login is in it.")
        for object in setup.droppedObjects {
            lines.append(
                "Dropped what a member owned (members own nothing): \(TerminalText.sanitised(object)).")
        }
        for hole in setup.openHoles {
            lines.append("Warning: \(TerminalText.sanitised(hole)).")
        }
        if setup.addedSampleData {
            lines.append(
                "Added the sample data: \(SampleData.people.count) people (without logins) and what each "
                    + "feature adds for them.")
        } else if askedForSample {
            lines.append("No sample data added: the database already has people or content.")
        }
        lines.append("Add a member with: mosaic team add HANDLE --name \"Display Name\" --postgres URL")
        return lines
    }

    /// A column of `list` a feature adds: its title ("posts") and each person's count.
    struct Column: Sendable {
        let title: String
        let counts: [Int64: Int]
    }

    /// One member's line of `list`, each column as it is printed.
    private struct Row {
        let handle: String
        let name: String
        let login: String
        let counts: [String]
        let connections: String
    }

    /// What `team remove` did; `kept` is what features kept of them, as counted ("3 posts").
    static func removed(_ removal: TeamRemoval, kept: [String]) -> [String] {
        let member = removal.member
        let handle = TerminalText.sanitised(member.handle)
        let name = TerminalText.sanitised(member.displayName)
        let theirs = kept.map { "their \($0)" }
        var lines: [String] = []
        switch (member.login, removal.loginKeptBecause) {
        case (.none, _):
            lines.append("Removed @\(handle) (\(name))\(Self.listed(theirs, last: "and")).")
        case (_, nil):
            lines.append("Removed @\(handle) (\(name))\(Self.listed(theirs + ["their login"], last: "and")).")
        case (_, let reason?):
            lines.append(
                "Removed @\(handle) (\(name))\(Self.listed(theirs, last: "and")); their login "
                    + "can no longer sign in but was kept: \(TerminalText.sanitised(reason)). The next team "
                    + "command drops it once that is gone.")
        }
        if removal.revokedFromWebLogin {
            lines.append(
                "The web login may no longer act for them: their sessions in mosaic serve have ended.")
        }
        if removal.endedSessions > 0 {
            let sessions =
                removal.endedSessions == 1 ? "1 open session" : "\(removal.endedSessions) open sessions"
            lines.append("Ended their \(sessions).")
        }
        for object in removal.droppedObjects {
            lines.append("Dropped what their login owned: \(TerminalText.sanitised(object)).")
        }
        return lines
    }

    /// ", a, b and c" after a name: nothing for none, " and a" for one.
    private static func listed(_ parts: [String], last: String) -> String {
        switch parts.count {
        case 0: ""
        case 1: " \(last) \(parts[0])"
        default: ", " + parts.dropLast().joined(separator: ", ") + " \(last) " + (parts.last ?? "")
        }
    }

    static func list(_ members: [TeamMember], columns: [Column], server: String, serverSlots: Int? = nil)
        -> [String]
    {
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
                name: TerminalText.sanitised(member.displayName), login: login,
                counts: columns.map { String($0.counts[member.personID] ?? 0) },
                connections: member.connectionLimit.map(String.init)
                    ?? (member.login == .none ? "" : "no limit"))
        }
        // Columns in terminal cells: a name in Devanagari or with an emoji is neither cut short nor
        // misaligned (Foundation's padding counts UTF-16 units and truncated it).
        let handleWidth = max(6, rows.map { DisplayWidth.of($0.handle) }.max() ?? 0)
        let nameWidth = max(4, rows.map { DisplayWidth.of($0.name) }.max() ?? 0)
        let countWidths = columns.indices.map { index in
            max(
                5, DisplayWidth.of(columns[index].title),
                rows.map { DisplayWidth.of($0.counts[index]) }.max() ?? 0)
        }
        func line(_ row: Row) -> String {
            TextLayout.padded(row.handle, toWidth: handleWidth) + "  "
                + TextLayout.padded(row.name, toWidth: nameWidth)
                + "  " + TextLayout.padded(row.login, toWidth: 8) + "  "
                + zip(row.counts, countWidths).map { TextLayout.padded($0, toWidth: $1) + "  " }.joined()
                + row.connections
        }
        var lines = [
            line(
                Row(
                    handle: "handle", name: "name", login: "login", counts: columns.map(\.title),
                    connections: "connections"))
        ]
        lines += rows.map(line)
        lines.append("\(members.count) \(members.count == 1 ? "person" : "people") on \(server).")
        let promised = members.filter { $0.login == .active }.compactMap(\.connectionLimit).reduce(0, +)
        if let serverSlots, promised > serverSlots {
            lines.append(
                "Warning: the members' connection limits add up to \(promised), more than the \(serverSlots) "
                    + "the server allows; lower some with: mosaic team limit HANDLE --connections N")
        }
        return lines
    }

    /// What `team web-login` did, and how to serve the team with it.
    static func webLogin(_ login: TeamWebLogin, passwordFile: String) -> [String] {
        let role = TerminalText.sanitised(login.role)
        let members = login.members == 1 ? "1 member" : "\(login.members) members"
        var lines = [
            login.created
                ? "Created the web login \(role) (NOINHERIT, at most \(login.connectionLimit) connections), "
                    + "granted the roles of \(members)."
                : "Gave the web login \(role) a new password; it may act for \(members).",
            "Its password is in \(TerminalText.sanitised(passwordFile)) (only you can read it).",
            "Serve the team with: PGPASSFILE=\(TerminalText.sanitised(passwordFile)) mosaic serve --postgres "
                + "'\(TerminalText.sanitised(login.url))'",
        ]
        if !login.created {
            lines.append(
                "A mosaic serve already running keeps its connections until it restarts with the new password."
            )
        }
        return lines
    }
}
