import Observation

/// How the person wants the app drawn, as it changes while the app runs: turning Colour off in
/// Settings redraws at once exactly as `--no-color` draws, and the saved preference does the same
/// on the next launch. The terminal's own limits (`NO_COLOR`, a pipe) still win.
@MainActor @Observable
public final class DisplaySettings {
    /// The person's choice (Colour in Settings).
    public var usesColour: Bool
    /// Why this run draws no colour whatever the person chose ("--no-color", "NO_COLOR"); nil
    /// when their choice decides. Settings shows it, so "Colour" is never ticked while off.
    public let colourOffReason: String?

    public init(usesColour: Bool, colourOffReason: String? = nil) {
        self.usesColour = usesColour
        self.colourOffReason = colourOffReason
    }
}
