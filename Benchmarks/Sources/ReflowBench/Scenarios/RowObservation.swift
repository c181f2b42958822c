import Observation
import Reflow
import Synchronization

extension Scenarios {
    /// Scenario 9: a keyed toggle as a SwiftUI list observes it. A list view holds
    /// `store.viewStores(RowsModel.item)` and observes the list's structure; `observed` row views
    /// each observe their row's scoped store. Each toggle goes to an observed row, whose
    /// observer is told and re-registers (as its view re-renders); the time includes that.
    ///
    /// Compared, in turn, with the same send to a store nobody observes, and with what Swift's
    /// Observation alone costs to tell one observer and register it again (a property of an
    /// `Observable` object set, its observer told and re-registered): the bar holds the
    /// difference to what Reflow adds.
    func rowObservation() {
        let scenario = "9 per-row observation"
        var observedTimings: [String: Timing] = [:]
        var sendTimings: [String: Timing] = [:]
        var frameworkTimings: [String: Timing] = [:]
        let mainSize = 100_000
        var configurations = listSizes.map { (size: $0, observed: 1_000) }
        configurations.append((size: mainSize, observed: 10))
        for (size, observed) in configurations {
            let key = "\(size)/\(observed)"
            let fixture = RowFixture(size: size, observed: observed)
            let bare = Store(state: RowsModel(count: size), environment: ())
            let framework = ObservedFlag()
            let frameworkTold = TellCounter()
            framework.register(frameworkTold)
            let before = fixture.listStorage
            let timings = harness.measureInTurn([
                { iterations in fixture.toggle(iterations) },
                { iterations in
                    for index in 0..<iterations {
                        bare.send(fixture.toggles[index % fixture.toggles.count])
                    }
                },
                { iterations in
                    for _ in 0..<iterations {
                        framework.value.toggle()
                        framework.register(frameworkTold)
                    }
                },
            ])
            let name = "\(Report.formatCount(observed)) rows observed"
            observedTimings[key] = report.add(
                Row(
                    scenario: scenario,
                    name: "Store.send, \(name) and the list, the told row re-registering",
                    size: size, timing: timings[0]))
            sendTimings[key] = report.add(
                Row(
                    scenario: scenario, name: "baseline: the same send, nothing observed",
                    size: size, timing: timings[1]))
            frameworkTimings[key] = report.add(
                Row(
                    scenario: scenario,
                    name: "baseline: Observation alone, one observer told and re-registered",
                    size: size, timing: timings[2]))
            fixture.checkCounts(scenario: key, report: report, listStorageBefore: before)
        }

        let main = "\(mainSize)/1000"
        func cost(_ key: String, _ statistic: (Timing) -> Double) -> Double {
            statistic(observedTimings[key]!)
                / (statistic(sendTimings[key]!) + statistic(frameworkTimings[key]!))
        }
        report.add(
            Ratio(
                name: "observed keyed send / (the same send + Observation's own notification), "
                    + "100k rows, 1,000 observed", value: cost(main, \.median)))
        report.add(
            Check(
                name: "observed keyed send / (the same send + Observation's own notification), "
                    + "fastest rounds, 100k rows, 1,000 observed",
                measured: cost(main, \.min), limit: 3, unit: "×", gatesQuickRuns: false))
        let first = listSizes[0]
        let last = listSizes[listSizes.count - 1]
        let span = "\(Report.formatCount(first)) → \(Report.formatCount(last))"
        report.add(
            Check(
                name: "observed keyed send growth \(span), fastest rounds, 1,000 observed",
                measured: observedTimings["\(last)/1000"]!.min
                    / observedTimings["\(first)/1000"]!.min,
                limit: 1.5, unit: "×", gatesQuickRuns: false))
        report.add(
            Check(
                name: "observed keyed send, 10 → 1,000 rows observed, fastest rounds, 100k rows",
                measured: observedTimings[main]!.min / observedTimings["\(mainSize)/10"]!.min,
                limit: 1.5, unit: "×", gatesQuickRuns: false))
    }
}

/// A store of `size` rows with a list view and `observed` row views observing it.
@MainActor
final class RowFixture {
    let store: Store<RowsModel>
    /// What the list view holds, as `ForEach` holds its data.
    let list: ViewStores<ItemModel>
    /// The observed rows' scoped stores and their tell counts, by ID.
    let rows: [Int: (store: ViewStore<ItemModel>, told: TellCounter)]
    let listTold = TellCounter()
    /// The toggles sent, in turn: 64 observed rows spread over the list (all of them when
    /// fewer are observed).
    let toggles: [RowsModel.Action]
    private let toggledIDs: [Int]
    /// The toggles sent so far.
    private(set) var sent = 0

