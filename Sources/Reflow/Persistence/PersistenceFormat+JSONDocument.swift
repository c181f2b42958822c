import Foundation

extension PersistenceFormat where Value: JSONDocument {
    /// A ``JSONDocument`` as a JSON file: its fields and its format version, pretty-printed
    /// with sorted keys and a final newline, with the fields this version does not know kept,
    /// the version checked and older files migrated, and its list written in bounded memory.
    ///
    /// Reading parses the file once: the known fields, the unknown ones and the version in the
    /// same `JSONDecoder` pass. A file is refused, with the reason of
    /// ``PersistenceError/corrupt(path:reason:)``, when it is empty, is not a JSON object, has
    /// no version or one this version cannot read (`"it was written by a newer version (format
    /// 3; this version reads formats up to 2)"`), has two elements with one ID (`"two notes
    /// have the ID 4"`, named after the list's field), or fails ``JSONDocument/validate()``.
    ///
    /// Writing gives the bytes one `JSONEncoder` pretty-printing with sorted keys would write
    /// for the whole value (and a final newline), but encodes the list a batch of elements at
    /// a time: the memory a save needs is the file's bytes and one batch's tree, where one
    /// encoder pass builds a tree of every value first, several times the file's size.
    public static var jsonDocument: PersistenceFormat {
        PersistenceFormat(
            encode: { document in try DocumentWriter<Value>.encode(document) },
            decode: { data in try DocumentReader<Value>.decode(data) }
        )
    }
}

/// Reads a ``JSONDocument``'s file.
enum DocumentReader<Document: JSONDocument> {
    /// Decodes and checks a file's bytes.
    static func decode(_ data: Data) throws -> Document {
        guard !data.isEmpty else { throw InvalidDocument("it is empty") }
        do {
            // Finished once the decoder has let go of the file's parsed form.
            return try documentDecoder().decode(DocumentReading<Document>.self, from: data)
                .finished()
        } catch DecodingError.typeMismatch(_, let context) where context.codingPath.isEmpty {
            throw InvalidDocument("it is not a JSON object but \(jsonKind(of: data))")
        } catch DecodingError.valueNotFound(_, let context) where context.codingPath.isEmpty {
            throw InvalidDocument("it is not a JSON object but \(jsonKind(of: data))")
        }
    }

    /// A decoder for a document's file, with the sink its elements' unknown fields go to.
    static func documentDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.userInfo[FoundFields.key] = FoundFields()
        return decoder
    }

    /// What a JSON text that is not an object holds, in words: `"an array"`.
    private static func jsonKind(of data: Data) -> String {
        let first = data.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } ?? 0
        return switch first {
        case UInt8(ascii: "["): "an array"
        case UInt8(ascii: "\""): "a string"
        case UInt8(ascii: "t"), UInt8(ascii: "f"): "a boolean"
        case UInt8(ascii: "n"): "null"
        default: "a number"
        }
    }

    /// The oldest format version this version reads: the migrations run from it, one after the
    /// other, to ``JSONDocument/version``.
    static var oldestVersion: Int {
        let from = Set(Document.migrations.map(\.version))
        var oldest = Document.version
        while oldest > 1, from.contains(oldest - 1) { oldest -= 1 }
        return oldest
    }

    /// Checks a file's format version.
    static func check(version: Int) throws(InvalidDocument) {
        if version > Document.version {
            throw InvalidDocument(
                "it was written by a newer version (format \(version); this version reads "
                    + "formats up to \(Document.version))",
                field: Document.versionKey)
        }
        guard version >= 1 else {
            throw InvalidDocument(
                "its format version \(version) is not valid", field: Document.versionKey)
        }
        let oldest = oldestVersion
        guard version >= oldest else {
            throw InvalidDocument(
                "its format version \(version) is older than this version reads (formats "
                    + "\(oldest) to \(Document.version))",
                field: Document.versionKey)
        }
    }

    /// Runs the migrations from a file's version, once it is checked.
    ///
    /// - Returns: The top-level object of the current version.
    static func migrate(
        _ fields: [String: JSONValue], from version: Int
    ) throws -> [String: JSONValue] {
        var fields = fields
        for step in version..<Document.version {
            guard let migration = Document.migrations.first(where: { $0.version == step }) else {
                throw InvalidDocument("there is no migration from format \(step)")
            }
            try migration.migrate(&fields)
        }
        fields[Document.versionKey] = .integer(Int64(Document.version))
        return fields
    }
}

/// A document as its file holds it: read through ``DocumentDecoder``, which finds its list and
/// the fields it does not know.
struct DocumentReading<Document: JSONDocument>: Decodable {
    var document: Document
    /// The list's elements as read, in order, and the list's field: indexed into the list by
    /// ``finished()``.
    var elements: (values: [Document.Element], key: String)?

