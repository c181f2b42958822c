/// The command line of `reflow-bench`.
struct Options: Sendable {
    /// The scenarios a run can select with `--only`.
    static let scenarioNames = [
        "root", "keyed", "shapes", "nested", "effects", "memory", "observation", "casepath", "rows",
        "persisted", "recording", "records", "identity", "todofile", "sqlite",
    ]

    /// The cases `--profile` runs without timing, for an instruction-counting profiler.
    static let profileNames = [
        "root", "keyed", "keyedlist", "shapes", "optional", "enumcase", "inplace",
        "childeffects", "nested", "rows", "persisted", "unsaved", "recording", "recordingkeyed",
        "records", "builtatroute", "updateapart",
    ]

    static let usage = """
        usage: reflow-bench [--quick] [--check] [--json FILE] [--only NAME[,NAME...]]
               reflow-bench --profile NAME [COUNT]

          --quick       CI-size smoke run: smaller lists, fewer and shorter rounds
          --check       exit with status 1 when a bar fails
          --json FILE   also write the results as JSON to FILE
          --only NAMES  run only these scenarios: \(scenarioNames.joined(separator: ", "))
          --profile NAME [COUNT]
                        run COUNT (100000) untimed sends of \(Self.profileNames
                            .joined(separator: ", ")) and exit, for valgrind --tool=callgrind
        """

    var quick = false
    var check = false
    var jsonPath: String?
    var only: Set<String> = Set(scenarioNames)
    /// The case to profile, and the number of sends, for `--profile`.
    var profile: (name: String, count: Int)?

    /// Parses the arguments (without the program name).
    ///
    /// - Throws: A message for an unknown option or a missing value.
    init(arguments: [String]) throws(UsageError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--quick": quick = true
            case "--check": check = true
            case "--json":
                guard let path = remaining.popFirst() else {
                    throw UsageError("--json needs a file")
                }
                jsonPath = path
            case "--only":
                guard let list = remaining.popFirst() else {
                    throw UsageError("--only needs names")
                }
                let names = Set(list.split(separator: ",").map(String.init))
                let unknown = names.subtracting(Self.scenarioNames)
                guard unknown.isEmpty else {
                    throw UsageError(
                        "unknown scenario: \(unknown.sorted().joined(separator: ", "))")
                }
                only = names
            case "--profile":
                guard let name = remaining.popFirst(), Self.profileNames.contains(name)
                else {
                    throw UsageError("--profile needs one of \(Self.profileNames)")
                }
                var count = 100_000
                if let next = remaining.first, let value = Int(next) {
                    count = value
                    remaining.removeFirst()
                }
                profile = (name, count)
            case "--help", "-h": throw UsageError(nil)
            default: throw UsageError("unknown option: \(argument)")
            }
        }
    }

    /// Whether the run includes a scenario.
    func runs(_ name: String) -> Bool {
        only.contains(name)
    }
}

/// A command line the benchmarks do not understand, with what is wrong (or `nil` for `--help`).
struct UsageError: Error {
    var message: String?

    init(_ message: String?) {
        self.message = message
    }
}
