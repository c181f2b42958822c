import SampleTerminal
import Testing

@testable import TodosSample

private let state = loadedState([("Milk", false), ("Eggs", true), ("Flour", false)])

@Suite struct TerminalUITests {
    @Test func arrowsMoveTheSelectionWithinTheVisibleTodos() {
        var ui = TerminalUI()
        ui.keepSelectionVisible(in: state)
        #expect(ui.selectedID == 1)
        _ = ui.handle(.down, state: state)
        _ = ui.handle(.character("j"), state: state)
        _ = ui.handle(.down, state: state)
        #expect(ui.selectedID == 3)
        _ = ui.handle(.up, state: state)
        #expect(ui.selectedID == 2)
    }

    @Test func singleKeysSendActionsForTheSelectedTodo() {
        var ui = TerminalUI(selectedID: 2)
        #expect(ui.handle(.character(" "), state: state) == [.send(.todo(id: 2, action: .toggle))])
        #expect(ui.handle(.character("f"), state: state) == [.send(.setFilter(.active))])
        #expect(ui.handle(.character("c"), state: state) == [.send(.clearCompleted)])
        var changed = state
        changed.undoStack = [.remove(3)]
        #expect(ui.handle(.character("u"), state: changed) == [.send(.undo)])
        #expect(ui.handle(.character("d"), state: state) == [.send(.todo(id: 2, action: .delete))])
        #expect(ui.selectedID == 3)
        #expect(ui.handle(.character("q"), state: state) == [.quit])
        #expect(ui.handle(.interrupt, state: state) == [.quit])
    }

    @Test func typingANewTodoWritesTheFieldThenEnterAddsIt() {
        var ui = TerminalUI()
        _ = ui.handle(.character("a"), state: state)
        #expect(ui.mode == .adding)
        var typing = state
        typing.newTodoTitle = "Brea"
        #expect(ui.handle(.character("d"), state: typing) == [.setNewTodoTitle("Bread")])
        #expect(ui.handle(.backspace, state: typing) == [.setNewTodoTitle("Bre")])
        #expect(ui.handle(.enter, state: typing) == [.send(.addTodo)])
        #expect(ui.selectedID == typing.nextID)
        #expect(ui.handle(.escape, state: state) == [])
        #expect(ui.mode == .browsing)
    }

    @Test func editingWritesTheTitleAndEscapePutsTheOriginalBack() {
        var ui = TerminalUI(selectedID: 1)
        _ = ui.handle(.character("e"), state: state)
        #expect(ui.mode == .editing(id: 1, original: "Milk"))
        #expect(ui.handle(.character("!"), state: state) == [.setTitle(id: 1, "Milk!")])
        var edited = state
        edited.todos[id: 1]?.title = "Milk!"
        #expect(ui.handle(.escape, state: edited) == [.setTitle(id: 1, "Milk")])
        #expect(ui.mode == .browsing)
    }

    @Test func enterOnAnEmptyTitleKeepsTheOriginal() {
        var ui = TerminalUI(mode: .editing(id: 1, original: "Milk"), selectedID: 1)
        var cleared = state
        cleared.todos[id: 1]?.title = "  "
        #expect(ui.handle(.enter, state: cleared) == [.setTitle(id: 1, "Milk")])
    }

    @Test func theSelectionMovesOffATodoTheFilterHides() {
        var ui = TerminalUI(selectedID: 2)
        var filtered = state
        filtered.filter = .active
        ui.keepSelectionVisible(in: filtered)
        #expect(ui.selectedID == 1)
    }

    @Test func enterOnAnEmptyNewTodoKeepsTypingSoTheNextKeysAreNotCommands() {
        var ui = TerminalUI(selectedID: 1)
        _ = ui.handle(.character("a"), state: state)
        #expect(ui.handle(.enter, state: state) == [])
        #expect(ui.mode == .adding)
        #expect(ui.notice == "Type a title first, or press esc to go back to the list.")
        #expect(ui.handle(.character("d"), state: state) == [.setNewTodoTitle("d")])
        #expect(ui.notice == nil)
    }

    @Test func escapeLeavesTheTypedTextInTheFieldAndSaysSo() {
        var ui = TerminalUI(mode: .adding)
        var typing = state
        typing.newTodoTitle = "Bread"
        #expect(ui.handle(.escape, state: typing) == [])
        #expect(ui.mode == .browsing)
        #expect(ui.notice == "The text stays in the field: a goes on typing it.")
        _ = ui.handle(.character("a"), state: typing)
        #expect(ui.field == TextField(text: "Bread"))
    }

