import Foundation
import Reflow

/// The rows of a value whose list, at ``rows``, holds `Element`s: it notes which IDs changed, as
/// they change, and encodes only those at a save.
///
/// Changes are read from the list's own log of changes (the one that tells a store's observers
/// which rows changed) after every action, so noting them costs O(*k*) for *k* changes, never
/// O(*n*). When the log cannot say (a bulk change of many rows, a list assigned whole from
/// elsewhere), the next save hands the database the whole list, which compares it with its rows
/// and writes the differences: O(*n*) once, never wrong.
final class RowCodec<Value: Codable, Element: Codable & Identifiable>: RowsOfValue<Value>,
    @unchecked Sendable
where Element.ID: Encodable {
    // Unchecked: the key path is immutable, and the tracking lives in a `LockedBox`. (A key
    // path is not declared `Sendable`; its root may be main-actor isolated in an app module,
    // where the codec is only used on the store's actor anyway.)

    /// Where the list is in the value.
    let rows: WritableKeyPath<Value, KeyedList<Element>>

    /// What the storage holds, compared with the value.
    private struct Tracking {
        /// Where the list's log was when changes were last noted.
        var mark = KeyedListChangeMark.empty
        /// The IDs changed since the last save (or removed).
        var changed: Set<Element.ID> = []
        /// Whether the whole list is to be compared: the log could not say what changed.
        var everything = false
        /// A digest of the document the database holds; `nil` when not known.
        var document: ContentDigest?
        /// What the save in progress writes.
        var writing: Writing?
    }

    /// What a save in progress writes: counted as changed again if it fails.
    private struct Writing {
        var changed: Set<Element.ID>
        var everything: Bool
        var document: ContentDigest?
    }

    private let tracking = LockedBox(Tracking())

    init(rows: WritableKeyPath<Value, KeyedList<Element>>) {
        self.rows = rows
    }

    override func noteChanges(in value: Value) {
        let list = value[keyPath: rows]
        tracking.withLock { tracking in
            if let ids = list.changedIDs(since: tracking.mark) {
                tracking.changed.formUnion(ids)
            } else {
                tracking.everything = true
            }
            tracking.mark = list.changeMark
        }
    }

    override func changes(
        of value: Value, everything: Bool, path: String
    ) throws(PersistenceError) -> RowChanges {
        noteChanges(in: value)
        let list = value[keyPath: rows]
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let document = try encodeDocument(of: value, with: encoder, path: path)
        let digest = ContentDigest(document)
        let (changed, writesAll, storedDocument) = tracking.withLock { tracking in
            (tracking.changed, everything || tracking.everything, tracking.document)
        }
        var changes = RowChanges()
        if digest != storedDocument {
            changes.document = document
        }
        if writesAll {
            changes.isWhole = true
            var rows: [RowChanges.Row] = []
            rows.reserveCapacity(list.count)
            for element in list {
                rows.append(try row(element, with: encoder, path: path))
            }
            changes.runs = [RowChanges.Run(after: nil, before: nil, rows: rows)]
        } else {
            var positions: [Int] = []
            positions.reserveCapacity(changed.count)
            for id in changed {
                if let position = list.index(id: id) {
                    positions.append(position)
                } else {
                    changes.removed.append(try key(id, with: encoder, path: path))
                }
            }
            positions.sort()
            // Neighbours that changed make one run, between the two unchanged rows around it.
            var start = 0
            while start < positions.count {
                var end = start
                while end + 1 < positions.count, positions[end + 1] == positions[end] + 1 {
                    end += 1
                }
                let first = positions[start]
                let last = positions[end]
                var rows: [RowChanges.Row] = []
                rows.reserveCapacity(end - start + 1)
                for position in first...last {
                    rows.append(try row(list[position], with: encoder, path: path))
                }
                let after = first > 0 ? try key(list[first - 1].id, with: encoder, path: path) : nil
                let before =
                    last + 1 < list.count
                    ? try key(list[last + 1].id, with: encoder, path: path) : nil
                changes.runs.append(RowChanges.Run(after: after, before: before, rows: rows))
                start = end + 1
            }
        }
        let writing = Writing(
            changed: changed, everything: writesAll,
            document: changes.document == nil ? nil : digest)
        tracking.withLock { tracking in
            tracking.writing = writing
            tracking.changed.subtract(changed)
            tracking.everything = false
        }
        return changes
    }

    override func didWrite(succeeded: Bool) {
        tracking.withLock { tracking in
            guard let writing = tracking.writing else { return }
            tracking.writing = nil
            if succeeded {
                if let document = writing.document {
                    tracking.document = document
                }
            } else {
                tracking.changed.formUnion(writing.changed)
                tracking.everything = tracking.everything || writing.everything
            }
        }
    }

    override func decode(_ payload: Data, path: String) throws(PersistenceError) -> Value {
        let loaded: LoadedRows
        do {
            loaded = try JSONDecoder().decode(LoadedRows.self, from: payload)
        } catch {
            throw .corrupt(path: path, reason: describeDecodingFailure(error))
        }
        var value = loaded.document
        let list = KeyedList(loaded.rows)
        guard list.count == loaded.rows.count else {
            throw .corrupt(
                path: path,
                reason: "\(loaded.rows.count - list.count) row(s) share an ID with another")
        }
        value[keyPath: rows] = list
        // The checks of the value's file, on the whole value: its rows and its document.
        if let document = value as? any JSONDocument {
            do throws(InvalidDocument) {
                try document.validate()
            } catch {
                throw .corrupt(path: path, reason: error.reason)
            }
        }
        return value
    }

    override func didLoad(_ value: Value, isStored: Bool) {
        let list = value[keyPath: rows]
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let document =
            isStored
            ? (try? encodeDocument(of: value, with: encoder, path: "")).map(ContentDigest.init)
            : nil
        tracking.withLock { tracking in
            tracking = Tracking(
                mark: list.changeMark, everything: !isStored && !list.isEmpty,
                document: document)
        }
    }

    /// The value without its list, encoded: what `reflow_meta` keeps as `document`.
    private func encodeDocument(
        of value: Value, with encoder: JSONEncoder, path: String
    ) throws(PersistenceError) -> Data {
        var document = value
        // Replaced, not emptied: the list's storage is shared with `value`, and stays so.
        document[keyPath: rows] = KeyedList()
        do {
            return try encoder.encode(document)
        } catch {
            throw .unwritable(path: path, reason: "it cannot be encoded: \(error)")
        }
    }

    /// An element's row.
    private func row(
        _ element: Element, with encoder: JSONEncoder, path: String
    ) throws(PersistenceError) -> RowChanges.Row {
        do {
            return RowChanges.Row(
                key: try encoder.encode(element.id), data: try encoder.encode(element))
        } catch {
            throw .unwritable(path: path, reason: "it cannot be encoded: \(error)")
        }
    }

    /// An ID's key: its JSON.
    private func key(
        _ id: Element.ID, with encoder: JSONEncoder, path: String
    ) throws(PersistenceError) -> Data {
        do {
            return try encoder.encode(id)
        } catch {
            throw .unwritable(path: path, reason: "it cannot be encoded: \(error)")
        }
    }

    /// What a load reads: the document, and the rows in order.
    private struct LoadedRows: Decodable {
        var document: Value
        var rows: [Element]
    }
}
