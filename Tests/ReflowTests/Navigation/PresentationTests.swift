import ReflowTesting
import Testing

@testable import Reflow

/// A presented screen: it edits a draft, and ends its own presentation when saved or
/// cancelled.
private struct SheetEditorModel: ModelProtocol {
    enum Action: Sendable, Equatable {
        case setDraft(String)
        case saveTapped
        case cancelTapped
        case startTimer
        case tick
    }

    var draft = ""
    var ticks = 0

    static func update(
        state: consuming SheetEditorModel,
        action: Action,
        environment: Void
    ) -> Update<SheetEditorModel> {
        switch action {
        case .setDraft(let draft):
            state.draft = draft
            return Update(state: state)
        case .saveTapped, .cancelTapped:
            return Update(state: state, fx: .dismiss)
        case .startTimer:
            return Update(
                state: state,
                fx: .run { send in
                    while !Task.isCancelled {
                        try? await Task.sleep(for: .seconds(3600))
                    }
                })
        case .tick:
            state.ticks += 1
            return Update(state: state)
        }
    }
}

private enum AlertAction: Sendable, Equatable {
    case confirmDeletion
}

/// Where the list leads: an edit screen, or a confirmation alert.
private enum Destination: Equatable {
    case edit(SheetEditorModel)
    case alert(AlertState<AlertAction>)
}

/// A parent that presents an optional editor, and a destination enum of an editor or an alert.
private struct MeetingsModel: ModelProtocol {
    enum Action: Sendable, Equatable {
        case editor(PresentationAction<SheetEditorModel.Action>)
        case edit(PresentationAction<SheetEditorModel.Action>)
        case alert(PresentationAction<AlertAction>)
        case openEditor
        case deleteTapped
    }

    var editor: SheetEditorModel?
    var destination: Destination?
    var items = ["a", "b"]
    var saved: [String] = []

    static let editor = Place.presented(\Self.editor, tag: Action.editor)
    static let edit = Place.presented(\Self.destination, case: /Destination.edit, tag: Action.edit)
    static let alert = Place.presented(
        \Self.destination, case: /Destination.alert, tag: Action.alert)

    static func update(
        state: consuming MeetingsModel,
        action: Action,
        environment: Void
    ) -> Update<MeetingsModel> {
        switch action {
        case .openEditor:
            state.editor = SheetEditorModel()
            return Update(state: state)
        case .deleteTapped:
            state.destination = .alert(
                AlertState(title: "Delete?", message: "It cannot be undone.") {
                    ButtonState(role: .destructive, action: .confirmDeletion) { "Delete" }
                    ButtonState.cancel("Cancel")
                })
            return Update(state: state)
        case .editor(.presented(.saveTapped)):
            // The parent reacts to the child's action before the form runs it.
            state.saved.append(state.editor?.draft ?? "")
            return update(
                state: state, action: .presented(.saveTapped), environment: (),
                at: editor)
        case .editor(let action):
            return update(state: state, action: action, environment: (), at: editor)
        case .edit(let action):
            return update(state: state, action: action, environment: (), at: edit)
        case .alert(.presented(.confirmDeletion)):
            state.items.removeAll()
            return update(
                state: state, action: .presented(.confirmDeletion), environment: (),
                at: alert)
        case .alert(let action):
            return update(state: state, action: action, environment: (), at: alert)
        }
    }
}

private let sureDialog = ConfirmationDialogState<AlertAction>(title: "Sure?") {
    ButtonState(role: .destructive, action: .confirmDeletion) { "Delete" }
}

/// A parent that presents a confirmation dialog in an optional.
private struct DialogModel: ModelProtocol {
    enum Action: Sendable, Equatable {
        case dialog(PresentationAction<AlertAction>)
        case showDialog
    }

    var dialog: ConfirmationDialogState<AlertAction>?
    var confirmed = 0

    static let dialog = Place.presented(\Self.dialog, tag: Action.dialog)

    static func update(
        state: consuming DialogModel, action: Action, environment: Void
    ) -> Update<DialogModel> {
        switch action {
        case .showDialog:
            state.dialog = sureDialog
            return Update(state: state)
        case .dialog(.presented(.confirmDeletion)):
            state.confirmed += 1
            return update(
                state: state, action: .presented(.confirmDeletion), environment: (),
                at: dialog)
        case .dialog(let action):
            return update(state: state, action: action, environment: (), at: dialog)
        }
    }
}

