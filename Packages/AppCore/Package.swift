// swift-tools-version:6.0
// AppCore: the shell's machinery (navigation, deep links, terminal runtime). It knows no feature
// and depends on nothing beyond the toolchain.
import PackageDescription

let package = Package(
    name: "AppCore",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "AppCore", targets: ["AppCore"])
    ],
    targets: [
        .target(name: "AppCore"),
        .testTarget(name: "AppCoreTests", dependencies: ["AppCore"]),
    ]
)
