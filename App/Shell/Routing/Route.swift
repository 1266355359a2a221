import AppCore

/// A screen the shell can show, named by the link that opens it (`mosaic://post/60`): the owning
/// feature's host and path. There is no central list of screens: a feature parses its own links
/// into routes and builds their screens, so a new screen touches only that feature's folder.
/// Saved navigation stores routes as their link text, so it does not depend on any case list.
public struct Route: Hashable, Sendable, CustomStringConvertible {
    public let link: DeepLink

    public init(_ link: DeepLink) {
        self.link = link
    }

    /// `Route("post", "60")` is `mosaic://post/60`.
    public init(_ host: String, _ segments: String...) {
        self.init(DeepLink(host: host, segments: segments))
    }

    public var host: String { link.host }
    public var segments: [String] { link.segments }
    public var description: String { link.description }
}

extension Route: Codable {
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(link.description)
    }

    /// Reads the link text written since routes became links, and the objects versions 1 and 2
    /// wrote for the old central route list (see `LegacyRoute`).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            do {
                self.init(try DeepLink(parsing: text))
            } catch {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "Not a link: \(error.description)")
            }
        } else {
            self = try container.decode(LegacyRoute.self).route
        }
    }
}

/// The sheets the shell itself draws over a screen. They have no link and are never saved.
public enum ShellSheet: Hashable, Sendable {
    /// The key help.
    case help
    /// A text prompt or confirmation a feature asked for; its content lives in the sheet host.
    case prompt
}

public typealias ShellNavigation = NavigationState<ShellTab, Route, ShellSheet>
public typealias ShellCommand = NavigationCommand<ShellTab, Route, ShellSheet>
