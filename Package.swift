// swift-tools-version:6.0
// The App shell: the only place that knows the feature packages exist together. It owns navigation
// routing and the dependency-injection container (the composition root).
import Foundation
import PackageDescription

// The feature packages under Packages/, from App/Features/features.txt (one a line; that file
// alone is merged with git's union driver, so two branches that each add a feature merge without
// conflict while this manifest merges as any file does). The shell depends on each feature's view
// models and on the package of its faces in App/Features/<Name>/ (its terminal screens and web
// pages); the previews (`mosaic-preview`) and the tests also on its Testing target (its fakes).
let featureList = "\(Context.packageDirectory)/App/Features/features.txt"
guard let listed = try? String(contentsOfFile: featureList, encoding: .utf8) else {
    fatalError("Package.swift reads the features from \(featureList), which cannot be read")
}
let features: [String] = listed.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    .filter { !$0.isEmpty && !$0.hasPrefix("#") }

/// A feature's folder in the shell: "FeatureFeed" lives in App/Features/Feed.
func folder(of feature: String) -> String { String(feature.dropFirst("Feature".count)) }

/// What every feature's folder holds besides its Wiring/: its faces package and its storage,
/// which the shell target must not compile again (nor warn about).
let facesParts = ["Package.swift", "README.md", "Terminal", "Web", "Demo", "Tests", "Storage", "Preview"]

/// A feature whose data lives with it has App/Features/<Name>/Storage/: its tables, migrations
/// and store, a module of its own (<Name>Storage) on Infrastructure's engine, and its storage
/// tests (<Name>StorageTests, on SQLite and on PostgreSQL) in Storage/Tests.
func hasStorage(_ feature: String, _ part: String = "Sources") -> Bool {
    FileManager.default.fileExists(
        atPath: "\(Context.packageDirectory)/App/Features/\(folder(of: feature))/Storage/\(part)")
}
let storageFeatures = features.filter { hasStorage($0) }
let storageLibraries: [Target.Dependency] = [
    "Infrastructure",
    .product(name: "GRDB", package: "GRDB.swift"),
    .product(name: "PostgresNIO", package: "postgres-nio"),
    .product(name: "Logging", package: "swift-log"),
]

// What the shell links of each feature: its view models and its faces, never its fakes.
let featureProducts: [Target.Dependency] = features.flatMap { name in
    [
        .product(name: name, package: name),
        .product(name: folder(of: name) + "Terminal", package: folder(of: name)),
        .product(name: folder(of: name) + "Web", package: folder(of: name)),
    ]
}
/// Each feature's Testing product: its fakes and sample data, for the previews and the tests.
let featureFakes: [Target.Dependency] = features.map { .product(name: $0 + "Testing", package: $0) }
/// The previews' sources: the program's own and each feature's App/Features/<Name>/Preview/.
let previewSources: [String] =
    ["Preview"]
    + features.map { "Features/\(folder(of: $0))/Preview" }.filter {
        FileManager.default.fileExists(atPath: "\(Context.packageDirectory)/App/\($0)")
    }

/// The shell target's own sources, and what under App/ is other targets'.
let shellSources: [String] =
    ["Shell", "Features/AppFeatures.swift", "Features/OutgoingRoutes.swift"]
    + features.map { (name: String) -> String in "Features/\(folder(of: name))/Wiring" }
let shellExcludes: [String] =
    [
        "Main", "Bench", "StorageBench", "WriterProbe", "WebBaseline", "Preview", "PreviewMain",
        "Features/features.txt",
    ]
    + features.flatMap { (name: String) -> [String] in facesParts.map { "Features/\(folder(of: name))/\($0)" }
    }.filter { FileManager.default.fileExists(atPath: "\(Context.packageDirectory)/App/\($0)") }
let storageModules: [Target.Dependency] = storageFeatures.map { (name: String) -> Target.Dependency in
    .target(name: folder(of: name) + "Storage")
}

