/// Everything the Status screen shows, flat: one property for each property of a view.
///
/// ``init(_:)`` is the render function. Every property is a `let` with no default value, and
/// the initializer assigns each of them in every case of a `switch` that has no `default`, so
/// the compiler proves that every phase sets every property: forget one in one case, or add a
/// phase, and it no longer compiles. It is declared in an extension so that the memberwise
/// initializer stays, for tests that spell out the view state they expect.
///
/// The terminal (``TerminalScreen``) and UIKit (`StatusViewController`) front ends only copy
/// these values into their views.
struct StatusViewState: Equatable, Sendable {
    /// The screen's accent colour, as each front end names it in its own palette.
    enum Color: Equatable, Sendable {
        case gray, yellow, red, green
    }

    /// The title label's text.
    let title: String
    /// The message label's text.
    let message: String
    /// The button's title.
    let buttonTitle: String
    /// Whether the button is hidden.
    let isButtonHidden: Bool
    /// Whether the button can be pressed.
    let isButtonEnabled: Bool
    /// The title's colour.
    let color: Color
}

extension StatusViewState {
    /// Renders the model.
    ///
    /// - Parameter state: The screen's model.
    init(_ state: StatusModel) {
        let attempts = StatusModel.maximumAttempts
        switch state.phase {
        case .idle:
            title = "Service status"
            message = "Not loaded yet."
            buttonTitle = "Load"
            isButtonHidden = false
            isButtonEnabled = true
            color = .gray
        case .loading(let attempt):
            title = "Loading…"
            message = "Asking the service, attempt \(attempt) of \(attempts)."
            buttonTitle = "Load"
            isButtonHidden = false
            isButtonEnabled = false
            color = .yellow
        case .failed(let reason, let attempt):
            let givesUp = attempt >= attempts
            title = "Could not load"
            message = givesUp ? "\(reason). Gave up after \(attempt) attempts." : "\(reason)."
            buttonTitle = "Retry"
            isButtonHidden = false
            isButtonEnabled = !givesUp
            color = .red
        case .loaded(let services):
            title = services.count == 1 ? "1 service up" : "\(services.count) services up"
            message = services.isEmpty ? "None." : services.joined(separator: ", ") + "."
            buttonTitle = ""
            isButtonHidden = true
            isButtonEnabled = false
            color = .green
        }
    }
}
