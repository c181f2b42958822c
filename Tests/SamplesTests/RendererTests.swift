import Testing

@testable import Todos

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
                "↑/↓ or j/k select   space toggle   a add   e edit   d delete",
                "f filter   c clear completed   u undo   q quit",
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

    @Test func theStatusSaysWhetherEverythingIsSaved() {
        var changed = state
        changed.revision += 1
        #expect(Renderer.status(changed) == "unsaved changes")
        changed.status = .saving
        #expect(Renderer.status(changed) == "saving…")
    }
}
