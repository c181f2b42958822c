import SampleTerminal
import Testing

@Suite struct KeyTests {
    @Test func bytesFromARawTerminalDecodeToKeys() {
        let bytes: [UInt8] = [
            0x61, 0x1B, 0x5B, 0x41, 0x1B, 0x5B, 0x42, 0x1B, 0x5B, 0x43, 0x1B, 0x5B, 0x44, 0x0D,
            0x0A, 0x7F, 0x08, 0x09, 0x03, 0x04,
        ]
        #expect(
            Key.keys(in: bytes) == [
                .character("a"), .up, .down, .right, .left, .enter, .enter, .backspace,
                .backspace, .tab, .interrupt, .endOfInput,
            ])
    }

    @Test func aLoneEscapeIsTheEscapeKeyAndUTF8IsDecoded() {
        #expect(Key.keys(in: [0x1B]) == [.escape])
        #expect(Key.keys(in: [0x1B, 0x71]) == [.escape, .character("q")])
        #expect(Key.keys(in: Array("é✓".utf8)) == [.character("é"), .character("✓")])
    }

    @Test func homeEndAndDeleteDecodeInEveryFormTerminalsSend() {
        let home: [[UInt8]] = [
            [0x1B, 0x5B, 0x48], [0x1B, 0x4F, 0x48], [0x1B, 0x5B, 0x31, 0x7E],
            [0x1B, 0x5B, 0x37, 0x7E], [0x01],
        ]
        let end: [[UInt8]] = [
            [0x1B, 0x5B, 0x46], [0x1B, 0x4F, 0x46], [0x1B, 0x5B, 0x34, 0x7E],
            [0x1B, 0x5B, 0x38, 0x7E], [0x05],
        ]
        for bytes in home { #expect(Key.keys(in: bytes) == [.home], "\(bytes)") }
        for bytes in end { #expect(Key.keys(in: bytes) == [.end], "\(bytes)") }
        #expect(Key.keys(in: [0x1B, 0x5B, 0x33, 0x7E]) == [.delete])
        // With a modifier (Shift-Delete: `ESC [ 3 ; 2 ~`) it is still Delete.
        #expect(Key.keys(in: [0x1B, 0x5B, 0x33, 0x3B, 0x32, 0x7E]) == [.delete])
    }

    @Test func unknownSequencesAndControlBytesAreDropped() {
        // F5 (`ESC [ 1 5 ~`), Insert (`ESC [ 2 ~`), a bell, then a character.
        let bytes: [UInt8] = [0x1B, 0x5B, 0x31, 0x35, 0x7E, 0x1B, 0x5B, 0x32, 0x7E, 0x07, 0x62]
        #expect(Key.keys(in: bytes) == [.character("b")])
        // A sequence cut off at the end of a read is dropped, not read as Escape.
        #expect(Key.keys(in: [0x1B, 0x5B, 0x33]) == [])
    }
}
