// reflow-bench: measures what a Reflow store costs per action, against baselines measured in
// the same run, and checks the performance bars of BENCHMARKS.md.
//
//     swift run -c release --package-path Benchmarks reflow-bench [--quick] [--check] [--json F]

import Foundation

/// The entry point: parses the options, runs the selected scenarios, prints the table, the
/// ratios and the bars.
@main
@MainActor
enum ReflowBench {
    static func main() async {
        // The todo file scenario measures memory in children: this process may be one.
        await TodoFileChild.runIfAsked()
        await SQLiteListChild.runIfAsked()
        let options: Options
        do {
            options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
        } catch {
            if let message = error.message {
                FileHandle.standardError.write(Data("reflow-bench: \(message)\n".utf8))
            }
            print(Options.usage)
            exit(error.message == nil ? 0 : 2)
        }
        if options.runs("memory") && options.profile == nil {
            useSingleMallocArena()
        }
        if let profile = options.profile {
            Scenarios.profile(profile.name, count: profile.count)
            return
        }
        #if DEBUG
        print("warning: a debug build; the figures mean nothing. Use `swift run -c release`.\n")
        #endif

        let report = Report(
            context: Report.Context(
                date: ISO8601DateFormatter().string(from: Date()),
                machine: machineDescription(),
                command: (["reflow-bench"] + CommandLine.arguments.dropFirst()).joined(
                    separator: " "),
                quick: options.quick
            ))
        let harness =
            options.quick
            ? Harness(rounds: 5, roundDuration: .milliseconds(5))
            : Harness(rounds: 15, roundDuration: .milliseconds(40))
        let scenarios = Scenarios(harness: harness, report: report, quick: options.quick)

        report.printHeader()
        // Memory first: memory the other scenarios free and the allocator keeps could hide a leak.
        if options.runs("memory") { await scenarios.memory() }
        if options.runs("root") { scenarios.rootSend() }
        if options.runs("keyed") { scenarios.keyedSend() }
        if options.runs("shapes") { scenarios.childShapesSend() }
        if options.runs("nested") { scenarios.nestedSend() }
        if options.runs("effects") { await scenarios.effectRoundTrip() }
        if options.runs("observation") { scenarios.observation() }
        if options.runs("casepath") { scenarios.casePathExtraction() }
        if options.runs("rows") { scenarios.rowObservation() }
        if options.runs("persisted") { scenarios.persistedSend() }
        if options.runs("recording") { scenarios.recording() }
        if options.runs("records") { scenarios.recordScreenSend() }
        if options.runs("identity") { scenarios.rowIdentity() }
        if options.runs("todofile") { scenarios.todoFileAtScale() }
        if options.runs("sqlite") { await scenarios.sqliteListAtScale() }

        let passed = report.printSummary()
        if let path = options.jsonPath {
            do {
                try report.writeJSON(to: path)
                print("\nwrote \(path)")
            } catch {
                FileHandle.standardError.write(Data("reflow-bench: \(error)\n".utf8))
                exit(2)
            }
        }
        if options.check && !passed {
            exit(1)
        }
    }
}
