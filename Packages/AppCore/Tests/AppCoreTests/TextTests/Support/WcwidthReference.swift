import Foundation

/// Python's `wcwidth` package, asked through `python3`: the reference DisplayWidth is compared with.
/// Missing python3 or wcwidth is an error that says what to install, never a silent pass.
enum WcwidthReference {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Per code point: runs of equal `wcwidth()` and the spacing marks (Mc) wcwidth knows.
    struct CodePoints {
        var version = ""
        /// (first, last, width) with wcwidth's own -1 for controls.
        var runs: [(first: UInt32, last: UInt32, width: Int)] = []
        var spacingMarks: [ClosedRange<UInt32>] = []
    }

    /// Per sequence: `wcswidth()`, and the plain sum of the cells each code point takes on a
    /// code-point terminal (wcwidth's width, Mc 1, controls 0).
    struct Sequence: Equatable {
        let wcswidth: Int
        let cellSum: Int
    }

    static func codePoints() throws -> CodePoints {
        var result = CodePoints()
        for line in try run(mode: "code-points", input: "").split(separator: "\n") {
            let fields = line.split(separator: " ")
            switch fields.first {
            case "version": result.version = String(fields[1])
            case "run":
                guard let first = UInt32(fields[1], radix: 16), let last = UInt32(fields[2], radix: 16),
                    let width = Int(fields[3])
                else { throw Failure(description: "unreadable line from python3: \(line)") }
                result.runs.append((first, last, width))
            case "mc":
                guard let first = UInt32(fields[1], radix: 16), let last = UInt32(fields[2], radix: 16)
                else { throw Failure(description: "unreadable line from python3: \(line)") }
                result.spacingMarks.append(first...last)
            default: throw Failure(description: "unexpected line from python3: \(line)")
            }
        }
        return result
    }

    static func sequences(_ texts: [String]) throws -> [Sequence] {
        let input = texts.map { text in
            text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")
        }
        let lines = try run(mode: "sequences", input: input.joined(separator: "\n") + "\n")
            .split(separator: "\n").dropFirst()  // the version line
        let answers = lines.compactMap { line -> Sequence? in
            let fields = line.split(separator: " ").compactMap { Int($0) }
            return fields.count == 2 ? Sequence(wcswidth: fields[0], cellSum: fields[1]) : nil
        }
        guard answers.count == texts.count else {
            throw Failure(description: "python3 answered \(answers.count) of \(texts.count) sequences")
        }
        return answers
    }

    /// Runs the script below; input goes through a file (a pipe python never reads could block).
    private static func run(mode: String, input: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("mosaic-wcwidth-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let inputFile = folder.appendingPathComponent("input.txt")
        try input.write(to: inputFile, atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, mode, inputFile.path]
        process.currentDirectoryURL = folder
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw Failure(description: "could not start python3 (\(error)): install python3 and wcwidth")
        }
        let collected = Collected()
        let readers = DispatchGroup()
        DispatchQueue.global().async(group: readers) {
            collected.set(output: output.fileHandleForReading.readDataToEndOfFile())
        }
        DispatchQueue.global().async(group: readers) {
            collected.set(errors: errors.fileHandleForReading.readDataToEndOfFile())
        }
        if readers.wait(timeout: .now() + .seconds(120)) == .timedOut {
            process.terminate()
            throw Failure(description: "python3 gave no answer within 120 s; stopped it")
        }
        process.waitUntilExit()
        let (stdout, stderr) = collected.texts
        switch process.terminationStatus {
        case 0: return stdout
        case 3: throw Failure(description: "python3 has no wcwidth package: run `pip install wcwidth==0.7.0`")
        case 127: throw Failure(description: "python3 is not installed; install it and `pip install wcwidth`")
        default:
            throw Failure(description: "python3 failed (\(process.terminationStatus)): \(stderr)")
        }
    }

    private final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var output = Data()
        private var errors = Data()

        func set(output data: Data) { lock.withLock { output = data } }
        func set(errors data: Data) { lock.withLock { errors = data } }
        var texts: (String, String) {
            lock.withLock {
                (String(decoding: output, as: UTF8.self), String(decoding: errors, as: UTF8.self))
            }
        }
    }

    private static let script = """
        import sys
        try:
            import wcwidth
            from wcwidth.table_mc import CATEGORY_MC
        except ImportError:
            sys.exit(3)
        mode, path = sys.argv[1], sys.argv[2]
        out = sys.stdout
        out.write("version %s\\n" % wcwidth.__version__)
        marks = CATEGORY_MC[max(CATEGORY_MC, key=lambda v: tuple(map(int, v.split("."))))]
        mc = set(point for low, high in marks for point in range(low, high + 1))
        if mode == "code-points":
            start, current = 0, None
            for point in list(range(0, 0xD800)) + list(range(0xE000, 0x110000)):
                width = wcwidth.wcwidth(chr(point))
                if current is None:
                    start, current, last = point, width, point
                elif width != current or point != last + 1:
                    out.write("run %x %x %d\\n" % (start, last, current))
                    start, current = point, width
                last = point
            out.write("run %x %x %d\\n" % (start, last, current))
            for low, high in marks:
                out.write("mc %x %x\\n" % (low, high))
        else:
            for line in open(path, encoding="utf-8").read().splitlines():
                text = "".join(chr(int(part, 16)) for part in line.split())
                cells = 0
                for char in text:
                    width = 1 if ord(char) in mc else wcwidth.wcwidth(char)
                    cells += max(width, 0)
                out.write("%d %d\\n" % (wcwidth.wcswidth(text), cells))
        """
}
