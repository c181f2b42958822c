/// A store scoped to a child component: it reads the child's state from a parent store and
/// sends the child's actions to it, tagged.
///
/// A view store holds no state of its own: ``send(_:)`` sends a tagged action to the parent,
/// and ``state`` reads the child from the parent's current state. A view store made from a
/// place (``StoreProtocol/viewStore(_:)->ViewStore<P.Child>?``, ``StoreProtocol/viewStores(_:)``) is observed
/// per child: reading its ``state`` registers interest in that child only, and its observers
/// are told when the child changed, appeared or left, not when another part of the parent's
/// state did. One made from closures (``init(get:send:)``) reads the parent's state, so
/// observation tracks the parent.
///
/// ```swift
/// let editor = store.viewStore(AppModel.editor)
/// editor.send(.setTitle("Groceries"))
/// ```
///
/// ## Identity
///
/// Two view stores are equal (`==`) when they read the same child: the same place of the same
/// store, and for a list item, the same item. A row's store from one
/// ``StoreProtocol/viewStores(child:tag:)`` call equals the row's store from the next, and the
/// one `viewStore(child:id:tag:)` gives for that item, as long as the item stays
/// in the list and a view holds one of them. So a row view that holds its view store is the same
/// value across its list's re-renders, and SwiftUI skips its `body` unless its own item changed.
///
/// The tag is not part of the identity: it says how the store sends, not what it reads. Two
/// views that ask for one list with different tags get equal stores, each sending through its
/// own tag; a view that SwiftUI keeps keeps the store, and the tag, it was made with.
@MainActor
public struct ViewStore<Model: ModelProtocol>: StoreProtocol, Sendable {
    /// Where the state comes from and, unless ``sender`` is set, the actions go: for a list
    /// item, the item's observed node, shared by every store of that item.
    let source: any ViewStoreSource<Model>
    /// The item's ID, for a view store of a list item.
    let itemID: ItemKey?
    /// How a list item's store sends: the tag of the call that made it.
    let sender: ItemSender<Model>?

    nonisolated init(
        source: any ViewStoreSource<Model>, itemID: ItemKey? = nil,
        sender: ItemSender<Model>? = nil
    ) {
        self.source = source
        self.itemID = itemID
        self.sender = sender
    }

    /// Creates a view store from a function that reads the state and one that sends actions.
    ///
    /// Observation tracks whatever `get` reads: a view store made this way from a parent store
    /// is told of every change of the parent's state. The `viewStore(child:…)` forms observe
    /// their child only.
    ///
    /// - Parameters:
    ///   - get: Reads the current state.
    ///   - send: Sends an action.
    public init(
        get: @escaping @MainActor () -> Model,
        send: @escaping @MainActor (Model.Action) -> Void
    ) {
        self.init(source: ClosureSource(get: get, send: send))
    }

    /// The current state of the child.
    ///
    /// Reading it from an observation-tracking context (a SwiftUI view's body,
    /// `withObservationTracking`, ``observe(_:)``) registers interest in this child only, for a
    /// view store made by a `viewStore(child:…)` form. When the child has left the parent's
    /// state (an optional set to `nil`, an item removed) while a view still holds this store,
    /// it reads the child's last state, and its actions are ignored by the parent's update,
    /// which reports them.
    public var state: Model { source.state(itemID: itemID) }

    /// Sends an action to the parent store, tagged.
    ///
    /// - Parameter action: The action.
    public func send(_ action: Model.Action) {
        if let sender {
            sender.send(itemID, action)
            return
        }
        source.send(action, itemID: itemID)
    }

    /// The scope this store reads, to scope it further per child; `nil` for one made from
    /// closures.
    var scope: (any StateScope<Model>)? { source.scope(itemID: itemID) }
}

extension ViewStore: Identifiable where Model: Identifiable {
    /// The child's ID: for the view stores of a list's items, the ID the list gave, read
    /// without registering interest in the item's state.
    public nonisolated var id: Model.ID {
        if let id = itemID?.value.base as? Model.ID {
            return id
        }
        return MainActor.runUnchecked { state.id }
    }
}

extension ViewStore: Equatable {
    /// Whether two view stores read the same child: the same source and, for a list item, the
    /// same item. Their tags do not count (see "Identity" above).
    public nonisolated static func == (lhs: ViewStore, rhs: ViewStore) -> Bool {
        lhs.source === rhs.source && lhs.itemID?.value == rhs.itemID?.value
    }
}

extension ViewStore: Hashable {
    /// Hashes what `==` compares.
    ///
    /// - Parameter hasher: The hasher.
    public nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(source))
        hasher.combine(itemID?.value)
    }
}
