import Reflow
import Testing

private enum Shape: Equatable {
    case circle(radius: Double)
    case square(Double)
    case line(Double)
    case rect(width: Double, height: Double)
    case point
    case origin
    case label(String?)
    indirect case group(Shape)
}

private indirect enum Tree: Equatable {
    case leaf(Int)
    case node(Tree, Tree)
    case empty
}

private enum Overloaded: Equatable {
    case move(by: Int)
    case move(to: Int)
}

private enum Boxed {
    case any(Any)
    case number(Int)
}

private enum Mirrored: CustomReflectable {
    case one(Int)
    case two(Int)
    var customMirror: Mirror { Mirror(self, children: ["one": 0]) }
}

private struct NotAnEnum: Equatable {
    var value: Int
}

private final class Reports: @unchecked Sendable {
    // Appended to synchronously from the reporting task only.
    var issues: [RuntimeIssue] = []
}

private let circleByHand = CasePath<Shape, Double>(
    embed: { .circle(radius: $0) },
    extract: { shape in
        guard case .circle(let radius) = shape else { return nil }
        return radius
    }
)

@Suite struct CasePathTests {
    @Test func aClosureBuiltPathEmbedsAndExtracts() {
        #expect(circleByHand.embed(2) == .circle(radius: 2))
        #expect(circleByHand.extract(from: .circle(radius: 3)) == 3)
        #expect(circleByHand.extract(from: .square(3)) == nil)
    }

    @Test func aReflectedPathExtractsAnUnlabelledPayload() {
        let square = CasePath(Shape.square)
        #expect(square.extract(from: .square(4)) == 4)
        #expect(square.extract(from: .point) == nil)
        #expect(square.embed(5) == .square(5))
    }

    @Test func aReflectedPathUnwrapsASingleLabelledPayload() {
        let circle = CasePath(Shape.circle)
        #expect(circle.extract(from: .circle(radius: 1.5)) == 1.5)
        #expect(circle.embed(2) == .circle(radius: 2))
    }

    @Test func aReflectedPathExtractsSeveralValuesAsATuple() throws {
        let rect = CasePath(Shape.rect)
        let size = try #require(rect.extract(from: .rect(width: 3, height: 4)))
        #expect(size.0 == 3 && size.1 == 4)
        let labelled = CasePath<Shape, (width: Double, height: Double)>(Shape.rect)
        #expect(labelled.extract(from: .rect(width: 5, height: 6))?.height == 6)
        #expect(rect.extract(from: .square(3)) == nil)
        #expect(rect.embed((1, 2)) == .rect(width: 1, height: 2))
    }

    @Test func casesWithTheSamePayloadTypeAreToldApart() {
        let circle = CasePath(Shape.circle)
        let square = CasePath(Shape.square)
        let line = CasePath(Shape.line)
        // Alternate, so that each path answers both before and after it learned its case.
        for _ in 0..<3 {
            #expect(circle.extract(from: .square(1)) == nil)
            #expect(circle.extract(from: .circle(radius: 1)) == 1)
            #expect(square.extract(from: .circle(radius: 2)) == nil)
            #expect(square.extract(from: .square(2)) == 2)
            #expect(square.extract(from: .line(2)) == nil)
            #expect(line.extract(from: .square(3)) == nil)
            #expect(line.extract(from: .line(3)) == 3)
        }
    }

    @Test func casesOverloadedByArgumentLabelsAreToldApart() {
        let moveBy = CasePath(Overloaded.move(by:))
        let moveTo = CasePath(Overloaded.move(to:))
        for _ in 0..<2 {
            #expect(moveBy.extract(from: .move(by: 1)) == 1)
            #expect(moveBy.extract(from: .move(to: 1)) == nil)
            #expect(moveTo.extract(from: .move(to: 2)) == 2)
            #expect(moveTo.extract(from: .move(by: 2)) == nil)
        }
    }

    @Test func payloadlessCasesAreToldApartByTheirCaseNeverByEquality() {
        // `==` is never called: an action enum whose conformance is isolated to an actor is the
        // same to a case path. This one says every value is equal.
        enum Signal: Equatable {
            case start, stop, value(Int), object(AnyObject), pair(String, [Int])
            static func == (lhs: Signal, rhs: Signal) -> Bool { true }
        }
        let stop = /Signal.stop
        #expect(stop.extract(from: .stop) != nil)
        #expect(stop.extract(from: .start) == nil)
        #expect(stop.extract(from: .value(0)) == nil)
        #expect(stop.extract(from: .object(Shape.self as AnyObject)) == nil)
        #expect(stop.extract(from: .pair("", [])) == nil)
        // A single-payload enum stores its empty cases in the payload's spare values.
        enum Slot: Equatable {
            case full(AnyObject), empty, reserved
            static func == (lhs: Slot, rhs: Slot) -> Bool { true }
        }
        #expect((/Slot.reserved).extract(from: .reserved) != nil)
        #expect((/Slot.reserved).extract(from: .empty) == nil)
        #expect((/Slot.reserved).extract(from: .full(Shape.self as AnyObject)) == nil)
        // Indirect cases, and an enum of one case.
        #expect((/Tree.empty).extract(from: .empty) != nil)
        #expect((/Tree.empty).extract(from: .node(.empty, .empty)) == nil)
        enum Only: Equatable { case only }
        #expect((/Only.only).extract(from: .only) != nil)
    }

