#if canImport(SwiftUI)
import SwiftUI

/// A view that shows, for an enum's current case, the content of the matching ``CaseLet``, with
/// a binding to that case's payload.
///
/// ```swift
/// enum Stock: Equatable {
///     case inStock(quantity: Int)
///     case outOfStock(isOnBackOrder: Bool)
///     case discontinued
/// }
///
/// Switch($stock) {
///     CaseLet(/Stock.inStock) { $quantity in
///         Stepper("Quantity: \(quantity)", value: $quantity)
///     }
///     CaseLet(/Stock.outOfStock) { $isOnBackOrder in
///         Toggle("On back order", isOn: $isOnBackOrder)
///     }
///     Default {
///         Text("No longer sold")
///     }
/// }
/// ```
///
/// The first `CaseLet` whose case the enum is in is shown; otherwise the ``Default``. The
/// compiler cannot check that the arms cover every case, so the switch checks at run time: when
/// no arm shows the current case it shows nothing and, in debug builds, reports a
/// ``RuntimeIssue`` naming the case and where the switch was written.
public struct Switch<Enum>: View {
    private let value: Binding<Enum>
    private let matcher: CaseMatcher<Enum>
    private let contents: [@MainActor (Binding<Enum>) -> AnyView]
    private let fileID: StaticString
    private let line: UInt

    /// Creates a view that shows the arm for an enum's current case.
    ///
    /// - Parameters:
    ///   - value: A binding to the enum.
    ///   - fileID: Where the switch is written, for the report of an unhandled case.
    ///   - line: The line the switch is written on, for the same report.
    ///   - arms: The ``CaseLet`` arms and at most one ``Default``.
    public init(
        _ value: Binding<Enum>,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        @SwitchBuilder<Enum> arms: () -> [SwitchArm<Enum>]
    ) {
        let arms = arms()
        self.value = value
        self.matcher = CaseMatcher(arms: arms.map(\.arm))
        self.contents = arms.map(\.content)
        self.fileID = fileID
        self.line = line
    }

    /// The content of the arm for the enum's current case, or nothing when no arm shows it.
    public var body: some View {
        if let index = matcher.arm(for: value.wrappedValue, fileID: "\(fileID)", line: line) {
            // Each arm gets its own identity, so two arms whose views have the same type do not
            // share state: `AnyView` in one position would make SwiftUI treat them as one view.
            contents[index](value).id(index)
        }
    }
}
#endif
