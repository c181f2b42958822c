// A type-checking mock of the parts of SwiftUI that Reflow and the Todos sample touch, with
// SwiftUI's signatures (iOS 18 / macOS 15 SDK shapes), isolation and availability. Bodies are
// never run. Each declaration names the SwiftUI symbol it mirrors in a trailing comment when
// the name alone would not say it.
//
// Availability: Linux ignores Apple platform versions, so `@available` here does not make the
// compiler reject anything. It is read by `.ci/lint-floor`, which fails when Reflow's sources
// use a declaration marked newer than Reflow's floor (iOS 17, macOS 14) without a guard: mark
// every symbol newer than the floor with its real availability.
@_exported import Combine  // SwiftUI re-exports Combine,
@_exported import Foundation  // and Foundation,
@_exported import Observation  // and Observation.

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
// SwiftUI.Text: a nonisolated value with nonisolated initializers, so it can be built anywhere;
// its View conformance is declared apart, as SwiftUI does.
@frozen public struct Text: Equatable, Sendable {
    nonisolated public init(_ content: String) {}  // Text.init<S: StringProtocol>(_:)
    nonisolated public init(verbatim content: String) {}
}
extension Text: View { public var body: Never { fatalError() } }
extension Text {
    public struct LineStyle: Hashable, Sendable {
        public struct Pattern: Sendable { public static let solid = Pattern() }
    }
}
@available(tvOS, unavailable)
public struct Stepper<Label: View>: View { public var body: Never { fatalError() } }
extension Stepper where Label == Text {
    // Stepper.init<S: StringProtocol>(_:onIncrement:onDecrement:onEditingChanged:)
    @preconcurrency nonisolated public init<S: StringProtocol>(_ title: S, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }) { fatalError() }
    // Stepper.init<S: StringProtocol, V: Strideable>(_:value:step:onEditingChanged:)
    nonisolated public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) { fatalError() }
}
public struct Toggle<Label: View>: View { public var body: Never { fatalError() } }
extension Toggle where Label == Text {
    nonisolated public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) { fatalError() }  // Toggle.init<S>(_:isOn:)
}

public struct Animation: Equatable, Sendable {
    public static let `default` = Animation()
    public static let easeIn = Animation()
    public static let easeOut = Animation()
    public static let easeInOut = Animation()
    public static let spring = Animation()
    public static let linear = Animation()
    public static func linear(duration: Double) -> Animation { Animation() }
    public static func easeIn(duration: Double) -> Animation { Animation() }
    public static func easeOut(duration: Double) -> Animation { Animation() }
    public static func easeInOut(duration: Double) -> Animation { Animation() }
}
public struct Transaction {
    public init() {}
    public init(animation: Animation?) {}
    public var animation: Animation?
    public var disablesAnimations: Bool = false
}
// SwiftUI's Transaction is not Sendable: it carries values of any type (TransactionKey).
@available(*, unavailable)
extension Transaction: Sendable {}
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result { try body() }
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result { try body() }

// SwiftUI.Binding, with the initializers, subscripts and conformances an overload of Reflow's
// could collide with.
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
    public init<V>(_ base: Binding<V>) where Value == V? { fatalError() }  // Binding.init(_:) promoting to Optional
    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable { fatalError() }
}
extension Binding: @unchecked Sendable where Value: Sendable {}
public protocol DynamicProperty {}  // SwiftUI.DynamicProperty (its `update()` is left out)
extension Binding: DynamicProperty {}
extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { fatalError() }
}
extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}
extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    public var startIndex: Index { fatalError() }
    public var endIndex: Index { fatalError() }
    public var indices: Indices { fatalError() }
    public func index(after i: Index) -> Index { fatalError() }
    public subscript(position: Index) -> Binding<Value.Element> { fatalError() }
}
extension Binding: BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
    public func index(before i: Index) -> Index { fatalError() }
}
extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}

// SwiftUI.State: where a view keeps a store it owns.
@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) { fatalError() }
    public init(initialValue value: Value) { fatalError() }
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding<Value> { fatalError() }
}
extension State: Sendable where Value: Sendable {}
extension State where Value: ExpressibleByNilLiteral {
    public init() { fatalError() }
}

