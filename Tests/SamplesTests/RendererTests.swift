import SampleTerminal
import Testing

@testable import TodosSample

private let state = loadedState([("Milk", false), ("Eggs", true)])

@Suite struct RendererTests {
    @Test func listLinesShowTheIDAndWhetherTheTodoIsDone() {
        #expect(Renderer.list(state) == ["#1 [ ] Milk", "#2 [x] Eggs"])
        var empty = loadedState()
        #expect(Renderer.list(empty) == ["No todos."])
        empty.filter = .completed
        #expect(Renderer.list(empty) == ["No completed todos."])
    }

    @Test func controlCharactersInATitleAreShownAsEscapesNotSentToTheTerminal() {
        let sneaky = TodoModel(id: 3, title: "Red\u{1B}[31m bell\u{07} nul\u{00} c1\u{9B}")
        #expect(Renderer.line(for: sneaky) == #"#3 [ ] Red\u{1B}[31m bell\u{7} nul\u{0} c1\u{9B}"#)
    }

    @Test func theScreenShowsTheListTheSelectionTheFieldAndTheKeys() {
        let screen = Renderer.screen(
            state: state, ui: TerminalUI(selectedID: 2), path: "todos.json", width: 80)
        #expect(
            screen == [
                "Todos — todos.json — saved",
                "Filter: [all]  active   completed    2 todos, 1 active",
                "",
                "  #1 [ ] Milk",
                "> #2 [x] Eggs",
                "",
                "New todo: ",
                "",
                "↑↓/jk select  space/x/enter toggle  a/n add  e edit  d delete",
                "f/tab filter  c clear completed  u undo  h history  q quit",
            ])
    }

    @Test func theFieldShowsItsCursorAndTheNoticeItsLine() {
        var typing = state
        typing.newTodoTitle = "Mlk"
        let ui = TerminalUI(
            mode: .adding, selectedID: 1, field: TextField(text: "Mlk", cursor: 1),
            notice: "Type a title first, or press esc to go back to the list.")
        let screen = Renderer.screen(state: typing, ui: ui, path: "todos.json", width: 80)
        #expect(screen.contains("New todo: M▏lk"))
        #expect(screen.contains("! Type a title first, or press esc to go back to the list."))
    }

    @Test func afterAnAddTheFieldShowsTheStoresEmptyTitleNotTheTextTyped() {
        // The add cleared the store's title; the terminal's field follows it at the next key.
        let ui = TerminalUI(mode: .adding, selectedID: 1, field: TextField(text: "Milk"))
        let screen = Renderer.screen(state: state, ui: ui, path: "todos.json", width: 80)
        #expect(state.newTodoTitle.isEmpty)
        #expect(screen.contains("New todo: ▏"), "\(screen)")
    }

    @Test func theCursorOfALongFieldStaysOnScreen() {
        let title = String(repeating: "abcdefghij", count: 5)
        var typing = state
        typing.newTodoTitle = title
        let adding = TerminalUI(mode: .adding, field: TextField(text: title))
        let screen = Renderer.screen(state: typing, ui: adding, path: "todos.json", width: 40)
        #expect(screen.contains("New todo: …cdefghijabcdefghijabcdefghij▏"))
        let editing = TerminalUI(
            mode: .editing(id: 1, original: "Milk"), selectedID: 1,
            field: TextField(text: title, cursor: 0))
        typing.todos[id: 1]?.title = title
        let edited = Renderer.screen(state: typing, ui: editing, path: "todos.json", width: 40)
        #expect(edited.contains("> #1 [ ] ▏abcdefghijabcdefghijabcdefghi…"))
        #expect(edited.allSatisfy { $0.count <= 40 })
    }

    @Test func onASmallScreenTheHeaderStaysAndTheListScrolls() {
        let long = loadedState((1...10).map { ("Item \($0)", false) })
        let ui = TerminalUI(selectedID: 9, notice: "Nothing to undo.")
        for height in 4...12 {
            let screen = Renderer.screen(
                state: long, ui: ui, path: "todos.json", width: 40, height: height)
            #expect(screen.count <= height, "height \(height)")
            #expect(screen[0].hasPrefix("Todos — todos.json"), "height \(height)")
            #expect(screen.contains("> #9 [ ] Item 9"), "height \(height)")
        }
        let screen = Renderer.screen(
            state: long, ui: TerminalUI(selectedID: 9), path: "todos.json", width: 40, height: 8)
        #expect(
            screen == [
                "Todos — todos.json — saved",
                "Filter: [all]  active   completed    10…",
                "  ↑ 8 more",
                "> #9 [ ] Item 9",
                "  ↓ 1 more",
                "New todo: ",
                "↑↓/jk select  space/x/enter toggle  a/n…",
                "f/tab filter  c clear completed  u undo…",
            ])
    }

    @Test func longLinesAreCutToTheTerminalWidth() {
        let screen = Renderer.screen(state: state, ui: TerminalUI(), path: "todos.json", width: 12)
        #expect(screen.allSatisfy { $0.count <= 12 })
        #expect(screen[0] == "Todos — tod…")
    }

    @Test func aLongListShowsAWindowAroundTheSelectionThatFitsTheScreen() {
        let long = loadedState((1...100).map { ("Item \($0)", false) })
        let screen = Renderer.screen(
            state: long, ui: TerminalUI(selectedID: 50), path: "todos.json", width: 80,
            height: 16)
        #expect(screen.count == 16)
        #expect(screen[3] == "  ↑ 46 more")
        #expect(screen.contains("> #50 [ ] Item 50"))
        #expect(screen[10] == "  ↓ 48 more")
        #expect(Renderer.window(count: 100, selected: 0, rows: 8) == 0..<6)
        #expect(Renderer.window(count: 100, selected: 99, rows: 8) == 94..<100)
        #expect(Renderer.window(count: 5, selected: 4, rows: 8) == 0..<5)
    }

    @Test func theStatusSaysSavedOnlyOnceTheFileExists() {
        var fresh = loadedState()
        fresh.file.isStored = false
        #expect(Renderer.status(fresh) == "new list, no file yet")
        #expect(Renderer.status(loadedState()) == "saved")
    }

    @Test func theStatusSaysWhetherEverythingIsSaved() {
        var changed = state
        changed.file.revision += 1
        #expect(Renderer.status(changed) == "unsaved changes")
        changed.file.status = .saving
        #expect(Renderer.status(changed) == "saving…")
    }
}
