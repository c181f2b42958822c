/// A key press on the terminal, decoded from the bytes a raw terminal sends.
///
/// ```swift
/// Key.keys(in: [0x61, 0x1B, 0x5B, 0x41])  // [.character("a"), .up]
/// ```
public enum Key: Equatable, Sendable {
    /// A printable character.
    case character(Character)
    /// The up arrow.
    case up
    /// The down arrow.
    case down
    /// The left arrow.
    case left
    /// The right arrow.
    case right
    /// Home, or Control-A.
    case home
    /// End, or Control-E.
    case end
    /// The forward delete key (`Delete`, `Del`), which deletes the character after the cursor.
    case delete
    /// Return or Enter.
    case enter
    /// A lone escape.
    case escape
    /// Backspace, which deletes the character before the cursor.
    case backspace
    /// Tab.
    case tab
    /// Control-C: with the terminal in raw mode it arrives as a key, not a signal.
    case interrupt
    /// Control-D.
    case endOfInput

    /// Decodes the keys in a chunk of bytes read from a raw terminal.
    ///
    /// Arrow keys, Home, End and Delete arrive as escape sequences (`ESC [ A`, `ESC [ H`,
    /// `ESC [ 3 ~`, and the variants terminals send for them); a lone `ESC` is the escape key.
    /// Unknown escape sequences and other control bytes are dropped.
    ///
    /// - Parameter bytes: The bytes of one read.
    /// - Returns: The keys, in order.
    /// - Complexity: O(*n*), where *n* is the number of bytes.
    public static func keys(in bytes: [UInt8]) -> [Key] {
        var keys: [Key] = []
        var text: [UInt8] = []
        func flushText() {
            guard !text.isEmpty else { return }
            keys += String(decoding: text, as: UTF8.self).map(Key.character)
            text.removeAll()
        }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte >= 0x20 && byte != 0x7F {
                text.append(byte)
                continue
            }
            flushText()
            switch byte {
            case 0x1B:
                guard index < bytes.count, bytes[index] == 0x5B || bytes[index] == 0x4F else {
                    keys.append(.escape)
                    continue
                }
                index += 1
                // Parameters (digits and ';') up to the final byte of the sequence.
                var parameter = 0
                var isFirstParameter = true
                while index < bytes.count, (0x30...0x3F).contains(bytes[index]) {
                    let byte = bytes[index]
                    if byte == 0x3B { isFirstParameter = false }
                    if isFirstParameter, (0x30...0x39).contains(byte) {
                        parameter = min(parameter * 10 + Int(byte - 0x30), 1000)
                    }
                    index += 1
                }
                guard index < bytes.count else { continue }
                let final = bytes[index]
                index += 1
                if let key = escapeSequence(final: final, parameter: parameter) {
                    keys.append(key)
                }
            case 0x0D, 0x0A: keys.append(.enter)
            case 0x7F, 0x08: keys.append(.backspace)
            case 0x09: keys.append(.tab)
            case 0x01: keys.append(.home)
            case 0x05: keys.append(.end)
            case 0x03: keys.append(.interrupt)
            case 0x04: keys.append(.endOfInput)
            default: break
            }
        }
        flushText()
        return keys
    }

    /// The key an escape sequence stands for: `ESC [ A` to `ESC [ D` are the arrows,
    /// `ESC [ H` / `ESC [ F` Home and End, and `ESC [ n ~` the editing keys (1 or 7 Home,
    /// 4 or 8 End, 3 Delete).
    private static func escapeSequence(final: UInt8, parameter: Int) -> Key? {
        switch (final, parameter) {
        case (0x41, _): .up
        case (0x42, _): .down
        case (0x43, _): .right
        case (0x44, _): .left
        case (0x48, _): .home
        case (0x46, _): .end
        case (0x7E, 1), (0x7E, 7): .home
        case (0x7E, 4), (0x7E, 8): .end
        case (0x7E, 3): .delete
        default: nil
        }
    }
}
