import Observation

/// How the person wants the app drawn, as it changes while the app runs: turning Colour off in
/// Settings redraws at once exactly as `--no-color` draws, and the saved preference does the same
/// on the next launch. The terminal's own limits (`NO_COLOR`, a pipe) still win.
@MainActor @Observable
public final class DisplaySettings {
    public var usesColour: Bool

    public init(usesColour: Bool) {
        self.usesColour = usesColour
    }
}
