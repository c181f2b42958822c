import Foundation
import FuzzDriver
import Reflow
import ReflowSQLite

@testable import TodosModel

#if canImport(Glibc)
import Glibc
#endif

/// A directory of this process's own, for the database file each input becomes.
private let directory: String = {
    let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("FuzzSQLiteLoad-\(getpid())").path
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}()

/// Loads arbitrary bytes as the Todos sample's SQLite database (`todos --db`), as a load does:
/// the header's checks, SQLite's reading of the rows, the document and rows decoded into the
/// list. Nothing may trap, whatever the file holds, and a file the load refuses is left byte
/// for byte as it was.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = Data(bytes(start, count))
    let path = directory + "/todos.db"
    for suffix in ["", "-wal", "-shm", "-journal"] {
        unlink(path + suffix)
    }
    guard FileManager.default.createFile(atPath: path, contents: data) else { return 0 }
    let storage = SQLiteStorage<SavedTodos>(path, rows: \.todos)
    do {
        _ = try storage.read()
    } catch {
        let after = FileManager.default.contents(atPath: path)
        precondition(after == data, "a refused file was changed: \(error)")
    }
    return 0
}

@_cdecl("FuzzSQLiteLoad_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { testOneInput($0, $1) }
}
