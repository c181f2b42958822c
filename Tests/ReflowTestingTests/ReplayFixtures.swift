import Foundation
import Reflow

// A shop to record and replay: a basket, and a checkout paid through an effect. Two versions of
// its update, as two versions of an app: the second keeps one of each item, so a session the
// first recorded replays differently from the first duplicate on.

/// Which version of the shop's update runs.
protocol ShopVersion: Sendable {
    /// Whether adding an item already in the basket leaves it alone.
    static var keepsOneOfEach: Bool { get }
}

enum ShopV1: ShopVersion {
    static var keepsOneOfEach: Bool { false }
}

enum ShopV2: ShopVersion {
    static var keepsOneOfEach: Bool { true }
}

/// What the shop needs: a payment service.
struct ShopEnvironment: Sendable {
    /// Charges for a number of items; returns the total charged.
    var pay: @Sendable (_ items: Int) async -> Int

    /// Charges 3 an item.
    static var live: ShopEnvironment { ShopEnvironment(pay: { $0 * 3 }) }
}

struct ShopModel<Version: ShopVersion>: ModelProtocol, Codable {
    enum Action: Sendable, Equatable, Codable {
        case add(String)
        case remove(String)
        case checkout
        case paid(total: Int)
    }

    var basket: [String] = []
    var isPaying = false
    var paid: [Int] = []

    static func update(
        state: consuming ShopModel, action: Action, environment: ShopEnvironment
    ) -> Update<ShopModel> {
        switch action {
        case .add(let item):
            if !(Version.keepsOneOfEach && state.basket.contains(item)) {
                state.basket.append(item)
            }
        case .remove(let item):
            state.basket.removeAll { $0 == item }
        case .checkout:
            state.isPaying = true
            let (count, pay) = (state.basket.count, environment.pay)
            return Update(state: state, fx: .task { .paid(total: await pay(count)) })
        case .paid(let total):
            state.isPaying = false
            state.paid.append(total)
            state.basket = []
        }
        return Update(state: state)
    }
}

/// Records a session of the first shop: two items, a duplicate at step 3, a checkout whose
/// payment comes back at step 5, and one more item.
@MainActor
func recordShopSession(checkpointInterval: Int) async -> Journal<ShopModel<ShopV1>> {
    let store = Store(state: ShopModel<ShopV1>(), environment: .live)
    store.startRecording(checkpointInterval: checkpointInterval)
    store.send(.add("milk"))
    store.send(.add("eggs"))
    store.send(.add("milk"))
    store.send(.checkout)
    await store.waitForEffects()
    store.send(.add("bread"))
    return store.journal!
}

/// A journal read back as a journal of another version of the model, as an app's next version
/// reads a file its last one wrote.
func reading<Old, New>(_ journal: Journal<ShopModel<Old>>, as _: New.Type) throws
    -> Journal<ShopModel<New>>
{
    try JSONDecoder().decode(
        Journal<ShopModel<New>>.self, from: JSONEncoder().encode(journal))
}