    /// The document with its list, checked.
    func finished() throws -> Document {
        var document = document
        if let elements {
            let (list, repeated) = KeyedList.indexing(elements.values)
            if let repeated {
                throw InvalidDocument(
                    "two \(elements.key) have the ID \(repeated)", field: elements.key)
            }
            document[keyPath: Document.list] = list
        }
        try document.validate()
        return document
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        let versionKey = AnyCodingKey(Document.versionKey)
        let version = try container.decode(Int.self, forKey: versionKey)
        try DocumentReader<Document>.check(version: version)
        if version < Document.version {
            // Once: the whole file as JSON values, migrated, then read as this version's.
            let fields = try decoder.singleValueContainer().decode([String: JSONValue].self)
            let migrated = try DocumentReader<Document>.migrate(fields, from: version)
            document = try DocumentReader<Document>.documentDecoder().decode(
                DocumentReading.self, from: try JSONEncoder().encode(migrated)
            ).finished()
            return
        }
        let reading = ReadingState<Document>()
        var document = try Document(from: DocumentDecoder(base: decoder, state: reading))
        var unknown = UnknownFields<Document.Element>()
        unknown.elements = reading.elementFields
        for key in container.allKeys
        where key != versionKey && !reading.askedKeys.contains(key.stringValue) {
            unknown.topLevel[key.stringValue] = try container.decode(JSONValue.self, forKey: key)
        }
        document.unknownFields = unknown
        self.document = document
        elements = reading.elements
    }
}

/// What reading a document's top level found: the fields it asked for, and the unknown fields
/// of its list's elements.
final class ReadingState<Document: JSONDocument> {
    var askedKeys: Set<String> = []
    var elementFields: [Document.Element.ID: [String: JSONValue]] = [:]
    /// The list's elements, and its field, once read.
    var elements: (values: [Document.Element], key: String)?
}

/// The decoder a document's own `init(from:)` is given: the file's, with its keyed container
/// watched.
struct DocumentDecoder<Document: JSONDocument>: Decoder {
    let base: any Decoder
    let state: ReadingState<Document>

    var codingPath: [any CodingKey] { base.codingPath }
    var userInfo: [CodingUserInfoKey: Any] { base.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(
            DocumentDecodingContainer(base: try base.container(keyedBy: type), state: state))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try base.unkeyedContainer()
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        try base.singleValueContainer()
    }
}

/// A document's top-level container: notes the fields the document asks for, reads its list
/// element by element with their unknown fields, and answers for ``UnknownFields``, which the
/// file does not hold as such.
struct DocumentDecodingContainer<Document: JSONDocument, Key: CodingKey>:
    KeyedDecodingContainerProtocol
{
    let base: KeyedDecodingContainer<Key>
    let state: ReadingState<Document>

    var codingPath: [any CodingKey] { base.codingPath }
    var allKeys: [Key] { base.allKeys }

    private func ask(_ key: Key) {
        state.askedKeys.insert(key.stringValue)
    }

    func contains(_ key: Key) -> Bool {
        ask(key)
        return base.contains(key)
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        ask(key)
        return try base.decodeNil(forKey: key)
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        if T.self == UnknownFields<Document.Element>.self {
            // Filled once the whole top level is read; a field of the file with its name is
            // not the document's.
            return UnknownFields<Document.Element>() as! T
        }
        ask(key)
        if T.self == KeyedList<Document.Element>.self, state.elements == nil {
            state.elements = (try decodeList(forKey: key), key.stringValue)
            // Indexed into the document's list once the decoder has let go of the file.
            return KeyedList<Document.Element>() as! T
        }
        return try base.decode(type, forKey: key)
    }

    /// Reads the list's elements, each with the fields its type does not know: an array, as a
    /// bare decode reads it; the index by ID is built once the decoder has let go of the file.
    private func decodeList(forKey key: Key) throws -> [Document.Element] {
        var list = try base.nestedUnkeyedContainer(forKey: key)
        var elements: [Document.Element] = []
        elements.reserveCapacity(list.count ?? 0)
        while !list.isAtEnd {
            let read = try list.decode(ElementReading<Document.Element>.self)
            if let fields = read.unknownFields {
                state.elementFields[read.element.id] = fields
            }
            elements.append(read.element)
        }
        return elements
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        ask(key)
        return try base.decode(type, forKey: key)
    }

    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        ask(key)
        return try base.decode(type, forKey: key)
    }

    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        ask(key)
        return try base.decode(type, forKey: key)
    }

    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        ask(key)
        return try base.decode(type, forKey: key)
    }

    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
        ask(key)
        return try base.decode(type, forKey: key)
    }

    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
        ask(key)
        return try base.decode(type, forKey: key)
    }

    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
        ask(key)
        return try base.decode(type, forKey: key)
    }

    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
        ask(key)
        return try base.decode(type, forKey: key)
    }

    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
        ask(key)
        return try base.decode(type, forKey: key)
    }

    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
        ask(key)
        return try base.decode(type, forKey: key)
    }

    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
        ask(key)
        return try base.decode(type, forKey: key)
    }

    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
        ask(key)
        return try base.decode(type, forKey: key)
    }

    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
        ask(key)
        return try base.decode(type, forKey: key)
    }

    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
        ask(key)
        return try base.decode(type, forKey: key)
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        ask(key)
        return try base.nestedContainer(keyedBy: type, forKey: key)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        ask(key)
        return try base.nestedUnkeyedContainer(forKey: key)
    }

    func superDecoder() throws -> any Decoder {
        state.askedKeys.insert("super")
        return try base.superDecoder()
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        ask(key)
        return try base.superDecoder(forKey: key)
    }
}

