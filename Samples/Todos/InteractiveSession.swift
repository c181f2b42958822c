import Reflow
import SampleTerminal

#if canImport(SwiftUI)
import SwiftUI
#endif

/// The interactive mode: a raw terminal, single keys for commands, and a redraw after every
/// key and, through `observe`, after every change of the store's state (a finished save, say).
@MainActor
final class InteractiveSession {
    private let store: Store<AppModel>
    private let path: String
    private var ui = TerminalUI()
    /// Whether the session saves to its file: not when it shows a recorded session.
    private let saves: Bool
    /// The journal as the history view opened: it does not change while the store shows the
    /// past, so the view reads each step's action here instead of copying it on every redraw.
    private var shownJournal: Journal<AppModel>?

    /// Creates a session.
    ///
    /// - Parameters:
    ///   - store: The app's store, with its list loaded, recording for the history view.
    ///   - path: The file, to show in the title.
    ///   - showsHistory: Whether it opens in the history view, at the last step (to look
    ///     through a recorded session); such a session saves nothing.
    init(store: Store<AppModel>, path: String, showsHistory: Bool = false) {
        self.store = store
        self.path = path
        saves = !showsHistory
        if showsHistory, let steps = store.recordedSteps {
            ui.mode = .history(step: steps.upperBound)
            shownJournal = store.journal
        }
    }

    /// Runs until the user quits or input ends, then puts the terminal back.
    ///
    /// - Parameter chunks: The bytes typed, as ``StandardInput/chunks()`` reads them.
    func run(chunks: AsyncStream<[UInt8]>) async {
        guard Terminal.enterRawMode() else { return }
        defer { Terminal.restore() }
        ui.keepSelectionVisible(in: store.state)
        // Draws now, and again after each change of the store's state, once per main-actor
        // turn. The screen's own state (`ui`) is not observable: key presses redraw below.
        let redraws = observe { [weak self] in self?.draw() }
        defer { redraws.cancel() }
        let resizes = Terminal.resizes()
        let redrawsOnResize = Task { [weak self] in
            for await _ in resizes {
                self?.draw()
            }
        }
        defer { redrawsOnResize.cancel() }
        reading: for await chunk in chunks {
            for key in Key.keys(in: chunk) {
                let commands = ui.handle(key, state: store.state, history: store.recordedSteps)
                commands.filter { $0 != .quit }.forEach(perform)
                if commands.contains(.quit) { break reading }
                ui.keepSelectionVisible(in: store.state)
            }
            draw()
        }
        // Input may end in the history view: the present is what is saved.
        store.returnToPresent()
        if saves { draw(footer: ["", "Saving…"]) }
    }

    private func perform(_ command: TerminalCommand) {
        switch command {
        case .send(let action):
            store.send(action)
        case .setNewTodoTitle(let title):
            store.newTodoTitle.wrappedValue = title
        case .setTitle(let id, let title):
            store.title(ofTodo: id).wrappedValue = title
        case .travel(let step):
            if shownJournal == nil { shownJournal = store.journal }
            store.travel(to: step)
        case .returnToPresent:
            store.returnToPresent()
            shownJournal = nil
        case .quit:
            break
        }
    }

    private func draw(footer: [String] = []) {
        let size = Terminal.size
        var history: String?
        if case .history(let step) = ui.mode, let journal = shownJournal {
            history = Renderer.history(step: step, of: journal)
        }
        let screen = Renderer.screen(
            state: store.state, ui: ui, path: path, width: size.width,
            height: size.height - footer.count, history: history)
        Terminal.draw(screen + footer)
    }
}
