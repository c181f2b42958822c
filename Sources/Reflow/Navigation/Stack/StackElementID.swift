/// The ID of a screen on a ``StackState``, given by the stack when the screen is pushed.
///
/// A stack numbers its screens 0, 1, 2, … in the order they are pushed and never gives an ID
/// twice, so a test can name the screens it pushed, and an action for a popped screen finds
/// nothing. A stack assigned anew (`state.path = [...]`) numbers from 0 again; its screens are
/// new instances all the same, so the effects of the screens it replaced end, even under the
/// same number.
public struct StackElementID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The number the stack gave the screen.
    public let rawValue: Int

    /// Creates the ID of the screen a stack numbered `rawValue`: the way a test names it.
    ///
    /// - Parameter rawValue: The screen's number.
    public init(_ rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Orders IDs by when their screens were pushed.
    public static func < (lhs: StackElementID, rhs: StackElementID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// The screen's number.
    public var description: String { "#\(rawValue)" }
}

extension StackElementID: ExpressibleByIntegerLiteral {
    /// Creates an ID from an integer literal: `.element(id: 0, action: .tap)`.
    ///
    /// - Parameter value: The screen's number.
    public init(integerLiteral value: Int) {
        self.init(value)
    }
}

// Declared with the type: in a whole-module build, `StackAction`'s synthesized `Codable` does not
// see a conformance declared in another file.
extension StackElementID: Codable {
    /// Encodes the ID as its number.
    ///
    /// - Parameter encoder: The encoder.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// Decodes an ID from its number.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError.dataCorrupted` for a negative number: a stack numbers its
    ///   screens from 0.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let rawValue = try container.decode(Int.self)
        guard rawValue >= 0 else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "a screen's ID is never negative: \(rawValue)")
        }
        self.init(rawValue)
    }
}