/// One element of a document's list as the file holds it: the element, and the fields of its
/// object that are none of its type's coding keys.
struct ElementReading<Element: Decodable>: Decodable {
    var element: Element
    var unknownFields: [String: JSONValue]?

    init(from decoder: any Decoder) throws {
        // One sink for the whole list, handed over by the decoder: no allocation an element.
        guard let found = decoder.userInfo[FoundFields.key] as? FoundFields else {
            element = try Element(from: decoder)
            return
        }
        found.fields = nil
        element = try Element(from: ElementDecoder(base: decoder, found: found))
        unknownFields = found.fields
    }
}

/// The unknown fields an ``ElementDecoder`` found in the element it read last.
final class FoundFields: @unchecked Sendable {
    /// Where a document's decoder holds its sink.
    static let key = CodingUserInfoKey(rawValue: "org.reflow.jsonDocument.foundFields")!

    var fields: [String: JSONValue]?
}

/// The decoder an element's own `init(from:)` is given: the file's, whose object is read once,
/// by name; the fields the element's coding keys do not name are noted as it asks for its keyed
/// container.
struct ElementDecoder: Decoder {
    let base: any Decoder
    let found: FoundFields

    var codingPath: [any CodingKey] { base.codingPath }
    var userInfo: [CodingUserInfoKey: Any] { base.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        // One container of the object, by name, for the element's fields and the others: a
        // second container would index the object's fields again.
        let all = try base.container(keyedBy: AnyCodingKey.self)
        var fields: [String: JSONValue] = [:]
        for key in all.allKeys where Key(stringValue: key.stringValue) == nil {
            fields[key.stringValue] = try all.decode(JSONValue.self, forKey: key)
        }
        found.fields = fields.isEmpty ? nil : fields
        return KeyedDecodingContainer(NamedDecodingContainer<Key>(base: all))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try base.unkeyedContainer()
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        try base.singleValueContainer()
    }
}

/// A container of an element's keys over the container of its object by name.
struct NamedDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let base: KeyedDecodingContainer<AnyCodingKey>

    var codingPath: [any CodingKey] { base.codingPath }
    var allKeys: [Key] { base.allKeys.compactMap { Key(stringValue: $0.stringValue) } }

    private func named(_ key: Key) -> AnyCodingKey { AnyCodingKey(key.stringValue) }

    func contains(_ key: Key) -> Bool { base.contains(named(key)) }

    func decodeNil(forKey key: Key) throws -> Bool { try base.decodeNil(forKey: named(key)) }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try base.decode(type, forKey: named(key))
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        try base.decode(type, forKey: named(key))
    }

    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try base.decode(type, forKey: named(key))
    }

    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        try base.decode(type, forKey: named(key))
    }

    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        try base.decode(type, forKey: named(key))
    }

    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
        try base.decode(type, forKey: named(key))
    }

    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
        try base.decode(type, forKey: named(key))
    }

    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
        try base.decode(type, forKey: named(key))
    }

    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
        try base.decode(type, forKey: named(key))
    }

    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
        try base.decode(type, forKey: named(key))
    }

    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
        try base.decode(type, forKey: named(key))
    }

    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
        try base.decode(type, forKey: named(key))
    }

    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
        try base.decode(type, forKey: named(key))
    }

    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
        try base.decode(type, forKey: named(key))
    }

    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
        try base.decode(type, forKey: named(key))
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try base.nestedContainer(keyedBy: type, forKey: named(key))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try base.nestedUnkeyedContainer(forKey: named(key))
    }

    func superDecoder() throws -> any Decoder {
        try base.superDecoder()
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        try base.superDecoder(forKey: named(key))
    }
}

extension KeyedList {
    /// A list of `elements` in order, sharing their storage, or the first ID two of them share.
    static func indexing(_ elements: [Element]) -> (list: KeyedList, repeated: Element.ID?) {
        var list = KeyedList()
        list.positions.reserveCapacity(elements.count)
        for (position, element) in elements.enumerated()
        where list.positions.updateValue(position, forKey: element.id) != nil {
            return (KeyedList(), element.id)
        }
        list.storage = elements
        // As a list built by appending them: every element is new.
        list.noteChanges(elements.lazy.map { $0.id }, count: elements.count)
        return (list, nil)
    }
}
