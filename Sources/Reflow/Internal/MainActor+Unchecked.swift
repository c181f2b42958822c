extension MainActor {
    /// Runs main-actor code synchronously from a context the compiler cannot prove is on the
    /// main actor, without requiring the result to be `Sendable`.
    ///
    /// Used where a SwiftUI-shaped API (a binding's getter and setter) is called on the main
    /// actor but typed as non-isolated. Checks that it really is on the main actor first.
    static func runUnchecked<Result>(_ operation: @MainActor () -> Result) -> Result {
        MainActor.preconditionIsolated(
            "Reflow: a binding built from a store was used off the main actor."
        )
        return withoutActuallyEscaping(operation) { operation in
            // A synchronous global-actor-isolated function has the same representation as a
            // non-isolated one; the precondition above makes calling it here safe.
            unsafeBitCast(operation, to: (() -> Result).self)()
        }
    }
}