    @Test func theCursorMovesAndTypingInsertsWhereItIs() {
        var ui = TerminalUI()
        var typing = state
        _ = ui.handle(.character("a"), state: typing)
        for key in [Key.character("M"), .character("l"), .character("k"), .left, .left] {
            for command in ui.handle(key, state: typing) {
                if case .setNewTodoTitle(let title) = command { typing.newTodoTitle = title }
            }
        }
        #expect(ui.field == TextField(text: "Mlk", cursor: 1))
        #expect(ui.handle(.character("i"), state: typing) == [.setNewTodoTitle("Milk")])
        typing.newTodoTitle = "Milk"
        _ = ui.handle(.home, state: typing)
        #expect(ui.handle(.delete, state: typing) == [.setNewTodoTitle("ilk")])
    }

    @Test func editingMovesTheCursorInTheTitle() {
        var ui = TerminalUI(selectedID: 1)
        _ = ui.handle(.character("e"), state: state)
        _ = ui.handle(.home, state: state)
        #expect(ui.handle(.character("!"), state: state) == [.setTitle(id: 1, "!Milk")])
    }

    @Test func keysThatDoNothingSaySo() {
        var ui = TerminalUI(selectedID: 1)
        #expect(ui.handle(.character("z"), state: state) == [])
        #expect(ui.notice == "\"z\" does nothing here. The keys are below.")
        #expect(ui.handle(.character("u"), state: state) == [])
        #expect(ui.notice == "Nothing to undo.")
        let empty = loadedState()
        var onEmpty = TerminalUI()
        #expect(onEmpty.handle(.character(" "), state: empty) == [])
        #expect(onEmpty.notice == "No todo selected: add one with a.")
        #expect(onEmpty.handle(.character("c"), state: empty) == [])
        #expect(onEmpty.notice == "No completed todos to clear.")
    }

    @Test func theHelpNamesEveryKeyThatActs() {
        let help = TerminalUI().keyHelp.joined(separator: " ")
        for key in [
            "↑↓", "jk", "space", "x", "enter", "a", "n", "e", "d", "f", "tab", "c", "u", "q",
        ] {
            #expect(help.contains(key), "\(key)")
        }
    }
}

/// The history view's keys: open at the present, step back and on within the recorded steps,
/// and back to now.
@Suite struct TerminalUIHistoryTests {
    @Test func hOpensTheHistoryAtThePresentAndArrowsStepWithinTheRecordedSteps() {
        var ui = TerminalUI(selectedID: 1)
        #expect(ui.handle(.character("h"), state: state, history: 0...3) == [.travel(to: 3)])
        #expect(ui.mode == .history(step: 3))
        #expect(ui.handle(.left, state: state, history: 0...3) == [.travel(to: 2)])
        #expect(ui.handle(.up, state: state, history: 0...3) == [.travel(to: 1)])
        #expect(ui.handle(.right, state: state, history: 0...3) == [.travel(to: 2)])
        #expect(ui.handle(.home, state: state, history: 0...3) == [.travel(to: 0)])
        #expect(ui.handle(.left, state: state, history: 0...3) == [])
        #expect(ui.notice == "This is the first recorded step.")
        #expect(ui.handle(.end, state: state, history: 0...3) == [.travel(to: 3)])
        #expect(ui.handle(.right, state: state, history: 0...3) == [])
        #expect(ui.notice == "This is now.")
        // Keys that change the list do nothing here: the past is only shown.
        #expect(ui.handle(.character("d"), state: state, history: 0...3) == [])
        #expect(ui.handle(.escape, state: state, history: 0...3) == [.returnToPresent])
        #expect(ui.mode == .browsing)
    }

    @Test func quittingFromTheHistoryReturnsToThePresentFirst() {
        var ui = TerminalUI(mode: .history(step: 1))
        #expect(
            ui.handle(.character("q"), state: state, history: 0...3) == [.returnToPresent, .quit])
    }

    @Test func withoutARecordingOrBeforeAnyChangeThereIsNoHistory() {
        var ui = TerminalUI()
        #expect(ui.handle(.character("h"), state: state) == [])
        #expect(ui.handle(.character("h"), state: state, history: 0...0) == [])
        #expect(ui.mode == .browsing)
        #expect(ui.notice?.hasPrefix("No history yet") == true)
    }
}
