/// A value saved as a JSON file that the app's versions share: the file says which format
/// version wrote it, a newer version's fields survive a save by an older one, and a file of an
/// older version is migrated when it is read.
///
/// Declare the value's fields, its format ``version`` and a place for the fields it does not
/// know; its `Codable` conformance is Swift's own:
///
/// ```swift
/// struct NotesFile: JSONDocument, Equatable {
///     static let version = 1
///     static var list: WritableKeyPath<NotesFile, KeyedList<Note>> { \.notes }
///
///     var title = ""
///     var notes = KeyedList<Note>()
///     var unknownFields = UnknownFields<Note>()
/// }
/// ```
///
/// and store it with ``PersistenceFormat/jsonDocument``
/// (`format: .jsonDocument` in ``ModelProtocol/update(state:action:persisted:storage:format:tag:)``).
/// The file is the value's fields, with `"version"` beside them, pretty-printed with sorted
/// keys:
///
/// ```json
/// {
///   "notes" : [
///     {
///       "id" : 1,
///       "text" : "Milk"
///     }
///   ],
///   "title" : "Shopping",
///   "version" : 1
/// }
/// ```
///
/// What the format does with it:
///
/// - **Fields it does not know are kept.** A field of the top-level object that the value does
///   not decode, and a field of an element that is not one of the element type's coding keys,
///   is kept in ``unknownFields`` and written back where it was: a file written by a newer
///   version (or edited by another tool) round-trips through an older one. The field of type
///   ``UnknownFields`` is never written as such: its contents are.
/// - **The version is checked.** A file of a newer ``version`` is refused, unread and untouched,
///   with a reason that says so; a file of an older one is brought up to date by the
///   ``migrations`` first.
/// - **The list is written in bounded memory.** The document's ``KeyedList`` of ``Element``
///   (its ``list``; the document has one field of that type) is written a batch of elements at
///   a time, so a save of a list of any length needs memory for
///   the file's bytes and one batch, never `JSONEncoder`'s tree of the whole value.
/// - **What is read is checked.** ``validate()`` refuses a value the app cannot use (an ID out
///   of range, say), and an ID that two elements share is refused before it.
///
/// ``validate()`` checks the value wherever it is read: from its file, from a session journal's
/// states (a ``Persisted`` value's decoding calls it), and from a database of ReflowSQLite; so
/// a journal cannot hold a value that the file would refuse.
public protocol JSONDocument: Codable {
    /// The type of the elements of the document's list: its ``KeyedList`` field.
    associatedtype Element: Codable, Identifiable where Element.ID: Codable & Sendable

    /// The format version this version of the app writes, in the file's ``versionKey`` field.
    ///
    /// Raise it when a change needs a migration (a field renamed, a meaning changed), and add
    /// the migration from the version before to ``migrations``. A field added with a default
    /// value needs neither: an older version keeps it as an unknown field.
    static var version: Int { get }

    /// How a file of an older version becomes one of this version: one migration from each
    /// older version that may still be read. Empty unless given.
    static var migrations: [JSONMigration] { get }

    /// The name of the file's field that holds the format version: `"version"` unless given.
    /// The value's own fields must not use it.
    static var versionKey: String { get }

    /// Where the document's list is: `static var list: WritableKeyPath<NotesFile,
    /// KeyedList<Note>> { \.notes }`.
    ///
    /// The format reads the list's elements while the decoder holds the file, and indexes them
    /// by ID once it has let go of it, so a load needs no more memory than a bare decode of the
    /// file, plus the index.
    static var list: WritableKeyPath<Self, KeyedList<Element>> { get }

    /// The fields of the file this version does not know, written back on save.
    var unknownFields: UnknownFields<Element> { get set }

    /// Checks a value read from a file, a journal or a database, and throws when the app
    /// cannot use it; nothing is checked unless given.
    ///
    /// - Throws: An ``InvalidDocument`` that says why, in a few lowercase words, and names the
    ///   field it is about.
    func validate() throws(InvalidDocument)
}

extension JSONDocument {
    /// No migrations: a file of an older version is refused.
    public static var migrations: [JSONMigration] { [] }

    /// `"version"`.
    public static var versionKey: String { "version" }

    /// Accepts every value.
    public func validate() throws(InvalidDocument) {}
}

/// Why a ``JSONDocument`` that was read cannot be used: the reason of
/// ``PersistenceError/corrupt(path:reason:)``, and of the `DecodingError` a journal that holds
/// it throws.
public struct InvalidDocument: Error, Equatable, Sendable, CustomStringConvertible {
    /// The reason, in a few lowercase words: `"its next ID 0 is out of range"`.
    public var reason: String
    /// The field of the document the reason is about, when there is one: a journal's
    /// `DecodingError` names it in its coding path.
    public var field: String?

    /// A reason, and the field it is about.
    ///
    /// - Parameters:
    ///   - reason: The reason, in a few lowercase words.
    ///   - field: The field of the document it is about, if any.
    public init(_ reason: String, field: String? = nil) {
        self.reason = reason
        self.field = field
    }

    /// The reason.
    public var description: String { reason }
}

/// How a ``JSONDocument``'s file of one format version becomes one of the next: a change to the
/// file's top-level object, as JSON.
///
/// A file of version 1 read by an app of version 3 runs the migration from 1, then the one from
/// 2, then is decoded as version 3; it is saved as version 3 at the next save. A migration
/// holds the whole file in memory as ``JSONValue``s, several times its size, once.
///
/// ```swift
/// // Version 2 calls a note's `body` its `text`.
/// JSONMigration.elements(of: "notes", from: 1) { note in
///     note["text"] = note.removeValue(forKey: "body")
/// }
/// ```
public struct JSONMigration: Sendable {
    /// The version of the files it migrates; they become version `version + 1`.
    public var version: Int
    /// Changes the top-level object of a file of ``version``. Its `"version"` field is set
    /// afterwards.
    public var migrate: @Sendable (inout [String: JSONValue]) throws -> Void

    /// A migration of the top-level object.
    ///
    /// - Parameters:
    ///   - version: The version of the files it migrates.
    ///   - migrate: Changes the top-level object; throw to refuse the file, with the error's
    ///     description as the reason.
    public init(
        from version: Int, _ migrate: @escaping @Sendable (inout [String: JSONValue]) throws -> Void
    ) {
        self.version = version
        self.migrate = migrate
    }

    /// A migration of each element of the list at a field of the top-level object.
    ///
    /// - Parameters:
    ///   - key: The field of the top-level object that holds the list.
    ///   - version: The version of the files it migrates.
    ///   - migrate: Changes one element's object; an element that is not an object is left as
    ///     it is.
    /// - Returns: The migration.
    public static func elements(
        of key: String, from version: Int,
        _ migrate: @escaping @Sendable (inout [String: JSONValue]) throws -> Void
    ) -> JSONMigration {
        JSONMigration(from: version) { document in
            guard case .array(var elements)? = document[key] else { return }
            document[key] = nil
            for index in elements.indices {
                guard case .object(var fields) = elements[index] else { continue }
                elements[index] = .null
                try migrate(&fields)
                elements[index] = .object(fields)
            }
            document[key] = .array(elements)
        }
    }
}
