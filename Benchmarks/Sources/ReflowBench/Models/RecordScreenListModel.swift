import Reflow

/// An item's screen on a stack: it keeps the item's ID and a count of its own, and toggles the
/// item where the list keeps it.
struct ItemScreen: RecordScreen {
    typealias Record = ItemModel

    enum Action: Sendable, Equatable {
        case toggle
    }

    let recordID: Int
    var taps = 0

    static func update(
        state: consuming Joined<ItemScreen>, action: Action, environment: Void
    ) -> Update<Joined<ItemScreen>> {
        state.record.isDone.toggle()
        return Update(state: state)
    }
}

/// The screens the stack shows.
enum BenchScreen: ModelProtocol {
    case item(ItemScreen)

    enum Action: Sendable, Equatable {
        case item(ItemScreen.Action)
    }

    /// The item case, written out: a derived `/BenchScreen.item` extracts by reflection, whose
    /// cost scenario 7 measures apart.
    static let itemCase = CasePath<BenchScreen, ItemScreen>(
        embed: { .item($0) },
        extract: { screen in
            guard case .item(let item) = screen else { return nil }
            return item
        })

    static func update(
        state: consuming BenchScreen, action: Action, environment: Void
    ) -> Update<BenchScreen> {
        Update(state: state)
    }
}

/// A list of items and a stack of item screens over it: the shape of an app whose pushed screen
/// edits a record kept once, in the list.
struct RecordScreenListModel: ModelProtocol {
    enum Action: Sendable {
        /// An action of a screen on the stack, run through its joined place.
        case path(StackAction<BenchScreen>)
        /// The same change through the keyed form: the baseline.
        case item(id: Int, action: ItemModel.Action)
    }

    var items: KeyedList<ItemModel>
    var path = StackState<BenchScreen>()

    static let path = Place.stack(\Self.path, tag: Action.path)
    static let screen = path.screen(BenchScreen.itemCase, action: BenchScreen.Action.item)
        .joined(records: \Self.items)
    static let item = Place.items(\Self.items, tag: Action.item)

    /// A list of `count` items with the screen of item `count / 2` pushed.
    init(count: Int) {
        items = KeyedList((0..<count).map(ItemModel.numbered))
        path.append(.item(ItemScreen(recordID: count / 2)))
    }

    static func update(
        state: consuming RecordScreenListModel, action: Action, environment: Void
    ) -> Update<RecordScreenListModel> {
        switch action {
        case .path(.element(let id, .item(let action))):
            return update(state: state, action: action, environment: (), at: screen(id))
        case .path(let action):
            return update(state: state, action: action, environment: (), at: path)
        case .item(let id, let action):
            return update(state: state, action: action, environment: (), at: item(id))
        }
    }
}
