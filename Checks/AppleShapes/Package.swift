// swift-tools-version: 6.2
// Type-checks Reflow's Apple-only code on Linux: Reflow's sources (copied in by `check`) build
// against mock `SwiftUI`, `Combine` and `UIKit` modules that have those frameworks' signatures,
// together with code an Apple app would write, the SwiftUI views of the Todos, Settings and
// Inventory samples and the Status sample's UIKit view controller. Nothing here runs.

import Foundation
import PackageDescription

/// The settings of a new Xcode 26 app target, as `Checks/DefaultIsolation` uses them.
let xcode26Defaults: [SwiftSetting] = [
    .defaultIsolation(MainActor.self),
    .enableUpcomingFeature("InferIsolatedConformances"),
    .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
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
            dependencies: ["Reflow", "ReflowTesting", "SwiftUI", "Combine", "UIKit"],
            path: "DocSnippetsSources/\(folder)",
            swiftSettings: folder.hasSuffix("_Xcode26") ? xcode26Defaults : [])
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
        .target(name: "Usage", dependencies: ["Reflow", "SwiftUI", "Combine"], path: "Usage"),
        // The Todos sample's SwiftUI view with the model files it needs, copied in by `check`
        // without the terminal-only files and the `@main` (see the list there).
        .target(name: "SampleTerminal", path: "SampleTerminalSources"),
        .target(name: "SampleFiles", path: "SampleFilesSources"),
        .target(
            name: "Todos", dependencies: ["Reflow", "SampleFiles", "SampleTerminal", "SwiftUI"],
            path: "TodosSources"),
        // The Status sample's UIKit view controller with the model and render function it
        // uses, copied in by `check` without the terminal front end and the `@main`.
        .target(name: "Status", dependencies: ["Reflow", "UIKit"], path: "StatusSources"),
        // The Settings sample's SwiftUI view with its models and cursor, copied in by `check`
        // without the terminal front end and the `@main`.
        .target(name: "Settings", dependencies: ["Reflow", "SwiftUI"], path: "SettingsSources"),
        // The Inventory sample's SwiftUI views with their models, copied in by `check` without
        // the terminal front end and the `@main`.
        .target(name: "Inventory", dependencies: ["Reflow", "SwiftUI"], path: "InventorySources"),
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
    ] + snippetTargets,
    swiftLanguageModes: [.v6]
)
