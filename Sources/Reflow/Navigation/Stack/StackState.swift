/// A stack of screens, the state behind a `NavigationStack`: each pushed screen gets an ID from
/// the stack, and pushing and popping are changes of state.
///
/// ```swift
/// struct AppModel: ModelProtocol {
///     var path = StackState<Screen>()
///
///     enum Action: Sendable {
///         case path(StackAction<Screen>)
///         case showDetail(Meeting.ID)
///     }
///
///     static let path = Place.stack(\Self.path, tag: Action.path)
///
///     case .showDetail(let id):
///         state.path.append(.detail(DetailModel(meetingID: id)))
///     case .path(let action):
///         return update(
///             state: state, action: action, environment: environment.screen, at: path)
/// }
/// ```
///
/// The screens are values of one type, usually an enum of the screens a stack can show, a
/// ``ModelProtocol`` whose update runs each case's child. A screen's actions reach it through
/// ``StackAction/element(id:action:)``; popping it (by the parent, a swipe back, or the screen's
/// own ``Fx/dismiss``) ends its effects.
public struct StackState<Element> {
    /// The screens in order, bottom first, each with its ID.
    @usableFromInline var elements: KeyedList<StackElement<Element>>
    /// The number the next pushed screen gets.
    @usableFromInline var nextID: Int

    /// Creates an empty stack.
    public init() {
        self.elements = KeyedList()
        self.nextID = 0
    }

    /// Creates a stack of screens, numbered 0, 1, 2, … from the bottom.
    ///
    /// - Parameter elements: The screens, bottom first.
    public init(_ elements: some Sequence<Element>) {
        self.init()
        for element in elements {
            append(element)
        }
    }

    /// The screens' IDs, bottom first: what a `NavigationStack`'s path holds.
    public var ids: [StackElementID] { elements.ids }

    /// The screen with an ID; assigning `nil` pops it and every screen above it.
    ///
    /// - Parameter id: The screen's ID.
    /// - Complexity: O(1) to read and replace.
    ///
    /// Assigning a screen to an ID no screen has changes nothing and reports a ``RuntimeIssue``
    /// in debug builds, as an action for an absent child does: push a screen with
    /// ``append(_:)``.
    public subscript(id id: StackElementID) -> Element? {
        get { elements[id: id]?.element }
        set {
            guard let newValue else {
                pop(from: id)
                return
            }
            guard elements.index(id: id) != nil else {
                RuntimeIssue.report(
                    """
                    StackState<\(Element.self)>: no screen has the ID \(id); the screen assigned \
                    to it was ignored. Push a screen with append(_:).
                    """)
                return
            }
            elements.modify(id: id) { $0.element = newValue }
        }
    }

    /// The screen with an ID when it is in one case of the screens' enum: its payload.
    ///
    /// Reading is one expression; writing through it changes the screen in that case, as a
    /// test's expectation does:
    ///
    /// ```swift
    /// await store.send(.path(.element(id: 0, action: .detail(.editTapped)))) {
    ///     $0.path[id: 0, case: /Screen.detail]?.isEditing = true
    /// }
    /// ```
    ///
    /// Assigning `nil` pops the screen and every screen above it, as ``subscript(id:)`` does. A
    /// write while the screen is in another case, or to an ID no screen has, changes nothing
    /// and is reported as a ``RuntimeIssue``, which fails a test store's expectation: an
    /// expectation written for the wrong screen says so instead of passing unchanged.
    ///
    /// - Parameters:
    ///   - id: The screen's ID.
    ///   - casePath: The case: `/Screen.detail`.
    /// - Complexity: O(1) to read and replace; O(*k*) to pop *k* screens.
    public subscript<Case>(id id: StackElementID, case casePath: CasePath<Element, Case>) -> Case?
    {
        get { self[id: id].flatMap(casePath.extract(from:)) }
        _modify {
            let screen = self[id: id]
            var payload = screen.flatMap(casePath.extract(from:))
            let wasInCase = payload != nil
            yield &payload
            guard wasInCase else {
                let reason =
                    screen.map { "it is in another case: \($0)" } ?? "no screen has the ID \(id)"
                RuntimeIssue.report(
                    """
                    StackState<\(Element.self)>: a write to the screen \(id) as \(Case.self) \
                    changed nothing: \(reason).
                    """)
                return
            }
            guard let payload else {
                pop(from: id)
                return
            }
            elements.modify(id: id) { $0.element = casePath.embed(payload) }
        }
    }

    /// Pushes a screen on top of the stack, with the next ID.
    ///
    /// - Parameter element: The screen.
    /// - Returns: The screen's ID.
    @discardableResult
    public mutating func append(_ element: Element) -> StackElementID {
        let id = StackElementID(nextID)
        nextID += 1
        elements.append(StackElement(id: id, element: element))
        return id
    }

    /// Pushes a screen with an ID a push action named, or reports why not: IDs are never reused,
    /// so an ID on the stack, or one below the next ID the stack would give, is refused.
    ///
    /// - Returns: Whether the screen was pushed.
    mutating func push(_ element: Element, id: StackElementID) -> Bool {
        guard id.rawValue >= nextID else {
            let reason =
                elements.contains(id: id) ? "a screen on the stack has it" : "it was given before"
            RuntimeIssue.report(
                """
                StackState<\(Element.self)>: a push with the ID \(id) was ignored: \(reason). \
                Push with the stack's next ID, #\(nextID).
                """)
            return false
        }
        nextID = id.rawValue + 1
        elements.append(StackElement(id: id, element: element))
        return true
    }

