#if canImport(SwiftUI)
import SwiftUI

/// A view that shows content with a binding to the payload of one case of an enum while the
/// enum is in that case, and other content otherwise.
///
/// ```swift
/// enum Editing: Equatable {
///     case active(String)
///     case inactive
/// }
///
/// IfCaseLet($editing, case: /Editing.active) { $text in
///     TextField("Note", text: $text)
/// } else: {
///     Button("Edit") { editing = .active(note) }
/// }
/// ```
///
/// The binding comes from ``SwiftUI/Binding/subscript(case:)``: after the enum moved to another case it
/// reads the last payload and drops writes.
public struct IfCaseLet<Enum, Case, Content: View, ElseContent: View>: View {
    private let value: Binding<Enum>
    private let casePath: CasePath<Enum, Case>
    private let content: (Binding<Case>) -> Content
    private let elseContent: ElseContent

    /// Creates a view that shows one of two contents, depending on the case of an enum.
    ///
    /// - Parameters:
    ///   - value: A binding to the enum.
    ///   - casePath: The case to show `content` for.
    ///   - content: The content to show while the enum is in the case, given a binding to the
    ///     payload.
    ///   - elseContent: The content to show while the enum is in another case.
    public init(
        _ value: Binding<Enum>,
        case casePath: CasePath<Enum, Case>,
        @ViewBuilder then content: @escaping (Binding<Case>) -> Content,
        @ViewBuilder else elseContent: () -> ElseContent
    ) {
        self.value = value
        self.casePath = casePath
        self.content = content
        self.elseContent = elseContent()
    }

    /// The content for the enum's current case.
    public var body: some View {
        if let payload = value[case: casePath] {
            content(payload)
        } else {
            elseContent
        }
    }
}

extension IfCaseLet where ElseContent == EmptyView {
    /// Creates a view that shows content while an enum is in one case, and nothing otherwise.
    ///
    /// - Parameters:
    ///   - value: A binding to the enum.
    ///   - casePath: The case to show `content` for.
    ///   - content: The content to show while the enum is in the case, given a binding to the
    ///     payload.
    public init(
        _ value: Binding<Enum>,
        case casePath: CasePath<Enum, Case>,
        @ViewBuilder then content: @escaping (Binding<Case>) -> Content
    ) {
        self.init(value, case: casePath, then: content, else: { EmptyView() })
    }
}
#endif
