extension String {
    /// The text with control characters shown as escapes (`\u{1B}`), so that a title or a
    /// command read from a file or a person cannot move the cursor, change colours or clear
    /// the terminal it is printed on.
    ///
    /// C0 controls (below U+0020, including tab and newline), DEL and the C1 controls
    /// (U+0080 to U+009F) are escaped; everything else is kept.
    ///
    /// ```swift
    /// "a\u{1B}[2Jb".neutralisingControlCharacters  // "a\\u{1B}[2Jb"
    /// ```
    ///
    /// - Complexity: O(*n*), where *n* is the length of the text.
    public var neutralisingControlCharacters: String {
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
}
