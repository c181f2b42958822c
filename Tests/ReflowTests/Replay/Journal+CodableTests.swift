import Foundation
import Testing

@testable import Reflow

@MainActor
@Suite struct JournalCodableTests {
    /// A journal of every kind of entry: the user's, one fed back at once, one fed back by an
    /// effect in a child; with a checkpoint every 2 steps.
    private func recordedJournal() async throws -> Journal<MemosModel> {
        let store = Store(state: MemosModel(title: "Start"), environment: MemosEnvironment())
        store.startRecording(checkpointInterval: 2)
        store.send(.add(id: 1))
        store.send(.memo(id: 1, action: .toggleLater))
        store.send(.memo(id: 1, action: .save))
        await store.waitForEffects()
        store.send(.rename("End"))
        return try #require(store.journal)
    }

    @Test func aJournalRoundTripsThroughJSON() async throws {
        let journal = try await recordedJournal()
        let data = try JSONEncoder().encode(journal)
        let decoded = try JSONDecoder().decode(Journal<MemosModel>.self, from: data)

        #expect(decoded == journal)
        #expect(decoded.entries.count == 6)
        #expect(decoded.checkpoints.map(\.step) == journal.checkpoints.map(\.step))
        for step in [0, 2, 4, 6] {
            #expect(decoded.checkpoint(at: step) == journal.state(at: step, environment: .init()))
        }
        #expect(decoded.entries.map(\.origin).filter { $0 != .user }.count == 2)
    }

    @Test func theJSONSaysWhatItHolds() async throws {
        let journal = try await recordedJournal()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let object = try #require(
            try JSONSerialization.jsonObject(with: encoder.encode(journal)) as? [String: Any])

