import Foundation

/// Any JSON value, read without knowing the app's types: the inspector never links the app that
/// wrote a journal, so actions and states are trees of this.
enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The members of an object, by key; `nil` for any other value.
    var members: [String: JSONValue]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The value as an integer, when it is a whole number.
    var integerValue: Int? {
        switch self {
        case .integer(let value): value
        case .number(let value) where value.rounded() == value && abs(value) < 9e15: Int(value)
        default: nil
        }
    }

    /// The value as a string, when it is one.
    var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }
}

extension JSONValue: Decodable {
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }
}

extension JSONValue {
    /// The value as JSON text, keys sorted, safe to place inside an HTML `<script>` element: `<`,
    /// `>`, `&` and the line separators are written as `\u` escapes, so no string from a journal
    /// can end the element or start markup.
    var json: String {
        var text = ""
        write(to: &text)
        return text
    }

    /// Appends the value as JSON text, escaped as ``json`` says.
    func write(to text: inout String) {
        switch self {
        case .null: text += "null"
        case .bool(let value): text += value ? "true" : "false"
        case .integer(let value): text += String(value)
        case .number(let value): text += value.isFinite ? "\(value)" : "null"
        case .string(let value): Self.writeString(value, to: &text)
        case .array(let values):
            text += "["
            for (index, value) in values.enumerated() {
                if index > 0 { text += "," }
                value.write(to: &text)
            }
            text += "]"
        case .object(let members):
            text += "{"
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { text += "," }
                Self.writeString(key, to: &text)
                text += ":"
                members[key]!.write(to: &text)
            }
            text += "}"
        }
    }

    /// What could end a `<script>` element or a line of JavaScript, escaped in a page.
    private static let pageUnsafe: Set<Unicode.Scalar> = ["<", ">", "&", "\u{2028}", "\u{2029}"]

    /// Appends a string as a JSON string literal, escaped as ``json`` says; with `forPage`
    /// `false`, only quotes, backslashes and line breaks are escaped, for a line of text.
    static func writeString(_ string: String, to text: inout String, forPage: Bool = true) {
        text += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where forPage && (Self.pageUnsafe.contains(scalar) || scalar.value < 0x20):
                text += "\\u" + hex4(scalar.value)
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }

    private static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// The value as short JSON text for a line of output: at most `limit` characters, ending in
    /// `…` when cut.
    func brief(limit: Int = 120) -> String {
        let text: String
        switch self {
        case .string(let value):
            // Quoted as in the page's data, but for a line of text: `<`, `&` and control
            // characters stay as they are (the terminal printer neutralises the latter).
            var quoted = ""
            Self.writeString(value, to: &quoted, forPage: false)
            text = quoted
        case .array(let values):
            text = "[" + values.map { $0.brief(limit: limit) }.joined(separator: ", ") + "]"
        case .object(let members):
            text =
                "{"
                + members.keys.sorted().map { "\($0): \(members[$0]!.brief(limit: limit))" }
                .joined(separator: ", ") + "}"
        default: text = json
        }
        return text.count > limit ? String(text.prefix(limit - 1)) + "…" : text
    }

    /// The number of bytes of the value's JSON text (``json``), counted without writing it.
    var byteCount: Int {
        switch self {
        // A scalar is a few bytes: written as ``json`` writes it, and counted.
        case .null, .bool, .integer, .number: json.utf8.count
        case .string(let value): Self.byteCount(ofString: value)
        case .array(let values):
            values.reduce(2 + Swift.max(values.count - 1, 0)) { $0 + $1.byteCount }
        case .object(let members):
            members.reduce(2 + Swift.max(members.count - 1, 0)) {
                $0 + Self.byteCount(ofMember: $1.key, $1.value)
            }
        }
    }

    /// The bytes of an object's member: its name, a colon and its value.
    static func byteCount(ofMember key: String, _ value: JSONValue) -> Int {
        byteCount(ofString: key) + 1 + value.byteCount
    }

    /// The bytes ``writeString(_:to:forPage:)`` writes for a string in a page.
    static func byteCount(ofString string: String) -> Int {
        var count = 2
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"", "\\", "\n", "\r", "\t": count += 2
            case _ where pageUnsafe.contains(scalar) || scalar.value < 0x20: count += 6
            default: count += UTF8.width(scalar)
            }
        }
        return count
    }
}
