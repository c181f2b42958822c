// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Shelf",
    platforms: [.iOS(.v17), .macOS(.v14)],
    dependencies: [
        .package(url: "https://github.com/reflow-swift/reflow", from: "0.1.0")
    ],
    targets: [
        .target(
            name: "Shelf",
            dependencies: [.product(name: "Reflow", package: "reflow")],
            swiftSettings: xcode26Defaults),
        .testTarget(
            name: "ShelfTests",
            dependencies: ["Shelf", .product(name: "ReflowTesting", package: "reflow")],
            swiftSettings: xcode26Defaults),
    ],
    swiftLanguageModes: [.v6]
)

/// What a new Xcode 26 app target sets: code runs on the main actor unless it says otherwise.
var xcode26Defaults: [SwiftSetting] {
    [
        .defaultIsolation(MainActor.self),
        .enableUpcomingFeature("InferIsolatedConformances"),
        .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
    ]
}
