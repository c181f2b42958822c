import Foundation

/// How a ``Persisted`` value becomes bytes and back: JSON by default (``json``), or a format
/// of the app's own.
///
/// Both functions run in the update, on the store's actor, so they may use an app type's
/// `Codable` conformance even where Xcode's default main-actor isolation made it main-actor
/// isolated. A decoding function that finds the bytes unusable throws: the error's description
/// becomes the reason of ``PersistenceError/corrupt(path:reason:)``.
public struct PersistenceFormat<Value> {
    /// Encodes the value as the bytes to store.
    public var encode: (Value) throws -> Data
    /// Decodes stored bytes; throws when they are not a valid value.
    public var decode: (Data) throws -> Value

    /// Creates a format from its two functions.
    ///
    /// - Parameters:
    ///   - encode: Encodes the value as the bytes to store.
    ///   - decode: Decodes stored bytes; throws when they are not a valid value.
    public init(encode: @escaping (Value) throws -> Data, decode: @escaping (Data) throws -> Value)
    {
        self.encode = encode
        self.decode = decode
    }
}

extension PersistenceFormat where Value: Codable {
    /// JSON, pretty-printed with sorted keys and a final newline, so a stored file reads and
    /// diffs well.
    public static var json: PersistenceFormat {
        PersistenceFormat(
            encode: { value in
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
                return try encoder.encode(value) + Data("\n".utf8)
            },
            decode: { data in try JSONDecoder().decode(Value.self, from: data) }
        )
    }
}

extension PersistenceFormat {
    /// Decodes stored bytes as a load does, with the error it reports.
    ///
    /// - Parameters:
    ///   - data: The stored bytes.
    ///   - path: Where they are stored, as errors name it.
    /// - Returns: The value.
    /// - Throws: ``PersistenceError/corrupt(path:reason:)``, whose reason is the description of
    ///   what ``decode`` threw (a `DecodingError` in words: `the field "id" is missing`).
    public func decode(_ data: Data, storedAt path: String) throws(PersistenceError) -> Value {
        do {
            return try decode(data)
        } catch {
            throw .corrupt(path: path, reason: describeDecodingFailure(error))
        }
    }

    /// Encodes a value as a save does, with the error it reports.
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - path: Where it is to be stored, as errors name it.
    /// - Returns: The bytes to store.
    /// - Throws: ``PersistenceError/unwritable(path:reason:)`` when ``encode`` throws.
    public func encode(_ value: Value, storedAt path: String) throws(PersistenceError) -> Data {
        do {
            return try encode(value)
        } catch {
            throw .unwritable(path: path, reason: "it cannot be encoded: \(error)")
        }
    }
}

/// The reason, in words, that stored bytes could not be decoded.
///
/// - Parameter error: What the format's `decode` threw.
/// - Returns: `"it is not valid JSON"`, `"the field \"todos.0.id\" is missing"`, or the
///   error's own description.
package func describeDecodingFailure(_ error: any Error) -> String {
    switch error {
    case DecodingError.dataCorrupted(let context):
        guard !context.codingPath.isEmpty else { return "it is not valid JSON" }
        return "the field \"\(fieldName(context.codingPath))\" is not valid"
    case DecodingError.keyNotFound(let key, let context):
        return "the field \"\(fieldName(context.codingPath + [key]))\" is missing"
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
        guard !context.codingPath.isEmpty else { return "it does not hold the expected value" }
        return "the field \"\(fieldName(context.codingPath))\" has the wrong type"
    default:
        return "\(error)"
    }
}

/// A coding path as a dotted field name: `todos.0.id`.
private func fieldName(_ path: [any CodingKey]) -> String {
    path.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
}
