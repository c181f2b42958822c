/// The terminal's "views": draws a ``StatusViewState`` as lines of text.
///
/// The title is the title label, coloured; the message is the message label; the button is a
/// bracketed title, greyed when disabled and absent when hidden. Without colours (output that is
/// not a terminal) the colour and the disabled state are spelled out instead.
enum TerminalScreen {
    /// The lines that show a view state.
    ///
    /// - Parameters:
    ///   - screen: The view state.
    ///   - colors: Whether to use ANSI colours.
    /// - Returns: The lines, without newlines.
    static func lines(_ screen: StatusViewState, colors: Bool) -> [String] {
        var lines: [String] = []
        if colors {
            lines.append(paint(screen.title, code: colorCode(screen.color)))
        } else {
            lines.append("[\(screen.color)] \(screen.title)")
        }
        lines.append(screen.message)
        if !screen.isButtonHidden {
            let button = "[ \(screen.buttonTitle) ]"
            switch (screen.isButtonEnabled, colors) {
            case (true, _): lines.append(button)
            case (false, true): lines.append(paint(button, code: 2))
            case (false, false): lines.append(button + " (disabled)")
            }
        }
        return lines
    }

    private static func colorCode(_ color: StatusViewState.Color) -> Int {
        switch color {
        case .gray: 90
        case .yellow: 33
        case .red: 31
        case .green: 32
        }
    }

    private static func paint(_ text: String, code: Int) -> String {
        "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }
}
