// swift-tools-version:6.0
// Infrastructure: storage (SQLite by default, PostgreSQL for teams), flags, analytics, session.
// It knows no feature; it may depend on well-kept libraries for its job.
import PackageDescription

let package = Package(
    name: "Infrastructure",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Infrastructure", targets: ["Infrastructure"]),
        // What every suite of stored data stands on: the backends to run on, the team server
        // Scripts/test starts, raw connections as a member, a proxy that cuts a connection.
        .library(name: "InfrastructureTesting", targets: ["InfrastructureTesting"]),
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
        // The root Package.swift builds these tests too (one build of the dependencies for the
        // full test run): a dependency added here goes in its copy as well.
        .target(
            name: "InfrastructureTesting",
            dependencies: [
                "Infrastructure",
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ]
        ),
        .testTarget(
            name: "InfrastructureTests",
            dependencies: [
                "Infrastructure", "InfrastructureTesting",
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