    /// The ID the stack gives the next screen it pushes.
    var nextElementID: StackElementID { StackElementID(nextID) }

    /// Pops the top screen.
    ///
    /// - Returns: The popped screen, or `nil` when the stack is empty.
    @discardableResult
    public mutating func popLast() -> Element? {
        guard !elements.isEmpty else { return nil }
        return elements.remove(at: elements.count - 1).element
    }

    /// Pops a screen and every screen above it; does nothing when no screen has the ID.
    ///
    /// - Parameter id: The lowest screen to pop.
    public mutating func pop(from id: StackElementID) {
        guard let position = elements.index(id: id) else { return }
        popToCount(position)
    }

    /// Pops every screen above a screen; does nothing when no screen has the ID.
    ///
    /// - Parameter id: The screen to show.
    public mutating func pop(to id: StackElementID) {
        guard let position = elements.index(id: id) else { return }
        popToCount(position + 1)
    }

    /// Pops every screen.
    public mutating func removeAll() {
        popToCount(0)
    }

    /// Pops screens from the top until `count` remain.
    mutating func popToCount(_ count: Int) {
        while elements.count > count {
            _ = elements.remove(at: elements.count - 1)
        }
    }
}

extension StackState: RandomAccessCollection {
    /// The position of the bottom screen.
    public var startIndex: Int { 0 }
    /// The position after the top screen.
    public var endIndex: Int { elements.count }

    /// The screen at a position, bottom first.
    ///
    /// - Parameter position: The position.
    public subscript(position: Int) -> Element {
        elements[position].element
    }
}

extension StackState: ExpressibleByArrayLiteral {
    /// Creates a stack of screens, numbered 0, 1, 2, … from the bottom.
    ///
    /// - Parameter elements: The screens, bottom first.
    public init(arrayLiteral elements: Element...) {
        self.init(elements)
    }
}

extension StackState: Equatable where Element: Equatable {
    /// Whether two stacks hold equal screens under the same IDs, bottom first.
    ///
    /// The number the next pushed screen would get is bookkeeping and does not count: a stack
    /// emptied by pops equals `StackState()`.
    public static func == (lhs: StackState, rhs: StackState) -> Bool {
        lhs.elements == rhs.elements
    }
}

extension StackState: Hashable where Element: Hashable {
    /// Hashes the screens and their IDs, as `==` compares them.
    ///
    /// - Parameter hasher: The hasher.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(elements)
    }
}
extension StackState: Sendable where Element: Sendable {}

extension StackState: CustomStringConvertible {
    /// The screens with their IDs, bottom first.
    public var description: String {
        "[" + elements.map { "\($0.id): \($0.element)" }.joined(separator: ", ") + "]"
    }
}

/// A screen on a stack, with the ID the stack gave it.
///
/// Its `instance` tells two screens apart that a stack numbered alike: a stack assigned anew
/// (`state.path = [...]`, a deep link) numbers its screens from 0 again, and the new #0 is not
/// the old one. The store ends the effects of a screen whose instance left, and a screen's store
/// made for one instance sends nothing to another. It is bookkeeping: left out of `==`.
@usableFromInline struct StackElement<Element>: Identifiable {
    @usableFromInline let id: StackElementID
    @usableFromInline var element: Element
    @usableFromInline let instance: Int

    @usableFromInline init(id: StackElementID, element: Element) {
        self.id = id
        self.element = element
        self.instance = SerialNumbers.next()
    }
}

extension StackElement: Equatable where Element: Equatable {
    @usableFromInline static func == (lhs: StackElement, rhs: StackElement) -> Bool {
        lhs.id == rhs.id && lhs.element == rhs.element
    }
}

extension StackElement: Hashable where Element: Hashable {
    @usableFromInline func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(element)
    }
}

extension StackElement: Sendable where Element: Sendable {}

extension StackElement: ModelProtocol where Element: ModelProtocol {
    @usableFromInline typealias Action = Element.Action
    @usableFromInline typealias Environment = Element.Environment

    /// Runs the screen's update on the screen, where it is, as the property form does, with
    /// the screen's effects scoped to this instance: the store ends them when the element at
    /// the screen's ID is another screen.
    @usableFromInline
    static func update(
        state: consuming StackElement,
        action: Element.Action,
        environment: Element.Environment
    ) -> Update<StackElement> {
        let instance = state.instance
        return updateChild(
            state: state, action: action, environment: environment,
            modify: { parent, body in modifyInPlace(&parent, at: \.element, body) },
            makeTag: { { $0 } },
            link: { _ in
                ChildLink(
                    place: \StackElement.element as AnyKeyPath, key: nil,
                    finder: ChildFinder { (screen: StackElement) in
                        screen.instance == instance ? screen.element : nil
                    })
            },
            ifAbsent: nil, absent: { "" })  // the element holds its screen
    }
}
