import Reflow
import Testing

#if canImport(SwiftUI)
// On Apple platforms `Binding`, `Transaction` and `Animation` are SwiftUI's.
import SwiftUI
#endif

private enum Digest: Equatable, Sendable {
    case daily
    case weekly
}

private struct SettingsModel: ModelProtocol {
    enum Action: Sendable, Equatable {
        case form(FormAction<SettingsModel>)
        case reset
    }

    var displayName = ""
    var nameWasEdited = false
    var digest = Digest.daily
    var notificationsEnabled = false
    var nicknames: [String] = []

    static func update(
        state: consuming SettingsModel,
        action: Action,
        environment: Void
    ) -> Update<SettingsModel> {
        switch action {
        case .form(let form):
            form.apply(to: &state)
            // Two fields get extra behaviour; every other field is only written.
            switch form {
            case \.displayName:
                state.displayName = String(state.displayName.prefix(8))
                state.nameWasEdited = true
            case \.notificationsEnabled where state.notificationsEnabled:
                state.digest = .weekly
            default:
                break
            }
        case .reset:
            state = SettingsModel()
        }
        return Update(state: state)
    }
}

private final class Cell<Value>: @unchecked Sendable {
    // Touched from one test task at a time.
    var value: Value
    init(_ value: Value) { self.value = value }
}

@MainActor
@Suite struct FormActionTests {
    @Test func applyingWritesTheValueToTheField() {
        var settings = SettingsModel()
        FormAction.set(\SettingsModel.digest, .weekly).apply(to: &settings)
        FormAction.set(\SettingsModel.nicknames, ["Blob"]).apply(to: &settings)
        #expect(settings.digest == .weekly)
        #expect(settings.nicknames == ["Blob"])
        #expect(settings.displayName == "")
    }

    @Test func actionsAreEqualWhenTheySetTheSameFieldToEqualValues() {
        typealias Form = FormAction<SettingsModel>
        #expect(Form.set(\.displayName, "Blob") == Form.set(\.displayName, "Blob"))
        #expect(Form.set(\.displayName, "Blob") != Form.set(\.displayName, "Blob Jr."))
        #expect(Form.set(\.notificationsEnabled, true) != Form.set(\.nameWasEdited, true))
        #expect(Form.set(\.displayName, "") != Form.set(\.nicknames, []))
    }

    @Test func aKeyPathPatternMatchesTheFieldWhateverTheValue() {
        let action = FormAction.set(\SettingsModel.displayName, "Blob")
        #expect(\SettingsModel.displayName ~= action)
        #expect(!(\SettingsModel.digest ~= action))
        switch SettingsModel.Action.form(action) {
        case .form(\.digest):
            Issue.record("matched the wrong field")
        case .form(\.displayName):
            break
        default:
            Issue.record("matched no field")
        }
    }

    @Test func theValueIsReadBackOnlyForItsField() {
        let action = FormAction.set(\SettingsModel.digest, Digest.weekly)
        #expect(action.value(for: \.digest) == .weekly)
        #expect(action.value(for: \.displayName) == nil)
        #expect(action.keyPath == \SettingsModel.digest)
        #expect(action.value as? Digest == .weekly)
    }

    @Test func theUpdateWritesEveryFieldThroughOneCase() {
        let store = Store(state: SettingsModel(), environment: ())
        store.send(.form(.set(\.digest, .weekly)))
        store.send(.form(.set(\.nicknames, ["B", "J"])))
        #expect(store.state.digest == .weekly)
        #expect(store.state.nicknames == ["B", "J"])
        #expect(!store.state.nameWasEdited)
    }

    @Test func theParentAddsBehaviourToOneField() {
        let store = Store(state: SettingsModel(), environment: ())
        store.send(.form(.set(\.displayName, "Blob Sr. the Third")))
        #expect(store.state.displayName == "Blob Sr.")
        #expect(store.state.nameWasEdited)

        store.send(.form(.set(\.notificationsEnabled, true)))
        #expect(store.state.notificationsEnabled)
        #expect(store.state.digest == .weekly)
    }

    @Test func aStoreBindingSendsFormActions() {
        let store = Store(state: SettingsModel(), environment: ())
        let actions = Cell<[SettingsModel.Action]>([])
        store.logger = { event in
            if case .action(let action) = event { actions.value.append(action) }
        }
        let name = store.binding(\.displayName, form: SettingsModel.Action.form)
        name.wrappedValue = "A very long name"
        #expect(actions.value == [.form(.set(\.displayName, "A very long name"))])
        // The update changed what was written, and the binding shows the state.
        #expect(name.wrappedValue == "A very l")
        #expect(store.state.nameWasEdited)
    }

    @Test func aBindingFromStateAndSendSendsFormActions() {
        let store = Store(state: SettingsModel(), environment: ())
        let digest = Binding(
            state: store.state,
            keyPath: \.digest,
            send: store.send,
            form: SettingsModel.Action.form
        )
        #expect(digest.wrappedValue == .daily)
        digest.wrappedValue = .weekly
        #expect(store.state.digest == .weekly)
        #expect(digest.wrappedValue == .weekly)
    }

    @Test func formActionsCrossIntoOtherTasksAndApplyThere() async {
        let action = FormAction.set(\SettingsModel.displayName, "Blob")
        let (copy, name) = await Task.detached {
            var settings = SettingsModel()
            action.apply(to: &settings)
            return (action, settings.displayName)
        }.value
        #expect(copy == action)
        #expect(name == "Blob")
    }

    @Test func theDebugDescriptionNamesTheValue() {
        let action = FormAction.set(\SettingsModel.displayName, "Blob")
        #expect(action.debugDescription.hasPrefix(".set("))
        #expect(action.debugDescription.hasSuffix(", \"Blob\")"))
    }
}
