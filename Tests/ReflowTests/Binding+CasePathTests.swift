import Reflow
import Testing

#if canImport(SwiftUI)
// On Apple platforms `Binding`, `Transaction` and `Animation` are SwiftUI's.
import SwiftUI
#endif

private enum Stock: Equatable, Sendable {
    case inStock(quantity: Int)
    case outOfStock(isOnBackOrder: Bool)
    case discontinued
}

private struct Editor: Equatable, Sendable {
    var title: String
    var load: Load
}

private enum Load: Equatable, Sendable {
    case loading
    case loaded(String)
}

private enum Screen: Equatable, Sendable {
    case list
    case editing(Editor)
}

private struct StockModel: ModelProtocol {
    enum Action: Sendable, Equatable {
        case setStock(Stock)
        case setScreen(Screen)
        case form(FormAction<StockModel>)
    }

    var stock = Stock.inStock(quantity: 1)
    var screen = Screen.list
    var draft: String?

    static func update(
        state: consuming StockModel,
        action: Action,
        environment: Void
    ) -> Update<StockModel> {
        switch action {
        case .setStock(let stock):
            state.stock = stock
        case .setScreen(let screen):
            state.screen = screen
        case .form(let form):
            form.apply(to: &state)
        }
        return Update(state: state)
    }
}

private let inStock = CasePath<Stock, Int>(
    embed: { .inStock(quantity: $0) },
    extract: { stock in
        guard case .inStock(let quantity) = stock else { return nil }
        return quantity
    }
)

private final class Cell<Value>: @unchecked Sendable {
    // Touched from one test task at a time.
    var value: Value
    init(_ value: Value) { self.value = value }
}

@MainActor
private func recordActions(of store: Store<StockModel>) -> Cell<[StockModel.Action]> {
    let actions = Cell<[StockModel.Action]>([])
    store.logger = { event in
        if case .action(let action) = event { actions.value.append(action) }
    }
    return actions
}

/// The store's stock, bound so that writes send `setStock`.
@MainActor
private func stockBinding(of store: Store<StockModel>) -> Binding<Stock> {
    Binding(state: store.state.stock, send: store.send, tag: StockModel.Action.setStock)
}

@MainActor
@Suite struct BindingCasePathTests {
    @Test func theCaseSubscriptIsNilWhenTheEnumIsInAnotherCase() {
        let store = Store(state: StockModel(stock: .discontinued), environment: ())
        let stock = stockBinding(of: store)
        #expect(stock[case: inStock] == nil)
        #expect(stock[case: /Stock.outOfStock] == nil)
        #expect(stock[case: /Stock.discontinued] != nil)
    }

    @Test func thePayloadBindingReadsTheCurrentPayload() throws {
        let store = Store(state: StockModel(), environment: ())
        let stock = stockBinding(of: store)
        let quantity = try #require(stock[case: /Stock.inStock])
        #expect(quantity.wrappedValue == 1)
        store.send(.setStock(.inStock(quantity: 7)))
        #expect(quantity.wrappedValue == 7)
    }

    @Test func writesThroughACaseBindingBecomeTaggedActions() throws {
        let store = Store(state: StockModel(), environment: ())
        let actions = recordActions(of: store)
        let stock = stockBinding(of: store)
        let quantity = try #require(stock[case: inStock])
        quantity.wrappedValue = 5
        #expect(actions.value == [.setStock(.inStock(quantity: 5))])
        #expect(store.state.stock == .inStock(quantity: 5))
        #expect(quantity.wrappedValue == 5)
    }

