import ReflowTesting
import XCTest

@testable import App

/// The same app under XCTest, as a team with an XCTest suite writes it.
final class AppModelXCTests: XCTestCase {
    @MainActor
    func testAddingAnItem() async {
        let store = TestStore(state: AppModel(), environment: .live)
        await store.send(.add(title: "Bread")) {
            $0.items[1] = ItemModel(id: 1, title: "Bread")
            $0.order = [1]
            $0.nextID = 2
        }
        await store.finish()
    }
}
