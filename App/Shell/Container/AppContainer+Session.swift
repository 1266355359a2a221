import Foundation
import Infrastructure

/// Who is signed in, by backend. On this device's SQLite database: sample data on the app's own
/// first launch only (`AppConfiguration.sampleData`), signed in as its first person then; after that whoever the person chose, kept per
/// database file, and signed out stays signed out. On a team database: the person tied to the
/// database login, and nobody else.
extension AppContainer {
    static func session(for stores: Stores, configuration: AppConfiguration, features: FeatureCatalog = .app)
        async throws -> any SessionStore
    {
        switch stores.identity {
        case .databaseLogin(let login):
            return LoginSessionStore(login: login)
        case .chosenOnThisDevice(let databaseID):
            let session: any SessionStore
            if let databaseID, case .sqliteFile(let path) = configuration.backend {
                session = FileSessionStore(
                    paths: configuration.paths, databaseID: databaseID, databasePath: path)
            } else {
                session = InMemorySessionStore()
            }
            if configuration.sampleData, try await SampleContent.addIfEmpty(to: stores, features: features),
                let first = try await stores.people.allPeople().first
            {
                try session.signIn(personID: first.id)
            }
            return session
        }
    }
}
