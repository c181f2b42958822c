#if canImport(SwiftUI)
import SwiftUI

/// A view that shows content with a binding to an optional's value while it has one, and other
/// content while it is `nil`.
///
/// Model "editing" as an optional draft rather than a flag and a value that must be kept in
/// step: the text field exists exactly while the draft does.
///
/// ```swift
/// IfLet($draft) { $text in
///     TextField("Note", text: $text)
/// } else: {
///     Button("Edit") { draft = note }
/// }
/// ```
///
/// The binding comes from ``SwiftUI/Binding/subscript(case:)`` with ``CasePath/some``: after the
/// optional becomes `nil` it reads the last value and drops writes, so a field that is going
/// away cannot bring the draft back.
public struct IfLet<Value, Content: View, ElseContent: View>: View {
    private let value: Binding<Value?>
    private let content: (Binding<Value>) -> Content
    private let elseContent: ElseContent

    /// Creates a view that shows one of two contents, depending on whether an optional has a
    /// value.
    ///
    /// - Parameters:
    ///   - value: A binding to the optional.
    ///   - content: The content to show while the optional has a value, given a binding to it.
    ///   - elseContent: The content to show while the optional is `nil`.
    public init(
        _ value: Binding<Value?>,
        @ViewBuilder then content: @escaping (Binding<Value>) -> Content,
        @ViewBuilder else elseContent: () -> ElseContent
    ) {
        self.value = value
        self.content = content
        self.elseContent = elseContent()
    }

    /// The content for the optional's current state.
    public var body: some View {
        if let unwrapped = value[case: .some] {
            content(unwrapped)
        } else {
            elseContent
        }
    }
}

extension IfLet where ElseContent == EmptyView {
    /// Creates a view that shows content while an optional has a value, and nothing while it
    /// is `nil`.
    ///
    /// - Parameters:
    ///   - value: A binding to the optional.
    ///   - content: The content to show while the optional has a value, given a binding to it.
    public init(
        _ value: Binding<Value?>,
        @ViewBuilder then content: @escaping (Binding<Value>) -> Content
    ) {
        self.init(value, then: content, else: { EmptyView() })
    }
}
#endif
