#if canImport(SwiftUI)
import SwiftUI

/// An arm of a ``Switch``: the content to show while the enum is in one case, given a binding
/// to that case's payload.
///
/// ```swift
/// CaseLet(/Stock.inStock) { $quantity in
///     Stepper("Quantity: \(quantity)", value: $quantity)
/// }
/// ```
///
/// A `CaseLet` is written only inside a ``Switch``, which decides whether it shows.
public struct CaseLet<Enum, Case, Content: View> {
    let casePath: CasePath<Enum, Case>
    let content: (Binding<Case>) -> Content

    /// Creates an arm for one case of an enum.
    ///
    /// - Parameters:
    ///   - casePath: The case.
    ///   - content: The content to show while the enum is in the case, given a binding to the
    ///     payload.
    public init(
        _ casePath: CasePath<Enum, Case>,
        @ViewBuilder then content: @escaping (Binding<Case>) -> Content
    ) {
        self.casePath = casePath
        self.content = content
    }
}
#endif
