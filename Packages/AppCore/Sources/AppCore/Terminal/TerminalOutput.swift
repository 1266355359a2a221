/// Where frames go. The live one writes to stdout with `write(2)`; tests use a fake that
/// records what was written.
@MainActor
public protocol TerminalOutput: AnyObject {
    func write(_ text: String)
}
