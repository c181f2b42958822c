import Reflow

/// A model holding a keyed list of ``ItemModel``s, so one scenario measures every layout.
protocol ListLayout: ModelProtocol, SendableMetatype where Environment == Void {
    /// A name for the layout, printed in the table.
    static var layout: String { get }

    /// A list of `count` items with IDs `0..<count`.
    init(count: Int)

    /// The action that toggles the item with an ID, through the model's keyed cursor.
    static func toggle(id: Int) -> Action

    /// Toggles the item with an ID by mutating the list in place: the floor a store cannot beat.
    mutating func toggleInPlace(id: Int)
}

extension DictionaryListModel: ListLayout {
    static var layout: String { "dictionary" }

    static func toggle(id: Int) -> Action {
        .item(id: id, action: .toggle)
    }

    mutating func toggleInPlace(id: Int) {
        // Through the index, as the cursor's `modify` does: `items[id]?.isDone.toggle()` is
        // slower (its optional write-back may insert or remove), so it would flatter the store.
        guard let index = items.index(forKey: id) else { return }
        items.values[index].isDone.toggle()
    }
}

extension KeyedListModel: ListLayout {
    static var layout: String { "KeyedList" }

    static func toggle(id: Int) -> Action {
        .item(id: id, action: .toggle)
    }

    mutating func toggleInPlace(id: Int) {
        items.modify(id: id) { $0.isDone.toggle() }
    }
}

extension Nest: ListLayout where Inner: ListLayout {
    static var layout: String { "\(Inner.layout), one CursorProtocol below the root" }

    init(count: Int) {
        self.init(inner: Inner(count: count))
    }

    static func toggle(id: Int) -> Action {
        .inner(Inner.toggle(id: id))
    }

    mutating func toggleInPlace(id: Int) {
        inner.toggleInPlace(id: id)
    }
}