@MainActor
@Suite struct PresentationTests {
    @Test func aChildThatDismissesItselfReachesTheParentAsAnActionThatClearsIt() async {
        let store = TestStore(state: MeetingsModel(), environment: ())
        await store.send(.openEditor) { $0.editor = SheetEditorModel() }
        await store.send(.editor(.presented(.setDraft("Hi")))) { $0.editor?.draft = "Hi" }
        await store.send(.editor(.presented(.saveTapped))) { $0.saved = ["Hi"] }
        await store.receive(.editor(.dismiss)) { $0.editor = nil }
        await store.finish()
    }

    @Test func dismissingAPresentedChildEndsItsEffects() async {
        let store = TestStore(state: MeetingsModel(), environment: ())
        await store.send(.openEditor) { $0.editor = SheetEditorModel() }
        await store.send(.editor(.presented(.startTimer)))
        #expect(store.runningEffectCount == 1)
        await store.send(.editor(.presented(.cancelTapped)))
        await store.receive(.editor(.dismiss)) { $0.editor = nil }
        #expect(store.runningEffectCount == 0)
        await store.finish()
    }

    @Test func theParentCanDismissAChildItselfAndADismissOfAnAbsentChildChangesNothing() {
        var list = MeetingsModel()
        list.editor = SheetEditorModel(draft: "x")
        let dismissed = MeetingsModel.update(
            state: list, action: .editor(.dismiss), environment: ())
        #expect(dismissed.state.editor == nil)
        #expect(!dismissed.leavesStateUnchanged)
        let issues = Issues()
        let again = RuntimeIssue.$reporter.withValue({ issues.messages.append($0.message) }) {
            MeetingsModel.update(state: dismissed.state, action: .editor(.dismiss), environment: ())
        }
        #expect(again.state == dismissed.state)
        #expect(again.leavesStateUnchanged)
        #expect(again.fx.isNone)
        #expect(issues.messages.count == 1)
        #expect(
            issues.messages.first?.contains("nothing is presented") == true, "\(issues.messages)")
    }

    @Test func aDismissalWithNothingPresentedChangesNothingAndIsReported() async {
        let store = TestStore(state: MeetingsModel(), environment: ())
        await store.send(.editor(.dismiss))
        await store.send(.alert(.dismiss))
        #expect(store.runtimeIssues.count == 2)
        #expect(
            store.runtimeIssues.allSatisfy { $0.message.contains("nothing is presented") },
            "\(store.runtimeIssues)")
        // A dismissal of a case the destination is not in: another presentation took the slot.
        await store.send(.deleteTapped) {
            $0.destination = .alert(
                AlertState(title: "Delete?", message: "It cannot be undone.") {
                    ButtonState(role: .destructive, action: .confirmDeletion) { "Delete" }
                    ButtonState.cancel("Cancel")
                })
        }
        await store.send(.edit(.dismiss))
        #expect(store.runtimeIssues.count == 2)
        await store.finish()
    }

    @Test func aDestinationIsDismissedOnlyWhileItIsInTheChildsCase() async {
        let store = TestStore(state: MeetingsModel(), environment: ())
        await store.send(.deleteTapped) {
            $0.destination = .alert(
                AlertState(title: "Delete?", message: "It cannot be undone.") {
                    ButtonState(role: .destructive, action: .confirmDeletion) { "Delete" }
                    ButtonState.cancel("Cancel")
                })
        }
        // A late dismissal of the edit screen leaves the alert in place.
        await store.send(.edit(.dismiss))
        await store.send(.alert(.dismiss)) { $0.destination = nil }
        await store.finish()
    }

    @Test func anAlertButtonsActionIsOneSendThatClearsTheAlert() async {
        let store = TestStore(state: MeetingsModel(), environment: ())
        await store.send(.deleteTapped) {
            $0.destination = .alert(
                AlertState(title: "Delete?", message: "It cannot be undone.") {
                    ButtonState(role: .destructive, action: .confirmDeletion) { "Delete" }
                    ButtonState.cancel("Cancel")
                })
        }
        await store.send(.alert(.presented(.confirmDeletion))) {
            $0.items = []
            $0.destination = nil
        }
        // No `.dismiss` follows: `finish` fails on an action left to receive.
        await store.finish()
    }

    @Test func aDialogsButtonInAnOptionalIsOneSendThatClearsTheDialog() async {
        let store = TestStore(state: DialogModel(), environment: ())
        await store.send(.showDialog) { $0.dialog = sureDialog }
        await store.send(.dialog(.presented(.confirmDeletion))) {
            $0.confirmed = 1
            $0.dialog = nil
        }
        await store.finish()
    }

    @Test func aDestinationChildRunsInItsCaseAndDismissesItself() async {
        var list = MeetingsModel()
        list.destination = .edit(SheetEditorModel())
        let store = TestStore(state: list, environment: ())
        await store.send(.edit(.presented(.setDraft("B")))) {
            $0.destination = .edit(SheetEditorModel(draft: "B"))
        }
        await store.send(.edit(.presented(.cancelTapped)))
        await store.receive(.edit(.dismiss)) { $0.destination = nil }
        await store.finish()
    }

    @Test func aScreenTestedAloneShowsThatItAskedToClose() async {
        let store = TestStore(state: SheetEditorModel(), environment: ())
        await store.send(.setDraft("x")) { $0.draft = "x" }
        #expect(!store.isDismissed)
        await store.send(.saveTapped)
        #expect(store.isDismissed)
        await store.finish()
    }

    @Test func aScreenTestedAloneEndsItsEffectsWhenItDismissesItself() async {
        let store = TestStore(state: SheetEditorModel(), environment: ())
        await store.send(.startTimer)
        #expect(store.runningEffectCount == 1)
        await store.send(.cancelTapped)
        #expect(store.isDismissed)
        #expect(store.runningEffectCount == 0)
        // As presented, it is gone: what it starts now ends at once.
        await store.send(.startTimer)
        #expect(store.runningEffectCount == 0)
        await store.finish(timeout: .seconds(30))
    }

    @Test func aRootStoreAskedToDismissReportsIt() {
        let issues = Issues()
        RuntimeIssue.$reporter.withValue({ issues.messages.append($0.message) }) {
            let store = Store(state: SheetEditorModel(), environment: ())
            store.send(.cancelTapped)
        }
        #expect(issues.messages.count == 1)
        #expect(issues.messages.first?.contains("nothing presents") == true, "\(issues.messages)")
    }

    @Test func throughAChildFormThatPresentsNothingADismissPassesUp() {
        // The editor's dismiss, run through the plain optional form, stays a dismiss for the
        // parent's own parent to turn into an action.
        var list = MeetingsModel()
        list.editor = SheetEditorModel()
        let next = MeetingsModel.update(
            state: list, action: SheetEditorModel.Action.cancelTapped, environment: (),
            at: Place.optional(\MeetingsModel.editor, tag: { .editor(.presented($0)) }))
        #expect(next.fx.dismisses)
        #expect(next.state.editor != nil)
    }

    @Test func theInPlaceFormsPresentAndDismissAsTheByValueOnesDo() {
        var list = MeetingsModel()
        list.editor = SheetEditorModel()
        let step = MeetingsModel.reduce(
            into: &list, action: .presented(SheetEditorModel.Action.cancelTapped), environment: (),
            at: MeetingsModel.editor)
        #expect(sentActions(step.fx) == [.editor(.dismiss)])
        #expect(!step.fx.dismisses)
        let dismissal = MeetingsModel.reduce(
            into: &list, action: PresentationAction<SheetEditorModel.Action>.dismiss,
            environment: (),
            at: MeetingsModel.editor)
        #expect(list.editor == nil)
        #expect(!dismissal.leavesStateUnchanged)

        list.destination = .alert(AlertState(title: "Sure?"))
        let stale = MeetingsModel.reduce(
            into: &list, action: PresentationAction<SheetEditorModel.Action>.dismiss,
            environment: (),
            at: MeetingsModel.edit)
        #expect(stale.leavesStateUnchanged)
        #expect(list.destination == .alert(AlertState(title: "Sure?")))
        _ = MeetingsModel.reduce(
            into: &list, action: PresentationAction<AlertAction>.dismiss, environment: (),
            at: MeetingsModel.alert)
        #expect(list.destination == nil)
    }

    @Test func aPresentedChildsStoreSendsPresentedActions() {
        let store = Store(state: MeetingsModel(), environment: ())
        #expect(store.viewStore(MeetingsModel.editor) == nil)
        store.send(.openEditor)
        let editor = store.viewStore(MeetingsModel.editor)
        editor?.send(.setDraft("typed"))
        #expect(store.state.editor?.draft == "typed")

        store.send(.deleteTapped)
        #expect(
            store.viewStore(MeetingsModel.edit)
                == nil)
        #expect(
            store.viewStore(MeetingsModel.alert)?
                .state.title == "Delete?")
    }
}

