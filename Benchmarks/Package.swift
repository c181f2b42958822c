// swift-tools-version: 6.2
// Reflow benchmarks: a separate package, so the library itself stays dependency-free.
// Run with `swift run -c release --package-path Benchmarks reflow-bench` (see BENCHMARKS.md).

import PackageDescription

let package = Package(
    name: "ReflowBenchmarks",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11)],
    products: [
        .executable(name: "reflow-bench", targets: ["ReflowBench"])
    ],
    dependencies: [
        .package(name: "Reflow", path: "..")
    ],
    targets: [
        // Benchmarks
        .executableTarget(
            name: "ReflowBench",
            dependencies: [
                .product(name: "Reflow", package: "Reflow"),
                .product(name: "ReflowSQLite", package: "Reflow"), "MallocCounter",
            ]
        ),
        // Counts heap allocations (Linux with glibc), for the allocations-per-send figures.
        .target(name: "MallocCounter"),
    ],
    swiftLanguageModes: [.v6]
)
