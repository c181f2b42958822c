import Foundation

/// Writes a ``JSONDocument``'s file: the bytes one `JSONEncoder` pretty-printing with sorted
/// keys writes for the whole document, its unknown fields where they were read, in bounded
/// memory.
///
/// `JSONEncoder` builds a tree of every value before it writes a byte, several times the file's
/// size for a long list (BENCHMARKS.md, scenario 14). So the top level is encoded with a
/// placeholder string in the list's place, and the elements a batch at a time, each batch's
/// lines indented to their depth in the file and put in the placeholder's place: the bytes are
/// the ones one encoder would write (a string never holds a raw newline, so every newline the
/// encoder writes starts a line).
enum DocumentWriter<Document: JSONDocument> {
    /// The elements encoded at a time: enough that the encoder's own cost is spread thin, few
    /// enough that its tree stays small.
    static var batchSize: Int { 1_024 }

    /// The file's bytes, with a final newline.
    static func encode(_ document: Document) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let state = WritingState<Document>()
        let top = try encoder.encode(DocumentWriting(document: document, state: state))
        guard let list = state.list,
            let place = top.range(of: Data("\"\(state.placeholder)\"".utf8))
        else { return top + Data("\n".utf8) }
        let elements = list.elements
        let unknown = document.unknownFields.elements
        var file = Data()
        var start = elements.startIndex
        while start < elements.endIndex {
            let end = min(start + batchSize, elements.endIndex)
            let batch = try encoder.encode(
                elements[start..<end].map {
                    ElementWriting(element: $0, unknownFields: unknown[$0.id])
                })
            if start == elements.startIndex {
                // The file's size, from the first batch's (its lines two spaces deeper), with
                // room for longer elements further on: a file that outgrew its buffer would be
                // copied into one twice its size.
                let lines = batch.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
                let perElement = Double(batch.count + 2 * lines) / Double(end - start)
                file.reserveCapacity(
                    top.count + 4_096 + Int(perElement * 1.125 * Double(elements.count)))
                file.append(top[..<place.lowerBound])
                file.append(UInt8(ascii: "["))
            }
            // `[\n  {…},\n  {…}\n]`: the elements' lines, one level deeper in the file.
            if start > elements.startIndex { file.append(UInt8(ascii: ",")) }
            batch.withUnsafeBytes { raw in
                let bytes = raw.assumingMemoryBound(to: UInt8.self)
                let end = bytes.count - 2
                var line = 1
                let newline = UInt8(ascii: "\n")
                for index in line..<end where bytes[index] == newline {
                    file.append(UnsafeBufferPointer(rebasing: bytes[line...index]))
                    // The blank line of an empty object or list is left blank, as the encoder
                    // writes it.
                    if bytes[index + 1] != newline { file.append(contentsOf: "  ".utf8) }
                    line = index + 1
                }
                file.append(UnsafeBufferPointer(rebasing: bytes[line..<end]))
            }
            start = end
        }
        file.append(contentsOf: "\n  ]".utf8)
        file.append(top[place.upperBound...])
        file.append(UInt8(ascii: "\n"))
        return file
    }
}

/// What writing a document's top level set aside: its list, written after it.
final class WritingState<Document: JSONDocument> {
    /// The string written in the list's place: one no field of the file holds.
    let placeholder = "reflow-list-\(UUID().uuidString)"
    /// The list, when it has elements.
    var list: KeyedList<Document.Element>?
}

/// A document's top level: its unknown fields, then its own (which win over an unknown field
/// of the same name), then its version.
struct DocumentWriting<Document: JSONDocument>: Encodable {
    let document: Document
    let state: WritingState<Document>

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        for (key, value) in document.unknownFields.topLevel {
            try container.encode(value, forKey: AnyCodingKey(key))
        }
        try document.encode(to: DocumentEncoder(base: encoder, state: state))
        try container.encode(Document.version, forKey: AnyCodingKey(Document.versionKey))
    }
}

/// One element of the list as the file holds it: its unknown fields, then its own, which win.
struct ElementWriting<Element: Encodable>: Encodable {
    let element: Element
    let unknownFields: [String: JSONValue]?

    func encode(to encoder: any Encoder) throws {
        if let unknownFields {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            for (key, value) in unknownFields {
                try container.encode(value, forKey: AnyCodingKey(key))
            }
        }
        try element.encode(to: encoder)
    }
}

/// The encoder a document's own `encode(to:)` is given: the file's, with its keyed container
/// watched.
struct DocumentEncoder<Document: JSONDocument>: Encoder {
    let base: any Encoder
    let state: WritingState<Document>

    var codingPath: [any CodingKey] { base.codingPath }
    var userInfo: [CodingUserInfoKey: Any] { base.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(
            DocumentEncodingContainer(base: base.container(keyedBy: type), state: state))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        base.unkeyedContainer()
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        base.singleValueContainer()
    }
}

/// A document's top-level container: writes a placeholder in the list's place, and nothing
/// for ``UnknownFields`` (``DocumentWriting`` writes its contents).
struct DocumentEncodingContainer<Document: JSONDocument, Key: CodingKey>:
    KeyedEncodingContainerProtocol
{
    var base: KeyedEncodingContainer<Key>
    let state: WritingState<Document>

    var codingPath: [any CodingKey] { base.codingPath }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        if value is UnknownFields<Document.Element> { return }
        if let list = value as? KeyedList<Document.Element>, !list.isEmpty {
            state.list = list
            try base.encode(state.placeholder, forKey: key)
            return
        }
        try base.encode(value, forKey: key)
    }

    mutating func encodeNil(forKey key: Key) throws {
        try base.encodeNil(forKey: key)
    }

    mutating func encode(_ value: Bool, forKey key: Key) throws {
        try base.encode(value, forKey: key)
    }

    mutating func encode(_ value: String, forKey key: Key) throws {
        try base.encode(value, forKey: key)
    }

    mutating func encode(_ value: Double, forKey key: Key) throws {
        try base.encode(value, forKey: key)
    }

    mutating func encode(_ value: Float, forKey key: Key) throws {
        try base.encode(value, forKey: key)
    }

    mutating func encode(_ value: Int, forKey key: Key) throws {
        try base.encode(value, forKey: key)
    }

    mutating func encode(_ value: Int8, forKey key: Key) throws {
        try base.encode(value, forKey: key)
    }

    mutating func encode(_ value: Int16, forKey key: Key) throws {
        try base.encode(value, forKey: key)
    }

    mutating func encode(_ value: Int32, forKey key: Key) throws {
        try base.encode(value, forKey: key)
    }

    mutating func encode(_ value: Int64, forKey key: Key) throws {
        try base.encode(value, forKey: key)
    }

    mutating func encode(_ value: UInt, forKey key: Key) throws {
        try base.encode(value, forKey: key)
    }

    mutating func encode(_ value: UInt8, forKey key: Key) throws {
        try base.encode(value, forKey: key)
    }

    mutating func encode(_ value: UInt16, forKey key: Key) throws {
        try base.encode(value, forKey: key)
    }

    mutating func encode(_ value: UInt32, forKey key: Key) throws {
        try base.encode(value, forKey: key)
    }

    mutating func encode(_ value: UInt64, forKey key: Key) throws {
        try base.encode(value, forKey: key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        base.nestedContainer(keyedBy: keyType, forKey: key)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        base.nestedUnkeyedContainer(forKey: key)
    }

    mutating func superEncoder() -> any Encoder {
        base.superEncoder()
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        base.superEncoder(forKey: key)
    }
}
