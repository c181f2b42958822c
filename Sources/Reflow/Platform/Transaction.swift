#if !canImport(SwiftUI)
/// A stand-in for SwiftUI's `Transaction` on platforms without SwiftUI.
///
/// It has the same name and the shape Reflow's API uses (``Update/transaction``,
/// ``Update/animation(_:)``), so the same model code compiles and is tested everywhere. On
/// platforms with SwiftUI, `Transaction` is SwiftUI's own type.
///
/// Like SwiftUI's, it is not `Sendable`, so code that compiles against the stand-in compiles
/// against SwiftUI too.
public struct Transaction {
    /// The animation of the changes made in this transaction, if any.
    public var animation: Animation?

    /// Whether views should disable animations of their own for these changes.
    public var disablesAnimations = false

    /// Creates a transaction without an animation.
    public init() {}

    /// Creates a transaction with an animation.
    ///
    /// - Parameter animation: The animation; `nil` for none.
    public init(animation: Animation?) {
        self.animation = animation
    }

    /// The transaction that ``withTransaction(_:_:)`` is running a body in, if any.
    ///
    /// Lets Reflow's tests on platforms without SwiftUI check that a state was published in a
    /// transaction. SwiftUI has no such property, so it is not public.
    package static var current: Transaction? { running?.transaction }

    /// The storage of ``current``.
    @TaskLocal static var running: Running?

    /// A transaction handed to the body of ``withTransaction(_:_:)``, which runs synchronously
    /// on the caller's thread.
    ///
    /// `@unchecked Sendable` because a task-local value must be `Sendable`: the stand-in holds
    /// only an `Animation` (which is `Sendable`) and a `Bool`, so sharing a copy is safe. (SwiftUI's
    /// `Transaction` is not `Sendable` because it can carry values of any type; the stand-in
    /// follows it so that code compiling here compiles there.)
    struct Running: @unchecked Sendable {
        var transaction: Transaction
    }
}

@available(*, unavailable, message: "SwiftUI's Transaction is not Sendable")
extension Transaction: Sendable {}

/// Runs a body inside a transaction, as SwiftUI's `withTransaction(_:_:)` does.
///
/// On platforms without SwiftUI the transaction animates nothing.
///
/// - Parameters:
///   - transaction: The transaction.
///   - body: The work to do inside it.
/// - Returns: What `body` returns.
public func withTransaction<Result>(
    _ transaction: Transaction,
    _ body: () throws -> Result
) rethrows -> Result {
    try Transaction.$running.withValue(Transaction.Running(transaction: transaction)) {
        try body()
    }
}
#endif
