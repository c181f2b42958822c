import Reflow
import Testing

// Derived case paths (by reflection, or from a case without a payload) checked against a
// hand-written `switch` over thousands of seeded values of several enum shapes: a path extracts
// exactly when the `switch` matches, and the same payload.

private enum Flat: Equatable {
    case one(Int)
    case two(Int)
    case word(String)
    case maybe(Int?)
    case labelled(count: Int)
    case pair(Int, String)
    case idle
    case done
}

private enum Nested: Equatable {
    case inner(Flat)
    case other(Flat)
    case optional(Flat?)
    case plain
}

private indirect enum Tree: Equatable {
    case leaf(Int)
    case node(Tree, Tree)
    case wrapped(Tree)
    case empty
}

private enum Either<Left: Equatable, Right: Equatable>: Equatable {
    case left(Left)
    case right(Right)
    case neither
}

/// One derived path and the `switch` it must agree with.
private struct PathCheck<Root> {
    let name: String
    let agrees: (Root) -> Bool

    /// A path to a payload: both give the same payload, or both nothing.
    init<Value: Equatable>(
        _ name: String, _ path: CasePath<Root, Value>, _ reference: @escaping (Root) -> Value?
    ) {
        self.name = name
        self.agrees = { root in path.extract(from: root) == reference(root) }
    }

    /// A path to a case without a payload: both match, or neither.
    init(
        _ name: String, _ path: CasePath<Root, Void>, matches reference: @escaping (Root) -> Bool
    ) {
        self.name = name
        self.agrees = { root in (path.extract(from: root) != nil) == reference(root) }
    }
}

/// Pairs of payloads, compared by their parts.
private struct Pair: Equatable {
    let number: Int
    let text: String
}

private struct Values {
    var random: SplitMix64

    mutating func int() -> Int { Int(random.next() % 4) }

    mutating func flat() -> Flat {
        switch random.next() % 8 {
        case 0: .one(int())
        case 1: .two(int())
        case 2: .word(["a", "b"][int() % 2])
        case 3: .maybe(random.next() % 2 == 0 ? nil : int())
        case 4: .labelled(count: int())
        case 5: .pair(int(), "p")
        case 6: .idle
        default: .done
        }
    }

    mutating func optional<T>(_ make: (inout Values) -> T) -> T? {
        random.next() % 4 == 0 ? nil : make(&self)
    }

    mutating func nested() -> Nested {
        switch random.next() % 4 {
        case 0: .inner(flat())
        case 1: .other(flat())
        case 2: .optional(optional { $0.flat() })
        default: .plain
        }
    }

    mutating func tree(depth: Int = 0) -> Tree {
        switch random.next() % (depth > 3 ? 2 : 4) {
        case 0: .leaf(int())
        case 1: .empty
        case 2: .node(tree(depth: depth + 1), tree(depth: depth + 1))
        default: .wrapped(tree(depth: depth + 1))
        }
    }

    mutating func either() -> Either<Flat, Flat> {
        switch random.next() % 3 {
        case 0: .left(flat())
        case 1: .right(flat())
        default: .neither
        }
    }
}

private var flatChecks: [PathCheck<Flat>] {
    [
        PathCheck("one", /Flat.one) { if case .one(let value) = $0 { value } else { nil } },
        PathCheck("two", /Flat.two) { if case .two(let value) = $0 { value } else { nil } },
        PathCheck("word", /Flat.word) { if case .word(let value) = $0 { value } else { nil } },
        PathCheck("maybe", /Flat.maybe) { if case .maybe(let value) = $0 { value } else { nil } },
        PathCheck("labelled", /Flat.labelled) {
            if case .labelled(let value) = $0 { value } else { nil }
        },
        PathCheck("pair", (/Flat.pair).appending(path: pairPath)) {
            if case .pair(let number, let text) = $0 {
                Pair(number: number, text: text)
            } else {
                nil
            }
        },
        PathCheck("idle", /Flat.idle) { if case .idle = $0 { true } else { false } },
        PathCheck("done", /Flat.done) { if case .done = $0 { true } else { false } },
    ]
}

