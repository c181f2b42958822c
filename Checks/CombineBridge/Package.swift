// swift-tools-version: 6.2
// Runs Reflow's Combine bridge on Linux: Reflow's sources (copied in by `check`) build against a
// `Combine` module that re-exports OpenCombine, so the code fenced in `#if canImport(Combine)`
// compiles, and the tests drive `Fx.publisher(_:)` through a real `Store`. OpenCombine is a
// dependency of this check only, never of the library.

import PackageDescription

let package = Package(
    name: "CombineBridge",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0")
    ],
    targets: [
        // A module named `Combine`, so that `canImport(Combine)` holds and `import Combine`
        // finds OpenCombine.
        .target(
            name: "Combine",
            dependencies: [.product(name: "OpenCombine", package: "OpenCombine")]
        ),
        // Reflow's sources, copied in by `check` without the SwiftUI-only folder (see there).
        .target(
            name: "Reflow",
            dependencies: ["Combine"],
            path: "ReflowSources",
            exclude: ["Documentation.docc"]
        ),
        .testTarget(name: "CombineBridgeTests", dependencies: ["Combine", "Reflow"]),
    ],
    swiftLanguageModes: [.v6]
)
