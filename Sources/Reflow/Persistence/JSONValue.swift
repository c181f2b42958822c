import Foundation

/// Any JSON value, read and written by the same `JSONDecoder` or `JSONEncoder` pass as the
/// fields around it.
///
/// How a ``JSONDocument`` keeps the fields this version of the app does not know
/// (``UnknownFields``), and what a ``JSONMigration`` changes: a file written by an older
/// version, as it is on disk.
///
/// ```swift
/// let owner: JSONValue = .object(["name": .string("Ann"), "tags": .array([.integer(1), .null])])
/// ```
public enum JSONValue: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A whole number that fits in 64 bits.
    case integer(Int64)
    /// Any other number, exactly as written when it has at most 38 digits (`Decimal`); else
    /// ``double(_:)``.
    case decimal(Decimal)
    /// A number that neither ``integer(_:)`` nor ``decimal(_:)`` holds: the nearest `Double`.
    case double(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object, by field name.
    case object([String: JSONValue])
}

extension JSONValue: Codable {
    /// Reads whatever value is there.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: A `DecodingError` when the value is none of JSON's.
    public init(from decoder: any Decoder) throws {
        let value = try decoder.singleValueContainer()
        if value.decodeNil() {
            self = .null
        } else if let bool = try? value.decode(Bool.self) {
            self = .bool(bool)
        } else if let integer = try? value.decode(Int64.self) {
            self = .integer(integer)
        } else if let string = try? value.decode(String.self) {
            self = .string(string)
        } else if let values = try? value.decode([JSONValue].self) {
            self = .array(values)
        } else if let fields = try? value.decode([String: JSONValue].self) {
            self = .object(fields)
        } else if let decimal = try? value.decode(Decimal.self), decimal.isFinite {
            self = .decimal(decimal)
        } else {
            self = .double(try value.decode(Double.self))
        }
    }

    /// Writes the value as it was read.
    ///
    /// - Parameter encoder: The encoder.
    public func encode(to encoder: any Encoder) throws {
        var value = encoder.singleValueContainer()
        switch self {
        case .null: try value.encodeNil()
        case .bool(let bool): try value.encode(bool)
        case .integer(let integer): try value.encode(integer)
        case .decimal(let decimal): try value.encode(decimal)
        case .double(let double): try value.encode(double)
        case .string(let string): try value.encode(string)
        case .array(let values): try value.encode(values)
        case .object(let fields): try value.encode(fields)
        }
    }
}

/// A coding key for any field name: the keys of objects whose fields are not known in advance.
struct AnyCodingKey: CodingKey, Hashable {
    var stringValue: String
    var intValue: Int? { nil }

    init(_ name: String) {
        stringValue = name
    }

    init?(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) {
        return nil
    }
}
