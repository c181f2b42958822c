import Foundation

// A state as the tree of values its `Encodable` conformance writes, and the edits that turn one
// such tree into the next: what a journal records of each step's change (see `StepChanges`).

/// A value as an `Encodable` type writes it: the shapes of JSON.
///
/// Numbers are held as `integer` whenever they are whole and exact in a double (2⁵³), so that a
/// tree read back from JSON equals the one written: JSON does not tell `2.0` from `2`.
enum StateValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case array([StateValue])
    case object([String: StateValue])
    /// A keyed list that `StepChanges` follows by its change log instead of encoding it whole at
    /// every step, and the number of steps that changed it so far, so that two trees holding it
    /// are equal only when it did not change: never written, and replaced by the list's
    /// elements before a tree leaves `StepChanges` (see `KeyedListTracker`).
    case trackedList(Int, revision: Int)

    /// A double, as an integer when it is whole and exact.
    static func number(of value: Double) -> StateValue {
        if value.rounded() == value, abs(value) <= 9_007_199_254_740_992,
            value != 0 || value.sign == .plus
        {
            return .integer(Int(value))
        }
        return .number(value)
    }
}

extension StateValue: Codable {
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let values): try container.encode(values)
        case .object(let members): try container.encode(members)
        case .trackedList:
            throw EncodingError.invalidValue(
                self,
                EncodingError.Context(
                    codingPath: encoder.codingPath,
                    debugDescription: "Reflow: a tracked list's placeholder was left in a journal.")
            )
        }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(of: value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let values = try? container.decode([StateValue].self) {
            self = .array(values)
        } else {
            self = .object(try container.decode([String: StateValue].self))
        }
    }
}

/// One step of a path into a ``StateValue``: an object's member or an array's index.
enum StatePathComponent: Hashable, Sendable, Codable {
    case key(String)
    case index(Int)

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .key(let key): try container.encode(key)
        case .index(let index): try container.encode(index)
        }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let index = try? container.decode(Int.self) {
            guard index >= 0 else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "An index in a change's path is \(index).")
            }
            self = .index(index)
        } else {
            self = .key(try container.decode(String.self))
        }
    }
}

/// One edit of a state's tree, recorded for a step of a journal: the edits of a step, in order,
/// turn the state before it into the state after it.
///
/// Written as `["s", path, value]` (replaces the value at the path, or adds an object's
/// member), `["d", path]` (removes an object's member), or
/// `["p", path, index, count, [values]]` (replaces `count` items of the array at the path from
/// `index` on with the values). A path is an array of member names and indices, from the
/// state's root (`[]`). Read in that form, and in the one format version 1 wrote:
/// `{"set": path, "to": value}`, `{"remove": path}` and
/// `{"splice": path, "at": index, "removing": count, "inserting": [values]}`.
enum StateEdit: Equatable, Sendable {
    case set([StatePathComponent], StateValue)
    case remove([StatePathComponent])
    case splice([StatePathComponent], at: Int, removing: Int, inserting: [StateValue])
}

extension StateEdit: Codable {
    private enum Key: String, CodingKey {
        case set, to, remove, splice, at, removing, inserting
    }

    func encode(to encoder: any Encoder) throws {
        // Arrays, not objects with member names: the changes are most of a long journal of a
        // small state, and names would be half of them.
        var container = encoder.unkeyedContainer()
        switch self {
        case .set(let path, let value):
            try container.encode("s")
            try container.encode(path)
            try container.encode(value)
        case .remove(let path):
            try container.encode("d")
            try container.encode(path)
        case .splice(let path, let at, let removing, let inserting):
            try container.encode("p")
            try container.encode(path)
            try container.encode(at)
            try container.encode(removing)
            try container.encode(inserting)
        }
    }

    init(from decoder: any Decoder) throws {
        guard var list = try? decoder.unkeyedContainer() else {
            self = try Self(keyedFrom: decoder)
            return
        }
        let kind = try list.decode(String.self)
        let path = try list.decode([StatePathComponent].self)
        switch kind {
        case "s":
            self = .set(path, try list.decode(StateValue.self))
        case "d":
            try self.init(removing: path, decoder: decoder)
        case "p":
            let at = try list.decode(Int.self)
            let removing = try list.decode(Int.self)
            try Self.checkSplice(at: at, removing: removing, decoder: decoder)
            self = .splice(
                path, at: at, removing: removing, inserting: try list.decode([StateValue].self))
        default:
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "A change is none of \"s\", \"d\" and \"p\": \"\(kind)\"."))
        }
        guard list.isAtEnd else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "A change \"\(kind)\" has more values than it takes."))
        }
    }

    /// An edit as format version 1 wrote it: an object with member names.
    private init(keyedFrom decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        if let path = try container.decodeIfPresent([StatePathComponent].self, forKey: .set) {
            self = .set(path, try container.decode(StateValue.self, forKey: .to))
        } else if let path = try container.decodeIfPresent(
            [StatePathComponent].self, forKey: .remove)
        {
            try self.init(removing: path, decoder: decoder)
        } else if let path = try container.decodeIfPresent(
            [StatePathComponent].self, forKey: .splice)
        {
            let at = try container.decode(Int.self, forKey: .at)
            let removing = try container.decode(Int.self, forKey: .removing)
            try Self.checkSplice(at: at, removing: removing, decoder: decoder)
            self = .splice(
                path, at: at, removing: removing,
                inserting: try container.decode([StateValue].self, forKey: .inserting))
        } else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "A change is none of set, remove and splice."))
        }
    }

    private init(removing path: [StatePathComponent], decoder: any Decoder) throws {
        guard !path.isEmpty else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "A change removes the state's root."))
        }
        self = .remove(path)
    }

    private static func checkSplice(at: Int, removing: Int, decoder: any Decoder) throws {
        guard at >= 0, removing >= 0, at <= journalMaximumStep, removing <= journalMaximumStep
        else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: """
                        A splice at \(at) removing \(removing) items: both must be from 0 to 2⁵³.
                        """))
        }
    }
}

