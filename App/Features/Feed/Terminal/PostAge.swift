import Foundation

/// Short, human ages for the feed ("now", "5m", "3h", "2d", then a date) and full timestamps for a post.
enum PostAge {
    static func short(from date: Date, now: Date) -> String {
        let seconds = Int(now.timeIntervalSince(date))
        switch seconds {
        case ..<60: return "now"
        case ..<3600: return "\(seconds / 60)m"
        case ..<86_400: return "\(seconds / 3600)h"
        case ..<(7 * 86_400): return "\(seconds / 86_400)d"
        default: return day(date)
        }
    }

    /// "2026-11-03", in UTC so the text does not depend on the machine's locale.
    static func day(_ date: Date) -> String {
        let parts = utcCalendar.dateComponents([.year, .month, .day], from: date)
        return "\(parts.year ?? 0)-\(twoDigits(parts.month))-\(twoDigits(parts.day))"
    }

    /// "2026-11-03 14:05 UTC".
    static func timestamp(_ date: Date) -> String {
        let parts = utcCalendar.dateComponents([.hour, .minute], from: date)
        return "\(day(date)) \(twoDigits(parts.hour)):\(twoDigits(parts.minute)) UTC"
    }

    private static let utcCalendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        return calendar
    }()

    private static func twoDigits(_ value: Int?) -> String {
        let number = value ?? 0
        return number < 10 ? "0\(number)" : "\(number)"
    }
}
