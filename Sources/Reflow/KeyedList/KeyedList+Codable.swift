extension KeyedList: Encodable where Element: Encodable {
    /// Encodes the elements as an array, in order.
    ///
    /// - Parameter encoder: The encoder.
    public func encode(to encoder: any Encoder) throws {
        // A journal's changes follow the list by its change log instead (see `StepChanges`).
        if let encoding = encoder as? TreeEncoding, let tracker = encoding.tracker {
            try tracker.encode(self, into: encoding)
            return
        }
        var container = encoder.singleValueContainer()
        try container.encode(elements)
    }
}

extension KeyedList: Decodable where Element: Decodable {
    /// Decodes the elements from an array, in order.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError.dataCorrupted` when two elements share an ID: silently dropping
    ///   one would lose data.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let elements = try container.decode([Element].self)
        self.init(elements)
        guard self.elements.count == elements.count else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "\(elements.count - self.elements.count) element(s) share an ID "
                    + "with an earlier one")
        }
    }
}
