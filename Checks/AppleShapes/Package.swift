// swift-tools-version: 6.2
// Type-checks Reflow's Apple-only code on Linux: Reflow's sources (copied in by `check`) build
// against mock `SwiftUI`, `Combine` and `UIKit` modules that have those frameworks' signatures,
// together with code an Apple app would write, the samples (with their SwiftUI views and the
// Status sample's UIKit view controller) and every test target. Nothing here runs.

import Foundation
import PackageDescription

/// The settings of a new Xcode 26 app target, as `Checks/DefaultIsolation` uses them.
let xcode26Defaults: [SwiftSetting] = [
    .defaultIsolation(MainActor.self),
    .enableUpcomingFeature("InferIsolatedConformances"),
    .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
]

/// What CI allows an expression of app code (the samples, the tutorial's steps) to take to
/// type-check: a route that takes longer is one the compiler will make a user wait for. With
/// `-warnings-as-errors`, an expression over it fails the check.
let typeCheckBudget: [SwiftSetting] = [
    .unsafeFlags(["-Xfrontend", "-warn-long-expression-type-checking=100"])
]

/// The documents' code blocks, one module each, written by `doc-snippets` (run by `check`):
/// those whose folder ends in `_Xcode26` with Xcode 26's defaults, the others without.
let snippets = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("DocSnippetsSources")
let snippetTargets: [Target] =
    ((try? FileManager.default.contentsOfDirectory(atPath: snippets.path)) ?? []).sorted().map {
        folder in
        .target(
            name: folder,
            dependencies: [
                "Reflow", "ReflowSQLite", "ReflowTesting", "SwiftUI", "Combine", "UIKit",
            ],
            path: "DocSnippetsSources/\(folder)",
            swiftSettings: folder.hasSuffix("_Xcode26") ? xcode26Defaults : [])
    }

/// The tutorial's app after each step, one module per state and mode, written by
/// `tutorial-steps` (run by `check`): `_Xcode26` folders with Xcode 26's defaults.
let tutorialSteps = snippets.deletingLastPathComponent().appendingPathComponent(
    "TutorialStepsSources")
let tutorialTargets: [Target] =
    ((try? FileManager.default.contentsOfDirectory(atPath: tutorialSteps.path)) ?? []).sorted()
    .map { folder in
        .target(
            name: folder,
            dependencies: ["Reflow", "ReflowTesting", "SwiftUI"],
            path: "TutorialStepsSources/\(folder)",
            swiftSettings: (folder.hasSuffix("_Xcode26") ? xcode26Defaults : []) + typeCheckBudget)
    }

let package = Package(
    name: "AppleShapes",
    platforms: [.macOS(.v14)],
    targets: [
        .target(name: "SwiftUI", dependencies: ["Combine"], path: "Mocks/SwiftUI"),
        .target(name: "Combine", path: "Mocks/Combine"),
        .target(name: "UIKit", path: "Mocks/UIKit"),
        .target(
            name: "Reflow",
            dependencies: ["SwiftUI", "Combine"],
            path: "ReflowSources",
            exclude: ["Documentation.docc"]
        ),
        .systemLibrary(name: "CSQLite", path: "CSQLiteSources"),
        .target(
            name: "ReflowSQLite", dependencies: ["Reflow", "CSQLite"], path: "ReflowSQLiteSources"),
        .target(name: "Usage", dependencies: ["Reflow", "SwiftUI", "Combine"], path: "Usage"),
        // The samples, whole, copied in by `check`: their SwiftUI views and the Status
        // sample's UIKit view controller against the mocks, their terminal front ends as on
        // Linux.
        .target(name: "SampleTerminal", path: "SampleTerminalSources"),
        .executableTarget(name: "CounterSample", dependencies: ["Reflow"], path: "CounterSources",
            swiftSettings: typeCheckBudget),
        .executableTarget(
            name: "TodosSample",
            dependencies: ["Reflow", "ReflowSQLite", "SampleTerminal", "SwiftUI"],
            path: "TodosSources",
            swiftSettings: typeCheckBudget),
        .executableTarget(
            name: "StatusSample", dependencies: ["Reflow", "SampleTerminal", "UIKit"],
            path: "StatusSources",
            swiftSettings: typeCheckBudget),
        .executableTarget(
            name: "SettingsSample", dependencies: ["Reflow", "SampleTerminal", "SwiftUI"],
            path: "SettingsSources",
            swiftSettings: typeCheckBudget),
        .executableTarget(
            name: "InventorySample", dependencies: ["Reflow", "SampleTerminal", "SwiftUI"],
            path: "InventorySources",
            swiftSettings: typeCheckBudget),
        .executableTarget(
            name: "MeetingsSample", dependencies: ["Reflow", "SampleTerminal", "SwiftUI"],
            path: "MeetingsSources",
            swiftSettings: typeCheckBudget),
        .executableTarget(
            name: "ShelfSample", dependencies: ["Reflow", "SwiftUI"], path: "ShelfSources",
            swiftSettings: typeCheckBudget),
        // The library's tests and the test store, copied in by `check`: built as on a Mac, never
        // run (the mocks have no behaviour).
        .target(
            name: "ReflowTesting", dependencies: ["Reflow"], path: "ReflowTestingSources",
            exclude: ["Documentation.docc"]),
        .testTarget(
            name: "ReflowTests", dependencies: ["Reflow", "ReflowTesting", "SwiftUI"],
            path: "ReflowTestsSources"),
        .testTarget(
            name: "ReflowTestingTests", dependencies: ["Reflow", "ReflowTesting", "SwiftUI"],
            path: "ReflowTestingTestsSources"),
        .testTarget(
            name: "SamplesTests",
            dependencies: [
                "CounterSample", "TodosSample", "StatusSample", "SettingsSample", "InventorySample",
                "MeetingsSample", "ShelfSample", "Reflow",
                "ReflowTesting", "SampleTerminal", "SwiftUI",
            ],
            path: "SamplesTestsSources"),
    ] + snippetTargets + tutorialTargets,
    swiftLanguageModes: [.v6]
)
