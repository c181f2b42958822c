import Foundation
import FuzzDriver
import Reflow

@testable import TodosModel

/// Decodes arbitrary bytes as a Todos session journal, as `todos --replay` reads one, and
/// replays an accepted journal through the update, checking its checkpoints: neither may trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = Data(bytes(start, count))
    guard let journal = try? JSONDecoder().decode(Journal<AppModel>.self, from: data) else {
        return 0
    }
    _ = RuntimeIssue.$reporter.withValue({ _ in }) {
        // Nothing is loaded or saved, as `todos --replay` runs it.
        journal.firstDivergence(
            environment: AppEnvironment(
                file: PersistenceStorage(path: "todos.json", read: { nil }, write: { _ in })))
    }
    return 0
}

@_cdecl("FuzzTodosJournal_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { testOneInput($0, $1) }
}
