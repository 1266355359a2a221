import Foundation

/// "Joined March 2024": month names in English and UTC, so every screen and test reads the same.
enum JoinedDate {
    private static let months = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]

    static func text(for date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month], from: date)
        let month = months[max(0, min(11, (parts.month ?? 1) - 1))]
        return "Joined \(month) \(parts.year ?? 1970)"
    }
}
