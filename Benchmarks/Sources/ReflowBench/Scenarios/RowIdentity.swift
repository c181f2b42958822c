import Reflow

extension Scenarios {
    /// Scenario 13: what SwiftUI sees of a list's rows when the list re-renders. A list view
    /// reads `store.viewStores(RowsModel.item)` and its rows hold their view stores; after an append,
    /// a removal and a move, the list reads it again. A row whose store changed identity is one
    /// SwiftUI would render again though its item did not change: the counts must be 0 for every
    /// row but the appended one. Timed: a `viewStores` call after an append, against reading the
    /// list's IDs from the state, the work the call cannot avoid.
    func rowIdentity() {
        let scenario = "13 row identity across list re-renders"
        let sizes = quick ? [1_000, 10_000] : [1_000, 10_000, 100_000]
        var calls: [Int: Timing] = [:]
        var idReads: [Int: Timing] = [:]
        for size in sizes {
            let store = Store(state: RowsModel(count: size), environment: ())
            var shown = rows(of: store)
            var changed = 0
            for action in [
                RowsModel.Action.append(size), .remove(size / 2), .moveToFront(size - 1),
            ] {
                store.send(action)
                let next = rows(of: store)
                changed += changedRows(from: shown, to: next)
                shown = next
            }
            report.add(
                Check(
                    name: "rows whose view store changed after an append, a removal and a move, "
                        + "\(Report.formatCount(size)) rows",
                    measured: Double(changed), limit: 0, unit: "rows"))
            let timings = harness.measureInTurn([
                { iterations in
                    for _ in 0..<iterations {
                        withExtendedLifetime(store.viewStores(RowsModel.item)) {}
                    }
                },
                { iterations in
                    for _ in 0..<iterations {
                        withExtendedLifetime(store.state.items.ids) {}
                    }
                },
            ])
            calls[size] = report.add(
                Row(
                    scenario: scenario, name: "store.viewStores(place), after an append",
                    size: size, timing: timings[0]))
            idReads[size] = report.add(
                Row(
                    scenario: scenario, name: "baseline: the list's IDs read from the state",
                    size: size, timing: timings[1]))
            withExtendedLifetime(shown) {}
        }
        for size in sizes {
            report.add(
                Ratio(
                    name: "a viewStores call / reading the list's IDs, \(Report.formatCount(size))",
                    value: calls[size]!.median / idReads[size]!.median))
        }
        // From 10k rows, where the IDs are the call's cost; below, registering interest in the
        // list's structure, a fixed cost, is as long as copying the IDs.
        let large = sizes.filter { $0 >= 10_000 }
        report.add(
            Check(
                name: "a viewStores call / reading the list's IDs, fastest rounds, 10k rows and up",
                measured: large.map { calls[$0]!.min / idReads[$0]!.min }.max()!, limit: 1.5,
                unit: "×", gatesQuickRuns: false))
    }

    /// Every row's store of the list, as `ForEach` reads them.
    private func rows(of store: Store<RowsModel>) -> [ViewStore<ItemModel>] {
        Array(store.viewStores(RowsModel.item))
    }

    /// The rows of `after` whose item was in `before` and whose store is not the same value.
    private func changedRows(from before: [ViewStore<ItemModel>], to after: [ViewStore<ItemModel>])
        -> Int
    {
        let old = Dictionary(uniqueKeysWithValues: before.map { ($0.id, $0) })
        return after.filter { row in old[row.id].map { $0 != row } ?? false }.count
    }
}
