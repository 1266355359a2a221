import Foundation

/// Where Mosaic keeps its files, following the XDG base-directory rules.
public struct DataLocation: Sendable, Equatable {
    public var databaseFile: String

    public init(environment: [String: String]) {
        let home = environment["HOME"] ?? "/tmp"
        let dataHome =
            environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "\(home)/.local/share"
        databaseFile = "\(dataHome)/mosaic/mosaic.sqlite"
    }
}