        #expect(object["formatVersion"] as? Int == 2)
        #expect(object["model"] as? String == "MemosModel")
        #expect(object["checkpointInterval"] as? Int == 2)
        #expect(object["startStep"] as? Int == 0)
        let entries = try #require(object["entries"] as? [[String: Any]])
        #expect(entries.map { $0["step"] as? Int } == [1, 2, 3, 4, 5, 6])
        #expect(entries[0]["effect"] == nil)
        let effect = try #require(entries[4]["effect"] as? [String: Any])
        #expect(effect["id"] as? String == "save")
        #expect(effect["child"] as? String == "memos[id: 1]")
        #expect(effect["step"] as? Int == 4)
    }

    @Test func aModelThatIsNotCodableWritesItsActionsOnly() throws {
        let store = Store(state: CountedModel(), environment: ())
        store.startRecording(checkpointInterval: 1)
        store.send(.add(2))
        store.send(.add(3))
        let journal = try #require(store.journal)
        #expect(journal.checkpoints.count == 3)

        let data = try JSONEncoder().encode(journal)
        let decoded = try JSONDecoder().decode(Journal<CountedModel>.self, from: data)
        #expect(decoded.entries == journal.entries)
        #expect(decoded.checkpoints.isEmpty)
        #expect(decoded.start == nil)
        #expect(decoded.checkpoint(at: 0) == nil)
    }

    @Test func aFileThatIsNotAJournalSaysSo() {
        expectError(#"{"entries": []}"#, saying: "Not a Reflow journal: it has no formatVersion.")
    }

    @Test func aLaterFormatVersionSaysWhichThisReflowReads() {
        expectError(
            #"{"formatVersion": 3, "checkpointInterval": 1, "startStep": 0, "entries": []}"#,
            saying:
                "The journal is in format version 3; this version of Reflow reads versions 1 to 2."
        )
    }

    @Test func anEntryOutOfStepSaysWhereItIsAndWhereItShouldBe() {
        expectError(
            """
            {"formatVersion": 1, "checkpointInterval": 1, "startStep": 0,
             "entries": [{"step": 1, "action": {"rename": {"_0": "a"}}},
                         {"step": 3, "action": {"rename": {"_0": "b"}}}]}
            """,
            saying: "Entry 1 is at step 3; expected 2.")
    }

    @Test func aCheckpointOffTheIntervalSaysWhereItShouldBe() {
        expectError(
            """
            {"formatVersion": 1, "checkpointInterval": 2, "startStep": 0,
             "checkpoints": [{"step": 0, "state": {"title": "", "memos": []}},
                             {"step": 1, "state": {"title": "a", "memos": []}}],
             "entries": [{"step": 1, "action": {"rename": {"_0": "a"}}}]}
            """,
            saying: """
                Checkpoint 1 is at step 1; expected step 2, every 2 steps from the start step 0 \
                to the last step 1.
                """)
    }

    @Test(arguments: [0, -1, 1_000_001, 1_000_000_000, Int.max, Int.min])
    func aCheckpointIntervalOutOfBoundsIsRefusedNamingTheField(interval: Int) {
        expectError(
            """
            {"formatVersion": 1, "checkpointInterval": \(interval), "startStep": 0, "entries": []}
            """,
            saying: "The checkpoint interval is \(interval); it must be from 1 to 1000000.",
            at: ["checkpointInterval"])
    }

    @Test func theLargestCheckpointIntervalIsAccepted() throws {
        let json = """
            {"formatVersion": 1, "checkpointInterval": 1000000, "startStep": 0,
             "checkpoints": [{"step": 0, "state": {"title": "", "memos": []}}],
             "entries": [{"step": 1, "action": {"rename": {"_0": "a"}}}]}
            """
        let journal = try JSONDecoder().decode(Journal<MemosModel>.self, from: Data(json.utf8))
        #expect(journal.checkpointInterval == 1_000_000)
        // Continuing it holds an interval of actions: bounded, and no trap.
        let store = Store(replaying: journal, environment: MemosEnvironment())
        #expect(store.state.title == "a")
    }

    @Test(arguments: [-1, (1 << 53) + 1, Int.max, Int.min])
    func aStartStepOutOfBoundsIsRefusedNamingTheField(startStep: Int) {
        expectError(
            """
            {"formatVersion": 1, "checkpointInterval": 1, "startStep": \(startStep),
             "entries": [{"step": 1, "action": {"rename": {"_0": "a"}}}]}
            """,
            saying: "The start step is \(startStep); it must be from 0 to 9007199254740992.",
            at: ["startStep"])
    }

    @Test(arguments: [-5, 2, 3, Int.max, Int.min])
    func anEffectStartedAtOrAfterTheStepItFedIsRefusedNamingTheField(started: Int) {
        expectError(
            """
            {"formatVersion": 1, "checkpointInterval": 1, "startStep": 0,
             "entries": [{"step": 1, "action": {"rename": {"_0": "a"}}},
                         {"step": 2, "action": {"rename": {"_0": "b"}},
                          "effect": {"step": \(started), "isImmediate": false}}]}
            """,
            saying: """
                Entry 1, at step 2, was fed back by an effect started at step \(started); it \
                must have started at a step from 0 to 1.
                """,
            at: ["entries", "Index 1", "effect"])
    }

    @Test func anActionTheAppNoLongerDecodesFailsAtItsEntry() throws {
        let json = """
            {"formatVersion": 1, "checkpointInterval": 1, "startStep": 0,
             "entries": [{"step": 1, "action": {"archive": {}}}]}
            """
        #expect {
            try JSONDecoder().decode(Journal<MemosModel>.self, from: Data(json.utf8))
        } throws: { error in
            let context: DecodingError.Context? =
                switch error as? DecodingError {
                case .typeMismatch(_, let context), .dataCorrupted(let context),
                    .keyNotFound(_, let context), .valueNotFound(_, let context):
                    context
                default: nil
                }
            return context?.codingPath.map(\.stringValue) == ["entries", "Index 0", "action"]
        }
    }

    private func expectError(
        _ json: String, saying message: String, at path: [String]? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(sourceLocation: sourceLocation) {
            try JSONDecoder().decode(Journal<MemosModel>.self, from: Data(json.utf8))
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.debugDescription == message
                && (path == nil || context.codingPath.map(\.stringValue) == path)
        }
    }
}
