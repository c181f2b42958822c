import Reflow
import SampleTerminal

/// What a line of the scripted mode, or a key of the interactive mode (``SettingsKeys``), asks
/// for: a field edit, or quitting.
///
/// ```
/// name TEXT                  set the display name (the rest of the line, spaces included)
/// digest off|daily|weekly    set how often the digest is sent
/// notifications on|off       turn notifications on (asks for permission) or off
/// email on|off               notifications by email
/// mobile on|off              notifications to the phone
/// quit                       stop
/// ```
///
/// Every edit is a ``FormAction``: the command names a field's key path and its new value,
/// which is exactly what a SwiftUI control bound with `store.binding(_:form:)` sends.
enum SettingsCommand: Equatable, Sendable {
    /// Set a field to a value.
    case edit(FormAction<SettingsModel>)
    /// Stop reading commands.
    case quit

    /// Why a line was rejected: the samples' shared rejection, a message for a person.
    typealias Rejection = LineRejection

    /// The commands, as the interactive screen shows them.
    static let help = """
        name TEXT   digest off|daily|weekly   notifications on|off   email on|off   \
        mobile on|off   quit
        """

    /// Parses a line.
    ///
    /// - Parameter line: The line, without its newline.
    /// - Returns: The command, or `nil` for a blank line or a `#` comment.
    /// - Throws: A ``Rejection`` for an unknown command or a value the field cannot take.
    static func parse(_ line: String) throws(Rejection) -> SettingsCommand? {
        let words = line.split(separator: " ", omittingEmptySubsequences: true)
        guard let first = words.first, !first.hasPrefix("#") else { return nil }
        let word = first.lowercased()
        let value = words.count == 2 ? words[1].lowercased() : nil
        switch word {
        case "name":
            // Everything after "name ", as typed: the model, not the parser, validates it.
            let afterWord = line.drop(while: { $0 == " " }).dropFirst(first.count)
            return .edit(.set(\.displayName, String(afterWord.dropFirst())))
        case "digest":
            guard let value, let digest = SettingsModel.Digest(rawValue: value) else {
                let names = SettingsModel.Digest.allCases.map(\.rawValue)
                throw Rejection(message: "digest takes one of: \(names.joined(separator: ", "))")
            }
            return .edit(.set(\.digest, digest))
        case "notifications":
            return .edit(.set(\.notificationsEnabled, try onOff(value, for: word)))
        case "email":
            return .edit(.set(\.emailNotifications, try onOff(value, for: word)))
        case "mobile":
            return .edit(.set(\.mobileNotifications, try onOff(value, for: word)))
        case "quit":
            return .quit
        default:
            throw Rejection(message: "unknown command \"\(first)\"")
        }
    }

    /// Parses `on` or `off` for a field.
    private static func onOff(_ value: String?, for word: String) throws(Rejection) -> Bool {
        switch value {
        case "on": return true
        case "off": return false
        default: throw Rejection(message: "\(word) takes on or off")
        }
    }
}
