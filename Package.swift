// swift-tools-version:6.0
// The App shell: the only place that knows the five packages exist together. It owns navigation
// routing and the dependency-injection container (the composition root).
import PackageDescription

// The feature packages under Packages/, one per line, sorted. The shell depends on each: its
// view models, its terminal screens (Feature<Name>Terminal) and its Testing target (its fakes,
// for `mosaic preview`). Scripts/new-feature adds a line and --remove takes it out;
// .gitattributes merges this file with git's union driver, so two branches that each add a
// feature merge without conflict.
let features = [
    "FeatureFeed",
    "FeatureProfile",
    "FeatureSettings",
]

let featureProducts: [Target.Dependency] = features.flatMap { name in
    [
        .product(name: name, package: name), .product(name: name + "Terminal", package: name),
        .product(name: name + "Testing", package: name),
    ]
}

let package = Package(
    name: "Mosaic",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "mosaic", targets: ["mosaic"])
    ],
    dependencies: [
        .package(path: "Packages/AppCore"),
        .package(path: "Packages/Infrastructure"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ] + features.map { .package(path: "Packages/\($0)") },
    targets: [
        .target(
            name: "MosaicShell",
            dependencies: [
                "AppCore",
                "Infrastructure",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ] + featureProducts,
            path: "App",
            // Shell/ is the machinery; Features/<Name>/ is each feature's presence in the app.
            exclude: ["Main", "Bench"],
            sources: ["Shell", "Features"],
            // Every binary with the shell in it (the app, its benchmark, the test bundle) links
            // with the toolchain's lld: 1.1 s for the test bundle where the default gold takes 2.6.
            linkerSettings: [.unsafeFlags(["-use-ld=lld"], .when(platforms: [.linux]))]
        ),
        .executableTarget(name: "mosaic", dependencies: ["MosaicShell"], path: "App/Main"),
        // Shell speed figures (frame render, key to frame); run with -c release.
        .executableTarget(name: "MosaicBench", dependencies: ["MosaicShell", "AppCore"], path: "App/Bench"),
        .testTarget(
            name: "ShellTests",
            dependencies: [
                "MosaicShell",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ] + featureProducts,
            path: "Tests/ShellTests"
        ),
        // A second front end: every feature driven through its view models alone, on the shell's
        // adapters and in-memory SQLite. It names the features' view-model products only, never
        // their Terminal ones.
        .testTarget(
            name: "HeadlessShellTests",
            dependencies: ["MosaicShell", "Infrastructure"]
                + features.map { .product(name: $0, package: $0) },
            path: "Tests/HeadlessShellTests"
        ),
    ]
)

// Infrastructure's suite is also a test target of this package, so the full test run
// (Scripts/test) compiles the heavy dependencies (SwiftNIO, BoringSSL, PostgresNIO, GRDB) once, in
// this build, for every suite. Its sources stay in its package, which still tests them alone.
// Its test dependencies are named here as in its own manifest (each already comes with Infrastructure).
package.dependencies += [
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/apple/swift-nio.git", from: "2.81.0"),
]
package.targets.append(
    .testTarget(
        name: "InfrastructureTests",
        dependencies: [
            "Infrastructure",
            .product(name: "mosaic-writer-probe", package: "Infrastructure"),
            .product(name: "GRDB", package: "GRDB.swift"),
            .product(name: "PostgresNIO", package: "postgres-nio"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOPosix", package: "swift-nio"),
        ],
        path: "Packages/Infrastructure/Tests/InfrastructureTests"
    )
)

// The light packages' suites are test targets of this package too, by the layout every package
// has (AppCore: AppCoreTests; a feature: <Name>Tests and <Name>TerminalTests, as Scripts/new-feature
// makes them). This build compiles those packages for the shell anyway, so only their test
// targets are added here, while a build of each package of its own beside it would compile the
// packages again, on cores this build already fills. The full run (Scripts/test) tests them here;
// a run of chosen suites, and each team's `swift test --package-path`, still build each package
// alone. A test target a package adds beyond this layout is not built here: Scripts/test then
// tests that package in its own build.
for name in ["AppCore"] + features {
    let products = name == "AppCore" ? [name] : [name, name + "Terminal", name + "Testing"]
    let suites = name == "AppCore" ? [name + "Tests"] : [name + "Tests", name + "TerminalTests"]
    package.targets += suites.map { suite in
        .testTarget(
            name: suite,
            dependencies: products.map { .product(name: $0, package: name) },
            path: "Packages/\(name)/Tests/\(suite)"
        )
    }
}
