import Reflow

extension Scenarios {
    /// Scenario 12: a send to a screen on a stack that edits a record kept in a list, in lists
    /// of growing length, against the keyed send that makes the same change to the same item.
    /// The record-screen form joins the record in place, so the cost must not grow with the list
    /// and the send must not copy the list or the record (no heap allocation).
    func recordScreenSend() {
        var screen: [Int: Timing] = [:]
        var keyed: [Int: Timing] = [:]
        let scenario = "12 send to a stack screen that edits a record in a list"
        for size in listSizes {
            let screenStore = Store(state: RecordScreenListModel(count: size), environment: ())
            let keyedStore = Store(state: RecordScreenListModel(count: size), environment: ())
            let toggle = RecordScreenListModel.Action.path(.element(id: 0, action: .item(.toggle)))
            let keyedToggle = RecordScreenListModel.Action.item(id: size / 2, action: .toggle)
            let timings = harness.measureInTurn([
                { iterations in
                    for _ in 0..<iterations { screenStore.send(toggle) }
                },
                { iterations in
                    for _ in 0..<iterations { keyedStore.send(keyedToggle) }
                },
            ])
            screen[size] = report.add(
                Row(
                    scenario: scenario, name: "Store.send (record screen)", size: size,
                    timing: timings[0]))
            keyed[size] = report.add(
                Row(
                    scenario: scenario, name: "baseline: the keyed send of the same change",
                    size: size, timing: timings[1]))
        }
        let first = listSizes[0]
        let last = listSizes[listSizes.count - 1]
        let span = "\(Report.formatCount(first)) → \(Report.formatCount(last))"
        report.add(
            Ratio(
                name: "record-screen send growth \(span)",
                value: screen[last]!.median / screen[first]!.median))
        report.add(
            Ratio(
                name: "record-screen send / keyed send of the same change, worst size",
                value: listSizes.map { screen[$0]!.median / keyed[$0]!.median }.max()!))
        report.add(
            Check(
                name: "record-screen send growth \(span), fastest rounds",
                measured: screen[last]!.min / screen[first]!.min, limit: 1.5, unit: "×",
                gatesQuickRuns: false))
        report.add(noAllocations(Array(screen.values), what: "record-screen send"))
    }
}
