// swift-tools-version:6.0
// Infrastructure: storage (SQLite by default, PostgreSQL for teams), flags, analytics, session.
// It knows no feature; it may depend on well-kept libraries for its job.
import PackageDescription

let package = Package(
    name: "Infrastructure",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Infrastructure", targets: ["Infrastructure"]),
        // For the root's copy of the test target (see the root Package.swift).
        .executable(name: "mosaic-writer-probe", targets: ["mosaic-writer-probe"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // TLS settings (sslmode) and SCRAM verifiers; both already come with PostgresNIO.
        .package(url: "https://github.com/apple/swift-nio-ssl.git", from: "2.37.6"),
        .package(url: "https://github.com/apple/swift-crypto.git", "3.9.0"..<"6.0.0"),
        // Already here through PostgresNIO: the connector opens sockets with it, and the tests
        // name it for a TCP proxy that cuts a connection mid-publish.
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.81.0"),
    ],
    targets: [
        .target(
            name: "Infrastructure",
            dependencies: [
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "Crypto", package: "swift-crypto"),
                // Mosaic opens its connections' sockets itself, to watch the sign-in
                // (PostgresSignInGuard); both come with PostgresNIO.
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOTLS", package: "swift-nio"),
            ]
        ),
        // Writes batches forever; the durability test kills it with SIGKILL mid-batch.
        .executableTarget(name: "mosaic-writer-probe", dependencies: ["Infrastructure"]),
        // Benchmarks (not tests): swift run -c release InfrastructureBench [--postgres URL]
        .executableTarget(name: "InfrastructureBench", dependencies: ["Infrastructure"]),
        // The root Package.swift builds these tests too (one build of the dependencies for the
        // full test run): a dependency added here goes in its copy as well.
        .testTarget(
            name: "InfrastructureTests",
            dependencies: [
                "Infrastructure",
                // Built next to the test bundle so the durability test can launch it.
                "mosaic-writer-probe",
                .product(name: "GRDB", package: "GRDB.swift"),
                // Plain SQL as a team member, around Mosaic's stores (row-level security tests).
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ]
        ),
    ]
)
