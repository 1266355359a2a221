// swift-tools-version:6.0
// Feature__Name__: a feature package, the feature itself for any front end. It depends on nothing
// but the toolchain (the one rule). Its faces (terminal screens) are the App shell's, in
// App/Features/__Name__/.
import PackageDescription

// Async work runs on its caller's isolation (SE-0461): a view model belongs to whoever owns it,
// the terminal's main actor or one web session's own, and never hops to another thread.
let isolation: [SwiftSetting] = [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]

let package = Package(
    name: "Feature__Name__",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Feature__Name__", targets: ["Feature__Name__"]),
        .library(name: "Feature__Name__Testing", targets: ["Feature__Name__Testing"]),
    ],
    targets: [
        // Models, ports, view models: a SwiftUI shell would use this alone.
        .target(name: "Feature__Name__", swiftSettings: isolation),
        .target(name: "Feature__Name__Testing", dependencies: ["Feature__Name__"], swiftSettings: isolation),
        .testTarget(
            name: "Feature__Name__Tests", dependencies: ["Feature__Name__", "Feature__Name__Testing"]),
    ]
)
