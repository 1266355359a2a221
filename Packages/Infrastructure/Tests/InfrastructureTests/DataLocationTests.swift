import Testing

@testable import Infrastructure

@Suite struct DataLocationTests {
    @Test func databaseLivesUnderXDGDataHome() {
        let location = DataLocation(environment: ["HOME": "/home/ada", "XDG_DATA_HOME": "/data"])
        #expect(location.databaseFile == "/data/mosaic/mosaic.sqlite")
    }

    @Test func databaseDefaultsToLocalShareUnderHome() {
        let location = DataLocation(environment: ["HOME": "/home/ada"])
        #expect(location.databaseFile == "/home/ada/.local/share/mosaic/mosaic.sqlite")
    }
}
