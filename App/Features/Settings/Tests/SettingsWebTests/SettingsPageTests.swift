import AppCore
import FeatureSettings
import FeatureSettingsTesting
import Testing

@testable import SettingsWeb

/// Settings and the flags drawn from their view models, on the feature's fakes.
@MainActor @Suite(.timeLimit(.minutes(1))) struct SettingsPageTests {
    let request = WebRequest(path: "/settings", csrfToken: "token")

    func dependencies(account: InMemoryAccountService = InMemoryAccountService()) -> SettingsDependencies {
        SettingsDependencies(
            preferences: InMemorySettingsPreferencesStore(), flags: InMemoryFlagsSource(), account: account,
            prompter: SettingsFormPrompt(), analytics: RecordingAnalytics())
    }

    @Test func preferencesAreButtonsThatSayWhatTheyDo() async {
        let page = SettingsPage(
            model: SettingsFeature.makeSettingsViewModel(dependencies: dependencies(), onEvent: { _ in }),
            flagsPath: "/settings/flags")
        _ = await page.load(request)
        let html = page.body(request).markup
        #expect(html.contains("Turn on Compact feed"))
        #expect(html.contains("<a href=\"/settings/flags\">Feature flags</a>"))
        let outcome = await page.submit(
            WebRequest(
                path: "/settings", form: FormData([("intent", "toggle"), ("preference", "compact_feed")]),
                csrfToken: "t"))
        #expect(outcome == .redirect(to: "/settings", notice: nil))
        #expect(page.body(request).markup.contains("Turn off Compact feed"))
    }

    @Test func aRefusedSignInIsCountedAndSaysWhyBesideTheHandle() async {
        let page = SettingsPage(
            model: SettingsFeature.makeSettingsViewModel(dependencies: dependencies(), onEvent: { _ in }),
            flagsPath: "/settings/flags")
        _ = await page.load(request)
        let posted = WebRequest(
            path: "/settings", form: FormData([("intent", "sign-in"), ("handle", "nobody")]), csrfToken: "t")
        #expect(await page.submit(posted) == .signInRefused)
        #expect(
            page.body(posted).markup.contains(
                "class=\"problem\">There&#39;s no profile with the handle @nobody."))
    }

    @Test func flagsShowTheirValueAndWhereItComesFrom() async {
        let page = FlagsPage(
            model: SettingsFeature.makeFlagsViewModel(dependencies: dependencies()), path: "/settings/flags")
        _ = await page.load(request)
        let html = page.body(request).markup
        for flag in SampleSettings.flags {
            #expect(html.contains(flag.name))
        }
        #expect(html.contains("(" + SettingsFlagSource.default.label + ")") || html.contains("(remote)"))
    }
}
