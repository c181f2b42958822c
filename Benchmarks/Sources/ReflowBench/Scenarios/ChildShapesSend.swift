import Reflow

extension Scenarios {
    /// Scenario 2d: a send to a child through each key-path form (a property, an optional, one
    /// case of an enum), against the same update on an owned value and the in-place floor.
    func childShapesSend() {
        let shapes: [(name: String, action: ChildShapesModel.Action)] = [
            ("property", .pinned(.toggle)),
            ("optional", .editor(.toggle)),
            ("enum case", .detail(.toggle)),
        ]
        for (name, action) in shapes {
            let scenario = "2d child send, key-path form (\(name))"
            let (send, owned, floorTiming) = measureSendAgainstOwnedUpdate(
                scenario: scenario, makeState: { ChildShapesModel() }, action: action,
                floor: { $0.toggleInPlace(action) })
            let floor = floorTiming!
            report.add(
                Check(
                    name: "\(name) child send / owned update, fastest rounds",
                    measured: send.min / owned.min, limit: 1.5, unit: "×", gatesQuickRuns: false
                ))
            // Reported, not gated: not met yet. The floor toggles a `Bool` in place, while the
            // update moves the whole parent (about a hundred bytes) in and out by value; see
            // BENCHMARKS.md, "What the numbers say".
            report.add(
                Check(
                    name: "\(name) child send / in-place floor, fastest rounds",
                    measured: send.min / floor.min, limit: 3, unit: "×", gates: false))
            report.add(noAllocations([send], what: "\(name) child send"))
        }
    }
}
