#if !canImport(SwiftUI)
/// A stand-in for SwiftUI's `Binding` on platforms without SwiftUI.
///
/// A binding reads and writes a value owned elsewhere through two functions. It has the same
/// name and shape as SwiftUI's (`init(get:set:)`, ``wrappedValue``, ``projectedValue``, dynamic
/// member lookup, ``constant(_:)``), so the code that builds bindings from a store
/// (``init(state:send:tag:)``) compiles and is tested everywhere. On platforms with SwiftUI,
/// `Binding` is SwiftUI's own type.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let getValue: @Sendable () -> Value
    private let setValue: @Sendable (Value, Transaction) -> Void

    /// The transaction writes through this binding are made in.
    public var transaction = Transaction()

    /// Creates a binding from a function that reads the value and one that writes it.
    ///
    /// As SwiftUI's does, it reads the value once when it is made, and a write through it drops
    /// the binding's transaction: the form whose `set` takes a `Transaction` keeps it.
    ///
    /// - Parameters:
    ///   - get: Reads the current value.
    ///   - set: Writes a new value.
    public init(get: @escaping @Sendable () -> Value, set: @escaping @Sendable (Value) -> Void) {
        _ = get()
        self.getValue = get
        self.setValue = { value, _ in set(value) }
    }

    /// Creates a binding whose writes receive the binding's transaction.
    ///
    /// - Parameters:
    ///   - get: Reads the current value.
    ///   - set: Writes a new value in a transaction.
    public init(
        get: @escaping @Sendable () -> Value,
        set: @escaping @Sendable (Value, Transaction) -> Void
    ) {
        // SwiftUI reads the value when it makes a binding, to hand it to the view update the
        // binding was made in. Read here too, so that a getter that cannot run yet (off the main
        // actor, during an update) fails here as it would on Apple, and a read made to observe
        // state registers when the binding is made, as there.
        _ = get()
        self.getValue = get
        self.setValue = set
    }

    /// Creates a binding from another binding, as a property wrapper's projected value.
    ///
    /// - Parameter projectedValue: The binding to wrap.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to a value that never changes; writes are ignored.
    ///
    /// - Parameter value: The value.
    /// - Returns: The binding.
    public static func constant(_ value: Value) -> Binding<Value> {
        // A constant is only ever read, and reads return a copy.
        nonisolated(unsafe) let value = value
        return Binding(get: { value }, set: { _ in })
    }

    /// The value: reading calls the getter each time, writing calls the setter.
    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue, transaction) }
    }

    /// The binding itself, for `$` syntax.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value.
    ///
    /// Writing the property reads the whole value, changes the property and writes the whole
    /// value back through this binding.
    ///
    /// - Parameter keyPath: The property.
    /// - Returns: The binding to the property.
    public subscript<Subject>(
        dynamicMember keyPath: WritableKeyPath<Value, Subject>
    ) -> Binding<Subject> {
        // Key paths are immutable values; one that captures no non-sendable subscript
        // argument is safe to share, and Binding's own key paths come from `@dynamicMemberLookup`.
        nonisolated(unsafe) let keyPath = keyPath
        // The closures only call the base binding's own `@Sendable` functions.
        nonisolated(unsafe) let base = self
        var binding = Binding<Subject>(
            get: { base.wrappedValue[keyPath: keyPath] },
            set: { newValue, transaction in
                var value = base.getValue()
                value[keyPath: keyPath] = newValue
                base.setValue(value, transaction)
            }
        )
        binding.transaction = transaction
        return binding
    }

    /// Returns a binding whose writes are made in a transaction.
    ///
    /// - Parameter transaction: The transaction.
    /// - Returns: The binding.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var binding = self
        binding.transaction = transaction
        return binding
    }

    /// Returns a binding whose writes are animated.
    ///
    /// - Parameter animation: The animation.
    /// - Returns: The binding.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        transaction(Transaction(animation: animation))
    }
}

// A binding holds only `@Sendable` functions and a transaction. SwiftUI declares it
// `@unchecked Sendable` when its value is `Sendable`, although `Transaction` is not; the
// stand-in does the same. Its transaction holds only an `Animation` and a `Bool`, which are
// safe to share.
extension Binding: @unchecked Sendable where Value: Sendable {}

extension Binding {
    /// Creates a binding to a non-optional value from a binding to an optional one, or `nil`
    /// when the optional is `nil`.
    ///
    /// As SwiftUI's own initializer does, a binding made this way stops the program when it is
    /// read after its optional became `nil`; a write sets the optional again. Where the optional
    /// can become `nil` while a view still holds the binding, use Reflow's case binding,
    /// `binding[case: .some]`, which keeps the last value on every platform (as ``IfLet`` does).
    ///
    /// - Parameter base: The binding to the optional value.
    public init?(_ base: Binding<Value?>) {
        guard base.wrappedValue != nil else { return nil }
        // The binding's functions only call the base binding's `@Sendable` functions.
        nonisolated(unsafe) let base = base
        self.init(
            get: {
                guard let value = base.wrappedValue else {
                    preconditionFailure(
                        """
                        Reflow: a Binding made with Binding(_:) from a Binding<\(Value.self)?> \
                        was read after its optional became nil. SwiftUI stops the program here \
                        too; bind with binding[case: .some] (or IfLet) where the optional can \
                        become nil while a view still holds the binding.
                        """)
                }
                return value
            },
            set: { newValue, transaction in
                base.transaction(transaction).wrappedValue = newValue
            }
        )
    }
}
#endif
