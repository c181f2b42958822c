import SampleTerminal

/// The interactive screen's own state — which field has the focus, the name being typed with
/// its cursor, the last notice — and the pure function from a key to the commands it sends.
///
/// Keys become the same ``SettingsCommand``s the scripted mode reads, so both modes edit the
/// settings through the one form action. Typing in the name field sends an edit for every key,
/// as a SwiftUI text field writes its binding on every keystroke, so the name is validated as
/// it is typed; only Enter or Escape leave the field, so typed letters never act as commands.
struct SettingsKeys: Equatable, Sendable {
    /// The fields, top to bottom.
    enum Field: CaseIterable, Equatable, Sendable {
        /// The display name: Enter starts typing.
        case name
        /// The digest: Left and Right choose.
        case digest
        /// The notifications toggle.
        case notifications
        /// The email toggle.
        case email
        /// The mobile toggle.
        case mobile
    }

    /// The field with the focus.
    var focus = Field.name
    /// The name being typed, with its cursor; `nil` while not typing.
    var nameField: TextField?
    /// What the last key did not do, and why; cleared by the next key.
    var notice: String?

    /// The keys that act now, as the screen shows them.
    var help: String {
        if nameField != nil {
            return "type the name   ←→ home end move   enter/esc done"
        }
        switch focus {
        case .name: return "↑↓ choose a field   enter type the name   q quit"
        case .digest: return "↑↓ choose a field   ←→ space change the digest   q quit"
        case .notifications, .email, .mobile:
            return "↑↓ choose a field   space/enter switch   q quit"
        }
    }

    /// Decides what a key does, and moves the focus or the cursor.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - state: The settings now.
    /// - Returns: The commands to run, in order.
    mutating func handle(_ key: Key, state: SettingsModel) -> [SettingsCommand] {
        notice = nil
        if key == .interrupt { return [.quit] }
        if var field = nameField {
            let before = field.text
            if field.handle(key) {
                nameField = field
                return field.text == before ? [] : [.edit(.set(\.displayName, field.text))]
            }
            switch key {
            case .enter, .escape: nameField = nil
            case .endOfInput: return [.quit]
            default: notice = "Enter or esc leaves the name."
            }
            return []
        }
        switch (key, focus) {
        case (.up, _), (.character("k"), _):
            focus = Field.allCases[max(Field.allCases.firstIndex(of: focus)! - 1, 0)]
        case (.down, _), (.character("j"), _), (.tab, _):
            let next = Field.allCases.firstIndex(of: focus)! + 1
            focus = Field.allCases[min(next, Field.allCases.count - 1)]
        case (.enter, .name):
            nameField = TextField(text: state.displayName)
        case (.left, .digest), (.right, .digest), (.character(" "), .digest), (.enter, .digest):
            let all = SettingsModel.Digest.allCases
            let step = key == .left ? all.count - 1 : 1
            let next = all[(all.firstIndex(of: state.digest)! + step) % all.count]
            return [.edit(.set(\.digest, next))]
        case (.character(" "), .notifications), (.enter, .notifications):
            return [.edit(.set(\.notificationsEnabled, !state.notificationsEnabled))]
        case (.character(" "), .email), (.enter, .email):
            return [.edit(.set(\.emailNotifications, !state.emailNotifications))]
        case (.character(" "), .mobile), (.enter, .mobile):
            return [.edit(.set(\.mobileNotifications, !state.mobileNotifications))]
        case (.character("q"), _), (.endOfInput, _):
            return [.quit]
        default:
            notice = "That key does nothing here. The keys are below."
        }
        return []
    }
}
