#if canImport(SwiftUI)
import SwiftUI
#endif

// Bindings of enums and optionals. Like `Binding+Send.swift`, this file extends SwiftUI's
// `Binding` where SwiftUI exists and Reflow's stand-in elsewhere, using only what both have
// (`init(get:set:)`, `wrappedValue`, `transaction`), so the Linux tests cover what Apple apps
// run.
//
// Two transformations need nothing from Reflow:
// - key-path projection is dynamic member lookup: `$item.status` is a `Binding<Status>`;
// - `Binding.init?(_:)` turns a `Binding<Wrapped?>` into a `Binding<Wrapped>?` (SwiftUI's, and
//   the stand-in's on Linux). `binding[case: .some]` does the same with this file's rules.

extension Binding {
    /// Returns a binding to the payload of one case of this binding's enum, or `nil` when the
    /// enum is in another case.
    ///
    /// Use it to give a control a binding to the data of the case it edits, and to show the
    /// control only in that case:
    ///
    /// ```swift
    /// enum Status: Equatable {
    ///     case inStock(quantity: Int)
    ///     case outOfStock(isOnBackOrder: Bool)
    /// }
    ///
    /// if let quantity = $status[case: /Status.inStock] {
    ///     Stepper("Quantity: \(quantity.wrappedValue)", value: quantity)
    /// }
    /// ```
    ///
    /// Writing the payload binding embeds the new payload in the case and writes the enum
    /// through this binding, in the payload binding's transaction; with a binding from a store,
    /// the write becomes an action. Optionals have the case path ``CasePath/some``:
    /// `$draft[case: .some]`.
    ///
    /// A view that is going away may still read or write its binding after the enum moved to
    /// another case. The payload binding then reads the last payload it saw, and drops writes,
    /// so a late write cannot bring the old case back.
    ///
    /// - Parameter casePath: The case path to the case.
    /// - Returns: A binding to the payload, or `nil` when the enum is in another case.
    /// - Complexity: Every read and write of the payload binding extracts from the current
    ///   value once; see ``CasePath/extract(from:)``.
    public subscript<Case>(case casePath: CasePath<Value, Case>) -> Binding<Case>? {
        guard let initial = casePath.extract(from: wrappedValue) else { return nil }
        // The closures only call the base binding's functions, which SwiftUI and the stand-in
        // declare `@Sendable`; the last payload seen is kept in a `LastValue`.
        nonisolated(unsafe) let base = self
        let last = LastValue(initial)
        var binding = Binding<Case>(
            get: { last.resolve(casePath.extract(from: base.wrappedValue)) },
            set: { newPayload, transaction in
                guard casePath.extract(from: base.wrappedValue) != nil else { return }
                last.remember(newPayload)
                base.transaction(transaction).wrappedValue = casePath.embed(newPayload)
            }
        )
        binding.transaction = transaction
        return binding
    }
}
