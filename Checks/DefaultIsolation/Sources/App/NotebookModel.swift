import Foundation
import Reflow

/// A note, `Codable` as an app type is under Xcode 26's defaults: its conformance is main-actor
/// isolated, so it is encoded and decoded where the update runs.
struct Note: Codable, Equatable, Identifiable, Sendable {
    var id: Int
    var text: String
}

/// A notebook whose notes are persisted: loaded at start, saved after each change.
struct NotebookModel: ModelProtocol {
    enum Action: Equatable, Sendable {
        case add(String)
        case file(PersistenceAction)
    }

    struct Environment {
        var file: PersistenceStorage
    }

    var notes = Persisted<[Note]>([])

    static func update(
        state: consuming NotebookModel,
        action: Action,
        environment: Environment
    ) -> Update<NotebookModel> {
        reduce(state, action: action, environment: environment)
            .savingChanges(of: \.notes, storage: environment.file, tag: Action.file)
    }

    private static func reduce(
        _ state: consuming NotebookModel,
        action: Action,
        environment: Environment
    ) -> Update<NotebookModel> {
        switch action {
        case .add(let text):
            state.notes.value.append(Note(id: state.notes.value.count + 1, text: text))
            return Update(state: state)
        case .file(let action):
            return update(
                state: state, action: action, persisted: \.notes, storage: environment.file,
                tag: Action.file)
        }
    }
}
