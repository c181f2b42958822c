extension String {
    /// The text with control characters shown as escapes (`\u{1B}`), so a title or a command
    /// cannot move the cursor, change colours or clear the terminal it is printed on.
    var neutralisingControlCharacters: String {
        var shown = ""
        for scalar in unicodeScalars {
            let value = scalar.value
            if value < 0x20 || (0x7F...0x9F).contains(value) {
                shown += "\\u{" + String(value, radix: 16, uppercase: true) + "}"
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }

    /// The text cut to `limit` characters for a message, saying how much was left out.
    ///
    /// - Parameter limit: The most characters to keep.
    /// - Returns: The text, or its start and a count of the rest.
    func truncatedForMessage(limit: Int = 60) -> String {
        guard count > limit else { return self }
        return prefix(limit) + "… (\(count - limit) more characters)"
    }
}
