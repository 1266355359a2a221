import Foundation
import Logging

/// Writes each event as a swift-log `info` message with the properties as metadata.
public struct LogAnalyticsSink: AnalyticsSink {
    private let logger: Logger

    public init(logger: Logger = Logger(label: "mosaic.analytics")) {
        self.logger = logger
    }

    public func record(_ event: AnalyticsEvent) {
        var metadata: Logger.Metadata = [:]
        for (key, value) in event.properties {
            metadata[key] = .string(value)
        }
        logger.info("\(event.name)", metadata: metadata)
    }

    public func flush() async {}
}
