import Foundation

/// A moment as a page shows it: how long ago, as a reader skims ("5m", "3h", "2d", then the
/// day), in a `time` element whose `datetime` and title carry the exact UTC time. In UTC so a
/// page reads the same wherever the server runs.
public enum WebTime {
    public static func element(_ date: Date, now: Date) -> HTML {
        HTML.tag(.time, .datetime(iso(date)), .title(exact(date))) { short(from: date, now: now) }
    }

    public static func short(from date: Date, now: Date) -> String {
        let seconds = Int(now.timeIntervalSince(date))
        switch seconds {
        case ..<60: return "now"
        case ..<3600: return "\(seconds / 60)m"
        case ..<86_400: return "\(seconds / 3600)h"
        case ..<(7 * 86_400): return "\(seconds / 86_400)d"
        default: return day(date)
        }
    }

    /// "2026-11-03".
    public static func day(_ date: Date) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day))"
    }

    /// "2026-11-03 14:05 UTC".
    public static func exact(_ date: Date) -> String {
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return "\(day(date)) \(two(parts.hour)):\(two(parts.minute)) UTC"
    }

    /// "2026-11-03T14:05:09Z", for machines.
    public static func iso(_ date: Date) -> String {
        let parts = calendar.dateComponents([.hour, .minute, .second], from: date)
        return "\(day(date))T\(two(parts.hour)):\(two(parts.minute)):\(two(parts.second))Z"
    }

    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        return calendar
    }()

    private static func two(_ value: Int?) -> String {
        let number = value ?? 0
        return number < 10 ? "0\(number)" : "\(number)"
    }
}
