import Foundation
import Testing

@testable import Reflow

/// A screen that can be written: its state and its actions are `Codable`.
private struct NoteScreen: ModelProtocol, Codable {
    enum Action: Sendable, Equatable, Codable {
        case rename(String)
    }

    var title: String

    static func update(
        state: consuming NoteScreen, action: Action, environment: Void
    ) -> Update<NoteScreen> {
        switch action {
        case .rename(let title):
            state.title = title
            return Update(state: state)
        }
    }
}

/// An app with a stack and a sheet whose state and actions can be written: a journal of it
/// keeps its checkpoints and actions on disk.
private struct NotebookModel: ModelProtocol, Codable {
    enum Action: Sendable, Equatable, Codable {
        case open(String)
        case path(StackAction<NoteScreen>)
        case sheet(PresentationAction<NoteScreen.Action>)
        case showSheet
    }

    var path = StackState<NoteScreen>()
    var sheet: NoteScreen?

    static let path = Place.stack(\Self.path, tag: Action.path)
    static let sheet = Place.presented(\Self.sheet, tag: Action.sheet)

    static func update(
        state: consuming NotebookModel, action: Action, environment: Void
    ) -> Update<NotebookModel> {
        switch action {
        case .open(let title):
            state.path.append(NoteScreen(title: title))
            return Update(state: state)
        case .showSheet:
            state.sheet = NoteScreen(title: "draft")
            return Update(state: state)
        case .path(let action):
            return update(state: state, action: action, environment: (), at: path)
        case .sheet(let action):
            return update(state: state, action: action, environment: (), at: sheet)
        }
    }
}

@MainActor
@Suite struct StackCodableTests {
    private func decode<Value: Decodable>(_: Value.Type, _ json: String) throws -> Value {
        try JSONDecoder().decode(Value.self, from: Data(json.utf8))
    }

    @Test func aStackRoundTripsWithItsIDsAndGoesOnNumberingWhereItLeftOff() throws {
        var path = StackState<NoteScreen>()
        path.append(NoteScreen(title: "a"))
        path.append(NoteScreen(title: "b"))
        path.popLast()
        path.append(NoteScreen(title: "c"))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(path)
        #expect(
            String(decoding: data, as: UTF8.self)
                == #"{"nextID":3,"screens":[{"id":0,"screen":{"title":"a"}},{"id":2,"screen":{"title":"c"}}]}"#
        )
        var decoded = try JSONDecoder().decode(StackState<NoteScreen>.self, from: data)
        #expect(decoded == path)
        #expect(decoded.ids == [0, 2])
        #expect(decoded.append(NoteScreen(title: "d")) == 3)
    }

    @Test func aStackThatWouldGiveAnIDTwiceIsRefusedNamingTheField() {
        let cases: [(json: String, field: String)] = [
            (
                #"{"screens":[{"id":1,"screen":{"title":"a"}},{"id":1,"screen":{"title":"b"}}],"nextID":2}"#,
                "id"
            ),
            (#"{"screens":[{"id":4,"screen":{"title":"a"}}],"nextID":4}"#, "nextID"),
            (#"{"screens":[],"nextID":-1}"#, "nextID"),
            (#"{"screens":[{"id":-3,"screen":{"title":"a"}}],"nextID":0}"#, "id"),
        ]
        for (json, field) in cases {
            #expect(throws: DecodingError.self, "\(json)") {
                try decode(StackState<NoteScreen>.self, json)
            }
            do {
                _ = try decode(StackState<NoteScreen>.self, json)
            } catch let DecodingError.dataCorrupted(context) {
                #expect(context.codingPath.last?.stringValue == field, "\(json): \(context)")
            } catch {
                Issue.record("\(json): \(error)")
            }
        }
    }

    @Test func stackAndPresentationActionsRoundTrip() throws {
        let actions: [StackAction<NoteScreen>] = [
            .push(id: 0, state: NoteScreen(title: "a")),
            .element(id: 0, action: .rename("b")),
            .popFrom(id: 0),
        ]
        let data = try JSONEncoder().encode(actions)
        #expect(try JSONDecoder().decode([StackAction<NoteScreen>].self, from: data) == actions)

        let presentations: [PresentationAction<NoteScreen.Action>] = [
            .presented(.rename("c")), .dismiss,
        ]
        let presentationData = try JSONEncoder().encode(presentations)
        #expect(
            try JSONDecoder().decode(
                [PresentationAction<NoteScreen.Action>].self, from: presentationData)
                == presentations)
    }

    @Test func aJournalOfAnAppWithNavigationIsWrittenReadAndReplayedWithItsCheckpoints() throws {
        let store = Store(state: NotebookModel(), environment: ())
        store.startRecording(checkpointInterval: 2)
        store.send(.open("a"))
        store.send(.path(.push(id: 1, state: NoteScreen(title: "b"))))
        store.send(.path(.element(id: 1, action: .rename("B"))))
        store.send(.showSheet)
        store.send(.sheet(.presented(.rename("memo"))))
        store.send(.path(.popFrom(id: 0)))
        store.send(.sheet(.dismiss))
        let journal = try #require(store.stopRecording())
        let data = try JSONEncoder().encode(journal)
        let read = try JSONDecoder().decode(Journal<NotebookModel>.self, from: data)
        #expect(read == journal)
        #expect(read.firstDivergence(environment: ()) == nil)
        #expect(store.state.path.isEmpty)
        #expect(store.state.sheet == nil)
    }
}
