/// A one-line text field: its text and where the cursor is, with the editing a terminal's keys
/// do — type, Backspace, Delete, Left, Right, Home, End.
///
/// A value with pure mutating methods and no terminal in sight, so a screen keeps one in its
/// state and a test drives it key by key:
///
/// ```swift
/// var field = TextField(text: "Mlk")
/// field.handle(.left)
/// field.handle(.left)
/// field.handle(.character("i"))
/// field.text    // "Milk"
/// field.cursor  // 2
/// ```
///
/// The cursor counts characters (`Character`, what a person sees as one letter), from 0 before
/// the first to `text.count` after the last.
public struct TextField: Equatable, Sendable {
    /// The text.
    public private(set) var text: String
    /// How many characters are before the cursor: from 0 to `text.count`.
    public private(set) var cursor: Int

    /// Creates a field with some text and the cursor after it (or where given).
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - cursor: How many characters are before the cursor; `nil` for all of them. Clamped
    ///     to the text.
    public init(text: String = "", cursor: Int? = nil) {
        self.text = text
        self.cursor = min(max(cursor ?? text.count, 0), text.count)
    }

    /// Whether the text is empty.
    public var isEmpty: Bool { text.isEmpty }

    /// Inserts text at the cursor and moves the cursor after it.
    ///
    /// - Parameter inserted: The text to insert.
    /// - Complexity: O(*n*), where *n* is the length of the text.
    public mutating func insert(_ inserted: String) {
        let index = self.index(at: cursor)
        let before = text.count
        text.insert(contentsOf: inserted, at: index)
        // Counted, not `inserted.count`: a combining mark joins the character before it.
        cursor += text.count - before
    }

    /// Deletes the character before the cursor, as Backspace does; nothing at the start.
    ///
    /// - Complexity: O(*n*), where *n* is the length of the text.
    public mutating func deleteBackward() {
        guard cursor > 0 else { return }
        text.remove(at: index(at: cursor - 1))
        cursor -= 1
    }

    /// Deletes the character after the cursor, as Delete does; nothing at the end.
    ///
    /// - Complexity: O(*n*), where *n* is the length of the text.
    public mutating func deleteForward() {
        guard cursor < text.count else { return }
        text.remove(at: index(at: cursor))
    }

    /// Moves the cursor one character left; nothing at the start.
    public mutating func moveLeft() {
        cursor = max(cursor - 1, 0)
    }

    /// Moves the cursor one character right; nothing at the end.
    ///
    /// - Complexity: O(*n*), where *n* is the length of the text.
    public mutating func moveRight() {
        cursor = min(cursor + 1, text.count)
    }

    /// Moves the cursor before the first character.
    public mutating func moveToStart() {
        cursor = 0
    }

    /// Moves the cursor after the last character.
    ///
    /// - Complexity: O(*n*), where *n* is the length of the text.
    public mutating func moveToEnd() {
        cursor = text.count
    }

    /// Replaces the whole text and puts the cursor after it.
    ///
    /// - Parameter text: The new text.
    public mutating func replaceText(with text: String) {
        self = TextField(text: text)
    }

    /// Edits the field as a key press asks, if it is an editing key.
    ///
    /// Characters are inserted; Backspace, Delete, Left, Right, Home and End edit or move.
    /// Every other key (Enter, Escape, Tab, Up, Down, …) is left to the caller.
    ///
    /// - Parameter key: The key.
    /// - Returns: Whether the key was an editing key (even one that changed nothing, such as
    ///   Backspace at the start).
    /// - Complexity: O(*n*), where *n* is the length of the text.
    @discardableResult
    public mutating func handle(_ key: Key) -> Bool {
        switch key {
        case .character(let character): insert(String(character))
        case .backspace: deleteBackward()
        case .delete: deleteForward()
        case .left: moveLeft()
        case .right: moveRight()
        case .home: moveToStart()
        case .end: moveToEnd()
        case .up, .down, .enter, .escape, .tab, .interrupt, .endOfInput: return false
        }
        return true
    }

    /// The text as a screen shows it: control characters escaped (see
    /// ``Swift/String/neutralisingControlCharacters``) and a cursor mark where the cursor is.
    ///
    /// When that is wider than `width`, it shows the part around the cursor, with `…` where
    /// text is cut off, so the cursor is always on screen:
    ///
    /// ```swift
    /// TextField(text: "Buy oat milk", cursor: 12).display(width: 8)  // "…t milk▏"
    /// ```
    ///
    /// - Parameters:
    ///   - mark: What shows the cursor.
    ///   - width: The most characters to show; at least the mark and two more.
    /// - Returns: The line.
    /// - Complexity: O(*n*), where *n* is the length of the text.
    public func display(cursorMark mark: String = "▏", width: Int = .max) -> String {
        let index = self.index(at: cursor)
        let before = String(text[..<index]).neutralisingControlCharacters
        let after = String(text[index...]).neutralisingControlCharacters
        let room = width - mark.count
        guard before.count + after.count > room, room >= 2 else { return before + mark + after }
        if before.count < room {
            // The start fits: cut the end.
            return before + mark + after.prefix(room - before.count - 1) + "…"
        }
        if after.isEmpty {
            return "…" + before.suffix(room - 1) + mark
        }
        // The cursor is far in: keep it near the right edge, with a character after it.
        guard room >= 4 else { return "…" + before.suffix(room - 1) + mark }
        return "…" + before.suffix(room - 3) + mark + after.prefix(1) + "…"
    }

    private func index(at offset: Int) -> String.Index {
        text.index(text.startIndex, offsetBy: offset)
    }
}
