import Foundation
import Reflow

/// A note, `Codable` as an app type is under Xcode 26's defaults: its conformance is main-actor
/// isolated, so it is encoded and decoded where the update runs.
struct SavedNote: Codable, Equatable, Identifiable, Sendable {
    var id: Int
    var text: String
}

/// A list of notes persisted to a file: loaded at start, saved after each change.
struct NotesFileModel: ModelProtocol {
    enum Action: Equatable, Sendable {
        case add(String)
        case file(PersistenceAction)
    }

    struct Environment {
        var file: PersistenceStorage
    }

    var notes = Persisted<[SavedNote]>([])

    /// The notes' file: under Xcode 26's defaults the place, like the notes' `Codable`
    /// conformance, is main-actor isolated.
    static let file = Place.persisted(\Self.notes, tag: Action.file)

    static func update(
        state: consuming NotesFileModel,
        action: Action,
        environment: Environment
    ) -> Update<NotesFileModel> {
        reduce(state, action: action, environment: environment)
            .savingChanges(of: \.notes, storage: environment.file, tag: Action.file)
    }

    private static func reduce(
        _ state: consuming NotesFileModel,
        action: Action,
        environment: Environment
    ) -> Update<NotesFileModel> {
        switch action {
        case .add(let text):
            state.notes.value.append(SavedNote(id: state.notes.value.count + 1, text: text))
            return Update(state: state)
        case .file(let action):
            return update(state: state, action: action, environment: environment.file, at: file)
        }
    }
}
