import Foundation

/// Collects the rows, ratios and checks of a run, prints them as they come, and writes them
/// as JSON.
@MainActor
final class Report {
    /// When, where and how the run was made.
    struct Context: Sendable, Codable {
        var date: String
        var machine: String
        var command: String
        var quick: Bool
    }

    private struct Document: Codable {
        var context: Context
        var rows: [Row]
        var ratios: [Ratio]
        var checks: [Check]
        var notes: [String]
    }

    let context: Context
    private(set) var rows: [Row] = []
    private(set) var ratios: [Ratio] = []
    private(set) var checks: [Check] = []
    private(set) var notes: [String] = []
    private var lastScenario = ""

    init(context: Context) {
        self.context = context
    }

    /// Prints the run's context and the table's header.
    func printHeader() {
        print("Reflow benchmarks — \(context.date)")
        print("machine: \(context.machine)")
        print("command: \(context.command)")
        print("")
        print(
            "| scenario | case | n | median | min | allocs/op | rounds × ops |\n"
                + "| --- | --- | ---: | ---: | ---: | ---: | ---: |")
    }

    /// Records and prints one row, and returns its timing.
    @discardableResult
    func add(_ row: Row) -> Timing {
        rows.append(row)
        let scenario = row.scenario == lastScenario ? "" : row.scenario
        lastScenario = row.scenario
        let size = row.size.map(Self.formatCount) ?? ""
        print(
            "| \(scenario) | \(row.name) | \(size) | \(Self.formatTime(row.timing.median)) "
                + "| \(Self.formatTime(row.timing.min)) "
                + "| \(Self.formatAllocations(row.timing.allocations)) "
                + "| \(row.timing.rounds) × \(row.timing.iterations) |")
        return row.timing
    }

    /// Records a ratio printed in the summary.
    func add(_ ratio: Ratio) {
        ratios.append(ratio)
    }

    /// Records a bar's check printed in the summary.
    func add(_ check: Check) {
        checks.append(check)
    }

    /// Records a line of prose printed in the summary.
    func note(_ text: String) {
        notes.append(text)
    }

    /// Prints the ratios, the notes and the bars; returns whether every bar passed.
    func printSummary() -> Bool {
        print("")
        print("Ratios")
        print("")
        for ratio in ratios {
            print("- \(ratio.name): \(Self.formatRatio(ratio.value))")
        }
        if !notes.isEmpty {
            print("")
            for note in notes {
                print("- \(note)")
            }
        }
        print("")
        print("Bars")
        print("")
        for check in checks {
            let verdict = check.passed ? "PASS" : "FAIL"
            print(
                "- \(verdict) \(check.name): \(Self.format(check.measured, unit: check.unit)) "
                    + "(bar ≤ \(Self.format(check.limit, unit: check.unit)))"
                    + (check.gates(quick: context.quick) ? "" : " (reported, not gated)"))
        }
        return checks.allSatisfy { $0.passed || !$0.gates(quick: context.quick) }
    }

    /// Writes everything recorded as JSON.
    ///
    /// - Parameter path: The file to write.
    func writeJSON(to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let document = Document(
            context: context, rows: rows, ratios: ratios, checks: checks, notes: notes)
        try encoder.encode(document).write(to: URL(fileURLWithPath: path))
    }

    // MARK: - Formatting

    /// Allocations per operation, to two decimals; "–" where they were not counted.
    static func formatAllocations(_ allocations: Double?) -> String {
        guard let allocations else { return "–" }
        return allocations == allocations.rounded()
            ? String(Int(allocations)) : String(format: "%.2f", allocations)
    }

    static func formatTime(_ nanoseconds: Double) -> String {
        switch nanoseconds {
        case ..<10: String(format: "%.2f ns", nanoseconds)
        case ..<1_000: String(format: "%.1f ns", nanoseconds)
        case ..<1_000_000: String(format: "%.2f µs", nanoseconds / 1_000)
        default: String(format: "%.2f ms", nanoseconds / 1_000_000)
        }
    }

    static func formatRatio(_ value: Double) -> String {
        value < 100 ? String(format: "%.2f×", value) : String(format: "%.0f×", value)
    }

    static func formatCount(_ count: Int) -> String {
        switch count {
        case 1_000_000...: "\(count / 1_000_000)M"
        case 1_000...: "\(count / 1_000)k"
        default: "\(count)"
        }
    }

    private static func format(_ value: Double, unit: String) -> String {
        switch unit {
        case "ns": formatTime(value)
        case "×": formatRatio(value)
        default: String(format: "%.2f %@", value, unit)
        }
    }
}