@Suite struct AlertStateTests {
    @Test func alertsCompareByTitleMessageAndButtons() {
        let delete = AlertState<AlertAction>(title: "Delete?") {
            ButtonState(role: .destructive, action: .confirmDeletion) { "Delete" }
            ButtonState.cancel("Cancel")
        }
        #expect(delete == delete)
        #expect(delete != AlertState(title: "Delete?"))
        #expect(delete.buttons.map(\.role) == [.destructive, .cancel])
        #expect(delete.buttons.first?.action == .confirmDeletion)
        var renamed = delete
        renamed.buttons[0].label = "Remove"
        #expect(renamed != delete)
        #expect(
            ConfirmationDialogState<AlertAction>(title: "Sure?", isTitleVisible: true)
                != ConfirmationDialogState(title: "Sure?"))
    }

    @Test func buttonsWhoseActionsAreNotEquatableAreEqualOnlyWithoutActions() {
        struct Opaque: Sendable {}
        #expect(ButtonState<Opaque>.cancel("OK") == ButtonState<Opaque>.cancel("OK"))
        let withAction = ButtonState(action: Opaque()) { "Go" }
        #expect(withAction != withAction)
    }

    @Test func everyButtonDismissesTheAlertAndTheDialog() {
        let alert = AlertState<AlertAction>(title: "Delete?")
        #expect(
            AlertState.update(state: alert, action: .confirmDeletion, environment: ()).fx
                .dismisses)
        let dialog = ConfirmationDialogState<AlertAction>(title: "Delete?")
        #expect(
            ConfirmationDialogState.update(state: dialog, action: .confirmDeletion, environment: ())
                .fx.dismisses)
    }
}