    @Test func writesThroughACaseBindingBecomeFormActions() throws {
        let store = Store(
            state: StockModel(stock: .outOfStock(isOnBackOrder: false)), environment: ())
        let actions = recordActions(of: store)
        let backOrder = try #require(
            store.binding(\.stock, form: StockModel.Action.form)[case: /Stock.outOfStock])
        backOrder.wrappedValue = true
        #expect(actions.value == [.form(.set(\.stock, .outOfStock(isOnBackOrder: true)))])
        #expect(store.state.stock == .outOfStock(isOnBackOrder: true))
    }

    @Test func readingAfterTheEnumMovedToAnotherCaseReturnsTheLastPayload() throws {
        let store = Store(state: StockModel(stock: .inStock(quantity: 3)), environment: ())
        let stock = stockBinding(of: store)
        let quantity = try #require(stock[case: /Stock.inStock])
        store.send(.setStock(.inStock(quantity: 4)))
        #expect(quantity.wrappedValue == 4)
        store.send(.setStock(.discontinued))
        #expect(quantity.wrappedValue == 4)
        #expect(stock[case: /Stock.inStock] == nil)
    }

    @Test func writesAfterTheEnumMovedToAnotherCaseAreDropped() throws {
        let store = Store(state: StockModel(stock: .inStock(quantity: 3)), environment: ())
        let stock = stockBinding(of: store)
        let quantity = try #require(stock[case: inStock])
        store.send(.setStock(.outOfStock(isOnBackOrder: true)))
        let actions = recordActions(of: store)
        quantity.wrappedValue = 9
        #expect(actions.value.isEmpty)
        #expect(store.state.stock == .outOfStock(isOnBackOrder: true))
        #expect(quantity.wrappedValue == 3)
    }

    @Test func theWritesTransactionReachesTheEnumBinding() throws {
        let seen = Cell<Animation?>(nil)
        let stock = Cell(Stock.inStock(quantity: 1))
        let binding = Binding<Stock>(
            get: { stock.value },
            set: { value, transaction in
                stock.value = value
                seen.value = transaction.animation
            }
        )
        let quantity = try #require(binding[case: inStock])
        quantity.animation(.easeOut).wrappedValue = 2
        #expect(stock.value == .inStock(quantity: 2))
        #expect(seen.value == .easeOut)
    }

    @Test func keyPathsAndCasePathsCompose() throws {
        let editor = Editor(title: "Draft", load: .loaded("text"))
        let store = Store(state: StockModel(screen: .editing(editor)), environment: ())
        let screen = Binding(
            state: store.state.screen, send: store.send, tag: StockModel.Action.setScreen)
        // Dynamic member lookup is the key-path projection.
        let title = try #require(screen[case: /Screen.editing]).title
        title.wrappedValue = "Final"
        #expect(store.state.screen == .editing(Editor(title: "Final", load: .loaded("text"))))

        let loadedText = try #require(screen[case: /Screen.editing]?.load[case: /Load.loaded])
        loadedText.wrappedValue = "more text"
        #expect(store.state.screen == .editing(Editor(title: "Final", load: .loaded("more text"))))

        store.send(.setScreen(.editing(Editor(title: "Final", load: .loading))))
        #expect(screen[case: /Screen.editing]?.load[case: /Load.loaded] == nil)
        #expect(screen[case: /Screen.editing]?.title.wrappedValue == "Final")
    }

    @Test func anOptionalUnwrapsThroughItsSomeCase() throws {
        let store = Store(state: StockModel(), environment: ())
        let draft = store.binding(\.draft, form: StockModel.Action.form)
        #expect(draft[case: .some] == nil)
        #expect(Binding(draft) == nil)

        store.send(.form(.set(\.draft, "Hello")))
        let text = try #require(draft[case: .some])
        #expect(text.wrappedValue == "Hello")
        text.wrappedValue = "Hello, world"
        #expect(store.state.draft == "Hello, world")

        // The platform's own unwrapping initialiser does the same while the value is there.
        let unwrapped = try #require(Binding(draft))
        #expect(unwrapped.wrappedValue == "Hello, world")

        store.send(.form(.set(\.draft, String?.none)))
        #expect(text.wrappedValue == "Hello, world")
        text.wrappedValue = "late"
        #expect(store.state.draft == nil)
    }
}

private enum Session: Equatable, Sendable {
    case signedIn(user: String)
    case signedOut
}

@MainActor
@Suite struct OptionalRootCaseBindingTests {
    @Test func aCaseBindingReachesThroughABindingOfAnOptionalEnum() throws {
        let session = LockedBox<Session?>(.signedIn(user: "ada"))
        let binding = Binding<Session?>(
            get: { session.withLock { $0 } }, set: { value in session.withLock { $0 = value } })
        let user = try #require(binding[case: /Session.signedIn])
        #expect(user.wrappedValue == "ada")
        user.wrappedValue = "grace"
        #expect(session.withLock { $0 } == .signedIn(user: "grace"))
        session.withLock { $0 = nil }
        #expect(binding[case: /Session.signedIn] == nil)
    }
}
