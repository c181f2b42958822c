#if canImport(SwiftUI)
import SwiftUI
#endif

/// Runs `body` inside `transaction`, or as it is when `transaction` is `nil` (so the ambient
/// transaction applies). Uses SwiftUI's `withTransaction` where SwiftUI exists and Reflow's
/// stand-in elsewhere: the decision is the same code on every platform.
@usableFromInline
func withOptionalTransaction(_ transaction: Transaction?, _ body: () -> Void) {
    if let transaction {
        withTransaction(transaction, body)
    } else {
        body()
    }
}
