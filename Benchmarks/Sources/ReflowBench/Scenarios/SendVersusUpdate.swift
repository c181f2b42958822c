import Reflow

extension Scenarios {
    /// Times one action sent to a `Store` and the same update applied to an owned value (and,
    /// if given, the same change made in place, and written by hand as a by-value update),
    /// their rounds taken in turn, and adds the rows.
    ///
    /// - Parameters:
    ///   - scenario: The scenario's name in the table.
    ///   - makeState: Builds the initial state (called once for each case).
    ///   - action: The action to send, again and again.
    ///   - floor: Makes the action's change in place, for the "floor" row; `nil` for none.
    ///   - byValueFloor: Makes the action's change on a state it takes and returns, as an
    ///     `update` does but without Reflow, for the "by-value update written by hand" row;
    ///     `nil` for none.
    /// - Returns: The timings of the store's send, of the bare update, of the floor and of the
    ///   by-value floor.
    @discardableResult
    func measureSendAgainstOwnedUpdate<Model: ModelProtocol>(
        scenario: String,
        makeState: () -> Model,
        action: Model.Action,
        floor: ((inout Model) -> Void)? = nil,
        byValueFloor: ((consuming Model) -> Model)? = nil
    ) -> (send: Timing, bare: Timing, floor: Timing?, byValueFloor: Timing?)
    where Model.Environment == Void {
        let store = Store(state: makeState(), environment: ())
        let box = Box(makeState())
        var bodies: [(Int) -> Void] = [
            { iterations in
                for _ in 0..<iterations {
                    store.send(action)
                }
            },
            { iterations in
                var model = box.take()
                for _ in 0..<iterations {
                    applyUpdate(&model, action, ())
                }
                box.put(model)
            },
        ]
        if let floor {
            let floorBox = Box(makeState())
            bodies.append { iterations in
                var model = floorBox.take()
                for _ in 0..<iterations {
                    floor(&model)
                }
                floorBox.put(model)
            }
        }
        if let byValueFloor {
            let floorBox = Box(makeState())
            bodies.append { iterations in
                var model = floorBox.take()
                for _ in 0..<iterations {
                    model = byValueFloor(consume model)
                }
                floorBox.put(model)
            }
        }
        let timings = harness.measureInTurn(bodies)
        report.add(Row(scenario: scenario, name: "Store.send", size: nil, timing: timings[0]))
        report.add(
            Row(
                scenario: scenario, name: "baseline: update on an owned value", size: nil,
                timing: timings[1]))
        var floors = timings.dropFirst(2).makeIterator()
        let floorTiming = floor == nil ? nil : floors.next()
        let byValueFloorTiming = byValueFloor == nil ? nil : floors.next()
        if let floorTiming {
            report.add(
                Row(
                    scenario: scenario, name: "floor: in-place mutation", size: nil,
                    timing: floorTiming))
        }
        if let byValueFloorTiming {
            report.add(
                Row(
                    scenario: scenario, name: "baseline: by-value update written by hand",
                    size: nil, timing: byValueFloorTiming))
        }
        return (timings[0], timings[1], floorTiming, byValueFloorTiming)
    }

    /// The bar that a send starting no effect allocates nothing, on every platform where
    /// allocations are counted (reported as not gated elsewhere).
    ///
    /// - Parameters:
    ///   - timings: The timings of the sends, one per size.
    ///   - what: The sends, as the bar names them.
    /// - Returns: The bar: the most allocations per send of any timing.
    func noAllocations(_ timings: [Timing], what: String) -> Check {
        let counted = timings.compactMap(\.allocations)
        return Check(
            name: "heap allocations per \(what) without effects",
            measured: counted.max() ?? 0, limit: 0, unit: "allocations",
            gates: counted.count == timings.count)
    }
}
