extension String {
    /// The text cut to `limit` characters for a message, saying how much was left out, so that
    /// a message that quotes what a person typed stays one short line, however long the input.
    ///
    /// Messages quote input as `text.truncatedForMessage().neutralisingControlCharacters`: cut,
    /// then made safe to print.
    ///
    /// ```swift
    /// String(repeating: "x", count: 100).truncatedForMessage(limit: 3)  // "xxx… (97 more characters)"
    /// ```
    ///
    /// - Parameter limit: The most characters to keep.
    /// - Returns: The text, or its start and a count of the rest.
    public func truncatedForMessage(limit: Int = 60) -> String {
        guard count > limit else { return self }
        return prefix(limit) + "… (\(count - limit) more characters)"
    }
}
