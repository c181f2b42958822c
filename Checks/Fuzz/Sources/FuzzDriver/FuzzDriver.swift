/// libFuzzer's driver, which runs a fuzz target's function on generated inputs.
///
/// A SwiftPM executable's entry point is its own (`<Target>_main`), so each target calls this
/// from it instead of linking libFuzzer's `main`.
@_silgen_name("LLVMFuzzerRunDriver")
private func runDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ body: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// Runs libFuzzer with the command line, calling `body` on each input.
///
/// - Parameters:
///   - argc: The number of arguments.
///   - argv: The arguments.
///   - body: The fuzz target's function: `LLVMFuzzerTestOneInput`.
/// - Returns: libFuzzer's exit status.
public func runFuzzer(
    _ argc: CInt,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
    _ body: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt {
    var argc = argc
    var argv = argv
    return runDriver(&argc, &argv, body)
}

/// The bytes of one input.
///
/// - Parameters:
///   - start: Where they start, or `nil` for none.
///   - count: How many there are.
/// - Returns: A copy of them.
public func bytes(_ start: UnsafePointer<UInt8>?, _ count: Int) -> [UInt8] {
    guard let start, count > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: start, count: count))
}
