import Reflow
import Testing

private final class Reports: @unchecked Sendable {
    // Appended to synchronously from the reporting task only.
    var issues: [RuntimeIssue] = []
}

@MainActor
@Suite struct RuntimeIssueTests {
    @Test func descriptionIsPrefixed() {
        #expect(RuntimeIssue(message: "something").description == "Reflow: something")
    }

    @Test func issuesReachTheTaskLocalReporterIncludingFromEffects() async {
        let reports = Reports()
        let gate = Gate()
        await RuntimeIssue.$reporter.withValue({ reports.issues.append($0) }) {
            let store = Store(
                state: ListModel(count: 1),
                environment: ItemModel.Environment(save: { await gate.wait() })
            )
            store.send(.item(id: 5, action: .toggle))
            #expect(reports.issues.count == 1)
            // An effect of the root that sends an action for a missing item.
            store.subscribe(to: .task { .item(id: 7, action: .saved) })
            await store.waitForEffects()
            await gate.open()
        }
        // The root effect's action for item 7 was reported from the effect's task.
        #expect(reports.issues.count == 2)
        #expect(reports.issues.last?.message.contains("the action saved was ignored") == true)
    }

    @Test func theDefaultReporterWritesToStandardError() async throws {
        let result = try await #require(
            processExitsWith: .success,
            observing: [\.standardErrorContent]
        ) {
            _ = ListModel.update(
                state: ListModel(count: 1),
                action: .toggle,
                environment: ItemModel.Environment(),
                at: ListModel.item(77)
            )
        }
        let output = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(output.contains("Reflow: ListModel: ItemCursor has no item for key 77"))
    }
}
