import Reflow
import SampleTerminal

/// The interactive mode: a raw terminal, keys that move between fields and edit them, and a
/// redraw after every key and, through `observe`, after every change of the store's state.
///
/// `observe` redraws when the permission's answer, which an effect feeds back while the
/// session waits for a key, changes the state. The screen's own state (``SettingsKeys``) is
/// not observable: key presses redraw below.
@MainActor
final class InteractiveSession {
    private let store: Store<SettingsModel>
    private var keys = SettingsKeys()

    /// Creates a session.
    ///
    /// - Parameter store: The store the keys act on.
    init(store: Store<SettingsModel>) {
        self.store = store
    }

    /// Runs until `q`, Control-C or the end of input, then puts the terminal back.
    func run() async {
        guard Terminal.enterRawMode() else { return }
        defer { Terminal.restore() }
        let redraws = observe { [weak self] in self?.draw() }
        defer { redraws.cancel() }
        reading: for await chunk in StandardInput.chunks() {
            for key in Key.keys(in: chunk) {
                for command in keys.handle(key, state: store.state) {
                    switch command {
                    case .edit(let form): store.send(.form(form))
                    case .quit: break reading
                    }
                }
            }
            draw()
        }
    }

    /// Draws the screen, the keys that act now and the last notice.
    private func draw() {
        let footer = ["", keys.help, keys.notice.map { "! \($0)" } ?? ""]
        Terminal.draw(SettingsScreen.lines(store.state, keys: keys) + footer)
    }
}
