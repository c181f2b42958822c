// swift-tools-version: 6.2
// An app-shaped module built exactly as a new Xcode 26 app target is: default actor isolation
// `MainActor`, inferred isolated conformances and `nonisolated(nonsending)` by default. Its
// models, cursors, environment, effect ids, bindings and TestStore tests are written as a user
// would, with no `nonisolated` anywhere, and its tests run under both Swift Testing and XCTest.
// `check` (run by `.ci/run`) builds it with warnings as errors and runs the tests.

import PackageDescription

/// The settings of a new Xcode 26 app target ("Approachable Concurrency" on, default isolation
/// `MainActor`).
let xcode26Defaults: [SwiftSetting] = [
    .defaultIsolation(MainActor.self),
    .enableUpcomingFeature("InferIsolatedConformances"),
    .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
]

/// What CI allows an expression of app code to take to type-check (as `Checks/AppleShapes` does
/// for the samples and the tutorial): with `-warnings-as-errors`, an expression over it fails.
let appSettings: [SwiftSetting] =
    xcode26Defaults + [.unsafeFlags(["-Xfrontend", "-warn-long-expression-type-checking=100"])]

let package = Package(
    name: "DefaultIsolation",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        .package(name: "Reflow", path: "../..")
    ],
    targets: [
        .target(
            name: "App",
            dependencies: [.product(name: "Reflow", package: "Reflow")],
            swiftSettings: appSettings
        ),
        // The Todos sample's model files, copied in by `check` (see the list there).
        .target(
            name: "TodosModel",
            dependencies: [
                .product(name: "Reflow", package: "Reflow"),
                .product(name: "ReflowSQLite", package: "Reflow"),
            ],
            path: "TodosSources",
            swiftSettings: appSettings
        ),
        // The Settings and Inventory samples' model files, copied in by `check`.
        .target(
            name: "SettingsModel",
            dependencies: [.product(name: "Reflow", package: "Reflow")],
            path: "SettingsSources",
            swiftSettings: appSettings
        ),
        .target(
            name: "InventoryModel",
            dependencies: [.product(name: "Reflow", package: "Reflow")],
            path: "InventorySources",
            swiftSettings: appSettings
        ),
        // The Meetings sample's models and terminal picture, copied in by `check`: presentation,
        // alerts, a stack and a timer under Xcode 26's defaults.
        .target(
            name: "MeetingsModel",
            dependencies: [.product(name: "Reflow", package: "Reflow")],
            path: "MeetingsSources",
            swiftSettings: appSettings
        ),
        .testTarget(
            name: "AppTests",
            dependencies: [
                "App",
                .product(name: "Reflow", package: "Reflow"),
                .product(name: "ReflowTesting", package: "Reflow"),
            ],
            swiftSettings: appSettings
        ),
        // XCTest on Linux declares `XCTestCase.init(name:testClosure:)` nonisolated and
        // required, so a subclass cannot be main-actor isolated there, whatever Reflow does:
        // this target keeps the approachable-concurrency features but not the default
        // isolation, and isolates its test methods to the main actor as an XCTest user does.
        .testTarget(
            name: "AppXCTests",
            dependencies: [
                "App",
                .product(name: "ReflowTesting", package: "Reflow"),
            ],
            swiftSettings: Array(xcode26Defaults.dropFirst())
        ),
    ],
    swiftLanguageModes: [.v6]
)
