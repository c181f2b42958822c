import Foundation
import Reflow
import ReflowSQLite
import ReflowTesting
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@MainActor
@Suite struct SQLiteStorageTests {
    @Test func aListIsReadBackInTheOrderItWasSaved() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("list.db")
        let store = await loadedStore(database(path))
        #expect(store.state.items.status == .ready)
        #expect(!store.state.items.isStored)
        for item in items(5) {
            await sendAndSave(store, .add(item))
        }
        await sendAndSave(store, .move(5, to: 0))
        await sendAndSave(store, .insert(Item(id: 9, title: "nine"), at: 2))
        await sendAndSave(store, .toggle(3))
        let loaded = await reloaded(path)
        #expect(loaded.status == .ready)
        #expect(loaded.isStored)
        #expect(loaded.value.ids == [5, 1, 9, 2, 3, 4])
        #expect(loaded.value == store.state.items.value)
    }

    @Test func aToggleWritesOneRowAMoveOneRowARemovalOneDeletion() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("list.db")
        let storage = database(path)
        let store = await loadedStore(storage)
        await sendAndSave(store, .replace(items(1_000)))
        #expect(storage.lastSave?.rows == 1_000)
        await sendAndSave(store, .toggle(500))
        #expect(
            storage.lastSave
                == SQLiteSaveSummary(rows: 1, removed: 0, wholeList: false, document: false))
        await sendAndSave(store, .move(10, to: 700))
        #expect(
            storage.lastSave
                == SQLiteSaveSummary(rows: 1, removed: 0, wholeList: false, document: false))
        await sendAndSave(store, .remove(20))
        #expect(
            storage.lastSave
                == SQLiteSaveSummary(rows: 0, removed: 1, wholeList: false, document: false))
        await sendAndSave(store, .insert(Item(id: 5_000, title: "new"), at: 0))
        #expect(storage.lastSave?.rows == 1)
        #expect(await reloaded(path).value == store.state.items.value)
    }

    @Test func changesBetweenTwoSavesAreWrittenTogether() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("list.db")
        let storage = SQLiteStorage<KeyedList<Item>>(
            path, saveDelay: .seconds(3600), sleep: { try await Task.sleep(for: $0) })
        let store = await loadedStore(storage)
        store.send(.replace(items(100)))
        store.send(.database(.save))
        await store.waitForEffects()
        for id in [3, 4, 5, 50, 80] {
            store.send(.toggle(id))
        }
        store.send(.remove(90))
        store.send(.database(.save))
        await store.waitForEffects()
        // Rows 3, 4 and 5 are one run between rows 2 and 6; 50 and 80 runs of their own.
        #expect(
            storage.lastSave
                == SQLiteSaveSummary(rows: 5, removed: 1, wholeList: false, document: false))
        #expect(await reloaded(path).value == store.state.items.value)
    }

    @Test func aTestStoreThatKeepsEveryStateStillSavesOnlyTheChangedRows() async throws {
        // A test store holds the state before each action, so every change copies the list
        // and starts a new log of changes: the storage follows the copy.
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("list.db")
        let seeded = await loadedStore(database(path))
        await sendAndSave(seeded, .replace(items(3)))
        let storage = database(path)
        let store = TestStore(state: ListModel(), environment: .init(database: storage))
        await store.send(.database(.load)) { $0.items.status = .loading }
        await store.receive(where: { if case .database(.didRead) = $0 { true } else { false } }) {
            $0.items.value = KeyedList(items(3))
            $0.items.status = .ready
            $0.items.isStored = true
        }
        await store.send(.toggle(2)) { $0.items.value[id: 2]?.done = true }
        await store.receive(.database(.save)) { $0.items.status = .saving }
        await store.receive(where: { if case .database(.didWrite) = $0 { true } else { false } }) {
            $0.items.status = .ready
        }
        #expect(storage.lastSave?.rows == 1)
        await store.send(.move(1, to: 2)) { $0.items.value.move(id: 1, to: 2) }
        await store.receive(.database(.save)) { $0.items.status = .saving }
        await store.receive(where: { if case .database(.didWrite) = $0 { true } else { false } }) {
            $0.items.status = .ready
        }
        #expect(
            storage.lastSave
                == SQLiteSaveSummary(rows: 1, removed: 0, wholeList: false, document: false))
        await store.finish()
        #expect(await reloaded(path).value.ids == [2, 3, 1])
        #expect(await reloaded(path).value[id: 2]?.done == true)
    }

    @Test func aBulkChangeTheListDoesNotItemizeIsComparedAndWritesOnlyItsDifferences() async throws
    {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("list.db")
        let storage = database(path)
        let store = await loadedStore(storage)
        await sendAndSave(store, .replace(items(100)))
        for id in 1...40 {
            store.send(.toggle(id))
        }
        await store.waitForEffects()
        await sendAndSave(store, .removeDone)
        // More removals than the list's log itemizes: the whole list is compared with the
        // database, and only the removals are written.
        #expect(
            storage.lastSave
                == SQLiteSaveSummary(rows: 0, removed: 40, wholeList: true, document: false))
        await sendAndSave(store, .toggle(70))
        #expect(storage.lastSave?.rows == 1)
        #expect(await reloaded(path).value.ids == Array(41...100))
    }

    @Test func aListAssignedWholeWritesOnlyTheRowsThatDiffer() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("list.db")
        let storage = database(path)
        let store = await loadedStore(storage)
        await sendAndSave(store, .replace(items(100)))
        var next = items(90)
        next.insert(next.remove(at: 49), at: 0)  // item 50 first
        next[10].title = "renamed"  // item 10 (after the move, the eleventh)
        next += [Item(id: 500, title: "new"), Item(id: 501, title: "newer")]
        await sendAndSave(store, .replace(next))
        #expect(
            storage.lastSave
                == SQLiteSaveSummary(rows: 4, removed: 10, wholeList: true, document: false))
        #expect(await reloaded(path).value.elements == next)
    }

    @Test func movesAndInsertsAtOnePlaceKeepTheOrderWhenTheGapsRunOut() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("list.db")
        let store = await loadedStore(database(path))
        await sendAndSave(store, .replace(items(3)))
        // Each insertion halves the gap after the first row: 32 of them use it up.
        for id in 100..<170 {
            await sendAndSave(store, .insert(Item(id: id, title: "\(id)"), at: 1))
        }
        for id in 200..<240 {
            await sendAndSave(store, .insert(Item(id: id, title: "\(id)"), at: 0))
        }
        #expect(await reloaded(path).value.ids == store.state.items.value.ids)
    }

    @Test func randomChangesAndSavesMatchAReferenceList() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("list.db")
        let storage = SQLiteStorage<KeyedList<Item>>(
            path, saveDelay: .seconds(3600), sleep: { try await Task.sleep(for: $0) })
        let store = await loadedStore(storage)
        var generator = SplitMix(seed: 0x5EED)
        var reference: [Item] = []
        var nextID = 1
        for step in 0..<600 {
            let choice = generator.next() % 10
            if reference.isEmpty || choice < 3 {
                let item = Item(id: nextID, title: "\(nextID)")
                nextID += 1
                let position = Int(generator.next() % UInt64(reference.count + 1))
                reference.insert(item, at: position)
                store.send(.insert(item, at: position))
            } else if choice < 5 {
                let index = Int(generator.next() % UInt64(reference.count))
                reference[index].done.toggle()
                store.send(.toggle(reference[index].id))
            } else if choice < 7 {
                let index = Int(generator.next() % UInt64(reference.count))
                let item = reference.remove(at: index)
                let position = Int(generator.next() % UInt64(reference.count + 1))
                reference.insert(item, at: position)
                store.send(.move(item.id, to: position))
            } else if choice < 9 {
                let index = Int(generator.next() % UInt64(reference.count))
                store.send(.remove(reference.remove(at: index).id))
            } else if generator.next() % 3 == 0, reference.count > 2 {
                // A list assigned whole: a slice reversed, a few removed, one renamed, one new.
                let start = Int(generator.next() % UInt64(reference.count - 1))
                let end = start + Int(generator.next() % UInt64(reference.count - start))
                reference[start...end].reverse()
                for _ in 0..<Int(generator.next() % 3) where !reference.isEmpty {
                    reference.remove(at: Int(generator.next() % UInt64(reference.count)))
                }
                if !reference.isEmpty {
                    reference[Int(generator.next() % UInt64(reference.count))].title += "!"
                }
                reference.append(Item(id: nextID, title: "\(nextID)"))
                nextID += 1
                store.send(.replace(reference))
            } else {
                store.send(.database(.save))
                await store.waitForEffects()
                let loaded = await reloaded(path)
                #expect(loaded.value.elements == reference, "step \(step)")
            }
        }
        store.send(.database(.save))
        await store.waitForEffects()
        #expect(await reloaded(path).value.elements == reference)
    }

    @Test(arguments: [SQLiteDurability.full, .normal])
    func eachDurabilitySavesAndLoadsTheSameList(durability: SQLiteDurability) async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("list.db")
        let storage = SQLiteStorage<KeyedList<Item>>(
            path, durability: durability, saveDelay: .zero, sleep: { _ in })
        #expect(storage.durability == durability)
        let store = await loadedStore(storage)
        await sendAndSave(store, .replace(items(20)))
        await sendAndSave(store, .toggle(7))
        #expect(store.state.items.status == .ready)
        #expect(await reloaded(path).value == store.state.items.value)
    }

    @Test func aSymbolicLinkKeepsPointingAtTheDatabase() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try FileManager.default.createDirectory(
            atPath: directory.path("data"), withIntermediateDirectories: false)
        let target = directory.path("data/list.db")
        let link = directory.path("list.db")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let store = await loadedStore(database(link))
        await sendAndSave(store, .replace(items(3)))
        await sendAndSave(store, .toggle(2))
        #expect(store.state.items.status == .ready)
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
        #expect(await reloaded(target).value == store.state.items.value)
        #expect(await reloaded(link).value == store.state.items.value)
    }

    @Test func aReadOutsideAStoreLeavesWhatTheStoreSawAsItWas() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("list.db")
        #expect(try database(path).read() == nil)
        let storage = database(path)
        let store = await loadedStore(storage)
        await sendAndSave(store, .replace(items(4)))
        await sendAndSave(await loadedStore(database(path)), .toggle(1))
        // The read sees the other store's save; the first store is still told of it.
        #expect(try storage.read()?[id: 1]?.done == true)
        await sendAndSave(store, .toggle(2))
        #expect(store.state.items.status == .failed(.changedElsewhere(path: path)))
    }

    @Test func aValueBesideTheListIsSavedWhenItChanges() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("shelf.db")
        let storage = SQLiteStorage<Shelf>(path, rows: \.items, saveDelay: .zero, sleep: { _ in })
        let store = Store(
            state: ShelfModel(), action: .database(.load), environment: storage)
        await store.waitForEffects()
        store.send(.add("one"))
        store.send(.add("two"))
        await store.waitForEffects()
        store.send(.rename("Books"))
        await store.waitForEffects()
        #expect(
            storage.lastSave
                == SQLiteSaveSummary(rows: 0, removed: 0, wholeList: false, document: true))
        let other = Store(
            state: ShelfModel(), action: .database(.load),
            environment: SQLiteStorage<Shelf>(path, rows: \.items))
        await other.waitForEffects()
        #expect(other.state.shelf.value == store.state.shelf.value)
        #expect(other.state.shelf.value.name == "Books")
        #expect(other.state.shelf.value.nextID == 3)
    }
}

/// A value that holds a list beside other fields.
private struct Shelf: Codable, Equatable, Sendable {
    var name = "Shelf"
    var nextID = 1
    var items = KeyedList<Item>()
}

private struct ShelfModel: ModelProtocol, Sendable {
    enum Action: Equatable, Sendable {
        case add(String)
        case rename(String)
        case database(PersistenceAction)
    }

    var shelf = Persisted(Shelf())

    static let database = Place.database(\Self.shelf, tag: Action.database)

    static func update(
        state: consuming ShelfModel, action: Action, environment: SQLiteStorage<Shelf>
    ) -> Update<ShelfModel> {
        let next: Update<ShelfModel>
        switch action {
        case .add(let title):
            let id = state.shelf.value.nextID
            state.shelf.value.nextID += 1
            state.shelf.value.items.append(Item(id: id, title: title))
            next = Update(state: state)
        case .rename(let name):
            state.shelf.value.name = name
            next = Update(state: state)
        case .database(let action):
            next = update(state: state, action: action, environment: environment, at: database)
        }
        return next.savingChanges(of: \.shelf, storage: environment, tag: Action.database)
    }
}

/// A small seeded generator: the same changes on every run.
struct SplitMix {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
