import Reflow

extension Scenarios {
    /// Scenario 1: `store.send(.increment)` against the same update on an owned value.
    func rootSend() {
        let (send, bare) = measureSendAgainstOwnedUpdate(
            scenario: "1 root send", makeState: { CounterModel() }, action: .increment)
        report.add(Ratio(name: "root send / bare update", value: send.median / bare.median))
        report.add(Check(name: "root send median", measured: send.median, limit: 500, unit: "ns"))
        report.add(
            Check(
                name: "root send / bare update", measured: send.median / bare.median, limit: 20,
                unit: "×"))
    }
}
