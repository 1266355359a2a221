import Foundation

/// A moment as every front end says it: how long ago, as a reader skims ("now", "5m", "3h",
/// "2d", then the day), and the exact time. In UTC, so the words do not depend on the machine's
/// locale or where a server runs.
public enum HumanTime {
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
