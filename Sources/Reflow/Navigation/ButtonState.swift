/// A button of an alert or a confirmation dialog, as a value: its label, its role, and the
/// action it sends.
///
/// ```swift
/// ButtonState(role: .destructive, action: .confirmDeletion) { "Delete" }
/// ```
public struct ButtonState<Action: Sendable>: Sendable {
    /// What a button is for, which decides how it is shown.
    public enum Role: Sendable, Equatable {
        /// Dismisses without doing anything; shown apart from the others.
        case cancel
        /// Deletes or otherwise destroys something; shown as a warning.
        case destructive
    }

    /// The button's title.
    public var label: String
    /// What the button is for; `nil` for an ordinary button.
    public var role: Role?
    /// The action the button sends, in the send that clears the alert; `nil` for a button that
    /// only dismisses.
    public var action: Action?

    /// Creates a button.
    ///
    /// - Parameters:
    ///   - role: What the button is for; `nil` for an ordinary button.
    ///   - action: The action the button sends; `nil` for a button that only dismisses.
    ///   - label: The button's title.
    public init(role: Role? = nil, action: Action? = nil, label: () -> String) {
        self.label = label()
        self.role = role
        self.action = action
    }

    /// A button that only dismisses, with the cancel role.
    ///
    /// - Parameter label: The button's title.
    /// - Returns: The button.
    public static func cancel(_ label: String) -> ButtonState {
        ButtonState(role: .cancel) { label }
    }
}

extension ButtonState: Equatable {
    /// Whether two buttons have the same label, role and action. Actions compare with their
    /// `Equatable` conformance, found when compared (as the test store compares actions), so
    /// that an action type whose conformance is isolated to the main actor works; two buttons
    /// whose action type is not `Equatable` are equal only when neither has an action.
    public static func == (lhs: ButtonState, rhs: ButtonState) -> Bool {
        guard lhs.label == rhs.label, lhs.role == rhs.role else { return false }
        switch (lhs.action, rhs.action) {
        case (nil, nil):
            return true
        case (let left?, let right?):
            guard let left = left as? any Equatable else { return false }
            return left.isEqual(to: right)
        default:
            return false
        }
    }
}

extension Equatable {
    /// Whether this value equals another value of any type: `false` when the other is not of
    /// this type.
    fileprivate func isEqual(to other: Any) -> Bool {
        (other as? Self) == self
    }
}
