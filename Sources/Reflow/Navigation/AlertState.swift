/// An alert as a value: a title, a message and buttons, each with the action it sends.
///
/// Keep it in the state as a presented child, an optional or a case of a destination enum, and
/// a test asserts it like any other state:
///
/// ```swift
/// state.destination = .alert(
///     AlertState(title: "Delete “\(meeting.title)”?", message: "This cannot be undone.") {
///         ButtonState(role: .destructive, action: .confirmDeletion) { "Delete" }
///         ButtonState.cancel("Cancel")
///     })
/// ```
///
/// An alert is a model: the parent runs its `PresentationAction`s through the presentation
/// forms. A button sends its action as `.presented(action)`, which the parent matches to react,
/// and the form clears the alert in the same send: a test writes
/// `send(.alert(.presented(.confirm))) { $0.alert = nil }`, with no `.dismiss` to receive. A
/// button without an action sends `.dismiss`. SwiftUI shows it with `.alert(_:)` (see the SwiftUI
/// helpers).
public struct AlertState<Action: Sendable>: Sendable, Identifiable {
    /// Which presentation this is: a number no other alert or dialog made in the process has.
    ///
    /// It tells a follow-up apart from the one it replaced, so that a dismissal of one leaves
    /// the other. Not part of `==`: two alerts with the same title, message and buttons are
    /// equal.
    public let id = SerialNumbers.next()
    /// The alert's title.
    public var title: String
    /// The text below the title, if any.
    public var message: String?
    /// The buttons, in order. With none, the alert shows one button that dismisses it.
    public var buttons: [ButtonState<Action>]

    /// Creates an alert.
    ///
    /// - Parameters:
    ///   - title: The alert's title.
    ///   - message: The text below the title, if any.
    ///   - buttons: The buttons, in order; none shows one button that dismisses the alert.
    public init(
        title: String,
        message: String? = nil,
        @ButtonsBuilder<Action> buttons: () -> [ButtonState<Action>] = { [] }
    ) {
        self.title = title
        self.message = message
        self.buttons = buttons()
    }
}

extension AlertState: ModelProtocol {
    /// An alert's update: a button's action ends the alert, which the presentation forms clear
    /// in the same send.
    public static func update(
        state: consuming AlertState,
        action: Action,
        environment: Void
    ) -> Update<AlertState> {
        Update(state: state, fx: .dismiss)
    }
}

/// Builds the buttons of an alert or a confirmation dialog, one per line, with `if` and `for`.
@resultBuilder
public enum ButtonsBuilder<Action: Sendable> {
    /// One button, given its action type.
    public static func buildExpression(_ button: ButtonState<Action>) -> [ButtonState<Action>] {
        [button]
    }

    /// Gathers the buttons.
    public static func buildBlock(_ parts: [ButtonState<Action>]...) -> [ButtonState<Action>] {
        parts.flatMap { $0 }
    }

    /// The buttons of an `if` without `else`, or none.
    public static func buildOptional(_ part: [ButtonState<Action>]?) -> [ButtonState<Action>] {
        part ?? []
    }

    /// The buttons of the first branch of an `if`-`else`.
    public static func buildEither(first part: [ButtonState<Action>]) -> [ButtonState<Action>] {
        part
    }

    /// The buttons of the second branch of an `if`-`else`.
    public static func buildEither(second part: [ButtonState<Action>]) -> [ButtonState<Action>] {
        part
    }

    /// The buttons of a `for` loop.
    public static func buildArray(_ parts: [[ButtonState<Action>]]) -> [ButtonState<Action>] {
        parts.flatMap { $0 }
    }
}

extension AlertState: Equatable {
    /// Whether two have the same title, message and buttons; ``id`` does not count.
    public static func == (lhs: AlertState, rhs: AlertState) -> Bool {
        lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
    }
}

extension AlertState: CustomReflectable {
    /// What `==` compares, so that a test store's diff leaves out ``id``.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "title": title as Any, "message": message as Any, "buttons": buttons as Any,
            ],
            displayStyle: .struct)
    }
}
