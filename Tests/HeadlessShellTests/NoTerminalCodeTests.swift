import Foundation
import Testing

/// The point of this suite is that it needs no terminal: a SwiftUI shell would drive the same
/// view models. So no file in it may import a terminal layer (a `Feature…Terminal` target) or
/// AppCore, where the terminal runtime and components live.
@Suite struct NoTerminalCodeTests {
    @Test func noFileOfThisSuiteImportsTerminalCode() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }
        #expect(files.count > 2)
        for file in files {
            let imports = try String(contentsOf: file, encoding: .utf8)
                .split(separator: "\n")
                .map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { $0.hasPrefix("import ") || $0.hasPrefix("@testable import ") }
            for line in imports {
                let module = line.split(separator: " ").last.map(String.init) ?? ""
                #expect(
                    !module.hasSuffix("Terminal") && module != "AppCore",
                    "\(file.lastPathComponent) imports \(module)")
            }
        }
    }
}
