import Reflow

#if canImport(SwiftUI)
import SwiftUI
#endif

/// A record the app defines, used as a form field: under Xcode 26's defaults its `Equatable`
/// conformance is main-actor isolated.
struct Meeting: Equatable {
    var title = ""
    var minutes = 0
}

/// A plain enum (no raw values) used as a form field.
enum Visibility: Equatable {
    case everyone
    case invited
}

/// The meeting's notes, a child component scoped with key-path literals.
struct NotesModel: ModelProtocol {
    enum Action: Equatable, Sendable { case setText(String) }

    var text = ""

    static func update(
        state: consuming NotesModel, action: Action, environment: Void
    ) -> Update<NotesModel> {
        switch action {
        case .setText(let text): state.text = text
        }
        return Update(state: state)
    }
}

/// A form whose fields are app-defined types, edited through one `FormAction`.
struct MeetingModel: ModelProtocol {
    enum Action: Equatable, Sendable {
        case form(FormAction<MeetingModel>)
        case notes(NotesModel.Action)
    }

    var meeting = Meeting()
    var visibility = Visibility.everyone
    var notes = NotesModel()

    static let notes = Place.property(\Self.notes, tag: Action.notes)

    static func update(
        state: consuming MeetingModel, action: Action, environment: Void
    ) -> Update<MeetingModel> {
        switch action {
        case .form(let action):
            action.apply(to: &state)
            return Update(state: state)
        case .notes(let action):
            return update(state: state, action: action, environment: (), at: notes)
        }
    }
}

/// What a view of the form writes: bindings of app-defined field types, and key-path literals
/// passed where a function is expected.
struct MeetingViews {
    let store: Store<MeetingModel>

    var meeting: Binding<Meeting> { store.binding(\.meeting, form: MeetingModel.Action.form) }
    var visibility: Binding<Visibility> {
        store.binding(\.visibility, form: MeetingModel.Action.form)
    }
    var title: Binding<String> {
        store.binding(get: \.meeting.title) { .form(.set(\.meeting.title, $0)) }
    }
    var notesByGet: ViewStore<NotesModel> {
        store.viewStore(get: \.notes, tag: MeetingModel.Action.notes)
    }
    var notesByInit: ViewStore<NotesModel> {
        ViewStore(store: store, get: \.notes, tag: MeetingModel.Action.notes)
    }
    var notesByPlace: ViewStore<NotesModel> {
        store.viewStore(MeetingModel.notes)
    }
    var text: Binding<String> {
        notesByPlace.binding(get: \.text, tag: NotesModel.Action.setText)
    }
}
