// swift-tools-version: 6.2
// Reflow: an Elm/Reflex-style unidirectional architecture for Swift.
// No package dependencies: the library, its samples and its tests build with the toolchain alone.

import PackageDescription

let package = Package(
    name: "Reflow",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10)],
    products: [
        .library(name: "Reflow", targets: ["Reflow"]),
        .library(name: "ReflowTesting", targets: ["ReflowTesting"]),
        .library(name: "ReflowSQLite", targets: ["ReflowSQLite"]),
        .executable(name: "counter", targets: ["CounterSample"]),
        .executable(name: "todos", targets: ["TodosSample"]),
        .executable(name: "status", targets: ["StatusSample"]),
        .executable(name: "settings", targets: ["SettingsSample"]),
        .executable(name: "inventory", targets: ["InventorySample"]),
        .executable(name: "meetings", targets: ["MeetingsSample"]),
        .executable(name: "shelf", targets: ["ShelfSample"]),
        .executable(name: "reflow-inspect", targets: ["ReflowInspect"]),
    ],
    dependencies: [],
    targets: [
        // Library
        .target(name: "Reflow"),
        .target(name: "ReflowTesting", dependencies: ["Reflow"]),
        // A keyed list saved row by row in SQLite: its own product, so that an app that does not
        // use it links nothing new. The system's SQLite: Apple's SDKs ship it; on Linux it is
        // Debian's libsqlite3-dev.
        .target(name: "ReflowSQLite", dependencies: ["Reflow", "CSQLite"]),
        .systemLibrary(
            name: "CSQLite", path: "Sources/CSQLite",
            providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]),

        // Tools
        // The journal inspector: reads any app's journal as JSON, so it links nothing of Reflow's.
        .executableTarget(name: "ReflowInspect", path: "Sources/reflow-inspect"),

        // Samples
        // What every terminal sample needs: raw mode, keys, a text field, standard input.
        .target(name: "SampleTerminal", path: "Samples/Shared/SampleTerminal"),
        // What a sample that keeps a file needs: an atomic save that keeps the file's mode and a
        // link's target, and never overwrites another program's change.
        .executableTarget(name: "CounterSample", dependencies: ["Reflow"], path: "Samples/Counter"),
        .executableTarget(
            name: "TodosSample", dependencies: ["Reflow", "ReflowSQLite", "SampleTerminal"],
            path: "Samples/Todos"),
        .executableTarget(
            name: "StatusSample", dependencies: ["Reflow", "SampleTerminal"], path: "Samples/Status"
        ),
        .executableTarget(
            name: "SettingsSample", dependencies: ["Reflow", "SampleTerminal"],
            path: "Samples/Settings"),
        .executableTarget(
            name: "InventorySample", dependencies: ["Reflow", "SampleTerminal"],
            path: "Samples/Inventory"),
        .executableTarget(
            name: "MeetingsSample", dependencies: ["Reflow", "SampleTerminal"],
            path: "Samples/Meetings"),
        // The tutorial's app (Sources/Reflow/Documentation.docc/Tutorials): its final files. Not
        // named `Shelf`, which the tutorial's reader names their own target, and target names
        // are unique across a package graph.
        .executableTarget(
            name: "ShelfSample", dependencies: ["Reflow"], path: "Samples/Shelf"),

        // Tests
        // Saves a file on cue: the test of two processes saving one file at the same moment.
        .executableTarget(
            name: "AtomicFileSaver", dependencies: ["Reflow"], path: "Tests/AtomicFileSaver"),
        // Releases 100,000 stores with effects in flight and says what is left: the load test,
        // in a process of its own so that the resident memory it reads is the loop's alone.
        .executableTarget(
            name: "StoreReleaser", dependencies: ["Reflow"], path: "Tests/StoreReleaser"),
        .testTarget(
            name: "ReflowTests",
            dependencies: ["AtomicFileSaver", "Reflow", "ReflowTesting", "StoreReleaser"]),
        // Saves a SQLite list on cue, or forever until killed: the tests of two processes saving
        // at once, and of a kill mid-save.
        .executableTarget(
            name: "SQLiteSaver", dependencies: ["Reflow", "ReflowSQLite"],
            path: "Tests/SQLiteSaver"),
        .testTarget(
            name: "ReflowSQLiteTests",
            dependencies: ["CSQLite", "Reflow", "ReflowSQLite", "ReflowTesting", "SQLiteSaver"]),
        .testTarget(name: "ReflowTestingTests", dependencies: ["Reflow", "ReflowTesting"]),
        .testTarget(
            name: "ReflowInspectTests", dependencies: ["ReflowInspect", "Reflow", "TodosSample"],
            // The script that drives Chromium for the browser tests.
            exclude: ["Browser"]),
        .testTarget(
            name: "SamplesTests",
            dependencies: [
                "CounterSample", "InventorySample", "MeetingsSample", "Reflow", "ReflowTesting",
                "SampleTerminal", "SettingsSample", "ShelfSample", "StatusSample", "TodosSample",
            ]),
    ],
    swiftLanguageModes: [.v6]
)
