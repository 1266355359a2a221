// swift-tools-version:6.0
// The App shell: the only place that knows the five packages exist together. It owns navigation
// routing and the dependency-injection container (the composition root).
import PackageDescription

// The feature packages under Packages/, one per line, sorted. The shell depends on each: its
// view models and its Testing target (its fakes, for `mosaic preview`), and on the package of its
// faces in App/Features/<Name>/ (its terminal screens and web pages). Scripts/new-feature adds a line and
// --remove takes it out; .gitattributes merges this file with git's union driver, so two branches
// that each add a feature merge without conflict.
let features = [
    "FeatureFeed",
    "FeatureProfile",
    "FeatureSettings",
]

/// A feature's folder in the shell: "FeatureFeed" lives in App/Features/Feed.
func folder(of feature: String) -> String { String(feature.dropFirst("Feature".count)) }

/// What every feature's folder holds besides its Wiring/: its faces package, which the shell
/// target must not compile again (nor warn about).
let facesParts = ["Package.swift", "README.md", "Terminal", "Web", "Demo", "Tests"]

let featureProducts: [Target.Dependency] = features.flatMap { name in
    [
        .product(name: name, package: name), .product(name: name + "Testing", package: name),
        .product(name: folder(of: name) + "Terminal", package: folder(of: name)),
        .product(name: folder(of: name) + "Web", package: folder(of: name)),
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
        // The web front end's HTTP server (`mosaic serve`), on the SwiftNIO the app already has;
        // swift-nio-ssl (already there through postgres-nio) gives it HTTPS.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    ] + features.map { .package(path: "Packages/\($0)") }
        + features.map { .package(path: "App/Features/\(folder(of: $0))") },
    targets: [
        .target(
            name: "MosaicShell",
            dependencies: [
                "AppCore",
                "Infrastructure",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HummingbirdTLS", package: "hummingbird"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
            ] + featureProducts,
            path: "App",
            // Shell/ is the machinery; Features/<Name>/Wiring/ is each feature's presence in the
            // app (its routes, adapters and plugin). A feature's faces are its own package.
            exclude: ["Main", "Bench"]
                + features.flatMap { name in facesParts.map { "Features/\(folder(of: name))/\($0)" } },
            sources: ["Shell", "Features/AppFeatures.swift", "Features/Redirects.swift"]
                + features.map { "Features/\(folder(of: $0))/Wiring" },
            // Every binary with the shell in it (the app, its benchmark, the test bundle) links
            // with the toolchain's lld: 1.1 s for the test bundle where the default gold takes 2.6.
            linkerSettings: [.unsafeFlags(["-use-ld=lld"], .when(platforms: [.linux]))]
        ),
        .executableTarget(name: "mosaic", dependencies: ["MosaicShell"], path: "App/Main"),
        // Shell speed figures (frame render, key to frame); run with -c release.
        .executableTarget(name: "MosaicBench", dependencies: ["MosaicShell", "AppCore"], path: "App/Bench"),
        // What the shell's two test targets share: the one wait, and running a child program.
        .target(name: "ShellTestSupport", path: "Tests/ShellTestSupport"),
        .testTarget(
            name: "ShellTests",
            dependencies: [
                "MosaicShell", "ShellTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ] + featureProducts,
            path: "Tests/ShellTests"
        ),
        // The web front end over HTTP, in process (HummingbirdTesting): pages, 404s, forms,
        // escaping, CSRF, cookies, headers.
        .testTarget(
            name: "WebShellTests",
            dependencies: [
                "MosaicShell", "Infrastructure", "AppCore",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ],
            path: "Tests/WebShellTests"
        ),
        // Every feature driven through its view models alone, on the shell's adapters and
        // in-memory SQLite, as any front end would. It names the features' products only, never
        // their faces.
        .testTarget(
            name: "HeadlessShellTests",
            dependencies: ["MosaicShell", "Infrastructure", "ShellTestSupport"]
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
// has (AppCore: AppCoreTests; a feature: <Name>Tests; a feature's faces in App/Features/<Folder>:
// <Folder>TerminalTests and <Folder>WebTests, as Scripts/new-feature makes them). This build compiles those packages
// for the shell anyway, so only their test targets are added here, while a build of each package
// of its own beside it would compile the packages again, on cores this build already fills. The
// full run (Scripts/test) tests them here; a run of chosen suites, and each team's
// `swift test --package-path`, still build each package alone. A test target a package adds
// beyond this layout is not built here: Scripts/test then tests that package in its own build.
package.targets.append(
    .testTarget(name: "AppCoreTests", dependencies: ["AppCore"], path: "Packages/AppCore/Tests/AppCoreTests"))
for name in features {
    let faces = folder(of: name)
    let feature: [Target.Dependency] = [
        .product(name: name, package: name), .product(name: name + "Testing", package: name),
    ]
    package.targets += [
        .testTarget(name: name + "Tests", dependencies: feature, path: "Packages/\(name)/Tests/\(name)Tests"),
        .testTarget(
            name: faces + "TerminalTests",
            dependencies: feature + ["AppCore", .product(name: faces + "Terminal", package: faces)],
            path: "App/Features/\(faces)/Tests/\(faces)TerminalTests"),
        .testTarget(
            name: faces + "WebTests",
            dependencies: feature + ["AppCore", .product(name: faces + "Web", package: faces)],
            path: "App/Features/\(faces)/Tests/\(faces)WebTests"),
    ]
}
