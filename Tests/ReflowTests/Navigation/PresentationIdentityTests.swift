import ReflowTesting
import Testing

@testable import Reflow

/// A sheet that shows one item and counts a timer's ticks: an `Identifiable` child, so a sheet
/// for another item is another presentation.
private struct ItemSheet: ModelProtocol, Identifiable {
    enum Action: Sendable, Equatable {
        case startTimer
        case tick
        case closeTapped
        /// Shows the next item in place of this one, and closes this one.
        case nextTapped
        case delegateNext
    }

    let id: Int
    var ticks = 0

    static func update(
        state: consuming ItemSheet, action: Action, environment: TestClock
    ) -> Update<ItemSheet> {
        switch action {
        case .startTimer:
            return Update(
                state: state,
                fx: .run { send in
                    while (try? await environment.sleep(for: .seconds(1))) != nil {
                        await send(.tick)
                    }
                })
        case .tick:
            state.ticks += 1
            return Update(state: state)
        case .closeTapped:
            return Update(state: state, fx: .dismiss)
        case .nextTapped:
            return Update(state: state, fx: .merge(.send(.delegateNext), .dismiss))
        case .delegateNext:
            return Update(state: state)
        }
    }
}

private enum ConfirmAction: Sendable, Equatable {
    case delete
    case reallyDelete
}

/// What the parent presents in its one destination slot.
private enum Destination: Equatable {
    case item(ItemSheet)
    case alert(AlertState<ConfirmAction>)
}

private let deleteAlert = AlertState<ConfirmAction>(title: "Delete?") {
    ButtonState(role: .destructive, action: .delete) { "Delete" }
}
private let reallyDeleteAlert = AlertState<ConfirmAction>(title: "Really delete?") {
    ButtonState(role: .destructive, action: .reallyDelete) { "Delete" }
}

/// A parent with an optional sheet and a destination enum, each replaced in place.
private struct ShelfModel: ModelProtocol {
    enum Action: Sendable, Equatable {
        case show(Int)
        case showInDestination(Int)
        case sheet(PresentationAction<ItemSheet.Action>)
        case item(PresentationAction<ItemSheet.Action>)
        case alert(PresentationAction<ConfirmAction>)
        case deleteTapped
    }

    var sheet: ItemSheet?
    var destination: Destination?
    var deleted = false

    static let sheet = Place.presented(\Self.sheet, tag: Action.sheet)
    static let item = Place.presented(\Self.destination, case: /Destination.item, tag: Action.item)
    static let alert = Place.presented(
        \Self.destination, case: /Destination.alert, tag: Action.alert)

    static func update(
        state: consuming ShelfModel, action: Action, environment: TestClock
    ) -> Update<ShelfModel> {
        switch action {
        case .show(let id):
            state.sheet = ItemSheet(id: id)
            return Update(state: state)
        case .showInDestination(let id):
            state.destination = .item(ItemSheet(id: id))
            return Update(state: state)
        case .sheet(.presented(.delegateNext)):
            state.sheet = ItemSheet(id: (state.sheet?.id ?? 0) + 1)
            return Update(state: state)
        case .sheet(let action):
            return update(state: state, action: action, environment: environment, at: sheet)
        case .item(let action):
            return update(state: state, action: action, environment: environment, at: item)
        case .deleteTapped:
            state.destination = .alert(deleteAlert)
            return Update(state: state)
        case .alert(.presented(.delete)):
            // The form runs first (it clears the alert), then the follow-up alert takes the
            // slot.
            var next = update(state: state, action: .presented(.delete), environment: (), at: alert)
            next.state.destination = .alert(reallyDeleteAlert)
            return next
        case .alert(.presented(.reallyDelete)):
            state.deleted = true
            return update(
                state: state, action: .presented(.reallyDelete), environment: (),
                at: alert)
        case .alert(let action):
            return update(state: state, action: action, environment: (), at: alert)
        }
    }
}

@MainActor
@Suite struct PresentationIdentityTests {
    @Test func anOptionalChildReplacedByOneOfAnotherIDEndsTheOldOnesEffects() async {
        let clock = TestClock()
        let store = TestStore(state: ShelfModel(), environment: clock)
        await store.send(.show(1)) { $0.sheet = ItemSheet(id: 1) }
        await store.send(.sheet(.presented(.startTimer)))
        #expect(store.runningEffectCount == 1)
        await store.send(.show(2)) { $0.sheet = ItemSheet(id: 2) }
        #expect(store.runningEffectCount == 0)
        // The old timer's ticks never reach the new sheet.
        await clock.advance(by: .seconds(2))
        await store.finish()
        #expect(store.state.sheet?.ticks == 0)
    }

