import SampleTerminal

/// The terminal's "view" of the settings: the lines that show a ``SettingsModel``.
///
/// ```
/// Settings
///   name           "Blob"
///   digest         daily  (off, daily, weekly)
///   notifications  on, allowed
///     email        on
///     mobile       off
/// ```
///
/// A name that cannot be used gets its problem on the line under it, after a `!`.
enum SettingsScreen {
    /// The lines that show the settings.
    ///
    /// - Parameters:
    ///   - state: The settings.
    ///   - keys: The interactive screen's state: the field with the focus is marked with `›`,
    ///     and the name being typed is shown with its cursor. `nil` in the scripted mode.
    /// - Returns: The lines, without newlines.
    static func lines(_ state: SettingsModel, keys: SettingsKeys? = nil) -> [String] {
        let digests = SettingsModel.Digest.allCases.map(\.rawValue).joined(separator: ", ")
        let name = keys?.nameField.map { $0.display() } ?? quoted(state.displayName)
        /// A field's line, marked when it has the focus.
        func line(_ field: SettingsKeys.Field, _ text: String) -> String {
            (keys?.focus == field ? "›" : " ") + text
        }
        var lines = ["Settings", line(.name, " name           \(name)")]
        if let problem = state.displayNameProblem {
            lines.append("  ! \(problem)")
        }
        lines.append(line(.digest, " digest         \(state.digest.rawValue)  (\(digests))"))
        lines.append(line(.notifications, " notifications  \(notifications(state))"))
        lines.append(line(.email, "   email        \(onOff(state.emailNotifications))"))
        lines.append(line(.mobile, "   mobile       \(onOff(state.mobileNotifications))"))
        return lines
    }

    /// The notifications line: whether they are on, and what the system said.
    private static func notifications(_ state: SettingsModel) -> String {
        let switched = onOff(state.notificationsEnabled)
        switch state.permission.status {
        case .notAsked: return switched
        case .asking: return "\(switched), asking for permission…"
        case .granted: return "\(switched), allowed"
        case .denied: return "\(switched), not allowed by the system"
        }
    }

    /// Text typed by a person, in quotes, with control characters shown as escapes so that it
    /// cannot move the cursor or clear the screen.
    private static func quoted(_ text: String) -> String {
        "\"\(text.neutralisingControlCharacters)\""
    }

    /// "on" or "off".
    private static func onOff(_ isOn: Bool) -> String {
        isOn ? "on" : "off"
    }
}
