import Foundation
import Testing

@testable import Reflow

/// Which states a journal keeps whole, and how it gives the others: a journal with each step's
/// changes keeps the start and the states its changes outweigh, and rebuilds every checkpoint
/// step's state from them, recorded or read back, as a journal of an older format did not need.
@MainActor
@Suite struct JournalCheckpointsTests {
    /// `toggles` toggles spread over `count` memos, recorded with the defaults; the journal, and
    /// the store's state at every checkpoint step.
    private func recordedToggles(_ toggles: Int, over count: Int) throws -> (
        Journal<MemosModel>, states: [Int: MemosModel]
    ) {
        var start = MemosModel(title: "Big")
        start.memos = KeyedList((1...count).map { MemoModel(id: $0) })
        let store = Store(state: start, environment: MemosEnvironment())
        store.startRecording()
        var states = [0: store.state]
        for index in 1...toggles {
            store.send(.memo(id: index * 7_919 % count + 1, action: .toggle))
            if index % 100 == 0 { states[index] = store.state }
        }
        return (try #require(store.journal), states)
    }

    /// A journal's JSON as an object, to edit as a file would be.
    private func object(of journal: Journal<MemosModel>) throws -> [String: Any] {
        try #require(
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(journal))
                as? [String: Any])
    }

    private func decoded(_ object: [String: Any]) throws -> Journal<MemosModel> {
        try JSONDecoder().decode(
            Journal<MemosModel>.self, from: JSONSerialization.data(withJSONObject: object))
    }

    @Test func aLongJournalOverABigListKeepsOnlyItsStartAndRebuildsEveryCheckpoint() throws {
        let (journal, states) = try recordedToggles(1_000, over: 5_000)
        // A toggle's change is one item: a thousand of them weigh less than the list.
        #expect(journal.checkpoints.map(\.step) == [0])
        let read = try JSONDecoder().decode(
            Journal<MemosModel>.self, from: JSONEncoder().encode(journal))
        #expect(read == journal)
        for step in stride(from: 0, through: 1_000, by: 100) {
            #expect(journal.checkpoint(at: step) == states[step], "step \(step)")
            #expect(read.checkpoint(at: step) == states[step], "step \(step)")
            #expect(read.state(at: step, environment: MemosEnvironment()) == states[step])
        }
        #expect(read.checkpoint(at: 150) == nil)
        #expect(read.firstDivergence(environment: MemosEnvironment()) == nil)
        // Continued and travelled through, from the start.
        let store = Store(replaying: read, environment: MemosEnvironment())
        #expect(store.state == states[1_000])
        store.travel(to: 500)
        #expect(store.state == states[500])
        store.returnToPresent()
    }

    @Test func aStateIsKeptOnceTheChangesSinceTheLastOneOutweighIt() throws {
        // Each toggle rewrites one memo of two: twenty steps of changes weigh far more than
        // the state, and each checkpoint step keeps it; five steps, less: every other one does.
        for (interval, kept) in [(20, [0, 20, 40, 60]), (5, [0, 10, 20, 30, 40, 50, 60])] {
            let store = Store(state: MemosModel(title: "Small"), environment: MemosEnvironment())
            store.send(.add(id: 1))
            store.send(.add(id: 2))
            store.startRecording(checkpointInterval: interval)
            var states = [store.state]
            for index in 1...60 {
                store.send(.memo(id: index % 2 + 1, action: .toggle))
                states.append(store.state)
            }
            let journal = try #require(store.journal)
            #expect(journal.checkpoints.map(\.step) == kept, "interval \(interval)")
            #expect(journal.checkpoints.allSatisfy { $0.state == states[$0.step] })
            for step in stride(from: 0, through: 60, by: interval) {
                #expect(journal.checkpoint(at: step) == states[step], "step \(step)")
            }
        }
    }

    @Test func aJournalOfTheFormerFormatReadsAndReplaysAsBefore() throws {
        let (journal, states) = try recordedToggles(300, over: 50)
        // As a Reflow before step changes wrote it: version 1, every checkpoint, no changes.
        var old = try object(of: journal)
        old["formatVersion"] = 1
        var entries = try #require(old["entries"] as? [[String: Any]])
        for index in entries.indices { entries[index]["changes"] = nil }
        old["entries"] = entries
        old["checkpoints"] = try [0, 100, 200, 300].map { step in
            [
                "step": step,
                "state": try JSONSerialization.jsonObject(
                    with: JSONEncoder().encode(try #require(states[step]))),
            ]
        }
        let read = try decoded(old)
        #expect(read.checkpoints.map(\.step) == [0, 100, 200, 300])
        #expect(read.checkpoints.map(\.state) == [0, 100, 200, 300].map { states[$0] })
        #expect(read.firstDivergence(environment: MemosEnvironment()) == nil)
        let environment = MemosEnvironment()
        #expect(
            read.state(at: 250, environment: environment)
                == journal.state(at: 250, environment: environment))

        // Version 1 with each step's changes, as the last Reflow wrote it (objects with member
        // names): read as well.
        var withChanges = try object(of: journal)
        withChanges["formatVersion"] = 1
        withChanges["checkpoints"] = old["checkpoints"]
        var changed = try #require(withChanges["entries"] as? [[String: Any]])
        for index in changed.indices {
            let edits = try #require(changed[index]["changes"] as? [[Any]])
            changed[index]["changes"] = try edits.map { edit -> [String: Any] in
                // Toggles set items: `["s", path, value]`.
                try #require(edit.first as? String == "s")
                return ["set": edit[1], "to": edit[2]]
            }
        }
        withChanges["entries"] = changed
        let both = try decoded(withChanges)
        #expect(both.checkpoints.map(\.step) == [0, 100, 200, 300])
        #expect(both.firstDivergence(environment: MemosEnvironment()) == nil)

        // Version 1 still holds a checkpoint every interval, and says which one is missing.
        var checkpoints = try #require(old["checkpoints"] as? [Any])
        checkpoints.remove(at: 1)
        old["checkpoints"] = checkpoints
        #expect {
            try decoded(old)
        } throws: { error in
            "\(error)".contains("Checkpoint 1 is at step 200; expected step 100")
        }
    }

    @Test func aJournalWithoutChangesMustKeepEveryCheckpoint() throws {
        // Fifty memos, three hundred toggles: the changes outweigh the state four times over
        // by step 200.
        let (journal, _) = try recordedToggles(300, over: 50)
        #expect(journal.checkpoints.map(\.step) == [0, 200])
        var object = try object(of: journal)
        // With the changes, a state between two kept ones is rebuilt from them.
        #expect(try decoded(object).checkpoint(at: 100) == journal.checkpoint(at: 100))
        // Without them, nothing rebuilds it: refused, saying which checkpoint is missing.
        var entries = try #require(object["entries"] as? [[String: Any]])
        for index in entries.indices { entries[index]["changes"] = nil }
        object["entries"] = entries
        #expect {
            try decoded(object)
        } throws: { error in
            "\(error)".contains("Checkpoint 1 is at step 200; expected step 100")
        }
    }

    @Test func aChangeThatDoesNotApplyIsRefusedNamingItsStep() throws {
        let (journal, _) = try recordedToggles(300, over: 50)
        var object = try object(of: journal)
        var entries = try #require(object["entries"] as? [[String: Any]])
        entries[41]["changes"] = [["s", ["memos", 9_999, "done"], true]]
        object["entries"] = entries
        #expect {
            try decoded(object)
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.debugDescription.hasPrefix(
                "The changes of step 42 do not apply to the state before it: no value to set at "
                    + #"["memos", 9999, "done"]"#)
        }
    }

    @Test func aChangeEditedToAnotherValueIsTheFirstDivergenceAtItsStep() throws {
        // A checkpoint every step, but twenty memos outweigh the changes of four: only the
        // start is kept whole, and each step's state is rebuilt from the changes.
        var start = MemosModel(title: "Start")
        start.memos = KeyedList((11...30).map { MemoModel(id: $0) })
        let store = Store(state: start, environment: MemosEnvironment())
        store.startRecording(checkpointInterval: 1)
        store.send(.rename("One"))
        store.send(.add(id: 1))
        store.send(.rename("Two"))
        store.send(.add(id: 2))
        let journal = try #require(store.journal)
        #expect(journal.checkpoints.map(\.step) == [0])
        var object = try object(of: journal)
        var entries = try #require(object["entries"] as? [[String: Any]])
        entries[2]["changes"] = [["s", ["title"], "Edited"]]
        object["entries"] = entries
        let read = try decoded(object)
        #expect(read.checkpoint(at: 3)?.title == "Edited")
        let divergence = try #require(read.firstDivergence(environment: MemosEnvironment()))
        #expect(divergence.step == 3)
        #expect(divergence.lastMatchingStep == 2)
        #expect(divergence.differences == [#"title: "Edited" → "Two""#])
    }

    @Test func aChangeEditedBetweenCheckpointsIsFoundAtTheNextOne() throws {
        // A checkpoint every 2 steps; the change of step 3 edited: the replay's own change
        // differs there, and the state rebuilt at step 4 is compared whole.
        var start = MemosModel(title: "Start")
        start.memos = KeyedList((11...30).map { MemoModel(id: $0) })
        let store = Store(state: start, environment: MemosEnvironment())
        store.startRecording(checkpointInterval: 2)
        store.send(.rename("One"))
        store.send(.add(id: 1))
        store.send(.rename("Two"))
        store.send(.add(id: 2))
        store.send(.rename("Three"))
        store.send(.add(id: 3))
        let journal = try #require(store.journal)
        #expect(journal.checkpoints.map(\.step) == [0])
        var object = try object(of: journal)
        var entries = try #require(object["entries"] as? [[String: Any]])
        entries[2]["changes"] = [["s", ["title"], "Edited"]]
        object["entries"] = entries
        let read = try decoded(object)
        let divergence = try #require(read.firstDivergence(environment: MemosEnvironment()))
        #expect(divergence.step == 4)
        #expect(divergence.lastMatchingStep == 2)
        #expect(divergence.differences == [#"title: "Edited" → "Two""#])
    }

    @Test func aModelThatIsOnlyEncodableKeepsEveryCheckpointWithItsChanges() throws {
        // Its states could not be rebuilt from the changes, which are still written for an
        // inspector.
        let store = Store(state: WrittenOnlyModel(), environment: ())
        store.startRecording(checkpointInterval: 2)
        for _ in 1...5 { store.send(.add) }
        let journal = try #require(store.journal)
        #expect(journal.checkpoints.map(\.step) == [0, 2, 4])
        #expect(journal.stepChanges.count == 5)
        #expect(journal.stepChanges[0] == [.set([.key("total")], .integer(1))])
    }
}

/// A model written to journals, never read back.
private struct WrittenOnlyModel: ModelProtocol, Encodable {
    enum Action: Sendable, Equatable, Codable { case add }

    var total = 0

    static func update(state: consuming WrittenOnlyModel, action: Action, environment: Void)
        -> Update<WrittenOnlyModel>
    {
        state.total += 1
        return Update(state: state)
    }
}
