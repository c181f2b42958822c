import Reflow

extension Scenarios {
    /// Scenario 4: a send to a counter ten `CursorProtocol` levels below the root.
    func nestedSend() {
        let scenario = "4 nested send (10 cursors)"
        let store = Store(state: makeNested10(), environment: ())
        let send = report.add(
            Row(
                scenario: scenario, name: "Store.send", size: nil,
                timing: harness.measure { iterations in
                    for _ in 0..<iterations {
                        store.send(deepIncrement)
                    }
                }))
        let box = Box(makeNested10())
        let bare = report.add(
            Row(
                scenario: scenario, name: "baseline: update on an owned value", size: nil,
                timing: harness.measure { iterations in
                    var model = box.take()
                    for _ in 0..<iterations {
                        model = applyUpdate(model, deepIncrement, ())
                    }
                    box.put(model)
                }))
        report.add(
            Ratio(name: "nested send / owned nested update", value: send.median / bare.median))
    }
}
