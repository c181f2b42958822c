import Foundation

/// The fields of a ``JSONDocument``'s file that this version of the app does not know, at the
/// top level and in each element of its list, so that a save writes them back instead of
/// dropping them: a file shared with a newer version of the app, or with another tool, keeps
/// what they added.
///
/// ``PersistenceFormat/jsonDocument`` fills them as it reads a file, in the same pass as the
/// known fields, and writes them with the elements they belong to. An element's fields are
/// kept by its ID: an element removed from the list loses its fields with it.
public struct UnknownFields<Element: Identifiable>: Equatable {
    /// The fields of the top-level object that the document does not decode, by name.
    public var topLevel: [String: JSONValue] = [:]
    /// The fields of each element of the list that its type does not know, by the element's
    /// ID.
    public var elements: [Element.ID: [String: JSONValue]] = [:]

    /// Whether there is nothing to keep.
    public var isEmpty: Bool { topLevel.isEmpty && elements.isEmpty }

    /// No fields.
    public init() {}

    /// Fields to keep.
    ///
    /// - Parameters:
    ///   - topLevel: The fields of the top-level object, by name.
    ///   - elements: The fields of each element, by the element's ID.
    public init(
        topLevel: [String: JSONValue], elements: [Element.ID: [String: JSONValue]] = [:]
    ) {
        self.topLevel = topLevel
        self.elements = elements
    }
}

extension UnknownFields: Sendable where Element.ID: Sendable {}

extension UnknownFields: Codable where Element.ID: Codable {
    /// The fields as a journal's state or a database's document holds them, inside its one
    /// string.
    private struct Canonical: Codable {
        var topLevel: [String: JSONValue] = [:]
        var elements: [Element.ID: [String: JSONValue]] = [:]

        init(topLevel: [String: JSONValue], elements: [Element.ID: [String: JSONValue]]) {
            self.topLevel = topLevel
            self.elements = elements
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            topLevel = try container.decodeIfPresent(type(of: topLevel), forKey: .topLevel) ?? [:]
            elements = try container.decodeIfPresent(type(of: elements), forKey: .elements) ?? [:]
        }
    }

    /// Writes the fields as one string of JSON with sorted keys, for a session journal's states
    /// and the document beside a database's rows: equal fields give equal strings, and a
    /// journal's state shows them as one value.
    ///
    /// A document's file never holds this string: ``PersistenceFormat/jsonDocument`` writes
    /// the fields where they were read.
    ///
    /// - Parameter encoder: The encoder.
    public func encode(to encoder: any Encoder) throws {
        let json = JSONEncoder()
        json.outputFormatting = [.sortedKeys]
        var container = encoder.singleValueContainer()
        try container.encode(
            String(
                decoding: try json.encode(Canonical(topLevel: topLevel, elements: elements)),
                as: UTF8.self))
    }

    /// Reads fields ``encode(to:)`` wrote.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: A `DecodingError` when the value is not such a string.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        let canonical: Canonical
        do {
            canonical = try JSONDecoder().decode(Canonical.self, from: Data(text.utf8))
        } catch {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription:
                    "The unknown fields are not valid: \(describeDecodingFailure(error))."
            )
        }
        self.init(topLevel: canonical.topLevel, elements: canonical.elements)
    }
}