let package = Package(
    name: "Mosaic",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "mosaic", targets: ["mosaic"]),
        // `mosaic preview <feature>` hands itself to this program: the features on their fakes,
        // which the app's binary leaves out.
        .executable(name: "mosaic-preview", targets: ["mosaic-preview"]),
    ],
    dependencies: [
        .package(path: "Packages/AppCore"),
        .package(path: "Packages/Infrastructure"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // The web front end's HTTP server (`mosaic serve`), on the SwiftNIO the app already has;
        // swift-nio-ssl (already there through postgres-nio) gives it HTTPS.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        // gzip for pages and static files when the browser asks (zlib, on ByteBuffers).
        .package(url: "https://github.com/adam-fowler/compress-nio", from: "1.5.0"),
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
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "CompressNIO", package: "compress-nio"),
            ] + featureProducts + storageModules,
            path: "App",
            // Shell/ is the machinery; Features/<Name>/Wiring/ is each feature's presence in the
            // app (its routes, adapters and plugin). A feature's faces are its own package.
            exclude: shellExcludes,
            sources: shellSources,
            // Every binary with the shell in it (the app, its benchmark, the test bundle) links
            // with the toolchain's lld: 1.1 s for the test bundle where the default gold takes 2.6.
            linkerSettings: [.unsafeFlags(["-use-ld=lld"], .when(platforms: [.linux]))]
        ),
        .executableTarget(name: "mosaic", dependencies: ["MosaicShell"], path: "App/Main"),
        // Each feature alone on its own fakes (App/Preview/, App/Features/<Name>/Preview/): the only
        // module besides the tests that links the features' Testing products.
        .target(
            name: "MosaicPreview",
            dependencies: [
                "MosaicShell", "AppCore", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ] + featureProducts + featureFakes,
            path: "App", exclude: everything(under: "App", but: previewSources), sources: previewSources),
        .executableTarget(
            name: "mosaic-preview", dependencies: ["MosaicPreview", "MosaicShell"], path: "App/PreviewMain"),
        // The bare Hummingbird app `Scripts/bench --only web` measures `mosaic serve` beside: the
        // same page's bytes from memory (run with -c release).
        .executableTarget(
            name: "WebBaseline", dependencies: [.product(name: "Hummingbird", package: "hummingbird")],
            path: "App/WebBaseline"),
        // Shell speed figures (frame render, key to frame); run with -c release.
        .executableTarget(name: "MosaicBench", dependencies: ["MosaicShell", "AppCore"], path: "App/Bench"),
        // The stores' figures (feed and profile pages, bulk inserts, a team's load), on SQLite and
        // PostgreSQL: swift run -c release StorageBench [--postgres URL | --team-load URL].
        .executableTarget(
            name: "StorageBench", dependencies: ["MosaicShell", "Infrastructure"] + storageModules,
            path: "App/StorageBench"),
        // Writes posts forever; the durability test kills it with SIGKILL mid-batch.
        .executableTarget(
            name: "mosaic-writer-probe", dependencies: ["MosaicShell", "Infrastructure"],
            path: "App/WriterProbe"),
        // What the shell's two test targets share: the one wait, and running a child program.
        .target(name: "ShellTestSupport", path: "Tests/ShellTestSupport"),
        .testTarget(
            name: "ShellTests",
            dependencies: [
                "MosaicShell", "MosaicPreview", "ShellTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ] + featureProducts + featureFakes + storageModules,
            path: "Tests/ShellTests"
        ),
        // The web front end over HTTP, in process (HummingbirdTesting): pages, 404s, forms,
        // escaping, CSRF, cookies, headers.
        .testTarget(
            name: "WebShellTests",
            dependencies: [
                "MosaicShell", "Infrastructure", "AppCore", "ShellTestSupport",
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "CompressNIO", package: "compress-nio"),
            ] + storageModules,
            path: "Tests/WebShellTests"
        ),
        // Every feature driven through its view models alone, on the shell's adapters and
        // in-memory SQLite, as any front end would. It names the features' products only, never
        // their faces.
        .testTarget(
            name: "HeadlessShellTests",
            dependencies: ["MosaicShell", "Infrastructure", "ShellTestSupport"]
                + features.map { .product(name: $0, package: $0) } + storageModules,
            path: "Tests/HeadlessShellTests"
        ),
    ]
)

