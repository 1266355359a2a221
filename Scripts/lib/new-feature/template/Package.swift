// swift-tools-version:6.0
// Feature__Name__: a feature package. It depends on nothing but the toolchain (the one rule).
import PackageDescription

let package = Package(
    name: "Feature__Name__",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Feature__Name__", targets: ["Feature__Name__"]),
        .library(name: "Feature__Name__Terminal", targets: ["Feature__Name__Terminal"]),
        .library(name: "Feature__Name__Testing", targets: ["Feature__Name__Testing"]),
        .executable(name: "__Name__Demo", targets: ["__Name__Demo"]),
    ],
    targets: [
        // Front-end neutral: models, ports, view models. A SwiftUI shell would use this alone.
        .target(name: "Feature__Name__"),
        // The terminal screens over the view models.
        .target(name: "Feature__Name__Terminal", dependencies: ["Feature__Name__"]),
        .target(name: "Feature__Name__Testing", dependencies: ["Feature__Name__"]),
        .executableTarget(
            name: "__Name__Demo",
            dependencies: ["Feature__Name__", "Feature__Name__Terminal", "Feature__Name__Testing"]
        ),
        .testTarget(
            name: "Feature__Name__Tests", dependencies: ["Feature__Name__", "Feature__Name__Testing"]),
        .testTarget(
            name: "Feature__Name__TerminalTests",
            dependencies: ["Feature__Name__", "Feature__Name__Terminal", "Feature__Name__Testing"]
        ),
    ]
)
