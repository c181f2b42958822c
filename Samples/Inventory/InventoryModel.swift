// Inventory: a keyed list of items whose stock is an enum, `inStock(quantity:)` or
// `outOfStock(isOnBackOrder:)`. Controls edit one case's payload through case-path bindings
// (`binding[case:]`); items are children found by ID in a `KeyedList`; an optional child is the
// editing sheet; receiving back orders is an `Fx.sequence` of deliveries from a supplier in the
// environment; and the root model changes its state in place (`InPlaceModelProtocol`). Run it
// with `swift run inventory`.

import Reflow

/// The inventory: a list of items, an editing sheet that may be open, and back orders that a
/// supplier delivers.
///
/// The root of the app, holding the list, a sheet with a whole draft item and a counter, and
/// receiving an action for every control the user touches: it is an ``InPlaceModelProtocol``.
/// Its ``reduce(into:action:environment:)`` changes the state where the store keeps it, instead
/// of taking it and handing it back, so no action moves the whole inventory in and out. Reflow
/// derives the update that takes and returns the state: the store, the tests and a parent use
/// the model as any other.
///
/// Each child has its place, declared once beside ``Action``: an item by its ID in ``items``
/// (``item``, routed `at: item(id)`), the sheet in the optional ``editor`` (``editor``). An
/// action for an item that is gone or for a closed sheet changes nothing.
struct InventoryModel: InPlaceModelProtocol {
    /// A delivery from the supplier.
    struct Delivery: Equatable, Sendable {
        /// The item delivered.
        var id: ItemModel.ID
        /// How many arrived.
        var quantity: Int
    }

    /// What can happen in the inventory.
    enum Action: Equatable, Sendable {
        /// An action of one item, by its ID.
        case item(id: ItemModel.ID, action: ItemModel.Action)
        /// Removes an item.
        case delete(id: ItemModel.ID)
        /// Opens the sheet on a new, empty item.
        case add
        /// Opens the sheet on a draft of an item.
        case edit(id: ItemModel.ID)
        /// An action of the open sheet.
        case editor(ItemEditorModel.Action)
        /// The sheet's Save button: writes the draft back and closes the sheet.
        case save
        /// The sheet's Cancel button (or swiping it away): closes it without saving.
        case cancel
        /// Asks the supplier to deliver every item on back order.
        case receiveBackOrders
        /// A delivery arrived, fed back by the supplier's effect.
        case delivered(Delivery)
    }

    /// Each item of ``items``, by its ID: `item(id)`.
    static let item = Place.items(\Self.items, tag: Action.item)
    /// The sheet, while it is open.
    static let editor = Place.optional(\Self.editor, tag: Action.editor)

    /// What the inventory's effects need.
    struct Environment: Sendable {
        /// The supplier: delivers the items with these IDs, one delivery at a time; the stream
        /// finishes after the last one.
        var deliveries: @Sendable ([ItemModel.ID]) -> AsyncStream<Delivery>
    }

    /// The items, in order, found by ID in O(1).
    var items: KeyedList<ItemModel> = []
    /// The editing sheet, or `nil` while it is closed.
    var editor: ItemEditorModel?
    /// The ID the next new item gets.
    var nextID = 1

    /// The cancellation identifier of the deliveries: asking again replaces the running ones.
    private static let deliveriesID = "deliveries"

    /// Routes item and sheet actions to their children, opens, saves and closes the sheet, and
    /// asks the supplier for the back orders, changing the state where it is.
    static func reduce(
        into state: inout InventoryModel,
        action: Action,
        environment: Environment
    ) -> Step<InventoryModel> {
        switch action {
        case .item(let id, .editTapped):
            return reduce(into: &state, action: .edit(id: id), environment: environment)
        case .item(let id, let action):
            return reduce(into: &state, action: action, environment: (), at: item(id))
        case .delete(let id):
            state.items.remove(id: id)
        case .add:
            let draft = ItemModel(
                id: state.nextID, name: "", stock: .outOfStock(isOnBackOrder: false))
            state.editor = ItemEditorModel(draft: draft, isNew: true)
        case .edit(let id):
            guard let item = state.items[id: id] else { break }
            state.editor = ItemEditorModel(draft: item, isNew: false)
        case .editor(let action):
            return reduce(into: &state, action: action, environment: (), at: editor)
        case .save:
            guard let editor = state.editor, editor.problem == nil else { break }
            if editor.isNew {
                state.items.append(editor.draft)
                state.nextID = editor.draft.id + 1
            } else if state.items.contains(id: editor.draft.id) {
                state.items[id: editor.draft.id] = editor.draft
            }
            state.editor = nil
        case .cancel:
            state.editor = nil
        case .receiveBackOrders:
            let ordered = state.items.filter { $0.stock == .outOfStock(isOnBackOrder: true) }
            guard !ordered.isEmpty else { break }
            let deliveries = environment.deliveries(ordered.map(\.id))
            return Step(
                fx: Fx.sequence(deliveries).map(Action.delivered)
                    .cancellable(id: deliveriesID, cancelInFlight: true)
            )
        case .delivered(let delivery):
            // An item deleted while its delivery was on the way has nothing to receive it: the
            // delivery is dropped, as expected, rather than reported.
            guard state.items[id: delivery.id] != nil else { return .none }
            return reduce(
                into: &state, action: .receive(quantity: delivery.quantity), environment: (),
                at: item(delivery.id))
        }
        return .none
    }
}
