extension String {
    /// The string without leading and trailing whitespace and newlines.
    func trimmingWhitespace() -> String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return String(text)
    }
}

extension Unicode.Scalar {
    /// Whether this is a control character: C0 (below U+0020, tab and newline included), DEL
    /// or C1 (U+0080 to U+009F).
    ///
    /// The same range as `SampleTerminal`'s escaping, written again on purpose: the model files
    /// compile without the terminal module, as they would in an app target (the
    /// DefaultIsolation check builds them so).
    var isControlCharacter: Bool {
        value < 0x20 || (0x7F...0x9F).contains(value)
    }
}

extension String {
    /// The text as a title may hold it: a tab becomes a space and other control characters
    /// (a NUL, an escape, a newline) are removed, so a title cannot hide text or drive the
    /// terminal it is shown on.
    var asTitle: String {
        guard unicodeScalars.contains(where: \.isControlCharacter) else { return self }
        var title = ""
        for scalar in unicodeScalars {
            if scalar == "\t" {
                title += " "
            } else if !scalar.isControlCharacter {
                title.unicodeScalars.append(scalar)
            }
        }
        return title
    }
}