    @Test func payloadlessCasesCompareByEquality() {
        let point = CasePath(Shape.point)
        #expect(point.extract(from: .point) != nil)
        #expect(point.extract(from: .origin) == nil)
        #expect(point.extract(from: .square(0)) == nil)
        #expect(point.embed(()) == .point)
        #expect((/Shape.origin).extract(from: .origin) != nil)
        #expect((/Shape.origin).extract(from: .point) == nil)
    }

    @Test func aPayloadlessRootDoesNotMatchACaseWithAPayload() {
        #expect(CasePath(Shape.square).extract(from: .point) == nil)
        #expect(CasePath(Tree.leaf).extract(from: .empty) == nil)
    }

    @Test func indirectCasesAreExtracted() throws {
        let node = CasePath(Tree.node)
        let children = try #require(node.extract(from: .node(.leaf(1), .empty)))
        #expect(children.0 == .leaf(1) && children.1 == .empty)
        #expect(node.extract(from: .leaf(1)) == nil)
        #expect(CasePath(Tree.leaf).extract(from: .node(.leaf(1), .leaf(2))) == nil)

        let group = CasePath(Shape.group)
        #expect(group.extract(from: .group(.square(1))) == .square(1))
        #expect(group.extract(from: .square(1)) == nil)
    }

    @Test func anOptionalPayloadOfNilIsStillAMatch() {
        let label = CasePath(Shape.label)
        #expect(label.extract(from: .label(nil)) == .some(nil))
        #expect(label.extract(from: .label("a")) == .some("a"))
        #expect(label.extract(from: .point) == nil)
    }

    @Test func anExistentialPayloadIsExtractedWhateverItsDynamicType() {
        let any = CasePath(Boxed.any)
        #expect(any.extract(from: .any(1)) as? Int == 1)
        #expect(any.extract(from: .any("one")) as? String == "one")
        #expect(any.extract(from: .number(1)) == nil)
        #expect(CasePath(Boxed.number).extract(from: .any(1)) == nil)
    }

    @Test func optionalsHaveAReflectedAndADirectPathToTheirValue() {
        let reflected = CasePath(Optional<Int>.some)
        #expect(reflected.extract(from: 3) == 3)
        #expect(reflected.extract(from: nil) == nil)
        let direct = CasePath<Int?, Int>.some
        #expect(direct.extract(from: 3) == 3)
        #expect(direct.extract(from: nil) == nil)
        #expect(direct.embed(4) == 4)
        #expect(CasePath(Int?.none).extract(from: nil) != nil)
        #expect(CasePath(Int?.none).extract(from: 1) == nil)
    }

    @Test func theSlashOperatorBuildsTheSamePathAsTheInitialiser() {
        let paths: [CasePath<Shape, Double>] = [/Shape.circle, /Shape.square]
        #expect(paths[0].extract(from: .circle(radius: 1)) == 1)
        #expect(paths[0].extract(from: .square(1)) == nil)
        #expect(paths[1].extract(from: .square(2)) == 2)
        #expect((/Shape.rect).embed((1, 1)) == .rect(width: 1, height: 1))
    }

    @Test func appendingPathsReachesANestedCase() {
        let groupedCircle = CasePath(Shape.group).appending(path: circleByHand)
        #expect(groupedCircle.extract(from: .group(.circle(radius: 2))) == 2)
        #expect(groupedCircle.extract(from: .group(.square(2))) == nil)
        #expect(groupedCircle.extract(from: .circle(radius: 2)) == nil)
        #expect(groupedCircle.embed(3) == .group(.circle(radius: 3)))
    }

