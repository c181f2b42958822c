// swift-tools-version: 6.2
// Coverage-guided fuzzing with libFuzzer: the journal decoding and replay, the Todos file format,
// the load of a SQLite list (mutated database files) and the samples' command parsers, fed
// arbitrary bytes. `check` (run by `.ci/run`) copies the
// samples' model files in, builds everything with `-sanitize=fuzzer,address` and runs each target
// for a bounded time from its seed corpus in `Corpus/`; a crash fails CI and leaves the input that
// caused it, which becomes a regression test in the suite.

import PackageDescription

/// An executable whose entry point is libFuzzer's driver (see `FuzzDriver`).
func fuzzer(_ name: String, dependencies: [Target.Dependency]) -> Target {
    .executableTarget(
        name: name, dependencies: ["FuzzDriver"] + dependencies,
        swiftSettings: [.unsafeFlags(["-parse-as-library"])])
}

let package = Package(
    name: "Fuzz",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "Reflow", path: "../..")
    ],
    targets: [
        .target(name: "FuzzDriver"),
        // The samples' sources, with the shared terminal library, copied in by `check`.
        .target(
            name: "TodosModel",
            dependencies: [
                .product(name: "Reflow", package: "Reflow"),
                .product(name: "ReflowSQLite", package: "Reflow"),
            ],
            path: "TodosSources"),
        .target(
            name: "MeetingsModel", dependencies: [.product(name: "Reflow", package: "Reflow")],
            path: "MeetingsSources"),
        fuzzer(
            "FuzzTodosJournal",
            dependencies: [.product(name: "Reflow", package: "Reflow"), "TodosModel"]),
        fuzzer(
            "FuzzTodoFile",
            dependencies: [.product(name: "Reflow", package: "Reflow"), "TodosModel"]),
        fuzzer("FuzzCommands", dependencies: ["TodosModel", "MeetingsModel"]),
        fuzzer(
            "FuzzSQLiteLoad",
            dependencies: [
                .product(name: "Reflow", package: "Reflow"),
                .product(name: "ReflowSQLite", package: "Reflow"), "TodosModel",
            ]),
    ],
    swiftLanguageModes: [.v6]
)
