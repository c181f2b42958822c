// A type-checking mock of the parts of SwiftUI Reflow touches, with SwiftUI's signatures
// (iOS 18 / macOS 15 SDK shapes). Bodies are never run.
@_exported import Observation

@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}
extension Never: View { public var body: Never { fatalError() } }
public struct EmptyView: View { nonisolated public init() {} ; public var body: Never { fatalError() } }
public struct AnyView: View { public init<V: View>(_ view: V) {} ; public var body: Never { fatalError() } }
public struct TupleView<T>: View { nonisolated public init(_ value: T) {} ; public var body: Never { fatalError() } }
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View { init() {} ; public var body: Never { fatalError() } }
extension Optional: View where Wrapped: View { public var body: Never { fatalError() } }
@resultBuilder public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> { fatalError() }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> { fatalError() }
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> { fatalError() }
}
public struct Text: View { public init(_ s: String) {} ; public var body: Never { fatalError() } }
public struct Stepper: View { public init(_ title: String, value: Binding<Int>) {} ; public var body: Never { fatalError() } }
public struct Toggle: View { public init(_ title: String, isOn: Binding<Bool>) {} ; public var body: Never { fatalError() } }
public struct TextField: View { public init(_ title: String, text: Binding<String>) {} ; public var body: Never { fatalError() } }
public struct Button: View { public init(_ title: String, action: @escaping @MainActor () -> Void) {} ; public var body: Never { fatalError() } }

public struct Animation: Equatable, Sendable {
    public static let `default` = Animation()
    public static let easeOut = Animation()
    public static let easeInOut = Animation()
    public static let spring = Animation()
    public static let linear = Animation()
}
public struct Transaction {
    public init() {}
    public init(animation: Animation?) {}
    public var animation: Animation?
    public var disablesAnimations: Bool = false
}
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result { try body() }

@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    public var transaction: Transaction
    public init(get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void) { fatalError() }
    public init(get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value, Transaction) -> Void) { fatalError() }
    public static func constant(_ value: Value) -> Binding<Value> { fatalError() }
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding<Value> { self }
    public init(projectedValue: Binding<Value>) { self = projectedValue }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
    public init?(_ base: Binding<Value?>) { fatalError() }
    public func transaction(_ transaction: Transaction) -> Binding<Value> { self }
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
}
extension Binding: @unchecked Sendable where Value: Sendable {}
