import Testing

@testable import Todos

@Suite struct KeyTests {
    @Test func bytesFromARawTerminalDecodeToKeys() {
        let bytes: [UInt8] = [0x61, 0x1B, 0x5B, 0x41, 0x1B, 0x5B, 0x42, 0x0D, 0x7F, 0x03, 0x04]
        #expect(
            Key.keys(in: bytes) == [
                .character("a"), .up, .down, .enter, .backspace,
                .interrupt, .endOfInput,
            ])
    }

    @Test func aLoneEscapeIsTheEscapeKeyAndUTF8IsDecoded() {
        #expect(Key.keys(in: [0x1B]) == [.escape])
        #expect(Key.keys(in: Array("é✓".utf8)) == [.character("é"), .character("✓")])
        #expect(Key.keys(in: [0x1B, 0x5B, 0x33, 0x7E]) == [])  // delete key: ignored
    }
}
