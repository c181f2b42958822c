/// A confirmation dialog as a value: a title, whether it is shown, a message and buttons, each
/// with the action it sends.
///
/// ```swift
/// state.destination = .confirmation(
///     ConfirmationDialogState(title: "Discard changes?", isTitleVisible: true) {
///         ButtonState(role: .destructive, action: .discard) { "Discard" }
///         ButtonState.cancel("Keep editing")
///     })
/// ```
///
/// It behaves as an ``AlertState`` does: a button sends its action as `.presented(action)`,
/// and the presentation form clears the dialog in the same send. SwiftUI shows it with
/// `.confirmationDialog(_:)`.
public struct ConfirmationDialogState<Action: Sendable>: Sendable, Identifiable {
    /// Which presentation this is: a number no other alert or dialog made in the process has.
    ///
    /// It tells a follow-up apart from the one it replaced, so that a dismissal of one leaves
    /// the other. Not part of `==`: two alerts with the same title, message and buttons are
    /// equal.
    public let id = SerialNumbers.next()
    /// The dialog's title.
    public var title: String
    /// Whether the title is shown; some systems hide it by default.
    public var isTitleVisible: Bool
    /// The text below the title, if any.
    public var message: String?
    /// The buttons, in order. With none, the dialog shows one button that dismisses it.
    public var buttons: [ButtonState<Action>]

    /// Creates a confirmation dialog.
    ///
    /// - Parameters:
    ///   - title: The dialog's title.
    ///   - isTitleVisible: Whether the title is shown.
    ///   - message: The text below the title, if any.
    ///   - buttons: The buttons, in order; none shows one button that dismisses the dialog.
    public init(
        title: String,
        isTitleVisible: Bool = false,
        message: String? = nil,
        @ButtonsBuilder<Action> buttons: () -> [ButtonState<Action>] = { [] }
    ) {
        self.title = title
        self.isTitleVisible = isTitleVisible
        self.message = message
        self.buttons = buttons()
    }
}

extension ConfirmationDialogState: ModelProtocol {
    /// A dialog's update: a button's action ends the dialog, which the presentation forms clear
    /// in the same send.
    public static func update(
        state: consuming ConfirmationDialogState,
        action: Action,
        environment: Void
    ) -> Update<ConfirmationDialogState> {
        Update(state: state, fx: .dismiss)
    }
}

extension ConfirmationDialogState: Equatable {
    /// Whether two have the same title, isTitleVisible, message and buttons; ``id`` does not count.
    public static func == (lhs: ConfirmationDialogState, rhs: ConfirmationDialogState) -> Bool {
        lhs.title == rhs.title && lhs.isTitleVisible == rhs.isTitleVisible
            && lhs.message == rhs.message && lhs.buttons == rhs.buttons
    }
}

extension ConfirmationDialogState: CustomReflectable {
    /// What `==` compares, so that a test store's diff leaves out ``id``.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "title": title as Any, "isTitleVisible": isTitleVisible as Any,
                "message": message as Any, "buttons": buttons as Any,
            ],
            displayStyle: .struct)
    }
}
