import Reflow
import Testing

@testable import TodosSample

@MainActor
@Suite struct ScriptedSessionTests {
    @Test func eachCommandSaysWhatItDid() {
        let session = ScriptedSession(
            store: Store(state: loadedState(), environment: testEnvironment()))
        let outputs = [
            "add Buy milk", "add Eggs", "toggle 1", "edit 2 Free-range eggs", "filter active",
            "list", "filter all", "clear-completed", "undo", "delete 1",
        ].map { session.run(line: $0) }
        #expect(
            outputs == [
                .success(["Added #1 [ ] Buy milk"]),
                .success(["Added #2 [ ] Eggs"]),
                .success(["Completed #1 [x] Buy milk"]),
                .success(["Edited #2 [ ] Free-range eggs"]),
                .success(["Filter: active (1 shown)"]),
                .success(["#2 [ ] Free-range eggs"]),
                .success(["Filter: all (2 shown)"]),
                .success(["Cleared 1 completed todo."]),
                .success(["Undone. 2 todos, 1 active."]),
                .success(["Deleted #1 [x] Buy milk"]),
            ])
    }

    @Test func rejectedLinesChangeNothing() {
        let store = Store(state: loadedState([("Milk", false)]), environment: testEnvironment())
        let session = ScriptedSession(store: store)
        let before = store.state
        for line in ["toggle 2", "edit 5 Tea", "delete 3", "frobnicate", "filter none", "add  "] {
            guard case .failure = session.run(line: line) else {
                Issue.record("\(line) was accepted")
                continue
            }
        }
        #expect(store.state == before)
    }
}
