import Foundation
import Testing

@testable import Reflow

/// A persisted value's place: its route takes the storage as its environment, loads and saves
/// as the deprecated `persisted:storage:` forms did, and names its parent's action for a test.
@MainActor
@Suite struct PersistedPlaceTests {
    /// A list of lines kept in a file, routed through its place.
    struct Lines: ModelProtocol {
        enum Action: Sendable, Equatable {
            case add(String)
            case file(PersistenceAction)
        }

        var lines = Persisted<[String]>([])

        static let file = Place.persisted(\Self.lines, tag: Action.file)
        static let fileInPlainJSON = Place.persisted(\Self.lines, format: .json, tag: Action.file)

        static func update(state: consuming Self, action: Action, environment: PersistenceStorage)
            -> Update<Self>
        {
            switch action {
            case .add(let line):
                state.lines.value.append(line)
                return Update(state: state)
            case .file(let action):
                return update(state: state, action: action, environment: environment, at: file)
            }
        }
    }

    /// A storage that holds `stored` and never waits.
    static func storage(holding stored: [String]) -> PersistenceStorage {
        let data = try! JSONEncoder().encode(stored)
        return PersistenceStorage(
            path: "lines.json", read: { data }, write: { _ in }, sleep: { _ in })
    }

    @Test func aLoadThroughThePlaceReadsTheStorageAndReplacesTheValue() async {
        let store = Store(state: Lines(), environment: Self.storage(holding: ["Milk", "Eggs"]))
        store.send(.file(.load))
        #expect(store.state.lines.status == .loading)
        await store.waitForEffects()
        #expect(store.state.lines.value == ["Milk", "Eggs"])
        #expect(store.state.lines.status == .ready)
    }

    @Test func thePlaceNamesTheParentsActionForATest() {
        #expect(Lines.file.action(.save) == .file(.save))
        #expect(Lines.fileInPlainJSON.action(.load) == .file(.load))
        #expect(Lines.file.keyPath == \Lines.lines)
    }

    @Test func theDeprecatedFormRunsTheSameRoute() {
        let storage = Self.storage(holding: ["Milk"])
        var throughPlace = Lines()
        let placeStep = Lines.reduce(
            into: &throughPlace, action: .didRead(.success(Data(#"["Tea"]"#.utf8))),
            environment: storage, at: Lines.file)
        var throughForm = Lines()
        let formStep = deprecatedPersistedRoute(
            DeprecatedPersistedSpelling.self, &throughForm,
            .didRead(.success(Data(#"["Tea"]"#.utf8))), storage)
        #expect(throughPlace.lines.value == ["Tea"])
        #expect(throughForm.lines.value == throughPlace.lines.value)
        #expect(throughForm.lines.status == throughPlace.lines.status)
        #expect(formStep.fx.isNone == placeStep.fx.isNone)
    }
}

/// The deprecated spelling, kept in the build: a deprecated witness of a requirement that is
/// not, called generically, compiles without the warning a direct call gives.
protocol PersistedSpelling {
    static func reduce(
        _ state: inout PersistedPlaceTests.Lines, _ action: PersistenceAction,
        _ storage: PersistenceStorage
    ) -> Step<PersistedPlaceTests.Lines>
}

enum DeprecatedPersistedSpelling: PersistedSpelling {
    @available(*, deprecated, message: "tests the deprecated persisted:storage: form")
    static func reduce(
        _ state: inout PersistedPlaceTests.Lines, _ action: PersistenceAction,
        _ storage: PersistenceStorage
    ) -> Step<PersistedPlaceTests.Lines> {
        PersistedPlaceTests.Lines.reduce(
            into: &state, action: action, persisted: \.lines, storage: storage,
            tag: PersistedPlaceTests.Lines.Action.file)
    }
}

func deprecatedPersistedRoute<Spelling: PersistedSpelling>(
    _ spelling: Spelling.Type, _ state: inout PersistedPlaceTests.Lines,
    _ action: PersistenceAction, _ storage: PersistenceStorage
) -> Step<PersistedPlaceTests.Lines> {
    Spelling.reduce(&state, action, storage)
}
