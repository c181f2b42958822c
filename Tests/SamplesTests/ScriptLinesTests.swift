import SampleTerminal
import Testing

@MainActor
@Suite struct ScriptLinesTests {
    /// A stream of lines that ends after the last.
    private func lines(_ lines: [String]) -> AsyncStream<String> {
        AsyncStream { continuation in
            lines.forEach { continuation.yield($0) }
            continuation.finish()
        }
    }

    @Test func everyLineIsHandledInOrderAndRejectedOnesAreCounted() async {
        var handled: [String] = []
        let rejected = await ScriptLines.run(lines(["a", "bad", "b", "bad"])) {
            line throws(LineRejection) in
            guard line != "bad" else { throw LineRejection(message: "no") }
            handled.append(line)
            return true
        }
        #expect(handled == ["a", "b"])
        #expect(rejected == 2)
    }

    @Test func handlingStopsWhenTheHandlerSaysSo() async {
        var handled: [String] = []
        let rejected = await ScriptLines.run(lines(["a", "quit", "b"])) {
            line throws(LineRejection) in
            handled.append(line)
            return line != "quit"
        }
        #expect(handled == ["a", "quit"])
        #expect(rejected == 0)
    }
}
