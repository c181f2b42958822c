import Foundation
import Reflow
import Testing

/// A journal written to a file and read back, with the checks of its decoding.
@MainActor
@Suite struct JournalFileTests {
    private func recordedJournal() throws -> Journal<MemosModel> {
        let store = Store(state: MemosModel(title: "Start"), environment: MemosEnvironment())
        store.startRecording(checkpointInterval: 2)
        store.send(.add(id: 1))
        store.send(.memo(id: 1, action: .toggle))
        store.send(.rename("End"))
        return try #require(store.journal)
    }

    @Test func aJournalWrittenToAFileReadsBackEqual() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("session.json")
        let journal = try recordedJournal()
        try journal.write(toFile: path)
        #expect(try Journal<MemosModel>.read(fromFile: path) == journal)
        #expect(directory.contents == ["session.json"])
        #expect(try Journal<MemosModel>.read(fromFile: directory.path("none.json")) == nil)
    }

    @Test(arguments: [
        ("{ not json", "it is not valid JSON"),
        (
            #"{"model": "MemosModel"}"#,
            #"the field "formatVersion" is not valid: Not a Reflow journal: it has no formatVersion."#
        ),
        (
            #"{"formatVersion": 1, "checkpointInterval": 0, "startStep": 0, "entries": []}"#,
            #"the field "checkpointInterval" is not valid: The checkpoint interval is 0; it must be from 1 to 1000000."#
        ),
        (
            #"{"formatVersion": 1, "checkpointInterval": 1, "startStep": 0, "entries": []}"#,
            "it holds no states"
        ),
    ])
    func aFileThatIsNotAJournalWithItsStatesIsRefusedWithItsReason(
        text: String, reason: String
    ) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("session.json")
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: PersistenceError.corrupt(path: path, reason: reason)) {
            try Journal<MemosModel>.read(fromFile: path)
        }
    }

    @Test func aJournalOfAModelThatIsNotCodableNeedsNoStates() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("session.json")
        let store = Store(state: CountedModel(), environment: ())
        store.startRecording(checkpointInterval: 1)
        store.send(.add(2))
        try #require(store.journal).write(toFile: path)
        let read = try #require(try Journal<CountedModel>.read(fromFile: path))
        #expect(read.entries.map(\.action) == [.add(2)])
        #expect(read.checkpoints.isEmpty)
    }
}
