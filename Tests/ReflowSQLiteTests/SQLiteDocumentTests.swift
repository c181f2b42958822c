import Foundation
import Reflow
import ReflowSQLite
import Testing

/// A list beside a next ID, whose checks refuse an item at or past the next ID.
private struct Ledger: JSONDocument, Equatable, Sendable {
    static let version = 1
    static var list: WritableKeyPath<Ledger, KeyedList<Item>> { \.items }

    var nextID = 1
    var items = KeyedList<Item>()
    var unknownFields = UnknownFields<Item>()

    func validate() throws(InvalidDocument) {
        if let item = items.first(where: { $0.id >= nextID }) {
            throw InvalidDocument(
                "item ID \(item.id) is out of range (next ID is \(nextID))", field: "items")
        }
    }
}

private struct LedgerModel: ModelProtocol, Sendable {
    enum Action: Equatable, Sendable {
        case add(String)
        case database(PersistenceAction)
    }

    var ledger = Persisted(Ledger())

    static let database = Place.database(\Self.ledger, tag: Action.database)

    static func update(
        state: consuming LedgerModel, action: Action, environment: SQLiteStorage<Ledger>
    ) -> Update<LedgerModel> {
        let next: Update<LedgerModel>
        switch action {
        case .add(let title):
            state.ledger.value.items.append(Item(id: state.ledger.value.nextID, title: title))
            state.ledger.value.nextID += 1
            next = Update(state: state)
        case .database(let action):
            next = update(state: state, action: action, environment: environment, at: database)
        }
        return next.savingChanges(of: \.ledger, storage: environment, tag: Action.database)
    }
}

@MainActor
@Suite struct SQLiteDocumentTests {
    @Test func aDocumentsChecksRunOnTheWholeValueItsDatabaseHolds() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("ledger.db")
        let storage = SQLiteStorage<Ledger>(path, rows: \.items, saveDelay: .zero, sleep: { _ in })
        let store = Store(
            state: LedgerModel(), action: .database(.load), environment: storage)
        await store.waitForEffects()
        store.send(.add("one"))
        store.send(.add("two"))
        await store.waitForEffects()
        #expect(try storage.read()?.items.map(\.id) == [1, 2])

        // Another program lowers the next ID below the rows' IDs: the rows and the document
        // each decode, but together the value's checks refuse them.
        try runSQL(
            path,
            """
            UPDATE reflow_meta SET value = CAST(replace(CAST(value AS TEXT), '"nextID":3',
            '"nextID":2') AS BLOB) WHERE key = 'document';
            """)
        #expect(
            throws: PersistenceError.corrupt(
                path: path, reason: "item ID 2 is out of range (next ID is 2)")
        ) {
            try SQLiteStorage<Ledger>(path, rows: \.items).read()
        }
    }
}