// Controls and containers used by the Todos sample's `TodosView` (Samples/Todos/TodosView.swift).
// Only the initializers it calls: where SwiftUI has both a `LocalizedStringKey` and a
// `StringProtocol` overload, only the `StringProtocol` one, which string literals also match.
// `LocalizedStringKey` is here for `navigationTitle(_:)`, whose only string overload takes it;
// its string-interpolation conformance is left out.
@frozen public struct LocalizedStringKey: Equatable, ExpressibleByStringLiteral {
    public init(_ value: String) {}
    public init(stringLiteral value: String) {}
}
public struct TextField<Label: View>: View { public var body: Never { fatalError() } }
extension TextField where Label == Text {
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) { fatalError() }
}
public struct Button<Label: View>: View {
    @preconcurrency nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) { fatalError() }
    public var body: Never { fatalError() }
}
extension Button where Label == Text {
    @preconcurrency nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) { fatalError() }
}
extension Button where Label == Text {
    // Button.init(_:role:action:), iOS 15 / macOS 12.
    @preconcurrency nonisolated public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) { fatalError() }
}
public struct NavigationLink<Label: View, Destination: View>: View {
    public var body: Never { fatalError() }
}
extension NavigationLink where Destination == Never {
    // NavigationLink.init(value:label:) and init(_:value:), iOS 16 / macOS 13.
    nonisolated public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) { fatalError() }
    nonisolated public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) where Label == Text { fatalError() }
}
public struct ButtonRole: Equatable, Sendable {
    public static let cancel = ButtonRole()
    public static let destructive = ButtonRole()
}
@frozen public enum Visibility: Hashable, CaseIterable, Sendable { case automatic, visible, hidden }
@frozen public enum Edge: Int8, CaseIterable, Sendable { case top, leading, bottom, trailing }
@frozen public struct UnitPoint: Hashable, Sendable {}
public enum Anchor<Value> { public enum Source { case bounds } }
public enum PopoverAttachmentAnchor { case rect(Anchor<CGRect>.Source), point(UnitPoint) }
public struct Image: Equatable, Sendable { public init(systemName: String) {} }
extension Image: View { public var body: Never { fatalError() } }
public struct NavigationPath { public init() {} }
public struct NavigationStack<Data, Root: View>: View {
    nonisolated public init(@ViewBuilder root: () -> Root) where Data == NavigationPath { fatalError() }
    nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root) where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable { fatalError() }
    public var body: Never { fatalError() }
}
public struct List<SelectionValue: Hashable, Content: View>: View { public var body: Never { fatalError() } }
extension List where SelectionValue == Never {
    nonisolated public init(@ViewBuilder content: () -> Content) { fatalError() }
}
public struct Section<Parent, Content, Footer> {}
extension Section: View where Parent: View, Content: View, Footer: View { public var body: Never { fatalError() } }
extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) { fatalError() }
}
extension Section where Parent == Text, Content: View, Footer == EmptyView {
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { fatalError() }
}
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View { public var body: Never { fatalError() } }
extension Picker where Label == Text {
    nonisolated public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) { fatalError() }
}
@frozen public struct VerticalAlignment: Equatable, Sendable { public static let center = VerticalAlignment() }
@frozen public struct HStack<Content: View>: View {
    nonisolated public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

// Used by the Settings and Inventory samples' views (Samples/Settings/SettingsView.swift,
// Samples/Inventory/InventoryView.swift).
public struct Form<Content: View>: View {
    nonisolated public init(@ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

public protocol DynamicViewContent<Data>: View {
    associatedtype Data: Collection
    var data: Self.Data { get }
}
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> { public var data: Data }
extension ForEach: View where Content: View { public var body: Never { fatalError() } }
extension ForEach: DynamicViewContent where Content: View {}
extension ForEach where Content: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) { fatalError() }
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) where ID == Data.Element.ID, Data.Element: Identifiable { fatalError() }
}
extension DynamicViewContent {
    nonisolated public func onDelete(perform action: Optional<(IndexSet) -> Void>) -> some DynamicViewContent { fatalError() }
}
// Mock-only: lets `some DynamicViewContent` bodies be `fatalError()`, as `Never: View` does for `some View`.
extension Never: DynamicViewContent { public var data: [Never] { fatalError() } }

public protocol ShapeStyle: Sendable {}
@frozen public struct Color: Hashable, Sendable, ShapeStyle { public static let red = Color() }
extension ShapeStyle where Self == Color { public static var red: Color { fatalError() } }
public protocol PickerStyle {}
@available(watchOS, unavailable)
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
extension PickerStyle where Self == SegmentedPickerStyle {
    @available(watchOS, unavailable)
    public static var segmented: SegmentedPickerStyle { fatalError() }
}
@MainActor @preconcurrency public protocol PrimitiveButtonStyle {}
nonisolated public struct PlainButtonStyle: PrimitiveButtonStyle { nonisolated public init() {} }
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    @MainActor @preconcurrency public static var plain: PlainButtonStyle { fatalError() }
}
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
}

extension View {
    nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { fatalError() }
    nonisolated public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View { fatalError() }
    nonisolated public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { fatalError() }
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { fatalError() }
    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { fatalError() }
    nonisolated public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { fatalError() }
    nonisolated public func disabled(_ disabled: Bool) -> some View { fatalError() }
    nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { fatalError() }
    nonisolated public func id<ID: Hashable>(_ id: ID) -> some View { fatalError() }
    nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { fatalError() }
    // SwiftUI 6 (iOS 18 / macOS 15) only, newer than Reflow's floor: `.ci/lint-floor` fails on
    // an unguarded use in Reflow's sources.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
    nonisolated public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View { fatalError() }
    // View.sheet(isPresented:onDismiss:content:)
    nonisolated public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View { fatalError() }
    // The item-driven presentations Reflow's `Presentation` helpers use, with their platforms.
    nonisolated public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View { fatalError() }
    @available(macOS, unavailable)
    nonisolated public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View { fatalError() }
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View { fatalError() }
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    nonisolated public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View { fatalError() }
    // View.alert(_:isPresented:presenting:actions:message:), iOS 15 / macOS 12.
    nonisolated public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { fatalError() }
    // View.confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:).
    nonisolated public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { fatalError() }
    nonisolated public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View { fatalError() }
}

// The app and its scene, for the Shelf sample and the tutorial (Samples/Shelf/ShelfApp.swift).
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}
extension Never: Scene {}
@resultBuilder public struct SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    @MainActor @preconcurrency init()
}
extension App {
    @MainActor @preconcurrency public static func main() { fatalError() }
}
public struct WindowGroup<Content: View>: Scene {
    nonisolated public init(@ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}
extension View {
    // SwiftUI's `navigationTitle(_:)` for a string that is not a literal.
    nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { fatalError() }
}
