extension Optional {
    /// The payload of the wrapped enum when it is in one case: read it, or change it where it
    /// is, in one expression.
    ///
    /// A presented destination is an optional enum; a test's expectation changes the screen it
    /// shows without unwrapping and re-wrapping it:
    ///
    /// ```swift
    /// await store.send(.edit(.presented(.setTitle("Daily")))) {
    ///     $0.destination[case: /Destination.edit]?.title = "Daily"
    /// }
    /// ```
    ///
    /// Assigning `nil` through it sets the optional to `nil` (the destination is dismissed). A
    /// write while the value is `nil` or in another case changes nothing and is reported as a
    /// ``RuntimeIssue``, which fails a test store's expectation: an expectation written for the
    /// wrong case says so instead of passing unchanged.
    ///
    /// - Parameter casePath: The case: `/Destination.edit`.
    /// - Complexity: That of the case path's extraction and embedding.
    public subscript<Case>(case casePath: CasePath<Wrapped, Case>) -> Case? {
        get { flatMap(casePath.extract(from:)) }
        _modify {
            var payload = flatMap(casePath.extract(from:))
            let wasInCase = payload != nil
            yield &payload
            guard wasInCase else {
                let reason = map { "it is in another case: \($0)" } ?? "it is nil"
                RuntimeIssue.report(
                    """
                    Optional<\(Wrapped.self)>: a write to its \(Case.self) case changed nothing: \
                    \(reason).
                    """)
                return
            }
            self = payload.map(casePath.embed)
        }
    }
}
