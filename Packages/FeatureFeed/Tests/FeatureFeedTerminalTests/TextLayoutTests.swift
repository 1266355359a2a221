import FeatureFeedTesting
import Foundation
import Testing

@testable import FeatureFeedTerminal

@Suite struct TextLayoutTests {
    @Test func wideAndZeroWidthCharactersAreMeasuredInColumns() {
        #expect(DisplayWidth.of("abc") == 3)
        #expect(DisplayWidth.of("功夫") == 4)
        #expect(DisplayWidth.of("🥋") == 2)
        #expect(DisplayWidth.of("👨‍👩‍👧") == 6)  // as code-point terminals draw it
        #expect(DisplayWidth.of("e\u{301}") == 1)
        #expect(DisplayWidth.of("\u{301}") == 0)
        #expect(DisplayWidth.of("❤️") == 2)
        #expect(DisplayWidth.of("♥") == 1)
        #expect(DisplayWidth.of("") == 0)
    }

    @Test func truncationEndsWithAnEllipsisWithinTheWidth() {
        #expect(TextLayout.truncate("hello world", to: 8) == "hello w…")
        #expect(TextLayout.truncate("hello", to: 5) == "hello")
        #expect(TextLayout.truncate("功夫与代码", to: 6) == "功夫…")
        #expect(TextLayout.truncate("abc", to: 0) == "")
    }

    @Test func wrappingBreaksAtSpacesAndSplitsLongWords() {
        #expect(TextLayout.wrap("one two three", to: 7) == ["one two", "three"])
        #expect(TextLayout.wrap("abcdefgh", to: 3) == ["abc", "def", "gh"])
        #expect(TextLayout.wrap("功夫与代码", to: 5) == ["功夫", "与代", "码"])
        #expect(TextLayout.wrap("x", to: 0).isEmpty)
    }

    @Test func aParagraphStartsOnALineOfItsOwn() {
        #expect(TextLayout.paragraphs("a\n\nb", to: 5) == ["a", "", "b"])
        #expect(TextLayout.paragraphs("one two\r\nthree", to: 3) == ["one", "two", "thr", "ee"])
        #expect(TextLayout.paragraphs("x", to: 0).isEmpty)
    }

    @Test func oneLineTextHasNoBreaksAndNoTerminalControls() {
        #expect(
            TextLayout.singleLine("a\u{1B}[2Jb\tc\nd\u{202E}e\u{9B}")
                == "a\u{FFFD}[2Jb    c d\u{FFFD}e\u{FFFD}")
        #expect(TextLayout.wrap("a\nb", to: 5) == ["a b"])
    }

    @Test(arguments: [
        (0, "now"), (59, "now"), (60, "1m"), (5 * 60, "5m"), (3599, "59m"), (3600, "1h"), (3 * 3600, "3h"),
        (86_399, "23h"), (86_400, "1d"), (2 * 86_400, "2d"), (7 * 86_400 - 1, "6d"),
        (7 * 86_400, "2026-11-15"),
        (-30, "now"),
    ])
    func agesReadNowMinutesHoursDaysThenADate(seconds: Int, expected: String) {
        let date = SampleFeed.now.addingTimeInterval(TimeInterval(-seconds))
        #expect(PostAge.short(from: date, now: SampleFeed.now) == expected)
    }

    @Test func timestampsAreInUTC() {
        #expect(
            PostAge.timestamp(SampleFeed.now.addingTimeInterval(-3 * 3600 - 5 * 60)) == "2026-11-22 08:55 UTC"
        )
    }
}
