import Foundation
import Reflow
import ReflowSQLite
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a SQLite storage does when the database is not what it saved: another program's
/// change, a file that is not its database, a read-only file, a full disk.
@MainActor
@Suite struct SQLiteStorageFailureTests {
    @Test func aChangeAnotherProcessMadeSinceTheLoadIsReportedAndNotOverwritten() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("list.db")
        await sendAndSave(await loadedStore(database(path)), .replace(items(10)))
        let first = await loadedStore(database(path))
        let second = await loadedStore(database(path))
        await sendAndSave(first, .toggle(1))
        #expect(first.state.items.status == .ready)
        await sendAndSave(second, .remove(2))
        #expect(second.state.items.status == .failed(.changedElsewhere(path: path)))
        // The next save refuses too: the other process's change is never written over.
        await sendAndSave(second, .database(.save))
        #expect(second.state.items.status == .failed(.changedElsewhere(path: path)))
        let stored = await reloaded(path).value
        #expect(stored[id: 1]?.done == true)
        #expect(stored.contains(id: 2))
    }

    @Test func aDatabaseRemovedSinceTheLoadIsNotWrittenAgain() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("list.db")
        await sendAndSave(await loadedStore(database(path)), .replace(items(3)))
        let store = await loadedStore(database(path))
        for name in ["list.db", "list.db-wal", "list.db-shm"] {
            unlink(directory.path(name))
        }
        await sendAndSave(store, .toggle(1))
        #expect(store.state.items.status == .failed(.changedElsewhere(path: path)))
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(store.state.items.value[id: 1]?.done == true)
    }

    @Test func aDatabaseCreatedByAnotherProcessSinceTheLoadIsNotOverwritten() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("list.db")
        let late = await loadedStore(database(path))
        #expect(!late.state.items.isStored)
        await sendAndSave(await loadedStore(database(path)), .replace(items(3)))
        await sendAndSave(late, .add(Item(id: 9, title: "nine")))
        #expect(late.state.items.status == .failed(.changedElsewhere(path: path)))
        #expect(await reloaded(path).value.ids == [1, 2, 3])
    }

    @Test func aFileThatIsNotADatabaseIsRefusedAndLeftUntouched() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("list.db")
        let text = Data("my notes, not a database\n".utf8)
        try text.write(to: URL(fileURLWithPath: path))
        let store = await loadedStore(database(path))
        #expect(
            store.state.items.status
                == .failed(.corrupt(path: path, reason: "it is not a SQLite database")))
        await sendAndSave(store, .add(Item(id: 1, title: "one")))
        #expect(try contents(path) == text)
        #expect(directory.contents == ["list.db"])
    }

    @Test func anotherApplicationsDatabaseIsRefusedAndLeftUntouched() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("list.db")
        try runSQL(path, "CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('mine');")
        let before = try contents(path)
        let store = await loadedStore(database(path))
        #expect(
            store.state.items.status
                == .failed(
                    .corrupt(
                        path: path,
                        reason: "it is a SQLite database, but not one of a Reflow list")))
        await sendAndSave(store, .add(Item(id: 1, title: "one")))
        #expect(try contents(path) == before)
    }

    @Test func aDatabaseOfANewerSchemaIsRefusedAndLeftUntouched() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("list.db")
        await saveAndClose(path, items(3))
        try runSQL(path, "PRAGMA user_version = 2;")
        let before = try contents(path)
        let store = await loadedStore(database(path))
        #expect(
            store.state.items.status
                == .failed(
                    .corrupt(
                        path: path,
                        reason: "it was written by a newer version (schema 2; this one reads 1)")))
        await sendAndSave(store, .add(Item(id: 9, title: "nine")))
        #expect(try contents(path) == before)
    }

    @Test func aDamagedDatabaseIsRefusedAndLeftUntouched() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("list.db")
        await saveAndClose(path, items(2_000))
        var bytes = try contents(path)
        #expect(bytes.count > 5 * 4096)
        // Pages 3 and 4 of the rows' tree: garbage where SQLite expects a page header.
        bytes.replaceSubrange(2 * 4096..<4 * 4096, with: Data(repeating: 0xA5, count: 2 * 4096))
        try bytes.write(to: URL(fileURLWithPath: path))
        let store = await loadedStore(database(path))
        guard case .failed(.corrupt(let failedPath, let reason)) = store.state.items.status else {
            Issue.record("loaded a damaged database: \(store.state.items.status)")
            return
        }
        #expect(failedPath == path)
        #expect(reason.hasPrefix("it is damaged"), "\(reason)")
        await sendAndSave(store, .add(Item(id: 9_999, title: "new")))
        #expect(try contents(path) == bytes)
    }

    @Test func aDirectoryAtThePathIsRefused() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("list.db")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        let store = await loadedStore(database(path))
        #expect(
            store.state.items.status
                == .failed(.unreadable(path: path, reason: "it is a directory, not a file")))
    }

    @Test func aReadOnlyFileKeepsTheStateAndTheNextSaveRetries() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("list.db")
        await saveAndClose(path, items(3))
        let store = await loadedStore(database(path))
        chmod(path, 0o444)
        await sendAndSave(store, .toggle(2))
        #expect(
            store.state.items.status
                == .failed(.unwritable(path: path, reason: "it is read-only")))
        #expect(store.state.items.value[id: 2]?.done == true)
        #expect(store.state.items.hasUnsavedChanges)
        chmod(path, 0o644)
        await sendAndSave(store, .database(.save))
        #expect(store.state.items.status == .ready)
        #expect(!store.state.items.hasUnsavedChanges)
        #expect(await reloaded(path).value[id: 2]?.done == true)
    }

    @Test func aFullDiskKeepsTheStateAndTheNextSaveRetries() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("list.db")
        await saveAndClose(path, items(3))
        let storage = database(path)
        let store = await loadedStore(storage)
        // No page more than the database has: as if the disk were full.
        storage.limitPages(to: 1)
        let many = (100..<400).map { Item(id: $0, title: String(repeating: "x", count: 200)) }
        store.send(.replace(items(3) + many))
        await store.waitForEffects()
        #expect(
            store.state.items.status
                == .failed(.unwritable(path: path, reason: "the disk is full")))
        #expect(await reloaded(path).value.ids == [1, 2, 3])
        #expect(store.state.items.value.count == 303)
        storage.limitPages(to: nil)
        await sendAndSave(store, .database(.save))
        #expect(store.state.items.status == .ready)
        #expect(await reloaded(path).value == store.state.items.value)
    }
}

/// Saves `items` to a new database at `path`, and closes it (its store goes away).
@MainActor
private func saveAndClose(_ path: String, _ items: [Item]) async {
    let store = await loadedStore(database(path))
    await sendAndSave(store, .replace(items))
}
