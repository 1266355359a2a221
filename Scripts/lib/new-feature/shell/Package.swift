// swift-tools-version:6.0
// The __Name__ feature's faces: its terminal screens and web pages, and a demo that prints each of them in every
// state on the feature's fakes. They belong to the App shell, so they import AppCore and
// Feature__Name__ (and nothing else: Scripts/check-boundaries). They are a package of their own so
// that the feature's team builds and tests them in seconds, without the storage libraries the
// shell links: `Scripts/test Feature__Name__` runs this suite beside the feature's own.
// Wiring/ (routes, adapters, the plugin) is compiled by the root package, into the shell.
import PackageDescription

let feature: [Target.Dependency] = [.product(name: "Feature__Name__", package: "Feature__Name__")]
let fakes: [Target.Dependency] = [.product(name: "Feature__Name__Testing", package: "Feature__Name__")]

let package = Package(
    name: "__Name__Faces",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "__Name__Terminal", targets: ["__Name__Terminal"]),
        .library(name: "__Name__Web", targets: ["__Name__Web"]),
    ],
    dependencies: [
        .package(path: "../../../Packages/AppCore"),
        .package(path: "../../../Packages/Feature__Name__"),
    ],
    targets: [
        .target(name: "__Name__Terminal", dependencies: ["AppCore"] + feature, path: "Terminal"),
        // A page runs on its browser session's isolation, as its view model does (SE-0461).
        .target(
            name: "__Name__Web", dependencies: ["AppCore"] + feature, path: "Web",
            swiftSettings: [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]),
        .executableTarget(
            name: "__Name__Demo", dependencies: ["__Name__Terminal", "AppCore"] + feature + fakes,
            path: "Demo"),
        .testTarget(
            name: "__Name__TerminalTests", dependencies: ["__Name__Terminal", "AppCore"] + feature + fakes,
            path: "Tests/__Name__TerminalTests"),
        .testTarget(
            name: "__Name__WebTests", dependencies: ["__Name__Web", "AppCore"] + feature + fakes,
            path: "Tests/__Name__WebTests"),
    ]
)
