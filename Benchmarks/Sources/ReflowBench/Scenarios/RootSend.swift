import Reflow

extension Scenarios {
    /// Scenario 1: `store.send(.increment)` against the same update on an owned value.
    func rootSend() {
        let scenario = "1 root send"
        let store = Store(state: CounterModel(), environment: ())
        let send = report.add(
            Row(
                scenario: scenario, name: "Store.send", size: nil,
                timing: harness.measure { iterations in
                    for _ in 0..<iterations {
                        store.send(.increment)
                    }
                }))
        let box = Box(CounterModel())
        let bare = report.add(
            Row(
                scenario: scenario, name: "baseline: update on an owned value", size: nil,
                timing: harness.measure { iterations in
                    var model = box.take()
                    for _ in 0..<iterations {
                        model = applyUpdate(model, .increment, ())
                    }
                    box.put(model)
                }))
        report.add(Ratio(name: "root send / bare update", value: send.median / bare.median))
        report.add(Check(name: "root send median", measured: send.median, limit: 500, unit: "ns"))
        report.add(
            Check(
                name: "root send / bare update", measured: send.median / bare.median, limit: 20,
                unit: "×"))
    }
}
