import Reflow

extension Scenarios {
    /// Scenario 4: a send to a counter ten `CursorProtocol` levels below the root.
    func nestedSend() {
        let (send, bare, _, _) = measureSendAgainstOwnedUpdate(
            scenario: "4 nested send (10 cursors)", makeState: makeNested10, action: deepIncrement)
        report.add(
            Ratio(name: "nested send / owned nested update", value: send.median / bare.median))
        report.add(noAllocations([send], what: "nested send"))
    }
}
