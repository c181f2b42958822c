/// Holds a value between rounds so that a round can take it out, own it while it works, and
/// put it back: an owned local variable is what a fair baseline mutates.
final class Box<Value> {
    private var value: Value?

    /// Creates a box holding a value.
    ///
    /// - Parameter value: The value to hold.
    init(_ value: consuming Value) {
        self.value = value
    }

    /// Moves the value out; the box is empty until ``put(_:)``.
    func take() -> Value {
        guard let value = value.take() else { preconditionFailure("Box is empty") }
        return value
    }

    /// Moves a value back in.
    ///
    /// - Parameter value: The value to hold.
    func put(_ value: consuming Value) {
        self.value = value
    }
}
