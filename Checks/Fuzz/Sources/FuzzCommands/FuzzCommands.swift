import FuzzDriver

@testable import MeetingsModel
@testable import TodosModel

/// Parses arbitrary bytes as a line of `todos` and of `meetings`, as their scripts are read:
/// a line is refused or understood, never a trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let line = String(decoding: bytes(start, count), as: UTF8.self)
    _ = try? Command.parse(line)
    _ = try? MeetingsCommand.parse(line)
    return 0
}

@_cdecl("FuzzCommands_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { testOneInput($0, $1) }
}