    init(size: Int, observed: Int) {
        store = Store(state: RowsModel(count: size), environment: ())
        list = store.viewStores(RowsModel.item)
        let observedIDs = (0..<observed).map { $0 * size / observed }
        var rows: [Int: (store: ViewStore<ItemModel>, told: TellCounter)] = [:]
        for id in observedIDs {
            rows[id] = (list[id], TellCounter())
        }
        self.rows = rows
        let stride = Swift.max(1, observed / 64)
        toggledIDs = Swift.Array(
            observedIDs.enumerated().filter { $0.offset % stride == 0 }
                .map(\.element).prefix(64))
        toggles = toggledIDs.map { RowsModel.Action.item(id: $0, action: .toggle) }
        registerList()
        for id in observedIDs {
            register(id)
        }
    }

    /// The address of the list's element storage: it changes when a send copies the list.
    var listStorage: UnsafeRawPointer? {
        store.state.items.elements.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    func registerList() {
        let told = listTold
        withObservationTracking {
            _ = store.viewStores(RowsModel.item)
        } onChange: {
            told.increment()
        }
    }

    func register(_ id: Int) {
        let (row, told) = rows[id]!
        withObservationTracking {
            _ = row.state
        } onChange: {
            told.increment()
        }
    }

    /// Toggles observed rows in turn; each told row re-registers.
    func toggle(_ iterations: Int) {
        for _ in 0..<iterations {
            let index = sent % toggles.count
            store.send(toggles[index])
            register(toggledIDs[index])
            sent += 1
        }
    }

    /// Checks that each toggle told its row only, that a no-op tells no one, that an append
    /// tells the list and no row, and that no send copied the list.
    func checkCounts(scenario: String, report: Report, listStorageBefore: UnsafeRawPointer?) {
        let totalTold = rows.values.reduce(0) { $0 + $1.told.value }
        report.add(
            Check(
                name:
                    "scoped observers told per keyed toggle, beyond the toggled row (\(scenario))",
                measured: Double(totalTold - sent), limit: 0, unit: "observers"))
        report.add(
            Check(
                name: "rows the toggles left untold (\(scenario))",
                measured: Double(sent - totalTold), limit: 0, unit: "rows"))
        report.add(
            Check(
                name: "list observers told by keyed toggles (\(scenario))",
                measured: Double(listTold.value), limit: 0, unit: "observers"))
        report.add(
            Check(
                name: "copies of the list by keyed toggles, a list view holding its view stores "
                    + "(\(scenario))",
                measured: listStorage == listStorageBefore ? 0 : 1, limit: 0, unit: "copies"))
        store.send(.nothing)
        report.add(
            Check(
                name: "scoped observers told of an action that changes nothing (\(scenario))",
                measured: Double(
                    rows.values.reduce(0) { $0 + $1.told.value } - totalTold
                        + listTold.value), limit: 0, unit: "observers"))
        store.send(.append(-1))
        report.add(
            Check(
                name: "rows told of an append (\(scenario))",
                measured: Double(rows.values.reduce(0) { $0 + $1.told.value } - totalTold),
                limit: 0, unit: "rows"))
        report.add(
            Check(
                name: "list observers told of an append, less one (\(scenario))",
                measured: Double(abs(listTold.value - 1)), limit: 0, unit: "observers"))
    }
}

/// Counts the changes an observer is told of, from any thread.
final class TellCounter: Sendable {
    private let count = Atomic<Int>(0)

    var value: Int { count.load(ordering: .relaxed) }

    func increment() {
        count.add(1, ordering: .relaxed)
    }
}

/// An `Observable` object with one property, as Swift's Observation alone tells of a change.
private final class ObservedFlag: Observable, @unchecked Sendable {
    // Only used on the main actor by the benchmark.
    private let registrar = ObservationRegistrar()
    private var stored = false

    var value: Bool {
        get {
            registrar.access(self, keyPath: \.value)
            return stored
        }
        set {
            registrar.withMutation(of: self, keyPath: \.value) { stored = newValue }
        }
    }

    func register(_ told: TellCounter) {
        withObservationTracking {
            _ = value
        } onChange: {
            told.increment()
        }
    }
}
