import Foundation

extension Journal where Model.Action: Encodable {
    /// Writes the journal to a file as JSON with sorted keys, replacing the file atomically
    /// (an ``AtomicFile``): a session file is never half written.
    ///
    /// ```swift
    /// if let journal = store.journal {
    ///     try journal.write(toFile: "session.json")
    /// }
    /// ```
    ///
    /// - Parameter path: The file; it need not exist yet.
    /// - Throws: ``PersistenceError/unwritable(path:reason:)`` when the journal cannot be
    ///   encoded or the file cannot be written, and what ``AtomicFile/replace(with:)`` throws;
    ///   the file is then left as it was.
    public func write(toFile path: String) throws(PersistenceError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data: Data
        do {
            data = try encoder.encode(self)
        } catch {
            throw .unwritable(path: path, reason: "it cannot be encoded: \(error)")
        }
        try AtomicFile(path: path).replace(with: data)
    }
}

extension Journal where Model.Action: Decodable {
    /// Reads a journal ``write(toFile:)`` wrote, with every check of its decoding (see
    /// ``init(from:)``): a session file that is not a journal this version reads, whose parts
    /// disagree, or whose actions or states the app's types no longer decode is refused with a
    /// reason that says what is wrong and where.
    ///
    /// A journal of a `Codable` model must hold its states, which a replay starts from and
    /// checks: one that holds none is refused too.
    ///
    /// ```swift
    /// guard let journal = try Journal<AppModel>.read(fromFile: "session.json") else {
    ///     return  // no such file
    /// }
    /// ```
    ///
    /// - Parameter path: The file.
    /// - Returns: The journal, or `nil` when there is no file.
    /// - Throws: ``PersistenceError/unreadable(path:reason:)`` when the file cannot be read,
    ///   and ``PersistenceError/corrupt(path:reason:)`` when it is not such a journal.
    public static func read(fromFile path: String) throws(PersistenceError) -> Journal? {
        guard let data = try AtomicFile(path: path).read() else { return nil }
        let journal: Journal
        do {
            journal = try JSONDecoder().decode(Journal.self, from: data)
        } catch let error as DecodingError {
            throw .corrupt(path: path, reason: describeJournalFailure(error))
        } catch {
            throw .corrupt(path: path, reason: describeDecodingFailure(error))
        }
        // Found at run time, as the states are written (see Journal+Codable.swift).
        if Model.self is any Decodable.Type, journal.checkpoints.isEmpty {
            throw .corrupt(path: path, reason: "it holds no states")
        }
        return journal
    }
}

/// The reason, in words, that a journal could not be decoded: the field, and what the
/// journal's checks say of it.
///
/// - Parameter error: What decoding threw.
/// - Returns: `"the field \"checkpointInterval\" is not valid: The checkpoint interval is 0;
///   it must be from 1 to 1000000."`
private func describeJournalFailure(_ error: DecodingError) -> String {
    let field = describeDecodingFailure(error)
    switch error {
    case .dataCorrupted(let context) where !context.codingPath.isEmpty:
        return "\(field): \(context.debugDescription)"
    default:
        return field
    }
}
