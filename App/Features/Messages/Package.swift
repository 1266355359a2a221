// swift-tools-version:6.0
// The Messages feature's faces: its terminal screens and web pages, and a demo that prints each of them in every
// state on the feature's fakes. They belong to the App shell, so they import AppCore and
// FeatureMessages (and nothing else: Scripts/check-boundaries). They are a package of their own so
// that the feature's team builds and tests them in seconds, without the storage libraries the
// shell links: `Scripts/test FeatureMessages` runs this suite beside the feature's own.
// Wiring/ (routes, adapters, the plugin) is compiled by the root package, into the shell.
import PackageDescription

let feature: [Target.Dependency] = [.product(name: "FeatureMessages", package: "FeatureMessages")]
let fakes: [Target.Dependency] = [.product(name: "FeatureMessagesTesting", package: "FeatureMessages")]

let package = Package(
    name: "MessagesFaces",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "MessagesTerminal", targets: ["MessagesTerminal"]),
        .library(name: "MessagesWeb", targets: ["MessagesWeb"]),
    ],
    dependencies: [
        .package(path: "../../../Packages/AppCore"),
        .package(path: "../../../Packages/FeatureMessages"),
    ],
    targets: [
        .target(name: "MessagesTerminal", dependencies: ["AppCore"] + feature, path: "Terminal"),
        // A page runs on its browser session's isolation, as its view model does (SE-0461).
        .target(
            name: "MessagesWeb", dependencies: ["AppCore"] + feature, path: "Web",
            swiftSettings: [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]),
        .executableTarget(
            name: "MessagesDemo", dependencies: ["MessagesTerminal", "AppCore"] + feature + fakes,
            path: "Demo"),
        .testTarget(
            name: "MessagesTerminalTests", dependencies: ["MessagesTerminal", "AppCore"] + feature + fakes,
            path: "Tests/MessagesTerminalTests"),
        .testTarget(
            name: "MessagesWebTests", dependencies: ["MessagesWeb", "AppCore"] + feature + fakes,
            path: "Tests/MessagesWebTests"),
    ]
)
