import SampleTerminal
import Testing

/// Types keys into a field.
private func typing(_ keys: [Key], into field: TextField = TextField()) -> TextField {
    var field = field
    for key in keys { field.handle(key) }
    return field
}

/// The keys that type a string.
private func characters(_ text: String) -> [Key] {
    text.map(Key.character)
}

@Suite struct TextFieldTests {
    @Test func typingAppendsAndTheCursorFollows() {
        let field = typing(characters("Milk"))
        #expect(field.text == "Milk")
        #expect(field.cursor == 4)
        #expect(field.display() == "Milk▏")
    }

    @Test func aNewFieldHasItsCursorAtTheEndUnlessGivenAndClamped() {
        #expect(TextField(text: "abc").cursor == 3)
        #expect(TextField(text: "abc", cursor: 1).cursor == 1)
        #expect(TextField(text: "abc", cursor: 9).cursor == 3)
        #expect(TextField(text: "abc", cursor: -2).cursor == 0)
        #expect(TextField().isEmpty)
    }

    @Test func leftAndRightMoveAndTypingInsertsAtTheCursor() {
        let field = typing([.left, .character("i")], into: TextField(text: "Mlk"))
        #expect(field.text == "Mlik")
        let fixed = typing(
            [.left, .left, .left, .right, .character("i")], into: TextField(text: "Mlk"))
        #expect(fixed.text == "Milk")
        #expect(fixed.cursor == 2)
        #expect(fixed.display() == "Mi▏lk")
    }

    @Test func homeAndEndJumpToTheEnds() {
        var field = typing([.home, .character(">")], into: TextField(text: "abc"))
        #expect(field.text == ">abc")
        #expect(field.cursor == 1)
        field.handle(.end)
        field.handle(.character("<"))
        #expect(field.text == ">abc<")
        #expect(field.cursor == 5)
    }

    @Test func backspaceDeletesBeforeTheCursorAndDeleteAfterIt() {
        var field = TextField(text: "abcd", cursor: 2)
        field.handle(.backspace)
        #expect(field.text == "acd")
        #expect(field.cursor == 1)
        field.handle(.delete)
        #expect(field.text == "ad")
        #expect(field.cursor == 1)
    }

    @Test func editingAtTheEdgesChangesNothing() {
        var field = TextField(text: "ab", cursor: 0)
        field.handle(.backspace)
        field.handle(.left)
        #expect(field == TextField(text: "ab", cursor: 0))
        field.handle(.end)
        field.handle(.delete)
        field.handle(.right)
        #expect(field == TextField(text: "ab", cursor: 2))
    }

    @Test func theCursorCountsCharactersNotBytesOrScalars() {
        // "é" as e + combining acute is one character, and so is a flag.
        var field = TextField(text: "e\u{301}🇫🇷x")
        #expect(field.cursor == 3)
        field.handle(.left)
        field.handle(.backspace)
        #expect(field.text == "e\u{301}x")
        field.handle(.home)
        field.handle(.delete)
        #expect(field.text == "x")
    }

    @Test func keysThatDoNotEditAreLeftToTheCaller() {
        var field = TextField(text: "a")
        for key in [Key.enter, .escape, .tab, .up, .down, .interrupt, .endOfInput] {
            let handled = field.handle(key)
            #expect(!handled, "\(key)")
        }
        #expect(field == TextField(text: "a"))
        for key in [Key.character("b"), .backspace, .delete, .left, .right, .home, .end] {
            let handled = field.handle(key)
            #expect(handled, "\(key)")
        }
    }

    @Test func theDisplayEscapesControlCharacters() {
        let field = TextField(text: "a\u{1B}[2Jb", cursor: 1)
        #expect(field.display(cursorMark: "|") == "a|\\u{1B}[2Jb")
    }

    @Test func replacingTheTextPutsTheCursorAfterIt() {
        var field = TextField(text: "abc", cursor: 1)
        field.replaceText(with: "xy")
        #expect(field == TextField(text: "xy", cursor: 2))
    }

    @Test func aLongTextShowsThePartAroundTheCursorWithinTheWidth() {
        let text = "Buy oat milk"
        #expect(TextField(text: text).display(width: 8) == "…t milk▏")
        #expect(TextField(text: text, cursor: 0).display(width: 8) == "▏Buy oa…")
        #expect(TextField(text: text, cursor: 2).display(width: 8) == "Bu▏y oa…")
        #expect(TextField(text: text, cursor: 9).display(width: 8) == "…at m▏i…")
        #expect(TextField(text: text, cursor: 4).display(width: 13) == "Buy ▏oat milk")
        for cursor in 0...text.count {
            for width in 4...14 {
                let shown = TextField(text: text, cursor: cursor).display(width: width)
                #expect(shown.count <= width, "cursor \(cursor), width \(width)")
                #expect(shown.contains("▏"), "cursor \(cursor), width \(width)")
            }
        }
    }
}
