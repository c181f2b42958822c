import Foundation
import Reflow

// What "Recording and replaying sessions" assumes: notes in a keyed list, each saved through an
// effect of the environment; the model and its actions are Codable, so a journal is written
// with its states.

struct Note: ModelProtocol, Identifiable, Codable {
    enum Action: Sendable, Equatable, Codable { case toggle, save, saved }

    var id: Int
    var title = ""
    var isDone = false
    var isSaving = false

    static func update(
        state: consuming Note, action: Action, environment: NotesEnvironment
    ) -> Update<Note> {
        switch action {
        case .toggle:
            state.isDone.toggle()
        case .save:
            state.isSaving = true
            let save = environment.save
            return Update(
                state: state,
                fx: .task {
                    await save()
                    return .saved
                }
                .cancellable(id: "save"))
        case .saved:
            state.isSaving = false
        }
        return Update(state: state)
    }
}

struct NotesEnvironment: Sendable {
    var save: @Sendable () async -> Void

    static let live = NotesEnvironment(save: {})
    static let test = NotesEnvironment(save: {})
}

struct NotesModel: ModelProtocol, Codable {
    enum Action: Sendable, Equatable, Codable {
        case add(id: Int, title: String)
        case note(id: Int, action: Note.Action)
    }

    var notes: KeyedList<Note> = []

    static let note = Place.items(\Self.notes, tag: Action.note)

    static func update(
        state: consuming NotesModel, action: Action, environment: NotesEnvironment
    ) -> Update<NotesModel> {
        switch action {
        case .add(let id, let title):
            state.notes.append(Note(id: id, title: title))
            return Update(state: state)
        case .note(let id, let action):
            return update(state: state, action: action, environment: environment, at: note(id))
        }
    }
}

/// Where the app keeps the journal of a session.
let journalURL = URL(fileURLWithPath: "/tmp/session.json")
