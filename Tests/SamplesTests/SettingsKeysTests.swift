import SampleTerminal
import Testing

@testable import SettingsSample

@Suite struct SettingsKeysTests {
    @Test func arrowsMoveTheFocusWithinTheFields() {
        var keys = SettingsKeys()
        let state = SettingsModel()
        #expect(keys.handle(.up, state: state) == [])
        #expect(keys.focus == .name)
        for _ in 0..<10 { _ = keys.handle(.down, state: state) }
        #expect(keys.focus == .mobile)
        _ = keys.handle(.character("k"), state: state)
        #expect(keys.focus == .email)
    }

    @Test func typingTheNameSendsAnEditPerKeyUntilEnterOrEscape() {
        var keys = SettingsKeys()
        var state = SettingsModel()
        state.displayName = "Al"
        #expect(keys.handle(.enter, state: state) == [])
        #expect(keys.handle(.character("q"), state: state) == [.edit(.set(\.displayName, "Alq"))])
        #expect(keys.handle(.left, state: state) == [])
        #expect(keys.handle(.backspace, state: state) == [.edit(.set(\.displayName, "Aq"))])
        #expect(keys.nameField?.display() == "A▏q")
        #expect(keys.handle(.up, state: state) == [])
        #expect(keys.notice == "Enter or esc leaves the name.")
        #expect(keys.handle(.escape, state: state) == [])
        #expect(keys.nameField == nil)
        #expect(keys.handle(.character("q"), state: state) == [.quit])
    }

    @Test func leftAndRightCycleTheDigestAndSpaceSwitchesAToggle() {
        var keys = SettingsKeys(focus: .digest)
        var state = SettingsModel()
        state.digest = .off
        #expect(keys.handle(.left, state: state) == [.edit(.set(\.digest, .weekly))])
        #expect(keys.handle(.right, state: state) == [.edit(.set(\.digest, .daily))])
        keys.focus = .notifications
        #expect(
            keys.handle(.character(" "), state: state) == [
                .edit(.set(\.notificationsEnabled, true))
            ])
        keys.focus = .mobile
        #expect(keys.handle(.enter, state: state) == [.edit(.set(\.mobileNotifications, false))])
        #expect(keys.handle(.left, state: state) == [])
        #expect(keys.notice == "That key does nothing here. The keys are below.")
    }
}
