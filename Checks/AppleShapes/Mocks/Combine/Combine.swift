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