/// A tuple payload seen as a `Pair`, so that extractions compare.
private let pairPath = CasePath<(Int, String), Pair>(
    embed: { ($0.number, $0.text) }, extract: { Pair(number: $0.0, text: $0.1) })

private var optionalFlatChecks: [PathCheck<Flat?>] {
    [
        PathCheck("one?", /Flat.one) { if case .one(let value)? = $0 { value } else { nil } },
        PathCheck("two?", /Flat.two) { if case .two(let value)? = $0 { value } else { nil } },
        PathCheck("maybe?", /Flat.maybe) { if case .maybe(let value)? = $0 { value } else { nil } },
        PathCheck("labelled?", /Flat.labelled) {
            if case .labelled(let value)? = $0 { value } else { nil }
        },
        PathCheck("idle?", /Flat.idle) { if case .idle? = $0 { true } else { false } },
        PathCheck("done?", /Flat.done) { if case .done? = $0 { true } else { false } },
        PathCheck("none", CasePath(Flat?.none)) { $0 == nil },
        PathCheck("some", CasePath(Optional<Flat>.some)) { $0 },
    ]
}

private var doubleOptionalFlatChecks: [PathCheck<Flat??>] {
    [
        PathCheck("one??", /Flat.one) { if case .one(let value)?? = $0 { value } else { nil } },
        PathCheck("maybe??", /Flat.maybe) {
            if case .maybe(let value)?? = $0 { value } else { nil }
        },
        PathCheck("idle??", /Flat.idle) { if case .idle?? = $0 { true } else { false } },
        PathCheck("done??", /Flat.done) { if case .done?? = $0 { true } else { false } },
        PathCheck("some??", CasePath(Optional<Flat?>.some)) { $0 },
    ]
}

private var nestedChecks: [PathCheck<Nested>] {
    [
        PathCheck("inner", /Nested.inner) { if case .inner(let value) = $0 { value } else { nil } },
        PathCheck("other", /Nested.other) { if case .other(let value) = $0 { value } else { nil } },
        PathCheck("optional", /Nested.optional) {
            if case .optional(let value) = $0 { value } else { nil }
        },
        PathCheck("inner.one", (/Nested.inner).appending(path: /Flat.one)) {
            if case .inner(.one(let value)) = $0 { value } else { nil }
        },
        PathCheck("inner.idle", (/Nested.inner).appending(path: /Flat.idle)) {
            if case .inner(.idle) = $0 { true } else { false }
        },
        PathCheck("inner(.idle)", /Nested.inner(.idle)) {
            if case .inner(.idle) = $0 { true } else { false }
        },
        PathCheck("other(.done)", /Nested.other(.done)) {
            if case .other(.done) = $0 { true } else { false }
        },
        PathCheck("optional(nil)", /Nested.optional(nil)) {
            if case .optional(nil) = $0 { true } else { false }
        },
        PathCheck("optional(.idle)", /Nested.optional(.idle)) {
            if case .optional(.idle?) = $0 { true } else { false }
        },
        PathCheck("plain", /Nested.plain) { if case .plain = $0 { true } else { false } },
    ]
}

private var optionalNestedChecks: [PathCheck<Nested?>] {
    [
        PathCheck("inner?", /Nested.inner) {
            if case .inner(let value)? = $0 { value } else { nil }
        },
        PathCheck("optional?", /Nested.optional) {
            if case .optional(let value)? = $0 { value } else { nil }
        },
        PathCheck("plain?", /Nested.plain) { if case .plain? = $0 { true } else { false } },
        PathCheck("inner(.done)?", /Nested.inner(.done)) {
            if case .inner(.done)? = $0 { true } else { false }
        },
    ]
}

