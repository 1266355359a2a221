import ArgumentParser
import Foundation

/// `mosaic preview <feature>`: previews run on the features' fakes, which the app's binary leaves
/// out (they are test code), so the command hands itself to the `mosaic-preview` program built
/// beside it (`MosaicPreview`), arguments and all. Listed here so `mosaic --help` names it.
struct PreviewHandOff: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Run one feature alone on its in-memory fakes (the mosaic-preview program).")

    @Argument(parsing: .captureForPassthrough) var arguments: [String] = []

    func run() throws {
        Self.handOff(arguments)
    }

    /// The program beside this one that runs previews.
    static let programName = "mosaic-preview"

    /// Replaces this process with `mosaic-preview arguments…`; never returns. Without the program,
    /// says how to build it and exits 1.
    static func handOff(_ arguments: [String]) -> Never {
        let beside = Bundle.main.executableURL?.deletingLastPathComponent()
            .appendingPathComponent(programName).path
        if let program = beside, FileManager.default.isExecutableFile(atPath: program) {
            let argv = ([program] + arguments).map { strdup($0) } + [nil]
            execv(program, argv)
            AppLauncher.fail("mosaic: cannot start \(program): \(String(cString: strerror(errno)))")
            Foundation.exit(1)
        }
        AppLauncher.fail(
            "mosaic: previews run on the features' fakes, which this program leaves out; build the "
                + "preview program beside it (swift build --product \(programName)) and run "
                + "\(programName) <feature>.")
        Foundation.exit(1)
    }
}
