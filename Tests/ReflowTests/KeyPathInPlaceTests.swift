import ReflowTesting
import Testing

@testable import Reflow

// The key-path child forms change a child at a stored property through its offset in the
// parent's memory, and fall back to the runtime's key-path application for any other key path.
// These pin both routes: the child changes, in place, wherever the key path leads.

/// A parent whose notes are reachable through a stored property, a nested stored property and
/// a computed property.
private struct ShelfModel: ModelProtocol {
    /// A struct inside the parent, so that `\.inner.notes` has two stored components.
    struct Inner: Equatable {
        var label = "inner"
        var notes: KeyedList<NoteModel> = []
    }

    enum Action: Sendable, Equatable {
        case stored(id: Int, action: NoteModel.Action)
        case nested(id: Int, action: NoteModel.Action)
        case computed(id: Int, action: NoteModel.Action)
        case remove(id: Int)
        case removeNested(id: Int)
    }

    var title = "shelf"
    var notes: KeyedList<NoteModel> = [NoteModel(id: 1, lines: roomyLines("a"))]
    var inner = Inner(notes: [NoteModel(id: 2, lines: roomyLines("b"))])
    /// The stored notes, through a computed property: its key path has no offset.
    var notesByAccessor: KeyedList<NoteModel> {
        get { notes }
        set { notes = newValue }
    }

    // Deprecated with the per-shape forms it pins; the store calls it through `ModelProtocol`.
    @available(
        *, deprecated, message: "exercises the per-shape forms, deprecated in favour of places"
    )
    static func update(
        state: consuming ShelfModel, action: Action, environment: Void
    ) -> Update<ShelfModel> {
        switch action {
        case .stored(let id, let action):
            return update(
                state: state, action: action, environment: (), child: \.notes, id: id,
                tag: Action.stored)
        case .nested(let id, let action):
            return update(
                state: state, action: action, environment: (), child: \.inner.notes, id: id,
                tag: Action.nested)
        case .computed(let id, let action):
            return update(
                state: state, action: action, environment: (), child: \.notesByAccessor,
                id: id, tag: Action.computed)
        case .remove(let id):
            state.notes.remove(id: id)
            return Update(state: state)
        case .removeNested(let id):
            state.inner.notes.remove(id: id)
            return Update(state: state)
        }
    }
}

@MainActor
@Suite struct KeyPathInPlaceTests {
    @Test func aStoredPropertysOffsetIsKnownAndAComputedOnesIsNot() {
        // The premise of the two routes.
        #expect(MemoryLayout<ShelfModel>.offset(of: \.notes) != nil)
        #expect(MemoryLayout<ShelfModel>.offset(of: \.inner.notes) != nil)
        #expect(MemoryLayout<ShelfModel>.offset(of: \.notesByAccessor) == nil)
    }

    @Test func aChildAtAStoredPropertyChangesInPlace() throws {
        let store = Store(state: ShelfModel(), environment: ())
        let before = try #require(storage(of: store.state.notes[id: 1]?.lines))
        store.send(.stored(id: 1, action: .append("more")))
        #expect(store.state.notes[id: 1]?.lines == ["a", "more"])
        #expect(storage(of: store.state.notes[id: 1]?.lines) == before)
        #expect(store.state.title == "shelf")
        #expect(store.state.inner == ShelfModel.Inner(notes: [NoteModel(id: 2, lines: ["b"])]))
    }

    @Test func aChildAtANestedStoredPropertyChangesInPlace() throws {
        let store = Store(state: ShelfModel(), environment: ())
        let before = try #require(storage(of: store.state.inner.notes[id: 2]?.lines))
        store.send(.nested(id: 2, action: .append("more")))
        #expect(store.state.inner.notes[id: 2]?.lines == ["b", "more"])
        #expect(storage(of: store.state.inner.notes[id: 2]?.lines) == before)
        #expect(store.state.inner.label == "inner")
        #expect(store.state.notes == [NoteModel(id: 1, lines: ["a"])])
    }

    @Test func aChildBehindAComputedPropertyChanges() {
        let store = Store(state: ShelfModel(), environment: ())
        store.send(.computed(id: 1, action: .append("more")))
        #expect(store.state.notes[id: 1]?.lines == ["a", "more"])
        #expect(store.state.inner.notes[id: 2]?.lines == ["b"])
    }

    @Test func theOffsetRouteLeavesEveryOtherPropertyAsItWas() {
        // A wrong offset would write into a neighbour: run many actions through every route
        // and compare with the same changes made by hand.
        let store = Store(state: ShelfModel(), environment: ())
        var expected = ShelfModel()
        for round in 0..<50 {
            let line = "line \(round)"
            switch round % 3 {
            case 0:
                store.send(.stored(id: 1, action: .append(line)))
                expected.notes[id: 1]?.lines.append(line)
            case 1:
                store.send(.nested(id: 2, action: .append(line)))
                expected.inner.notes[id: 2]?.lines.append(line)
            default:
                store.send(.computed(id: 1, action: .append(line)))
                expected.notes[id: 1]?.lines.append(line)
            }
        }
        #expect(store.state.title == expected.title)
        #expect(store.state.notes == expected.notes)
        #expect(store.state.inner == expected.inner)
    }

    // The store finds a child again after each action, while an effect started in it runs, by
    // the same two routes: the offset of a stored property, or the key path itself.

    @Test(arguments: [
        (ShelfModel.Action.stored(id: 1, action: .autosave), ShelfModel.Action.remove(id: 1)),
        (.nested(id: 2, action: .autosave), .removeNested(id: 2)),
        (.computed(id: 1, action: .autosave), .remove(id: 1)),
    ])
    fileprivate func anEffectOfAnItemEndsWhenTheItemLeavesByEitherRoute(
        start: ShelfModel.Action, removal: ShelfModel.Action
    ) async {
        let store = TestStore(state: ShelfModel(), environment: ())
        await store.send(start)
        #expect(store.runningEffectCount == 1)
        await store.send(.stored(id: 1, action: .append("x"))) {
            $0.notes[id: 1]?.lines.append("x")
        }
        #expect(store.runningEffectCount == 1, "an item that stays keeps its effect")
        await store.send(removal) { state in
            switch removal {
            case .removeNested(let id): state.inner.notes.remove(id: id)
            case .remove(let id): state.notes.remove(id: id)
            default: break
            }
        }
        #expect(store.runningEffectCount == 0)
        await store.finish()
    }
}
