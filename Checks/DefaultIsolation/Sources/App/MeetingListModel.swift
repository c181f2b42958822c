import Reflow

/// An app-defined alert action: under Xcode 26's defaults its `Equatable` conformance is
/// main-actor isolated, and alerts of it still compare.
enum MeetingAlert: Equatable, Sendable {
    case confirmDeletion
}

/// A presented screen that ends its own presentation.
struct MeetingEditorModel: ModelProtocol {
    enum Action: Equatable, Sendable {
        case setTitle(String)
        case doneTapped
    }

    var title = ""

    static func update(
        state: consuming MeetingEditorModel, action: Action, environment: Void
    ) -> Update<MeetingEditorModel> {
        switch action {
        case .setTitle(let title):
            state.title = title
            return Update(state: state)
        case .doneTapped:
            return Update(state: state, fx: .dismiss)
        }
    }
}

/// Where the list leads, derived case paths and all.
enum MeetingDestination: Equatable {
    case edit(MeetingEditorModel)
    case alert(AlertState<MeetingAlert>)
}

/// A list that presents an editor and a deletion alert from one optional destination.
struct MeetingListModel: ModelProtocol {
    enum Action: Equatable, Sendable {
        case edit(PresentationAction<MeetingEditorModel.Action>)
        case alert(PresentationAction<MeetingAlert>)
        case addTapped
        case deleteTapped
    }

    var titles: [String] = []
    var destination: MeetingDestination?

    // The places of the two destinations, declared once: under Xcode 26's defaults they are
    // main-actor isolated, as the update and the views that use them are.
    static let edit = Place.presented(
        \Self.destination, case: /MeetingDestination.edit, tag: Action.edit)
    static let alert = Place.presented(
        \Self.destination, case: /MeetingDestination.alert, tag: Action.alert)

    static func update(
        state: consuming MeetingListModel, action: Action, environment: Void
    ) -> Update<MeetingListModel> {
        switch action {
        case .addTapped:
            state.destination = .edit(MeetingEditorModel())
            return Update(state: state)
        case .deleteTapped:
            state.destination = .alert(
                AlertState(title: "Delete every meeting?") {
                    ButtonState(role: .destructive, action: .confirmDeletion) { "Delete" }
                    ButtonState.cancel("Cancel")
                })
            return Update(state: state)
        case .edit(.dismiss):
            if case .edit(let editor) = state.destination {
                state.titles.append(editor.title)
            }
            return update(state: state, action: .dismiss, environment: (), at: edit)
        case .edit(let action):
            return update(state: state, action: action, environment: (), at: edit)
        case .alert(.presented(.confirmDeletion)):
            state.titles.removeAll()
            return update(
                state: state, action: .presented(.confirmDeletion), environment: (), at: alert)
        case .alert(let action):
            return update(state: state, action: action, environment: (), at: alert)
        }
    }
}

/// What the list's view does with its places: the editor's presentation and the alert's store.
struct MeetingListScreen {
    let store: Store<MeetingListModel>

    /// The editor, as a sheet would present it.
    var editor: Presentation<MeetingEditorModel> { store.presentation(MeetingListModel.edit) }

    /// The alert's store while it is shown.
    var alert: ViewStore<AlertState<MeetingAlert>>? { store.viewStore(MeetingListModel.alert) }
}
