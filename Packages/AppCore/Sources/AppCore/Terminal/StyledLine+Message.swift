extension StyledLine {
    /// A view model's message as every screen shows it: a problem marked `!` in bold, an outcome
    /// (something worked) `✓` in green. The marks tell them apart without colour too, and one
    /// rule keeps every feature's screens saying it the same way.
    public static func message(_ text: String, isProblem: Bool) -> StyledLine {
        isProblem ? StyledLine("! " + text, style: .bold) : StyledLine("✓ " + text, style: .colour(.green))
    }
}
