import Reflow

extension Scenarios {
    /// Scenario 10: a send that leaves a persisted list alone, in lists of growing length,
    /// against the same update without the call that schedules saves. `Persisted` sees that nothing
    /// changed by comparing two revision counters, so the cost must not grow with the list,
    /// and the send must neither encode nor copy it (no heap allocation).
    func persistedSend() {
        var persisted: [Int: Timing] = [:]
        var unsaved: [Int: Timing] = [:]
        let scenario = "10 send beside a persisted list (list unchanged)"
        for size in listSizes {
            let saving = Store(
                state: PersistedListModel(count: size),
                environment: .init(file: PersistedListModel.storage))
            let plain = Store(
                state: UnsavedListModel(count: size),
                environment: .init(file: PersistedListModel.storage))
            let timings = harness.measureInTurn([
                { iterations in
                    for _ in 0..<iterations { saving.send(.edit) }
                },
                { iterations in
                    for _ in 0..<iterations { plain.send(.edit) }
                },
            ])
            precondition(saving.runningEffectCount == 0, "an unchanged list scheduled a save")
            persisted[size] = report.add(
                Row(scenario: scenario, name: "Store.send", size: size, timing: timings[0]))
            unsaved[size] = report.add(
                Row(
                    scenario: scenario, name: "baseline: the same update without savingChanges",
                    size: size, timing: timings[1]))
        }
        let first = listSizes[0]
        let last = listSizes[listSizes.count - 1]
        let span = "\(Report.formatCount(first)) → \(Report.formatCount(last))"
        report.add(
            Ratio(
                name: "send beside a persisted list growth \(span)",
                value: persisted[last]!.median / persisted[first]!.median))
        report.add(
            Ratio(
                name: "send beside a persisted list / without savingChanges, worst size",
                value: listSizes.map { persisted[$0]!.median / unsaved[$0]!.median }.max()!))
        report.add(
            Check(
                name: "send beside a persisted list growth \(span), fastest rounds",
                measured: persisted[last]!.min / persisted[first]!.min, limit: 1.5, unit: "×",
                gatesQuickRuns: false))
        report.add(
            noAllocations(Array(persisted.values), what: "send beside a persisted list"))
    }
}
