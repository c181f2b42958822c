import Foundation

// The persistence types are Codable so that a model holding a `Persisted` value, and the
// actions of its `PersistenceAction` case, can be written to a session journal and read back.

extension PersistenceAction: Codable {
    private enum Key: String, CodingKey {
        case load, save, didRead, didWrite, failed
    }

    private enum ReadKey: String, CodingKey {
        case data, error
    }

    private enum WriteKey: String, CodingKey {
        case revision, error
    }

    /// Writes the action as an object with one key, the case's name:
    /// `{"didRead": {"data": "…base64…"}}`, `{"didWrite": {"revision": 3}}`, `{"load": {}}`.
    ///
    /// - Parameter encoder: The encoder.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        switch self {
        case .load:
            _ = container.nestedContainer(keyedBy: ReadKey.self, forKey: .load)
        case .save:
            _ = container.nestedContainer(keyedBy: ReadKey.self, forKey: .save)
        case .didRead(.success(let data)):
            var read = container.nestedContainer(keyedBy: ReadKey.self, forKey: .didRead)
            try read.encodeIfPresent(data, forKey: .data)
        case .didRead(.failure(let error)):
            var read = container.nestedContainer(keyedBy: ReadKey.self, forKey: .didRead)
            try read.encode(error, forKey: .error)
        case .didWrite(let revision, let error):
            var write = container.nestedContainer(keyedBy: WriteKey.self, forKey: .didWrite)
            try write.encode(revision, forKey: .revision)
            try write.encodeIfPresent(error, forKey: .error)
        case .failed(let error):
            try container.encode(error, forKey: .failed)
        }
    }

    /// Reads an action ``encode(to:)`` wrote.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: A `DecodingError` when the object does not hold exactly one known case.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: container.codingPath,
                    debugDescription:
                        "A persistence action is an object with one key: load, save, didRead, "
                        + "didWrite or failed."))
        }
        switch key {
        case .load:
            self = .load
        case .save:
            self = .save
        case .didRead:
            let read = try container.nestedContainer(keyedBy: ReadKey.self, forKey: .didRead)
            if let error = try read.decodeIfPresent(PersistenceError.self, forKey: .error) {
                self = .didRead(.failure(error))
            } else {
                self = .didRead(.success(try read.decodeIfPresent(Data.self, forKey: .data)))
            }
        case .didWrite:
            let write = try container.nestedContainer(keyedBy: WriteKey.self, forKey: .didWrite)
            self = .didWrite(
                revision: try write.decode(Int.self, forKey: .revision),
                error: try write.decodeIfPresent(PersistenceError.self, forKey: .error))
        case .failed:
            self = .failed(try container.decode(PersistenceError.self, forKey: .failed))
        }
    }
}

/// The keys of a persisted value's JSON.
private enum PersistedKey: String, CodingKey {
    case value, revision, savedRevision, status, isStored
}

extension Persisted: Encodable where Value: Encodable {
    /// Writes the value with what it knows of its storage: its revisions, status and whether
    /// it is stored.
    ///
    /// - Parameter encoder: The encoder.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: PersistedKey.self)
        try container.encode(value, forKey: .value)
        try container.encode(revision, forKey: .revision)
        try container.encode(savedRevision, forKey: .savedRevision)
        try container.encode(status, forKey: .status)
        try container.encode(isStored, forKey: .isStored)
    }
}

extension Persisted: Decodable where Value: Decodable {
    /// Reads a persisted value ``encode(to:)`` wrote. Its next change schedules a save.
    ///
    /// A ``JSONDocument`` value is checked as its file is (``JSONDocument/validate()``), so a
    /// session journal cannot hold a value its file would refuse.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: A `DecodingError`; `dataCorrupted`, at the field the document names, with the
    ///   reason of the ``InvalidDocument`` its `validate()` threw.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: PersistedKey.self)
        let value = try container.decode(Value.self, forKey: .value)
        if let document = value as? any JSONDocument {
            do throws(InvalidDocument) {
                try document.validate()
            } catch {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(
                        codingPath: container.codingPath + [PersistedKey.value]
                            + (error.field.map { [AnyCodingKey($0)] } ?? []),
                        debugDescription: error.reason))
            }
        }
        self.init(
            value,
            status: try container.decode(PersistenceStatus.self, forKey: .status),
            isStored: try container.decode(Bool.self, forKey: .isStored))
        revision = try container.decode(Int.self, forKey: .revision)
        savedRevision = try container.decode(Int.self, forKey: .savedRevision)
        scheduledRevision = revision
    }
}
