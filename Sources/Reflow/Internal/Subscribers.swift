/// The continuations of the `AsyncStream`s a store hands out.
///
/// The store only hands out streams of `Sendable` elements (its public `updates` requires a
/// `Sendable` model), so no subscriber ever holds a non-sendable element.
@usableFromInline
struct Subscribers<Element>: Sendable {
    /// Whether no stream is subscribed; kept apart from `continuations` so that checking it
    /// needs no generic metadata on the store's hot path.
    @usableFromInline private(set) var isEmpty = true
    private var continuations: [Int: AsyncStream<Element>.Continuation] = [:]
    private var nextToken = 0

    /// Creates a stream and keeps its continuation until the stream terminates.
    ///
    /// - Parameter onTermination: Called on the main actor with the stream's token when its
    ///   consumer stops listening.
    @MainActor
    mutating func subscribe(
        onTermination: @escaping @MainActor @Sendable (Int) -> Void
    ) -> AsyncStream<Element> {
        let (stream, continuation) = AsyncStream<Element>.makeStream()
        nextToken += 1
        let token = nextToken
        continuation.onTermination = { _ in
            Task { @MainActor in onTermination(token) }
        }
        continuations[token] = continuation
        isEmpty = false
        return stream
    }

    mutating func remove(_ token: Int) {
        continuations[token] = nil
        isEmpty = continuations.isEmpty
    }

    func yield(_ element: Element) {
        for continuation in continuations.values {
            // Only reached for sendable elements: see the type's documentation.
            nonisolated(unsafe) let element = element
            continuation.yield(element)
        }
    }

    func finishAll() {
        for continuation in continuations.values {
            continuation.finish()
        }
    }
}
