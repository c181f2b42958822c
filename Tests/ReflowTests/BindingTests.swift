#if !canImport(SwiftUI)
import Reflow
import Testing

// Reflow's stand-in for SwiftUI's Binding, on platforms without SwiftUI.

private final class Cell<Value>: @unchecked Sendable {
    // Touched from one test task at a time.
    var value: Value
    init(_ value: Value) { self.value = value }
}

private struct Point: Equatable {
    var x = 0
    var y = 0
}

@Suite struct BindingTests {
    @Test func getAndSetGoThroughTheClosures() {
        let cell = Cell(1)
        let binding = Binding(get: { cell.value }, set: { cell.value = $0 })
        binding.wrappedValue = 2
        #expect(cell.value == 2)
        #expect(binding.wrappedValue == 2)
        #expect(binding.projectedValue.wrappedValue == 2)
    }

    @Test func dynamicMemberLookupBindsAProperty() {
        let cell = Cell(Point())
        let point = Binding(get: { cell.value }, set: { cell.value = $0 })
        let x = point.x
        x.wrappedValue = 5
        #expect(cell.value == Point(x: 5, y: 0))
        #expect(x.wrappedValue == 5)
    }

    @Test func constantIgnoresWrites() {
        let binding = Binding.constant(3)
        binding.wrappedValue = 4
        #expect(binding.wrappedValue == 3)
    }

    @Test func unwrappingAnOptionalBinding() {
        let cell = Cell<Int?>(1)
        let optional = Binding(get: { cell.value }, set: { cell.value = $0 })
        let unwrapped = Binding(optional)
        unwrapped?.wrappedValue = 9
        #expect(cell.value == 9)
        #expect(unwrapped?.wrappedValue == 9)
        cell.value = nil
        #expect(Binding(optional) == nil)
        unwrapped?.wrappedValue = 3
        #expect(cell.value == 3)
    }

    // As SwiftUI's does: a binding unwrapped with `Binding(_:)` has no value to give once its
    // optional is `nil`, so reading it stops the program, on Linux as on Apple platforms.
    @Test func readingAnUnwrappedBindingAfterItsOptionalBecameNilStops() async {
        await #expect(processExitsWith: .failure) {
            let cell = Cell<Int?>(1)
            let optional = Binding(get: { cell.value }, set: { cell.value = $0 })
            let unwrapped = Binding(optional)
            cell.value = nil
            _ = unwrapped?.wrappedValue
        }
    }

    // As SwiftUI's does, a binding reads its value once when it is made.
    @Test func aBindingReadsItsValueWhenItIsMade() {
        let reads = Cell(0)
        let binding = Binding(
            get: {
                reads.value += 1
                return reads.value
            }, set: { _ in })
        #expect(reads.value == 1)
        _ = binding.wrappedValue
        #expect(reads.value == 2)
        let withTransaction = Binding<Int>(
            get: {
                reads.value += 1
                return 0
            }, set: { _, _ in })
        #expect(reads.value == 3)
        _ = withTransaction
    }

    @Test func transactionIsPassedToTheSetter() {
        let seen = Cell<Animation?>(nil)
        let binding = Binding<Int>(
            get: { 0 }, set: { _, transaction in seen.value = transaction.animation })
        binding.animation(.easeOut).wrappedValue = 1
        #expect(seen.value == .easeOut)
    }

    @Test func propertyWrapperSyntaxWorks() {
        let cell = Cell("a")
        struct View {
            @Binding var text: String
        }
        let view = View(text: Binding(get: { cell.value }, set: { cell.value = $0 }))
        view.text = "b"
        #expect(cell.value == "b")
        #expect(view.$text.wrappedValue == "b")
    }
}

@Suite struct AnimationAndTransactionTests {
    @Test func animationsCompareByKindAndDuration() {
        #expect(Animation.linear(duration: 1) == .linear(duration: 1))
        #expect(Animation.linear(duration: 1) != .linear)
        #expect(Animation.easeInOut(duration: 2).description == "easeInOut(duration: 2.0)")
    }

    @Test func withTransactionExposesTheTransactionToItsBody() {
        #expect(Transaction.current == nil)
        let animation = withTransaction(Transaction(animation: .spring)) {
            Transaction.current?.animation
        }
        #expect(animation == .spring)
        #expect(Transaction().animation == nil)
        #expect(!Transaction().disablesAnimations)
    }
}
#endif
