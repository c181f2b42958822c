import Reflow

extension Scenarios {
    /// Scenario 1: `store.send(.increment)` against the same update on an owned value.
    func rootSend() {
        let (send, bare, _, _) = measureSendAgainstOwnedUpdate(
            scenario: "1 root send", makeState: { CounterModel() }, action: .increment)
        report.add(Ratio(name: "root send / bare update", value: send.median / bare.median))
        report.add(
            Check(
                name: "root send median", measured: send.median, limit: 500, unit: "ns",
                gates: false))
        report.add(
            Check(
                name: "root send / bare update, fastest rounds", measured: send.min / bare.min,
                limit: 2, unit: "×", gatesQuickRuns: false))
        report.add(noAllocations([send], what: "root send"))
    }
}
