import AppCore
import Foundation
import Infrastructure
import Synchronization
import Testing

@testable import MosaicShell

/// The one line the app keeps about its database: an outage stays until it is over, the return
/// is said for a few seconds, every change goes to the terminal log.
@MainActor @Suite struct ConnectionStatusTests {
    private let server = "db.example:5432"

    @Test func anOutageIsSaidUntilTheServerIsBackThenTheReturnFadesAway() {
        // Given
        let status = ConnectionStatus(log: { _ in })
        // When the server stops answering
        status.apply(.connectionLost(.unreachable(server: server)))
        // Then the line names the cause and stays however long it takes
        #expect(status.message == "The team server at db.example:5432 is unreachable; retrying.")
        #expect(status.kind == .trouble)
        for _ in 0..<500 { #expect(status.tick() == false) }
        // When it is back
        status.apply(.connectionRestored(server: server))
        #expect(status.message == "The team server at db.example:5432 answers again.")
        // Then that is said for five seconds of ticks, then goes
        let ticks = (1...ConnectionStatus.recoveredTicks).map { _ in status.tick() }
        #expect(ticks.last == true && ticks.dropLast().allSatisfy { !$0 })
        #expect(status.message == nil)
    }

    @Test func aWriteWaitingForALockIsSaidUntilTheLockGoes() {
        let status = ConnectionStatus(log: { _ in })
        status.apply(.waitingForLock(path: "/tmp/team.sqlite"))
        #expect(status.message == "Waiting for another program to release /tmp/team.sqlite…")
        status.apply(.lockReleased(path: "/tmp/team.sqlite"))
        #expect(status.message == nil)
    }

    @Test func otherChangesAreTheFeaturesBusiness() {
        let status = ConnectionStatus(log: { _ in })
        status.apply(.postPublished(postID: 1, authorID: 2))
        status.apply(.flagsChanged)
        #expect(status.message == nil)
    }

    @Test func everyOutageAndReturnIsLoggedWithItsCause() {
        // Given
        let logged = Mutex<[String]>([])
        let status = ConnectionStatus(log: { line in logged.withLock { $0.append(line) } })
        // When
        status.apply(.connectionLost(.unreachable(server: server)))
        status.apply(.connectionRestored(server: server))
        // Then
        #expect(
            logged.withLock { $0 } == [
                "connection lost: The team server at db.example:5432 is unreachable; retrying.",
                "connection restored: db.example:5432",
            ])
    }

    @Test(arguments: [80, 50, 31])
    func theLineWrapsToThreeLinesAtMostAndNeverOverflows(width: Int) {
        let status = ConnectionStatus(log: { _ in })
        status.apply(.connectionLost(.unreachable(server: "a-very-long-host-name.example.org:5432")))
        let lines = status.render(width: width)
        #expect((1...3).contains(lines.count))
        #expect(lines.allSatisfy { $0.width <= width })
        #expect(lines.map(\.plainText).joined(separator: " ").contains("unreachable"))
    }

    @Test func theShellDrawsTheLineAboveTheFooter() async throws {
        // Given
        let scene = ShellScene(container: try await AppContainer.preview())
        // When
        scene.connection.apply(.connectionLost(.unreachable(server: server)))
        // Then
        let lines = scene.plainLines(width: 100, height: 30)
        let line = try #require(lines.firstIndex { $0.contains("is unreachable; retrying.") })
        #expect(line == lines.count - 2)
        #expect(lines.last?.contains("q quit") == true)
    }
}

/// A failure's line in the terminal log names where it happened and the store's own words.
@Suite struct FailureLogTests {
    @Test func aFailureIsLoggedWithWhereAndItsCause() {
        let line = FailureLog.line(
            for: StoreError.unreachable(server: "db.example:5432"), in: "feed (post 7)")
        #expect(
            line == "failed in feed (post 7): The team server at db.example:5432 is unreachable; retrying.")
    }
}
