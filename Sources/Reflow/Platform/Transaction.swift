#if !canImport(SwiftUI)
/// A stand-in for SwiftUI's `Transaction` on platforms without SwiftUI.
///
/// It has the same name and the shape Reflow's API uses (``Update/transaction``,
/// ``Update/animation(_:)``), so the same model code compiles and is tested everywhere. On
/// platforms with SwiftUI, `Transaction` is SwiftUI's own type.
public struct Transaction: Sendable {
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
    /// Lets tests on platforms without SwiftUI check that a state was published in a
    /// transaction.
    @TaskLocal public static var current: Transaction?
}

/// Runs a body inside a transaction, as SwiftUI's `withTransaction(_:_:)` does.
///
/// On platforms without SwiftUI the transaction animates nothing; it is visible to the body as
/// ``Transaction/current``.
///
/// - Parameters:
///   - transaction: The transaction.
///   - body: The work to do inside it.
/// - Returns: What `body` returns.
public func withTransaction<Result>(
    _ transaction: Transaction,
    _ body: () throws -> Result
) rethrows -> Result {
    try Transaction.$current.withValue(transaction) { try body() }
}
#endif
