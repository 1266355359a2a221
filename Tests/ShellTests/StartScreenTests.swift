import Testing

@testable import MosaicShell

@Suite struct StartScreenTests {
    @Test func startScreenNamesEveryTab() {
        #expect(StartScreen.render() == "Feed | Profile | Settings")
    }
}
