#if canImport(SwiftUI)
import SwiftUI
#endif

// A child held in one case of an enum: `child: \.destination, case: /Destination.settings`. An
// action that arrives while the enum is in another case changes nothing and is reported, unless
// the form is given `ifAbsent:`.

extension ModelProtocol {

    /// The route of an enum case's child's action, which the presented forms run a presented
    /// destination's action through.
    @inlinable
    package static func reduceShape<Enum, Child: ModelProtocol>(
        into state: inout Self,
        action: Child.Action,
        environment: Child.Environment,
        child: @autoclosure () -> WritableKeyPath<Self, Enum>,
        case casePath: CasePath<Enum, Child>,
        tag: @escaping (Child.Action) -> Action,
        ifAbsent: ((inout Self) -> Step<Self>)? = nil
    ) -> Step<Self> {
        reduceChild(
            into: &state, action: action, environment: environment,
            modify: { parent, body in
                modifyInPlace(&parent, at: child()) { casePath.modify(&$0, body) }
            },
            makeTag: { tag },
            link: { parent in .presentedCase(child(), casePath, in: parent) },
            ifAbsent: ifAbsent, absent: { "the enum at \(child()) is not in the child's case" })
    }
}

extension StoreProtocol {

    /// The work of `viewStore(child:case:tag:)`, deprecated, which places share.
    @usableFromInline
    package func viewStoreShape<Enum, Child: ModelProtocol>(
        child: KeyPath<Model, Enum>,
        case casePath: CasePath<Enum, Child>,
        tag: @escaping @MainActor (Child.Action) -> Model.Action
    ) -> ViewStore<Child>? {
        let key = stateScope?.currentState.flatMap { current in
            casePath.extract(from: current[keyPath: child]).flatMap { payload in
                caseKey(child, casePath.embed(payload), Child.self)
            }
        }
        return scopedViewStore(
            key: key, presence: true, read: { casePath.extract(from: $0[keyPath: child]) },
            tag: tag)
    }
}
