import Reflow
import SampleTerminal

/// The interactive mode: a raw terminal, single keys for the list's commands, a sheet whose
/// fields are typed in, and a redraw after every key and, through `observe`, after every change
/// of the store's state.
///
/// `observe` redraws when deliveries, which an effect feeds back while the session waits for a
/// key, change the state: they appear one by one. The screen's own state
/// (``InventoryKeys``) is not observable: key presses redraw below.
@MainActor
final class InteractiveSession {
    private let store: Store<InventoryModel>
    private var keys = InventoryKeys()

    /// Creates a session.
    ///
    /// - Parameter store: The store the keys act on.
    init(store: Store<InventoryModel>) {
        self.store = store
    }

    /// Runs until `q`, Control-C or the end of input, then puts the terminal back.
    func run() async {
        guard Terminal.enterRawMode() else { return }
        defer { Terminal.restore() }
        keys.keepSelection(in: store.state)
        let redraws = observe { [weak self] in self?.draw() }
        defer { redraws.cancel() }
        reading: for await chunk in StandardInput.chunks() {
            for key in Key.keys(in: chunk) {
                for command in keys.handle(key, state: store.state) {
                    do throws(InventoryCommand.Rejection) {
                        guard try command.perform(on: store) else { break reading }
                    } catch {
                        keys.notice = error.message
                    }
                }
                keys.keepSelection(in: store.state)
            }
            draw()
        }
    }

    /// Draws the screen, the keys that act now and the last notice.
    private func draw() {
        let state = store.state
        let footer = ["", keys.help(in: state), keys.notice.map { "! \($0)" } ?? ""]
        Terminal.draw(InventoryScreen.lines(state, keys: keys) + footer)
    }
}