    @Test func aReflectedPathIsSafeToShareAcrossTasks() async {
        let circle = CasePath(Shape.circle)
        let results = await withTaskGroup(of: Bool.self) { group in
            for index in 0..<64 {
                group.addTask {
                    let radius = Double(index)
                    return circle.extract(from: .circle(radius: radius)) == radius
                        && circle.extract(from: .square(radius)) == nil
                }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(results.count == 64)
        #expect(results.allSatisfy { $0 })
    }

    @Test func aRootWithACustomMirrorIsReported() {
        let reports = Reports()
        RuntimeIssue.$reporter.withValue({ reports.issues.append($0) }) {
            _ = CasePath(Mirrored.two)
        }
        #expect(reports.issues.count == 1)
        #expect(reports.issues.first?.message.contains("customises its mirror") == true)
    }

    @Test func aRootThatIsNotAnEnumIsReportedAndNeverMatches() {
        let reports = Reports()
        let path = CasePath(NotAnEnum.init(value:))
        RuntimeIssue.$reporter.withValue({ reports.issues.append($0) }) {
            #expect(path.extract(from: NotAnEnum(value: 1)) == nil)
        }
        #expect(reports.issues.count == 1)
        #expect(reports.issues.first?.message.contains("does not reflect as an enum") == true)
    }
}

private enum Auth: Equatable {
    case authenticated(token: String)
    case guest(String)
    case session(id: Int, user: String)
    case account(Account)
    case unauthenticated
}

private final class Account: Equatable {
    let name: String
    init(name: String) { self.name = name }
    static func == (lhs: Account, rhs: Account) -> Bool { lhs.name == rhs.name }
}

// A case path of an enum's case used with an optional of the enum as its root: Swift wraps
// what the case builds in `.some`, and the path extracts through it.
@Suite struct OptionalRootCasePathTests {
    @Test func aLabelledPayloadIsExtractedThroughTheOptional() {
        let path: CasePath<Auth?, String> = /Auth.authenticated
        #expect(path.extract(from: .authenticated(token: "x")) == "x")
        #expect(path.extract(from: .guest("x")) == nil)
        #expect(path.extract(from: .unauthenticated) == nil)
        #expect(path.extract(from: nil) == nil)
        #expect(path.embed("y") == .authenticated(token: "y"))
    }

    @Test func anUnlabelledPayloadIsExtractedThroughTheOptional() {
        let path: CasePath<Auth?, String> = /Auth.guest
        #expect(path.extract(from: .guest("g")) == "g")
        #expect(path.extract(from: .authenticated(token: "g")) == nil)
        // Again, from what the first extraction learned.
        #expect(path.extract(from: .guest("h")) == "h")
    }

    @Test func severalPayloadValuesAreExtractedAsATuple() throws {
        let path: CasePath<Auth?, (id: Int, user: String)> = /Auth.session
        let session = try #require(path.extract(from: .session(id: 3, user: "u")))
        #expect(session.id == 3)
        #expect(session.user == "u")
        #expect(path.extract(from: .guest("u")) == nil)
    }

    @Test func aClassPayloadIsExtractedThroughTheOptional() {
        let account = Account(name: "a")
        let path: CasePath<Auth?, Account> = /Auth.account
        #expect(path.extract(from: .account(account)) === account)
        #expect(path.extract(from: .unauthenticated) == nil)
    }

    @Test func theOptionalsOwnCaseStillExtractsTheWrappedValue() {
        let path: CasePath<Auth?, Auth> = CasePath(Optional.some)
        #expect(path.extract(from: .guest("g")) == .guest("g"))
        #expect(path.extract(from: nil) == nil)
    }
}

private enum Blob: Equatable {
    case foo(String)
    case bar(String)
    case baz
}

// swift-case-paths' `testExtractFromOptionalRoot`, on Reflow's case paths: a case without a
// payload, seen through an optional root, matches only itself.
@Suite struct OptionalRootPayloadlessCaseTests {
    @Test func aPayloadlessCaseThroughAnOptionalRootMatchesOnlyItself() {
        let foo: CasePath<Blob?, String> = /Blob.foo
        let bar: CasePath<Blob?, String> = /Blob.bar
        var opt: Blob? = .foo("blob1")
        #expect(foo.extract(from: opt) == "blob1")
        #expect(bar.extract(from: opt) == nil)
        #expect((/Blob.baz as CasePath<Blob?, Void>).extract(from: opt) == nil)

        opt = .bar("blob2")
        #expect(foo.extract(from: opt) == nil)
        #expect(bar.extract(from: opt) == "blob2")
        #expect((/Blob.baz as CasePath<Blob?, Void>).extract(from: opt) == nil)

        opt = .baz
        #expect(foo.extract(from: opt) == nil)
        #expect(bar.extract(from: opt) == nil)
        #expect((/Blob.baz as CasePath<Blob?, Void>).extract(from: opt) != nil)

        opt = nil
        #expect(foo.extract(from: opt) == nil)
        #expect(bar.extract(from: opt) == nil)
        #expect((/Blob.baz as CasePath<Blob?, Void>).extract(from: opt) == nil)
    }

    @Test func aPayloadlessCasePathBuiltInAnExpressionMatchesOnlyItself() {
        let voidExtract: CasePath<Blob?, Void> = /Blob.baz
        #expect(voidExtract.extract(from: .some(.foo("blob1"))) == nil)
        #expect(voidExtract.extract(from: .some(.bar("blob2"))) == nil)
        #expect(voidExtract.extract(from: .some(.baz)) != nil)
        #expect(voidExtract.extract(from: nil) == nil)
    }

    @Test func aPayloadlessCaseThroughTwoOptionalsMatchesOnlyItself() {
        let baz: CasePath<Blob??, Void> = /Blob.baz
        #expect(baz.extract(from: .some(.some(.baz))) != nil)
        #expect(baz.extract(from: .some(.some(.foo("x")))) == nil)
        #expect(baz.extract(from: .some(.none)) == nil)
        #expect(baz.extract(from: .none) == nil)
        let foo: CasePath<Blob??, String> = /Blob.foo
        #expect(foo.extract(from: .some(.some(.foo("x")))) == "x")
        #expect(foo.extract(from: .some(.some(.bar("x")))) == nil)
        #expect(foo.extract(from: .some(.none)) == nil)
    }
}
