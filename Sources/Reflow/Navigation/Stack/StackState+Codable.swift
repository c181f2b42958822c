// A stack as JSON (or any other coder's format): its screens with their IDs, bottom first, and the
// next ID it gives, so that a decoded stack goes on numbering where it left off and a journal's
// checkpoints and actions of an app with navigation can be written.

/// The coding keys of a ``StackState`` and of each of its screens.
private enum StackCodingKeys: String, CodingKey {
    case screens, nextID, id, screen
}

extension StackState: Encodable where Element: Encodable {
    /// Encodes the screens, bottom first, each with its ID, and the next ID the stack gives:
    /// `{"screens": [{"id": 0, "screen": …}], "nextID": 1}`.
    ///
    /// - Parameter encoder: The encoder.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: StackCodingKeys.self)
        var screens = container.nestedUnkeyedContainer(forKey: .screens)
        for element in elements {
            var screen = screens.nestedContainer(keyedBy: StackCodingKeys.self)
            try screen.encode(element.id, forKey: .id)
            try screen.encode(element.element, forKey: .screen)
        }
        try container.encode(nextID, forKey: .nextID)
    }
}

extension StackState: Decodable where Element: Decodable {
    /// Decodes a stack as ``encode(to:)`` writes it. Its screens are new screens: a decoded
    /// stack assigned over another ends the effects of the screens it replaced.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError.dataCorrupted`, naming the field, when the IDs are not in push
    ///   order (each greater than the one below it) or `nextID` is not greater than every ID:
    ///   a stack that would give an ID twice.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: StackCodingKeys.self)
        var screens = try container.nestedUnkeyedContainer(forKey: .screens)
        self.init()
        var lastID: StackElementID?
        while !screens.isAtEnd {
            let screen = try screens.nestedContainer(keyedBy: StackCodingKeys.self)
            let id = try screen.decode(StackElementID.self, forKey: .id)
            if let lastID, id <= lastID {
                throw DecodingError.dataCorruptedError(
                    forKey: .id, in: screen,
                    debugDescription: "screen IDs go up from the bottom: \(id) is above \(lastID)")
            }
            elements.append(
                StackElement(id: id, element: try screen.decode(Element.self, forKey: .screen)))
            lastID = id
        }
        let nextID = try container.decode(Int.self, forKey: .nextID)
        guard nextID > lastID?.rawValue ?? -1 else {
            throw DecodingError.dataCorruptedError(
                forKey: .nextID, in: container,
                debugDescription: "nextID \(nextID) would give an ID the stack holds")
        }
        self.nextID = nextID
    }
}