// MARK: - Encoding a value as a tree

/// Encodes values as ``StateValue`` trees, in the shapes `JSONEncoder` writes with its default
/// strategies (`Data` as Base64, a `URL` as its string, a `Date` as its own `Encodable` writes
/// it), so that the edits of a journal apply to its checkpoints as written.
struct StateTreeEncoder {
    /// The keyed lists followed by their change logs, when encoding a step's state; `nil` to
    /// encode every list whole.
    var tracker: KeyedListTracker?

    /// The tree of a value.
    func encode(_ value: some Encodable) throws -> StateValue {
        let node = TreeNode()
        try TreeEncoding.encode(value, into: node, codingPath: [], tracker: tracker)
        return node.value
    }
}

/// A node of a tree being written: containers are written into after they are made.
final class TreeNode {
    enum Content {
        case value(StateValue)
        case object([String: TreeNode])
        case array([TreeNode])
    }

    var content = Content.value(.null)

    /// The tree written.
    var value: StateValue {
        switch content {
        case .value(let value): value
        case .object(let members): .object(members.mapValues(\.value))
        case .array(let items): .array(items.map(\.value))
        }
    }
}

/// The `Encoder` of ``StateTreeEncoder``: writes into a node.
struct TreeEncoding: Encoder {
    let node: TreeNode
    let codingPath: [any CodingKey]
    let tracker: KeyedListTracker?
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// Writes a value into a node, with `JSONEncoder`'s default shapes for Foundation's types.
    static func encode(
        _ value: some Encodable, into node: TreeNode, codingPath: [any CodingKey],
        tracker: KeyedListTracker?
    ) throws {
        switch value {
        case let data as Data: node.content = .value(.string(data.base64EncodedString()))
        case let url as URL: node.content = .value(.string(url.absoluteString))
        case let decimal as Decimal:
            node.content = .value(.number(of: NSDecimalNumber(decimal: decimal).doubleValue))
        default:
            try value.encode(to: TreeEncoding(node: node, codingPath: codingPath, tracker: tracker))
        }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .object = node.content {} else { node.content = .object([:]) }
        return KeyedEncodingContainer(
            KeyedTreeContainer<Key>(node: node, codingPath: codingPath, tracker: tracker))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .array = node.content {} else { node.content = .array([]) }
        return UnkeyedTreeContainer(node: node, codingPath: codingPath, tracker: tracker)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleTreeContainer(node: node, codingPath: codingPath, tracker: tracker)
    }
}

/// A key for an array's item in a coding path.
private struct IndexKey: CodingKey {
    var intValue: Int?
    var stringValue: String { String(intValue ?? 0) }
    init(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
}

private struct SuperKey: CodingKey {
    var stringValue: String { "super" }
    var intValue: Int? { nil }
    init() {}
    init?(stringValue: String) { nil }
    init?(intValue: Int) { nil }
}

/// The primitive values, as tree values.
private protocol TreePrimitiveWriting {
    func write(_ value: StateValue) throws
    func writeEncodable(_ value: some Encodable) throws
}

extension TreePrimitiveWriting {
    func writeInteger(_ value: some BinaryInteger) throws {
        if let exact = Int(exactly: value) {
            try write(.integer(exact))
        } else {
            try write(.number(Double(value)))
        }
    }
}

private struct SingleTreeContainer: SingleValueEncodingContainer, TreePrimitiveWriting {
    let node: TreeNode
    let codingPath: [any CodingKey]
    let tracker: KeyedListTracker?

    func write(_ value: StateValue) throws { node.content = .value(value) }
    func writeEncodable(_ value: some Encodable) throws {
        try TreeEncoding.encode(value, into: node, codingPath: codingPath, tracker: tracker)
    }

