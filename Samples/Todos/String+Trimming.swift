import SampleTerminal

extension String {
    /// The string without leading and trailing whitespace and newlines.
    func trimmingWhitespace() -> String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return String(text)
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
