// swift-tools-version:6.0
// FeatureProfile: a feature package, the feature itself for any front end. It depends on nothing but
// the toolchain (the one rule). Its faces (terminal screens, web pages) are the App shell's, in
// App/Features/Profile/.
//   FeatureProfile          models, ports and view models (a SwiftUI shell could drive them as is)
//   FeatureProfileTesting   in-memory fakes of every port (strict when asked) and sample data
import PackageDescription

let package = Package(
    name: "FeatureProfile",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "FeatureProfile", targets: ["FeatureProfile"]),
        .library(name: "FeatureProfileTesting", targets: ["FeatureProfileTesting"]),
    ],
    targets: [
        .target(name: "FeatureProfile"),
        .target(name: "FeatureProfileTesting", dependencies: ["FeatureProfile"]),
        .testTarget(name: "FeatureProfileTests", dependencies: ["FeatureProfile", "FeatureProfileTesting"]),
    ]
)
