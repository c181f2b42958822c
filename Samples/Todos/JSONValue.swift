import Foundation

/// Any JSON value, decoded and encoded by the same `JSONDecoder` and `JSONEncoder` pass as the
/// fields around it: how ``UnknownFields`` keeps what this sample does not know of a file,
/// without parsing the file a second time.
enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    /// A whole number that fits in 64 bits.
    case integer(Int64)
    /// Any other number, exactly as written when it has at most 38 digits (`Decimal`), else as
    /// the nearest `Double`.
    case decimal(Decimal)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])
}

extension JSONValue: Codable {
    /// Reads whatever value is there.
    init(from decoder: any Decoder) throws {
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
    func encode(to encoder: any Encoder) throws {
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
