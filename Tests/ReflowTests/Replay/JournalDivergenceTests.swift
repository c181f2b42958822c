import Testing

@testable import Reflow

/// `Journal.firstDivergence(environment:)`: a replay that checks what it shows.
@MainActor
@Suite struct JournalDivergenceTests {
    /// Renames then adds, recorded with a checkpoint every `interval` steps.
    private func recordedJournal(interval: Int) throws -> Journal<MemosModel> {
        let store = Store(state: MemosModel(title: "Start"), environment: MemosEnvironment())
        store.startRecording(checkpointInterval: interval)
        store.send(.rename("One"))
        store.send(.add(id: 1))
        store.send(.rename("Two"))
        store.send(.add(id: 2))
        return try #require(store.journal)
    }

    /// The journal with the title of the state at `step` replaced, as an edit of its file
    /// would: a journal without changes, whose every checkpoint's state is kept.
    private func editing(
        _ journal: Journal<MemosModel>, titleAt step: Int, to title: String
    ) -> Journal<MemosModel> {
        let checkpoints = everyCheckpoint(of: journal).map { checkpoint in
            guard checkpoint.step == step else { return checkpoint }
            var state = checkpoint.state
            state.title = title
            return Journal<MemosModel>.Checkpoint(step: step, state: state)
        }
        return Journal(
            checkpointInterval: journal.checkpointInterval, startStep: journal.startStep,
            entries: journal.entries, checkpoints: checkpoints)
    }

    /// Every checkpoint's state, as a journal without changes keeps them.
    private func everyCheckpoint(of journal: Journal<MemosModel>) -> [Journal<MemosModel>
        .Checkpoint]
    {
        stride(from: journal.startStep, through: journal.endStep, by: journal.checkpointInterval)
            .map { .init(step: $0, state: journal.checkpoint(at: $0)!) }
    }

    @Test func aJournalTheUpdateRecordedDoesNotDiverge() throws {
        for interval in [1, 2, 3] {
            let journal = try recordedJournal(interval: interval)
            #expect(journal.firstDivergence(environment: MemosEnvironment()) == nil)
        }
    }

    @Test func anEditedCheckpointIsTheFirstDivergenceWithItsStepActionAndFields() throws {
        let journal = editing(try recordedJournal(interval: 1), titleAt: 3, to: "Edited")
        let divergence = try #require(journal.firstDivergence(environment: MemosEnvironment()))
        #expect(divergence.step == 3)
        #expect(divergence.entry.action == .rename("Two"))
        #expect(divergence.lastMatchingStep == 2)
        #expect(divergence.recorded.title == "Edited")
        #expect(divergence.replayed.title == "Two")
        #expect(divergence.differences == [#"title: "Edited" → "Two""#])
        #expect(
            divergence.description == """
                step 3, .rename("Two"), sent by the user: the state is not the recorded one \
                (recorded → replayed):
                  title: "Edited" → "Two"
                """)
    }

    @Test func betweenCheckpointsTheDivergenceSaysWhereTheStateLastMatched() throws {
        let journal = editing(try recordedJournal(interval: 2), titleAt: 4, to: "Edited")
        let divergence = try #require(journal.firstDivergence(environment: MemosEnvironment()))
        #expect(divergence.step == 4)
        #expect(divergence.lastMatchingStep == 2)
        #expect(
            divergence.description.hasPrefix(
                "step 4, .add(id: 2), sent by the user: the state is not the recorded one (the "
                    + "state matched at step 2; one of the steps since made the difference)"))
    }

    @Test func theDescriptionListsTwentyDifferencesThenCountsTheRest() throws {
        let store = Store(state: MemosModel(title: "Start"), environment: MemosEnvironment())
        store.startRecording(checkpointInterval: 1)
        for id in 1...25 { store.send(.add(id: id)) }
        store.send(.rename("End"))
        var journal = try #require(store.journal)
        let checkpoints = everyCheckpoint(of: journal)
        let last = try #require(checkpoints.last)
        var edited = last.state
        edited.memos = []
        edited.title = "Edited"
        journal = Journal(
            checkpointInterval: 1, startStep: 0, entries: journal.entries,
            checkpoints: checkpoints.dropLast() + [.init(step: last.step, state: edited)])
        let divergence = try #require(journal.firstDivergence(environment: MemosEnvironment()))
        #expect(divergence.differences.count == 26)
        let lines = divergence.description.split(separator: "\n")
        #expect(lines.count == 1 + 20 + 1)
        #expect(lines.last == "  … and 6 more")
    }

    @Test func aJournalWithoutStatesHasNothingToCheck() throws {
        let journal = try recordedJournal(interval: 1)
        let withoutStates = Journal<MemosModel>(
            checkpointInterval: 1, startStep: 0, entries: journal.entries, checkpoints: [])
        #expect(withoutStates.firstDivergence(environment: MemosEnvironment()) == nil)
    }
}