/// What the SwiftUI presentation helpers hand to SwiftUI, tested where SwiftUI is not.
@MainActor
@Suite struct PresentationBindingTests {
    @Test func theItemBindingShowsThePresentedStoreAndAnEndedPresentationDismisses() {
        let store = Store(state: MeetingsModel(), environment: ())
        let editor = store.presentation(MeetingsModel.editor)
        #expect(editor.item.wrappedValue == nil)
        #expect(editor.store == nil)
        // Setting nil while nothing is presented sends nothing.
        editor.item.wrappedValue = nil
        editor.dismiss()

        store.send(.openEditor)
        let item = editor.item.wrappedValue
        #expect(item != nil)
        #expect(item == editor.item.wrappedValue, "the same presentation keeps its identity")
        item?.store.send(.setDraft("typed"))
        #expect(store.state.editor?.draft == "typed")
        // A sheet swiped down.
        editor.item.wrappedValue = nil
        #expect(store.state.editor == nil)
    }

    @Test func theIsPresentedBindingDismissesWhenSetToFalse() {
        let store = Store(state: MeetingsModel(), environment: ())
        store.send(.openEditor)
        let editor = store.presentation(MeetingsModel.editor)
        #expect(editor.isPresented.wrappedValue)
        editor.isPresented.wrappedValue = true
        #expect(store.state.editor != nil)
        editor.isPresented.wrappedValue = false
        #expect(store.state.editor == nil)
        #expect(!editor.isPresented.wrappedValue)
    }

    @Test func aTappedAlertButtonSendsItsActionAndTheAlertDismissesItself() {
        let store = Store(state: MeetingsModel(), environment: ())
        store.send(.deleteTapped)
        let alert = store.presentation(MeetingsModel.alert)
        let buttons = alert.store?.state.buttons ?? []
        #expect(buttons.count == 2)
        alert.tap(buttons[0])
        #expect(store.state.items.isEmpty)
        #expect(store.state.destination == nil)
    }

    @Test func aTappedButtonWithoutAnActionOnlyDismisses() {
        let store = Store(state: MeetingsModel(), environment: ())
        store.send(.deleteTapped)
        let alert = store.presentation(MeetingsModel.alert)
        alert.tap(ButtonState.cancel("Cancel"))
        #expect(store.state.items == ["a", "b"])
        #expect(store.state.destination == nil)
        // Tapping again, with nothing presented, sends nothing.
        alert.tap(ButtonState(action: .confirmDeletion) { "Delete" })
        #expect(store.state.items == ["a", "b"])
    }

    @Test func aDestinationsPresentationIsThereOnlyInItsCase() {
        var list = MeetingsModel()
        list.destination = .edit(SheetEditorModel())
        let store = Store(state: list, environment: ())
        let edit = store.presentation(MeetingsModel.edit)
        let alert = store.presentation(MeetingsModel.alert)
        #expect(edit.store != nil)
        #expect(alert.store == nil)
        #expect(edit.item.wrappedValue?.id != nil)
        // Dismissing the alert, which is not shown, leaves the edit screen.
        alert.dismiss()
        #expect(store.state.destination == .edit(SheetEditorModel()))
        edit.dismiss()
        #expect(store.state.destination == nil)
    }
}
