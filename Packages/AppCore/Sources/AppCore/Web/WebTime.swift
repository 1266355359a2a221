import Foundation

/// A moment as a page shows it: `HumanTime`'s short age in a `time` element whose `datetime` and
/// title carry the exact UTC time.
public enum WebTime {
    public static func element(_ date: Date, now: Date) -> HTML {
        HTML.tag(.time, .datetime(HumanTime.iso(date)), .title(HumanTime.exact(date))) {
            HumanTime.short(from: date, now: now)
        }
    }
}
