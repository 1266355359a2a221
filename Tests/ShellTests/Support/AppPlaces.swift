@testable import MosaicShell

// The app's tabs and screens by name, so tests read as the person sees the app. The shell itself
// never names a feature; tests of the app as built may.
extension ShellTab {
    static let feed = ShellTab(rawValue: "feed")
    static let profile = ShellTab(rawValue: "profile")
    static let settings = ShellTab(rawValue: "settings")
}

extension Route {
    static let feed = Route("feed")
    static func post(_ id: Int) -> Route { Route("post", String(id)) }
    static let myProfile = Route("profile", "me")
    static func profile(_ id: Int) -> Route { Route("profile", String(id)) }
    static let settings = Route("settings")
    static let flags = Route("settings", "flags")
}