    mutating func encodeNil() throws { try write(.null) }
    mutating func encode(_ value: Bool) throws { try write(.bool(value)) }
    mutating func encode(_ value: String) throws { try write(.string(value)) }
    mutating func encode(_ value: Double) throws { try write(.number(of: value)) }
    mutating func encode(_ value: Float) throws { try write(.number(of: Double(value))) }
    mutating func encode(_ value: Int) throws { try writeInteger(value) }
    mutating func encode(_ value: Int8) throws { try writeInteger(value) }
    mutating func encode(_ value: Int16) throws { try writeInteger(value) }
    mutating func encode(_ value: Int32) throws { try writeInteger(value) }
    mutating func encode(_ value: Int64) throws { try writeInteger(value) }
    mutating func encode(_ value: UInt) throws { try writeInteger(value) }
    mutating func encode(_ value: UInt8) throws { try writeInteger(value) }
    mutating func encode(_ value: UInt16) throws { try writeInteger(value) }
    mutating func encode(_ value: UInt32) throws { try writeInteger(value) }
    mutating func encode(_ value: UInt64) throws { try writeInteger(value) }
    mutating func encode<T: Encodable>(_ value: T) throws { try writeEncodable(value) }
}

private struct KeyedTreeContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: TreeNode
    let codingPath: [any CodingKey]
    let tracker: KeyedListTracker?

    /// The node of a member, made empty.
    private func child(_ key: any CodingKey) -> TreeNode {
        let child = TreeNode()
        if case .object(var members) = node.content {
            node.content = .value(.null)
            members[key.stringValue] = child
            node.content = .object(members)
        }
        return child
    }

    private func write(_ value: StateValue, _ key: Key) { child(key).content = .value(value) }

    private func writeInteger(_ value: some BinaryInteger, _ key: Key) {
        write(Int(exactly: value).map(StateValue.integer) ?? .number(Double(value)), key)
    }

    mutating func encodeNil(forKey key: Key) throws { write(.null, key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { write(.bool(value), key) }
    mutating func encode(_ value: String, forKey key: Key) throws { write(.string(value), key) }
    mutating func encode(_ value: Double, forKey key: Key) throws {
        write(.number(of: value), key)
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
        write(.number(of: Double(value)), key)
    }
    mutating func encode(_ value: Int, forKey key: Key) throws { writeInteger(value, key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { writeInteger(value, key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { writeInteger(value, key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { writeInteger(value, key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { writeInteger(value, key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { writeInteger(value, key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { writeInteger(value, key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { writeInteger(value, key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { writeInteger(value, key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { writeInteger(value, key) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try TreeEncoding.encode(
            value, into: child(key), codingPath: codingPath + [key], tracker: tracker)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        TreeEncoding(node: child(key), codingPath: codingPath + [key], tracker: tracker)
            .container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        TreeEncoding(node: child(key), codingPath: codingPath + [key], tracker: tracker)
            .unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        TreeEncoding(
            node: child(SuperKey()), codingPath: codingPath + [SuperKey()], tracker: tracker)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        TreeEncoding(node: child(key), codingPath: codingPath + [key], tracker: tracker)
    }
}

private struct UnkeyedTreeContainer: UnkeyedEncodingContainer {
    let node: TreeNode
    let codingPath: [any CodingKey]
    let tracker: KeyedListTracker?

    var count: Int {
        if case .array(let items) = node.content { return items.count }
        return 0
    }

    /// The node of the next item.
    private func next() -> TreeNode {
        let child = TreeNode()
        if case .array(var items) = node.content {
            node.content = .value(.null)
            items.append(child)
            node.content = .array(items)
        }
        return child
    }

    private func write(_ value: StateValue) { next().content = .value(value) }

    private func writeInteger(_ value: some BinaryInteger) {
        write(Int(exactly: value).map(StateValue.integer) ?? .number(Double(value)))
    }

    mutating func encodeNil() throws { write(.null) }
    mutating func encode(_ value: Bool) throws { write(.bool(value)) }
    mutating func encode(_ value: String) throws { write(.string(value)) }
    mutating func encode(_ value: Double) throws { write(.number(of: value)) }
    mutating func encode(_ value: Float) throws { write(.number(of: Double(value))) }
    mutating func encode(_ value: Int) throws { writeInteger(value) }
    mutating func encode(_ value: Int8) throws { writeInteger(value) }
    mutating func encode(_ value: Int16) throws { writeInteger(value) }
    mutating func encode(_ value: Int32) throws { writeInteger(value) }
    mutating func encode(_ value: Int64) throws { writeInteger(value) }
    mutating func encode(_ value: UInt) throws { writeInteger(value) }
    mutating func encode(_ value: UInt8) throws { writeInteger(value) }
    mutating func encode(_ value: UInt16) throws { writeInteger(value) }
    mutating func encode(_ value: UInt32) throws { writeInteger(value) }
    mutating func encode(_ value: UInt64) throws { writeInteger(value) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        let key = IndexKey(intValue: count)
        try TreeEncoding.encode(
            value, into: next(), codingPath: codingPath + [key], tracker: tracker)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        let key = IndexKey(intValue: count)
        return TreeEncoding(node: next(), codingPath: codingPath + [key], tracker: tracker)
            .container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let key = IndexKey(intValue: count)
        return TreeEncoding(node: next(), codingPath: codingPath + [key], tracker: tracker)
            .unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let key = IndexKey(intValue: count)
        return TreeEncoding(node: next(), codingPath: codingPath + [key], tracker: tracker)
    }
}
