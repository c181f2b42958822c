// A type-checking mock of the parts of Combine Reflow touches, with Combine's signatures.
// Bodies are never run. Under Swift 6, Combine's publishers are not Sendable; neither are these.

public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
}

@available(macOS 12.0, iOS 15.0, tvOS 15.0, watchOS 8.0, *)
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
    public typealias Element = P.Output
    public struct Iterator: AsyncIteratorProtocol {
        public mutating func next() async -> P.Output? { fatalError() }
    }
    public init(_ publisher: P) {}
    public func makeAsyncIterator() -> Iterator { fatalError() }
}

@available(macOS 12.0, iOS 15.0, tvOS 15.0, watchOS 8.0, *)
extension Publisher where Failure == Never {
    public var values: AsyncPublisher<Self> { AsyncPublisher(self) }
}

public final class PassthroughSubject<Output, Failure: Error>: Publisher {
    public init() {}
    public func send(_ input: Output) {}
}

public protocol Cancellable {
    func cancel()
}

public struct CombineIdentifier: Hashable {
    public init(_ object: AnyObject) {}
}

public protocol CustomCombineIdentifierConvertible {
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

public enum Subscribers {
    public struct Demand: Hashable, Sendable {
        public static let unlimited = Demand()
        public static let none = Demand()
    }

    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}

public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    func request(_ demand: Subscribers.Demand)
}

public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    associatedtype Input
    associatedtype Failure: Error
    func receive(subscription: any Subscription)
    func receive(_ input: Input) -> Subscribers.Demand
    func receive(completion: Subscribers.Completion<Failure>)
}

extension Publisher {
    public func subscribe<S: Subscriber>(_ subscriber: S)
    where S.Input == Output, S.Failure == Failure {}
}
