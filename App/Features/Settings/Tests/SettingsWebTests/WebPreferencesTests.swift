import AppCore
import FeatureSettings
import Testing

@testable import SettingsWeb

/// The web offers only the preferences a browser applies (issue 36, browser 4: "Turn off
/// Colour" changed nothing there).
@MainActor @Suite struct WebPreferencesTests {
    @Test func colourIsLeftToTheTerminal() {
        #expect(!SettingsHTML.shownPreferences.contains(.colour))
        #expect(SettingsHTML.shownPreferences.contains(.compactFeed))
        #expect(SettingsHTML.shownPreferences.contains(.analyticsOptOut))
    }
}
