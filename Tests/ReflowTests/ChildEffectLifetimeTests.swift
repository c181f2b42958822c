import ReflowTesting
import Testing

@testable import Reflow

// A child's effects end when the child leaves the parent's state, and its cancellation ids are
// its own. Each test runs through a TestStore, which drives a real Store: `finish` fails if an
// effect is still running, and exhaustivity fails on any action delivered after cancellation.

@MainActor
@Suite struct ChildEffectLifetimeTests {
    @Test func removingAnItemCancelsItsEffects() async {
        let store = TestStore(state: fullLibrary(), environment: ())
        await store.send(.note(id: 2, action: .autosave))
        #expect(store.runningEffectCount == 1)
        await store.send(.removeNote(id: 2)) { $0.notes.remove(id: 2) }
        #expect(store.runningEffectCount == 0)
        await store.finish()
    }

    @Test func anEffectStartedByTheActionThatRemovesItsItemIsCancelled() async {
        let store = TestStore(state: fullLibrary(), environment: ())
        await store.send(.autosaveThenRemove(id: 2)) { $0.notes.remove(id: 2) }
        #expect(store.runningEffectCount == 0)
        // Re-inserted under the same ID, the item never hears of the effect.
        await store.send(.addNote(id: 2)) { $0.notes.append(NoteModel(id: 2)) }
        await store.finish()
    }

    @Test func anEffectStartedByTheActionThatRemovesItsItemIsCancelledInAPlainStore() {
        let store = Store(state: fullLibrary(), environment: ())
        store.send(.autosaveThenRemove(id: 2))
        #expect(store.effects.scopes.isEmpty)
        #expect(!store.effects.delivers(1))
    }

    // A plain store (the test store keeps each state, so every change starts a new change log
    // and the store compares every item): the store checks an item only when its list changed
    // its structure or is another list.
    @Test func itemEffectsEndWhenTheirItemLeavesAPlainStore() {
        let store = Store(state: fullLibrary(), environment: ())
        store.send(.note(id: 2, action: .autosave))
        store.send(.note(id: 3, action: .autosave))
        store.send(.note(id: 2, action: .save))
        #expect(store.effects.scopes.count == 3)
        store.send(.removeNote(id: 3))
        #expect(store.effects.scopes.count == 2)
        // The list replaced by another, one item long, whose log may reuse the old log's memory.
        store.send(.replaceNotes(withNoteID: 9))
        #expect(store.effects.scopes.isEmpty)
    }

    @Test func itemEffectsEndWhenTheirListIsReplacedByOneWithTheSameHistory() {
        // One insert, as the replacement below has; made in a closure so that no copy of the
        // state keeps the list's change log shared.
        let store = Store(
            state: {
                var library = fullLibrary()
                library.notes = [NoteModel(id: 2)]
                return library
            }(), environment: ())
        store.send(.note(id: 2, action: .autosave))
        store.send(.closeEditor)  // a published change: the store notes the list as it is
        let held = store.state.notes  // keeps the list's change log alive
        store.send(.replaceNotes(withNoteID: 9))
        #expect(store.effects.scopes.isEmpty)
        #expect(held.ids == [2])
    }

    @Test func aLateActionNeverReachesAnItemReinsertedWithTheSameID() async {
        let store = TestStore(state: fullLibrary(), environment: ())
        await store.send(.note(id: 2, action: .autosave))
        await store.send(.removeNote(id: 2)) { $0.notes.remove(id: 2) }
        await store.send(.addNote(id: 2)) { $0.notes.append(NoteModel(id: 2)) }
        await store.finish()
    }

    @Test func closingAnOptionalChildCancelsItsEffects() async {
        let store = TestStore(state: fullLibrary(), environment: ())
        await store.send(.editor(.autosave))
        await store.send(.editorByCursor(.autosave))
        #expect(store.runningEffectCount == 2)
        await store.send(.closeEditor) { $0.editor = nil }
        #expect(store.runningEffectCount == 0)
        await store.finish()
    }

    @Test func movingAnEnumToAnotherCaseCancelsTheEffectsOfTheCaseItLeft() async {
        let store = TestStore(state: fullLibrary(), environment: ())
        await store.send(.detail(.autosave))
        await store.send(.detailByCursor(.autosave))
        #expect(store.runningEffectCount == 2)
        await store.send(.closeDetail) { $0.destination = .none }
        #expect(store.runningEffectCount == 0)
        await store.finish()
    }

    @Test func anEffectOfAChildThatStaysKeepsRunning() async {
        let store = TestStore(state: fullLibrary(), environment: ())
        await store.send(.note(id: 2, action: .autosave))
        await store.send(.removeNote(id: 3)) { $0.notes.remove(id: 3) }
        #expect(store.runningEffectCount == 1)
        await store.send(.note(id: 2, action: .stopAutosave))
        await store.finish()
    }

    @Test func eachChildsCancellationIDsAreItsOwn() async {
        let store = TestStore(state: fullLibrary(), environment: ())
        // Both notes use "autosave" with cancelInFlight: neither replaces the other.
        await store.send(.note(id: 2, action: .autosave))
        await store.send(.note(id: 3, action: .autosave))
        #expect(store.runningEffectCount == 2)
        // A child's cancel reaches its own effect only.
        await store.send(.note(id: 3, action: .stopAutosave))
        #expect(store.runningEffectCount == 1)
        // The parent cancels a child's effect by naming the child.
        await store.send(.cancelAutosave(id: 2))
        #expect(store.runningEffectCount == 0)
        await store.finish()
    }

    @Test func aChildsEffectThatEndsOnItsOwnIsDelivered() async {
        let store = TestStore(state: fullLibrary(), environment: ())
        await store.send(.note(id: 2, action: .save)) { $0.notes[id: 2]?.isSaving = true }
        await store.receive(.note(id: 2, action: .saved)) { $0.notes[id: 2]?.isSaving = false }
        await store.finish()
    }
}
