/// A key press on the terminal, decoded from the bytes a raw terminal sends.
enum Key: Equatable, Sendable {
    /// A printable character.
    case character(Character)
    case up
    case down
    case left
    case right
    case enter
    case escape
    case backspace
    case tab
    /// Control-C: with the terminal in raw mode it arrives as a key, not a signal.
    case interrupt
    /// Control-D.
    case endOfInput

    /// Decodes the keys in a chunk of bytes read from a raw terminal.
    ///
    /// Arrow keys arrive as escape sequences (`ESC [ A`); a lone `ESC` is the escape key.
    /// Unknown escape sequences and other control bytes are dropped.
    ///
    /// - Parameter bytes: The bytes of one read.
    /// - Returns: The keys, in order.
    static func keys(in bytes: [UInt8]) -> [Key] {
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
                // Skip parameters (digits and ';') up to the final byte of the sequence.
                while index < bytes.count, (0x30...0x3F).contains(bytes[index]) {
                    index += 1
                }
                guard index < bytes.count else { continue }
                let final = bytes[index]
                index += 1
                switch final {
                case 0x41: keys.append(.up)
                case 0x42: keys.append(.down)
                case 0x43: keys.append(.right)
                case 0x44: keys.append(.left)
                default: break
                }
            case 0x0D, 0x0A: keys.append(.enter)
            case 0x7F, 0x08: keys.append(.backspace)
            case 0x09: keys.append(.tab)
            case 0x03: keys.append(.interrupt)
            case 0x04: keys.append(.endOfInput)
            default: break
            }
        }
        flushText()
        return keys
    }
}
