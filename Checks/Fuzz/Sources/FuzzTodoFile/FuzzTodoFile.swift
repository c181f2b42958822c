import Foundation
import FuzzDriver
import Reflow

@testable import TodosModel

/// Decodes arbitrary bytes as a todo file, as a load does, and writes an accepted file back, as
/// a save does, through the Todos format and through Reflow's JSON format: neither may trap,
/// whatever the file holds.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = Data(bytes(start, count))
    // The library's own JSON format, which the file's is built like.
    if let todos = try? PersistenceFormat<KeyedList<TodoModel>>.json.decode(data, storedAt: "t") {
        _ = try? PersistenceFormat<KeyedList<TodoModel>>.json.encode(todos, storedAt: "t")
    }
    let format = PersistenceFormat<SavedTodos>.todoFile
    guard let saved = try? format.decode(data, storedAt: "todos.json") else { return 0 }
    _ = try? format.encode(saved, storedAt: "todos.json")
    return 0
}

@_cdecl("FuzzTodoFile_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { testOneInput($0, $1) }
}
