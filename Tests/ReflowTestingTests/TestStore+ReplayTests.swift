import Foundation
import Reflow
import ReflowTesting
import Testing

/// Matches a known issue by its whole message and its line.
private func failure(_ message: String, line: Int) -> KnownIssueMatcher {
    { issue in
        issue.comments.map(\.rawValue) == [message] && issue.sourceLocation?.line == line
    }
}

/// A shop whose payments must not be made: a replay stands in for the effects.
private let noPayments = ShopEnvironment(pay: unimplemented("ShopEnvironment.pay", placeholder: 0))

@MainActor
@Suite struct TestStoreReplayTests {
    @Test func aRecordedSessionReplaysWithEveryCheckpointCheckedAndNoEffectRun() async {
        let journal = await recordShopSession(checkpointInterval: 1)
        #expect(journal.entries.map(\.origin).filter { $0 != .user }.count == 1)
        await TestStore.replay(journal, environment: noPayments)
    }

    @Test func theActionsEffectsFedBackArriveAtTheirRecordedPlaces() async {
        let journal = await recordShopSession(checkpointInterval: 1)
        let store = TestStore(state: ShopModel<ShopV1>(), environment: noPayments)
        await store.replay(journal)
        #expect(store.state == journal.checkpoint(at: journal.endStep))
        #expect(store.state.paid == [9])
        // Nothing waits to be received and nothing runs.
        await store.finish()
    }

    @Test func aJournalThatDroppedItsOldestActionsReplaysFromItsOldestCheckpoint() async throws {
        let store = Store(state: ShopModel<ShopV1>(), environment: .live)
        store.startRecording(checkpointInterval: 2, limit: 5)
        for item in ["a", "b", "c", "d", "e", "f", "g"] {
            store.send(.add(item))
        }
        let journal = try #require(store.journal)
        // At the sixth action the first two went.
        #expect(journal.startStep == 2)
        #expect(journal.start?.basket == ["a", "b"])
        await TestStore.replay(journal, environment: noPayments)
    }

    @Test func aChangedUpdateFailsAtTheFirstStepWhoseStateDiffers() async throws {
        let journal = try reading(
            await recordShopSession(checkpointInterval: 1), as: ShopV2.self)
        let line = #line + 2
        await withKnownIssue {
            await TestStore.replay(journal, environment: noPayments)
        } matching: {
            failure(
                """
                Replaying the journal of ShopModel<ShopV2>: the state after step 3 is not the \
                recorded one (recorded → replayed):
                  basket[2]: "milk" → (absent)
                Step 3: .add("milk"), sent by the user.
                """,
                line: line)($0)
        }
    }

    @Test func betweenCheckpointsTheFailureListsTheStepsSinceTheLastMatch() async throws {
        let journal = try reading(
            await recordShopSession(checkpointInterval: 2), as: ShopV2.self)
        let line = #line + 2
        await withKnownIssue {
            await TestStore.replay(journal, environment: noPayments)
        } matching: {
            failure(
                """
                Replaying the journal of ShopModel<ShopV2>: the state at step 4, a checkpoint, is \
                not the recorded one (recorded → replayed):
                  basket[2]: "milk" → (absent)
                It was the recorded one at step 2; one of the steps since made the difference:
                  3: .add("milk"), sent by the user
                  4: .checkout, sent by the user
                A journal recorded with checkpointInterval 1 names the step.
                """,
                line: line)($0)
        }
    }

    @Test func aStoreNotAtTheJournalsStartFailsAtOnce() async {
        let journal = await recordShopSession(checkpointInterval: 1)
        let store = TestStore(state: ShopModel<ShopV1>(paid: [1]), environment: noPayments)
        let line = #line + 2
        await withKnownIssue {
            await store.replay(journal)
        } matching: {
            failure(
                """
                The test store is not at the start of the journal of ShopModel<ShopV1>, step 0 \
                (recorded → test store):
                  paid[0]: (absent) → 1
                """,
                line: line)($0)
        }
        #expect(store.state == ShopModel<ShopV1>(paid: [1]))
    }

    @Test func aFedBackStepSaysWhichEffectFedItBack() async {
        let journal = await recordShopSession(checkpointInterval: 1)
        #expect(
            journal.entries.map { "\($0.step): \($0.origin)" } == [
                "1: sent by the user", "2: sent by the user", "3: sent by the user",
                "4: sent by the user", "5: fed back by the effect, started at step 4",
                "6: sent by the user",
            ])
    }

    @Test func aJournalWithoutItsStatesCannotStartATestStore() async throws {
        let journal = await recordShopSession(checkpointInterval: 1)
        let actionsOnly = try Journal<ShopModel<ShopV1>>.withoutStates(journal)
        let line = #line + 2
        await withKnownIssue {
            await TestStore.replay(actionsOnly, environment: noPayments)
        } matching: {
            failure(
                """
                The journal of ShopModel<ShopV1> has no states to start from: it was read from a \
                file written without them, as a model that is not Codable writes it. Create a \
                TestStore with the state the session started from, and call replay(_:) on it.
                """,
                line: line)($0)
        }
        // From a state the test gives, its actions replay, with nothing to check.
        let store = TestStore(state: ShopModel<ShopV1>(), environment: noPayments)
        await store.replay(actionsOnly)
        #expect(store.state == journal.checkpoint(at: journal.endStep))
    }

    @Test func theTestGoesOnAfterTheReplayWithItsEffectsRunning() async {
        let journal = await recordShopSession(checkpointInterval: 3)
        let store = TestStore(state: ShopModel<ShopV1>(), environment: .live)
        await store.replay(journal)
        await store.send(.checkout) { $0.isPaying = true }
        await store.receive(.paid(total: 3)) {
            $0.isPaying = false
            $0.paid.append(3)
            $0.basket = []
        }
        await store.finish()
    }
}

extension Journal where Model.Action: Codable {
    /// The journal as a file written without its states reads back, as a model that is not
    /// Codable writes it.
    fileprivate static func withoutStates(_ journal: Journal) throws -> Journal {
        let data = try JSONEncoder().encode(journal)
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        object["checkpoints"] = nil
        return try JSONDecoder().decode(
            Journal.self, from: JSONSerialization.data(withJSONObject: object))
    }
}
