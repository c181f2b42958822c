import Reflow

/// The plain twin of `BoardModel`: the same state, changed by hand with arrays and `if`s, and
/// the effects each step should leave running, with the child each belongs to.
struct ReferenceBoard {
    /// The child an effect was started in.
    enum Owner: Equatable {
        case card(Int)
        case editor
        case focus
    }

    var state = BoardModel()
    /// The effects that should be running, by ticket.
    var running: [Int: Owner] = [:]

    /// Applies an action; returns the tickets whose effects it should cancel.
    mutating func apply(_ action: BoardModel.Action) -> [Int] {
        switch action {
        case .insert(let id, let position):
            var cards = state.cards.elements
            if !cards.contains(where: { $0.id == id }) {
                cards.insert(CardModel(id: id), at: min(max(position, 0), cards.count))
            }
            state.cards = KeyedList(cards)
        case .remove(let id):
            state.cards = KeyedList(state.cards.elements.filter { $0.id != id })
            return cancel { $0 == .card(id) }
        case .move(let id, let position):
            var cards = state.cards.elements
            if let from = cards.firstIndex(where: { $0.id == id }) {
                let card = cards.remove(at: from)
                cards.insert(card, at: min(max(position, 0), cards.count))
            }
            state.cards = KeyedList(cards)
        case .card(let id, let action):
            var cards = state.cards.elements
            guard let index = cards.firstIndex(where: { $0.id == id }) else { return [] }
            let cancelled = apply(action, to: &cards[index], owner: .card(id))
            state.cards = KeyedList(cards)
            return cancelled
        case .openEditor(let id):
            // A card of another ID is another child: the old one's effects end.
            let replaced = state.editor.map { $0.id != id } ?? false
            state.editor = CardModel(id: id)
            if replaced {
                return cancel { $0 == .editor }
            }
        case .closeEditor:
            state.editor = nil
            return cancel { $0 == .editor }
        case .editor(let action):
            guard var editor = state.editor else { return [] }
            let cancelled = apply(action, to: &editor, owner: .editor)
            state.editor = editor
            return cancelled
        case .focus(let id):
            let replaced: Bool
            if case .card(let card) = state.focus {
                replaced = card.id != id
            } else {
                replaced = false
            }
            state.focus = .card(CardModel(id: id))
            if replaced {
                return cancel { $0 == .focus }
            }
        case .unfocus:
            state.focus = .none
            return cancel { $0 == .focus }
        case .focused(let action):
            guard case .card(var card) = state.focus else { return [] }
            let cancelled = apply(action, to: &card, owner: .focus)
            state.focus = .card(card)
            return cancelled
        }
        return []
    }

    /// Completes the effect with a ticket: its `.saved` reaches its card if it still runs.
    mutating func complete(_ ticket: Int) {
        guard let owner = running.removeValue(forKey: ticket) else { return }
        let saved = CardModel.Action.saved(ticket: ticket)
        switch owner {
        case .card(let id): _ = apply(.card(id: id, action: saved))
        case .editor: _ = apply(.editor(saved))
        case .focus: _ = apply(.focused(saved))
        }
    }

    private mutating func apply(
        _ action: CardModel.Action, to card: inout CardModel, owner: Owner
    ) -> [Int] {
        switch action {
        case .rename(let title): card.title = title
        case .toggle: card.done.toggle()
        case .save(let ticket): running[ticket] = owner
        case .saved(let ticket): card.saved.append(ticket)
        case .cancelSave: return cancel { $0 == owner }
        case .addTask(let id):
            if !card.tasks.contains(where: { $0.id == id }) {
                card.tasks = KeyedList(card.tasks.elements + [TaskModel(id: id)])
            }
        case .removeTask(let id):
            card.tasks = KeyedList(card.tasks.elements.filter { $0.id != id })
        case .task(let id, .toggle):
            var tasks = card.tasks.elements
            if let index = tasks.firstIndex(where: { $0.id == id }) {
                tasks[index].done.toggle()
            }
            card.tasks = KeyedList(tasks)
        }
        return []
    }

    private mutating func cancel(where owned: (Owner) -> Bool) -> [Int] {
        let tickets = running.filter { owned($0.value) }.map(\.key)
        for ticket in tickets {
            running[ticket] = nil
        }
        return tickets.sorted()
    }
}
