import Reflow
import Testing

#if canImport(SwiftUI)
// On Apple platforms `Binding`, `Transaction` and `Animation` are SwiftUI's.
import SwiftUI
#endif

@Suite struct UpdateTests {
    @Test func defaultsToNoEffectAndNoTransaction() {
        let update = Update(state: CounterModel(count: 1))
        #expect(update.state.count == 1)
        #expect(update.fx.operations.isEmpty)
        #expect(update.transaction == nil)
    }

    @Test func mergeFxAppendsAfterTheExistingEffects() {
        let update = Update(state: CounterModel(), fx: .send(.increment))
            .mergeFx(.send(.add(2)))
        #expect(sentActions(update.fx) == [.increment, .add(2)])
    }

    @Test func animationSetsATransactionWithThatAnimation() {
        let update = Update(state: CounterModel()).animation(.linear(duration: 0.5))
        #expect(update.transaction?.animation == .linear(duration: 0.5))
        let defaulted = Update(state: CounterModel()).animation()
        #expect(defaulted.transaction?.animation == .default)
    }

    @Test func animationNilMakesATransactionWithoutAnimation() {
        let update = Update(state: CounterModel()).animation(nil)
        #expect(update.transaction != nil)
        #expect(update.transaction?.animation == nil)
    }

    @Test func initKeepsAnExplicitTransaction() {
        let update = Update(
            state: CounterModel(),
            fx: .none,
            transaction: Transaction(animation: .easeIn)
        )
        #expect(update.transaction?.animation == .easeIn)
    }

    @Test func observableStoresAnimationInitialisersSetTheTransaction() {
        let animated = Update(state: CounterModel(), animation: .easeIn)
        #expect(animated.transaction?.animation == .easeIn)
        #expect(animated.fx.isNone)
        let withFx = Update(state: CounterModel(), fx: .send(.increment), animation: nil)
        #expect(withFx.transaction != nil)
        #expect(withFx.transaction?.animation == nil)
        #expect(sentActions(withFx.fx) == [.increment])
    }
}

/// The actions an effect sends at once, in order.
func sentActions<Action>(_ fx: Fx<Action>) -> [Action] {
    fx.operations.compactMap { operation in
        switch operation {
        case .send(let action), .sendWhilePresent(let action, _, _): return action
        default: return nil
        }
    }
}
