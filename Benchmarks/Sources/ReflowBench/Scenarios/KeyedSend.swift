import Reflow

extension Scenarios {
    /// Scenarios 2 and 3: a keyed toggle through a `KeyedCursorProtocol`'s place, in lists of
    /// growing length, through the store, on an owned value, as an in-place mutation (the
    /// floor), and through a store that copies (as peers' stores do).
    func keyedSend() {
        keyed(DictionaryListModel.self, scenario: "2 keyed send (dictionary)", checked: true)
        keyed(KeyedListModel.self, scenario: "2 keyed send (KeyedList)", checked: true)
        keyed(
            Nest<DictionaryListModel>.self, scenario: "2b keyed send below a CursorProtocol",
            checked: false)
        keyedSendWithChildEffects()
    }

    /// Scenario 2c: the cost of child effect lifetimes. While effects started in children run,
    /// the store checks after each action that their children are still there; for items of a
    /// `KeyedList`, only when an item may have left the list (its change log says so), so the
    /// check is O(1) per list, whatever the number of effects. Measured at the largest size
    /// with none, 64 and 1,000 items each running an effect.
    private func keyedSendWithChildEffects() {
        let size = listSizes[listSizes.count - 1]
        let keys = (0..<64).map { $0 * size / 64 }
        let toggles = keys.map { KeyedListModel.Action.item(id: $0, action: .toggle) }
        var timings: [Int: Timing] = [:]
        for watching in [0, 64, 1_000] {
            let store = Store(state: KeyedListModel(count: size), environment: ())
            for index in 0..<watching {
                store.send(.item(id: index * size / watching + 1, action: .watch))
            }
            precondition(store.runningEffectCount == watching, "a child effect did not start")
            timings[watching] = report.add(
                Row(
                    scenario: "2c keyed send (KeyedList) with \(watching) child effects running",
                    name: "Store.send", size: size,
                    timing: harness.measure { iterations in
                        for index in 0..<iterations {
                            store.send(toggles[index & 63])
                        }
                    }))
        }
        let at = Report.formatCount(size)
        report.add(
            Ratio(
                name: "keyed send with 64 child effects running / with none at \(at)",
                value: timings[64]!.median / timings[0]!.median))
        report.add(
            Ratio(
                name: "keyed send with 1,000 child effects running / with none at \(at)",
                value: timings[1_000]!.median / timings[0]!.median))
        report.add(
            Check(
                name: "keyed send with 1,000 child effects running / with none at \(at), "
                    + "fastest rounds",
                measured: timings[1_000]!.min / timings[0]!.min, limit: 3, unit: "×",
                gatesQuickRuns: false))
    }

    /// The list lengths: 1k to 1M, or 1k and 100k in a quick run.
    var listSizes: [Int] {
        quick ? [1_000, 100_000] : [1_000, 10_000, 100_000, 1_000_000]
    }

    private func keyed<List: ListLayout>(_: List.Type, scenario: String, checked: Bool) {
        var store: [Int: Timing] = [:]
        var owned: [Int: Timing] = [:]
        var floor: [Int: Timing] = [:]
        var copying: [Int: Timing] = [:]
        for size in listSizes {
            // 64 keys spread over the list, visited in turn: the cost measured is the algorithm's,
            // not that of cache misses (the floor visits the same keys).
            let keys = (0..<64).map { $0 * size / 64 }
            let actions = keys.map { List.toggle(id: $0) }
            // The store, the owned update and the floor take their rounds in turn, so that
            // their ratios hold still on a shared machine.
            let reflow = Store(state: List(count: size), environment: ())
            let ownedBox = Box(List(count: size))
            let floorBox = Box(List(count: size))
            var bodies: [(Int) -> Void] = [
                { iterations in
                    for index in 0..<iterations {
                        reflow.send(actions[index & 63])
                    }
                },
                { iterations in
                    var model = ownedBox.take()
                    for index in 0..<iterations {
                        applyUpdate(&model, actions[index & 63], ())
                    }
                    ownedBox.put(model)
                },
            ]
            if checked {
                bodies.append { iterations in
                    var model = floorBox.take()
                    for index in 0..<iterations {
                        model.toggleInPlace(id: keys[index & 63])
                    }
                    floorBox.put(model)
                }
            }
            let timings = harness.measureInTurn(bodies)
            store[size] = report.add(
                Row(scenario: scenario, name: "Store.send", size: size, timing: timings[0]))
            owned[size] = report.add(
                Row(
                    scenario: scenario, name: "baseline: update on an owned value", size: size,
                    timing: timings[1]))
            guard checked else { continue }
            floor[size] = report.add(
                Row(
                    scenario: scenario, name: "floor: in-place mutation", size: size,
                    timing: timings[2]))
            do {
                let peer = CopyingStore(state: List(count: size), environment: ())
                copying[size] = report.add(
                    Row(
                        scenario: "3 keyed send, copying store (\(List.layout))",
                        name: "CopyingStore.send", size: size,
                        timing: harness.measure { iterations in
                            for index in 0..<iterations {
                                peer.send(actions[index & 63])
                            }
                        }))
            }
        }

        let first = listSizes[0]
        let last = listSizes[listSizes.count - 1]
        let span = "\(Report.formatCount(first)) → \(Report.formatCount(last))"
        // Ratios of medians are printed; the bars compare the fastest rounds, because other
        // processes on the machine only ever add time to a round.
        func growth(_ timings: [Int: Timing]) -> Double {
            timings[last]!.median / timings[first]!.median
        }
        func fastestGrowth(_ timings: [Int: Timing]) -> Double {
            timings[last]!.min / timings[first]!.min
        }
        let worstOverhead = listSizes.map { store[$0]!.median / owned[$0]!.median }.max()!
        let worstFastestOverhead = listSizes.map { store[$0]!.min / owned[$0]!.min }.max()!
        report.add(Ratio(name: "keyed send growth \(span) (\(List.layout))", value: growth(store)))
        report.add(
            Ratio(name: "owned update growth \(span) (\(List.layout))", value: growth(owned)))
        report.add(
            Ratio(
                name: "store / owned update, worst size (\(List.layout))", value: worstOverhead))
        guard checked else { return }
        report.add(
            Ratio(name: "in-place floor growth \(span) (\(List.layout))", value: growth(floor)))
        report.add(
            Ratio(name: "copying store growth \(span) (\(List.layout))", value: growth(copying)))
        report.add(
            Ratio(
                name: "store / floor at \(Report.formatCount(last)) (\(List.layout))",
                value: store[last]!.median / floor[last]!.median))
        report.add(
            Ratio(
                name: "copying store / store at \(Report.formatCount(last)) (\(List.layout))",
                value: copying[last]!.median / store[last]!.median))
        report.add(
            Check(
                name: "keyed send growth \(span), fastest rounds (\(List.layout); "
                    + "copying store: \(Report.formatRatio(fastestGrowth(copying))))",
                measured: fastestGrowth(store), limit: 1.5, unit: "×", gatesQuickRuns: false))
        report.add(
            Check(
                name: "keyed send / owned update, fastest rounds, worst size (\(List.layout))",
                measured: worstFastestOverhead, limit: 1.5, unit: "×", gatesQuickRuns: false))
        report.add(
            Check(
                name: "keyed send / in-place floor, fastest rounds, worst size (\(List.layout))",
                measured: listSizes.map { store[$0]!.min / floor[$0]!.min }.max()!, limit: 3,
                unit: "×", gatesQuickRuns: false))
        report.add(noAllocations(Array(store.values), what: "keyed send (\(List.layout))"))
    }
}
