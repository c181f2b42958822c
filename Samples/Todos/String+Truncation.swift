extension String {
    /// The text cut to `limit` characters for a message, saying how much was left out.
    ///
    /// - Parameter limit: The most characters to keep.
    /// - Returns: The text, or its start and a count of the rest.
    func truncatedForMessage(limit: Int = 60) -> String {
        guard count > limit else { return self }
        return prefix(limit) + "… (\(count - limit) more characters)"
    }
}