package.targets.append(
    // Every feature's data together on the engine, on SQLite and the team's PostgreSQL: the
    // stores, the team database's attacks, live changes, outages, locks, importing.
    .testTarget(
        name: "AppDataTests",
        dependencies: [
            "MosaicShell", "Infrastructure", "mosaic-writer-probe",
            .product(name: "InfrastructureTesting", package: "Infrastructure"),
            .product(name: "GRDB", package: "GRDB.swift"),
            .product(name: "PostgresNIO", package: "postgres-nio"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOPosix", package: "swift-nio"),
        ] + storageFeatures.map { .target(name: folder(of: $0) + "Storage") },
        path: "Tests/AppDataTests",
        // Read from their path by the upgrade tests (#filePath), not bundled.
        exclude: ["Fixtures"]
    )
)

// Each feature's storage: a module on Infrastructure's engine, and its tests (run alone with
// `Scripts/test <Name>Storage`). A consumer's contract tests with an owner,
// App/Features/<Consumer>/Storage/Contracts/<Owner>/, are built into the owner's storage tests
// (consumer-driven: the owner's suite runs what its consumers need of it), and the consumer's own
// storage tests run on the owner's real storage.
/// Everything under `root` but the folders `kept` (relative to it), for a target that takes
/// its sources from several features' folders.
func everything(under root: String, but kept: [String]) -> [String] {
    var excluded: [String] = []
    func walk(_ relative: String) {
        let full = "\(Context.packageDirectory)/\(root)" + (relative.isEmpty ? "" : "/\(relative)")
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: full)) ?? [] {
            let path = relative.isEmpty ? entry : "\(relative)/\(entry)"
            if kept.contains(path) { continue }
            if kept.contains(where: { $0.hasPrefix(path + "/") }) {
                walk(path)
            } else {
                excluded.append(path)
            }
        }
    }
    walk("")
    return excluded
}
func contractOwners(of feature: String) -> [String] {
    let contracts = "\(Context.packageDirectory)/App/Features/\(folder(of: feature))/Storage/Contracts"
    let owners = (try? FileManager.default.contentsOfDirectory(atPath: contracts)) ?? []
    return owners.filter { storageFeatures.contains("Feature" + $0) }.sorted()
}
for name in storageFeatures {
    let storage = folder(of: name) + "Storage"
    package.targets.append(
        Target.target(
            name: storage, dependencies: storageLibraries,
            path: "App/Features/\(folder(of: name))/Storage/Sources"))
    if hasStorage(name, "Tests") {
        let owners = contractOwners(of: name).map { Target.Dependency.target(name: $0 + "Storage") }
        let consumers = storageFeatures.filter { contractOwners(of: $0).contains(folder(of: name)) }
        let sources =
            ["\(folder(of: name))/Storage/Tests"]
            + consumers.map { "\(folder(of: $0))/Storage/Contracts/\(folder(of: name))" }
        package.targets.append(
            Target.testTarget(
                name: storage + "Tests",
                dependencies: [
                    .target(name: storage),
                    .product(name: "InfrastructureTesting", package: "Infrastructure"),
                ] + storageLibraries + owners + consumers.map { .target(name: folder(of: $0) + "Storage") },
                path: "App/Features", exclude: everything(under: "App/Features", but: sources),
                sources: sources))
    }
}

// Infrastructure's suite is also a test target of this package, so the full test run
// (Scripts/test) compiles the heavy dependencies (SwiftNIO, BoringSSL, PostgresNIO, GRDB) once, in
// this build, for every suite. Its sources stay in its package, which still tests them alone.
// Its test dependencies are named here as in its own manifest (each already comes with
// Infrastructure); Scripts/check-boundaries fails, naming the target and the difference, when a
// test target here or a library's version differs from the package's own manifest.
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
            .product(name: "InfrastructureTesting", package: "Infrastructure"),
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
