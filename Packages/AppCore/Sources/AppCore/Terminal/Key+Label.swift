/// How a key is written for a person: in the footer, the help sheet and the log.
extension Key: CustomStringConvertible {
    public var description: String {
        switch self {
        case .character(let character): String(character)
        case .space: "space"
        case .enter: "enter"
        case .tab: "tab"
        case .backspace: "bksp"
        case .escape: "esc"
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .home: "home"
        case .end: "end"
        case .pageUp: "pgup"
        case .pageDown: "pgdn"
        case .insert: "ins"
        case .delete: "del"
        case .function(let number): "f\(number)"
        case .control(" "): "ctrl-space"
        case .control(let letter): "ctrl-\(letter)"
        case .modified(let key, let modifiers): modifiers.prefix + key.description
        case .paste(let text): "paste (\(text.count) characters)"
        }
    }
}

extension KeyModifiers {
    /// "ctrl-alt-shift-" in that order, as terminals' documentation writes them.
    var prefix: String {
        (contains(.control) ? "ctrl-" : "") + (contains(.alt) ? "alt-" : "")
            + (contains(.shift) ? "shift-" : "")
    }
}
