/// Moves a list selection for the shell's navigation keys; nil when the key is not a movement.
enum ListSelection {
    static let pageStep = 5

    static func moved(_ selection: Int, count: Int, key: String) -> Int? {
        guard count > 0 else { return nil }
        let target: Int
        switch key {
        case "up", "k": target = selection - 1
        case "down", "j": target = selection + 1
        case "pageup": target = selection - pageStep
        case "pagedown": target = selection + pageStep
        case "home": target = 0
        case "end": target = count - 1
        default: return nil
        }
        return min(max(target, 0), count - 1)
    }
}