private var treeChecks: [PathCheck<Tree>] {
    [
        PathCheck("leaf", /Tree.leaf) { if case .leaf(let value) = $0 { value } else { nil } },
        PathCheck("wrapped", /Tree.wrapped) {
            if case .wrapped(let value) = $0 { value } else { nil }
        },
        PathCheck("node.0", (/Tree.node).appending(path: firstTree)) {
            if case .node(let first, _) = $0 { first } else { nil }
        },
        PathCheck("empty", /Tree.empty) { if case .empty = $0 { true } else { false } },
        PathCheck("wrapped(.empty)", /Tree.wrapped(.empty)) {
            if case .wrapped(.empty) = $0 { true } else { false }
        },
    ]
}

private let firstTree = CasePath<(Tree, Tree), Tree>(
    embed: { ($0, .empty) }, extract: { $0.0 })

private var eitherChecks: [PathCheck<Either<Flat, Flat>>] {
    [
        PathCheck("left", /Either<Flat, Flat>.left) {
            if case .left(let value) = $0 { value } else { nil }
        },
        PathCheck("right", /Either<Flat, Flat>.right) {
            if case .right(let value) = $0 { value } else { nil }
        },
        PathCheck("neither", /Either<Flat, Flat>.neither) {
            if case .neither = $0 { true } else { false }
        },
        PathCheck("left(.idle)", /Either<Flat, Flat>.left(.idle)) {
            if case .left(.idle) = $0 { true } else { false }
        },
        PathCheck("right(.idle)", /Either<Flat, Flat>.right(.idle)) {
            if case .right(.idle) = $0 { true } else { false }
        },
    ]
}

/// Runs every check on `count` values; returns the names of the checks that disagreed, with
/// the first value each disagreed on.
private func disagreements<Root>(
    _ checks: [PathCheck<Root>], count: Int = 2_000, seed: UInt64,
    value: (inout Values) -> Root
) -> [String] {
    var values = Values(random: SplitMix64(state: seed))
    var failed: [String: String] = [:]
    for _ in 0..<count {
        let root = value(&values)
        for check in checks where failed[check.name] == nil && !check.agrees(root) {
            failed[check.name] = "\(check.name) on \(String(describing: root))"
        }
    }
    return failed.values.sorted()
}

@Suite struct CasePathPropertyTests {
    @Test func aPathToANestedCaseReadsOnlyAsDeepAsItsCaseIntoALongIndirectValue() {
        var deep = Tree.empty
        for _ in 0..<5_000 {
            deep = .wrapped(deep)
        }
        #expect((/Tree.wrapped(.empty)).extract(from: deep) == nil)
        #expect((/Tree.wrapped(.empty)).extract(from: .wrapped(.empty)) != nil)
        #expect((/Tree.wrapped).extract(from: deep) != nil)
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func derivedPathsAgreeWithASwitchOnAFlatEnum(seed: UInt64) {
        #expect(disagreements(flatChecks, seed: seed) { $0.flat() } == [])
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func derivedPathsAgreeWithASwitchThroughAnOptionalRoot(seed: UInt64) {
        #expect(disagreements(optionalFlatChecks, seed: seed) { $0.optional { $0.flat() } } == [])
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func derivedPathsAgreeWithASwitchThroughTwoOptionals(seed: UInt64) {
        let found = disagreements(doubleOptionalFlatChecks, seed: seed) { values in
            values.optional { $0.optional { $0.flat() } }
        }
        #expect(found == [])
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func derivedPathsAgreeWithASwitchOnNestedEnums(seed: UInt64) {
        #expect(disagreements(nestedChecks, seed: seed) { $0.nested() } == [])
        #expect(
            disagreements(optionalNestedChecks, seed: seed) { $0.optional { $0.nested() } } == [])
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func derivedPathsAgreeWithASwitchOnAnIndirectEnum(seed: UInt64) {
        #expect(disagreements(treeChecks, seed: seed) { $0.tree() } == [])
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func derivedPathsAgreeWithASwitchOnAGenericEnum(seed: UInt64) {
        #expect(disagreements(eitherChecks, seed: seed) { $0.either() } == [])
    }
}
