import Testing

@testable import Reflow

/// A place keeps its key path, and the stored property's offset when there is one: a key path
/// held in a constant, a computed property (no offset) and a place declared as a computed
/// `static var` route and find the child as a `static let` literal does.
@MainActor
@Suite struct PlaceKeyPathTests {
    /// A parent whose notes are reached through a computed property as well as a stored one.
    struct Shelf: ModelProtocol {
        enum Action: Sendable, Equatable {
            case note(id: Int, action: NoteModel.Action)
            case pinned(NoteModel.Action)
        }

        var stored: KeyedList<NoteModel> = [NoteModel(id: 1), NoteModel(id: 2)]
        var pinnedNote = NoteModel(id: 0)

        /// The same list, through a getter and a setter: a key path with no offset.
        var computed: KeyedList<NoteModel> {
            get { stored }
            set { stored = newValue }
        }

        static let note = Place.items(\Self.stored, tag: Action.note)
        static let noteThroughGetter = Place.items(\Self.computed, tag: Action.note)
        static var pinned: PropertyPlace<Self, NoteModel> {
            Place.property(\Self.pinnedNote, tag: Action.pinned)
        }

        static func update(state: consuming Self, action: Action, environment: Void)
            -> Update<Self>
        {
            switch action {
            case .note(let id, let action):
                return update(state: state, action: action, environment: (), at: note(id))
            case .pinned(let action):
                return update(state: state, action: action, environment: (), at: pinned)
            }
        }
    }

    @Test func aPlaceThroughAComputedPropertyChangesTheChildThroughIt() {
        #expect(Shelf.noteThroughGetter.list.offset == nil)
        #expect(Shelf.note.list.offset != nil)
        var shelf = Shelf()
        _ = Shelf.reduce(
            into: &shelf, action: .append("got"), environment: (),
            at: Shelf.noteThroughGetter(2))
        #expect(shelf.stored[id: 2]?.lines == ["got"])
        #expect(Shelf.noteThroughGetter.keyPath == \Shelf.computed)
    }

    @Test func aPlaceMadeFromAKeyPathConstantRoutesThroughIt() {
        let keyPath: WritableKeyPath<Shelf, KeyedList<NoteModel>> = \.stored
        let place = Place.items(keyPath, tag: Shelf.Action.note)
        #expect(place.keyPath == \Shelf.stored)
        #expect(place.list.offset == MemoryLayout<Shelf>.offset(of: \Shelf.stored))
        var shelf = Shelf()
        _ = Shelf.reduce(into: &shelf, action: .append("kept"), environment: (), at: place(1))
        #expect(shelf.stored[id: 1]?.lines == ["kept"])
    }

    @Test func aPlaceDeclaredAsAComputedStaticVarRoutesAndScopes() {
        let store = Store(state: Shelf(), environment: ())
        store.send(.pinned(.append("one")))
        #expect(store.state.pinnedNote.lines == ["one"])
        store.viewStore(Shelf.pinned).send(.append("two"))
        #expect(store.state.pinnedNote.lines == ["one", "two"])
        #expect(Shelf.pinned.action(.save) == .pinned(.save))
    }
}