    @Test func aChildReplacedByOneWithTheSameIDKeepsItsEffects() async {
        let clock = TestClock()
        let store = TestStore(state: ShelfModel(), environment: clock)
        await store.send(.show(1)) { $0.sheet = ItemSheet(id: 1) }
        await store.send(.sheet(.presented(.startTimer)))
        await store.send(.show(1))
        #expect(store.runningEffectCount == 1)
        await clock.advance(by: .seconds(1))
        await store.receive(.sheet(.presented(.tick))) { $0.sheet?.ticks = 1 }
        await store.send(.sheet(.dismiss)) { $0.sheet = nil }
        await store.finish()
    }

    @Test func aDestinationReplacedInTheSameCaseByAnotherIDEndsTheOldOnesEffects() async {
        let clock = TestClock()
        let store = TestStore(state: ShelfModel(), environment: clock)
        await store.send(.showInDestination(1)) { $0.destination = .item(ItemSheet(id: 1)) }
        await store.send(.item(.presented(.startTimer)))
        #expect(store.runningEffectCount == 1)
        await store.send(.showInDestination(2)) { $0.destination = .item(ItemSheet(id: 2)) }
        #expect(store.runningEffectCount == 0)
        await clock.advance(by: .seconds(2))
        await store.finish()
    }

    @Test func aDestinationReplacedByAnotherCaseEndsTheOldOnesEffects() async {
        let clock = TestClock()
        let store = TestStore(state: ShelfModel(), environment: clock)
        await store.send(.showInDestination(1)) { $0.destination = .item(ItemSheet(id: 1)) }
        await store.send(.item(.presented(.startTimer)))
        await store.send(.deleteTapped) { $0.destination = .alert(deleteAlert) }
        #expect(store.runningEffectCount == 0)
        await store.finish()
    }

    @Test func aFollowUpAlertInTheSameSlotOutlivesTheFirstAlertsDismissal() async {
        let store = TestStore(state: ShelfModel(), environment: TestClock())
        await store.send(.deleteTapped) { $0.destination = .alert(deleteAlert) }
        // The first alert's dismissal was sent for it, not for the alert that replaced it.
        await store.send(.alert(.presented(.delete))) {
            $0.destination = .alert(reallyDeleteAlert)
        }
        await store.send(.alert(.presented(.reallyDelete))) {
            $0.deleted = true
            $0.destination = nil
        }
        await store.finish()
    }

    @Test func aDismissalQueuedForAChildIsDroppedOnceAnotherTookItsPlace() async {
        let store = TestStore(state: ShelfModel(), environment: TestClock())
        await store.send(.show(1)) { $0.sheet = ItemSheet(id: 1) }
        // The sheet asks for the next item and to close; the next item takes its place first.
        await store.send(.sheet(.presented(.nextTapped)))
        await store.receive(.sheet(.presented(.delegateNext))) { $0.sheet = ItemSheet(id: 2) }
        await store.finish()
        #expect(store.state.sheet == ItemSheet(id: 2))
        // Another presentation took the slot: the one reason a dismissal is dropped silently.
        #expect(store.runtimeIssues.isEmpty, "\(store.runtimeIssues)")
    }

    @Test func theViewsBindingDismissesOnlyThePresentationItWasMadeFor() {
        let store = Store(state: ShelfModel(), environment: TestClock())
        store.send(.deleteTapped)
        let alert = store.presentation(ShelfModel.alert)
        // SwiftUI holds the bindings of the alert it shows.
        let isPresented = alert.isPresented
        let item = alert.item
        let shownID = item.wrappedValue?.id
        // A button presents the follow-up; SwiftUI then clears the binding of the first alert.
        store.send(.alert(.presented(.delete)))
        #expect(store.state.destination == .alert(reallyDeleteAlert))
        #expect(item.wrappedValue?.id != shownID, "the follow-up is a new presentation")
        isPresented.wrappedValue = false
        item.wrappedValue = nil
        #expect(store.state.destination == .alert(reallyDeleteAlert))
        // A binding made for the follow-up dismisses it.
        alert.isPresented.wrappedValue = false
        #expect(store.state.destination == nil)
    }

    @Test func alertsAreEqualByWhatTheySayWhateverTheirIdentity() {
        let one = AlertState<ConfirmAction>(title: "Delete?")
        let other = AlertState<ConfirmAction>(title: "Delete?")
        #expect(one == other)
        #expect(one.id != other.id)
        let labels = Mirror(reflecting: one).children.compactMap(\.label)
        #expect(!labels.contains("id"))
        #expect(
            ConfirmationDialogState<ConfirmAction>(title: "Sure?")
                == ConfirmationDialogState<ConfirmAction>(title: "Sure?"))
    }
}
