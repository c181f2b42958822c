import Testing

@testable import Reflow

private enum Stock: Equatable {
    case inStock(quantity: Int)
    case outOfStock(isOnBackOrder: Bool)
    case discontinued
}

private final class Reports: @unchecked Sendable {
    // Appended to synchronously from the reporting task only.
    var issues: [RuntimeIssue] = []
}

private typealias Arm = CaseMatcher<Stock>.Arm

/// Runs the matcher with a reporter that records issues.
private func arm(
    _ arms: [Arm],
    for value: Stock,
    reports: Reports = Reports()
) -> Int? {
    RuntimeIssue.$reporter.withValue({ reports.issues.append($0) }) {
        CaseMatcher(arms: arms).arm(for: value, fileID: "App/StockView.swift", line: 12)
    }
}

@Suite struct CaseMatcherTests {
    @Test func theArmOfTheCurrentCaseIsChosen() {
        let arms: [Arm] = [.matching(/Stock.inStock), .matching(/Stock.outOfStock)]
        #expect(arm(arms, for: .inStock(quantity: 1)) == 0)
        #expect(arm(arms, for: .outOfStock(isOnBackOrder: true)) == 1)
    }

    @Test func theFirstArmOfACaseWinsOverLaterOnes() {
        let arms: [Arm] = [
            .matching(/Stock.outOfStock), .matching(/Stock.inStock), .matching(/Stock.inStock),
        ]
        #expect(arm(arms, for: .inStock(quantity: 1)) == 1)
    }

    @Test func theDefaultShowsCasesNoArmMatches() {
        let reports = Reports()
        let arms: [Arm] = [.matching(/Stock.inStock), .fallback]
        #expect(arm(arms, for: .discontinued, reports: reports) == 1)
        #expect(arm(arms, for: .inStock(quantity: 2), reports: reports) == 0)
        #expect(reports.issues.isEmpty)
    }

    @Test func aMatchingCaseWinsOverADefaultWrittenBeforeIt() {
        let arms: [Arm] = [.fallback, .matching(/Stock.discontinued), .fallback]
        #expect(arm(arms, for: .discontinued) == 1)
        #expect(arm(arms, for: .inStock(quantity: 1)) == 0)
    }

    @Test func anUnhandledCaseWithoutDefaultShowsNothingAndIsReported() throws {
        let reports = Reports()
        let arms: [Arm] = [.matching(/Stock.inStock), .matching(/Stock.outOfStock)]
        #expect(arm(arms, for: .discontinued, reports: reports) == nil)
        let issue = try #require(reports.issues.first)
        #expect(reports.issues.count == 1)
        #expect(issue.message.contains("App/StockView.swift:12"))
        #expect(issue.message.contains("discontinued"))
        #expect(issue.message.contains("no Default"))
    }

    @Test func aSwitchWithNoArmsReportsEveryValue() {
        let reports = Reports()
        #expect(arm([], for: .inStock(quantity: 1), reports: reports) == nil)
        #expect(reports.issues.count == 1)
    }

    @Test func handledCasesAreNeverReported() {
        let reports = Reports()
        let arms: [Arm] = [
            .matching(/Stock.inStock), .matching(/Stock.outOfStock),
            .matching(/Stock.discontinued),
        ]
        for value in [Stock.inStock(quantity: 0), .outOfStock(isOnBackOrder: false), .discontinued]
        {
            #expect(arm(arms, for: value, reports: reports) != nil)
        }
        #expect(reports.issues.isEmpty)
    }
}
