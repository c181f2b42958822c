import Reflow

extension Scenarios {
    /// Times one action sent to a `Store` and the same update applied to an owned value, and
    /// adds both rows.
    ///
    /// - Parameters:
    ///   - scenario: The scenario's name in the table.
    ///   - makeState: Builds the initial state (called once for each of the two cases).
    ///   - action: The action to send, again and again.
    /// - Returns: The timings of the store's send and of the bare update.
    func measureSendAgainstOwnedUpdate<Model: ModelProtocol>(
        scenario: String,
        makeState: () -> Model,
        action: Model.Action
    ) -> (send: Timing, bare: Timing) where Model.Environment == Void {
        let store = Store(state: makeState(), environment: ())
        let send = report.add(
            Row(
                scenario: scenario, name: "Store.send", size: nil,
                timing: harness.measure { iterations in
                    for _ in 0..<iterations {
                        store.send(action)
                    }
                }))
        let box = Box(makeState())
        let bare = report.add(
            Row(
                scenario: scenario, name: "baseline: update on an owned value", size: nil,
                timing: harness.measure { iterations in
                    var model = box.take()
                    for _ in 0..<iterations {
                        model = applyUpdate(model, action, ())
                    }
                    box.put(model)
                }))
        return (send, bare)
    }
}
