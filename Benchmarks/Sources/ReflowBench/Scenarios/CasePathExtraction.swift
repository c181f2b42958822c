import Reflow

extension Scenarios {
    /// Scenario 8: extracting a payload with a case path derived by reflection, against one
    /// built from closures (a `switch`).
    func casePathExtraction() {
        let scenario = "8 case-path extraction"
        let reflected = CasePath<Stock, Int>(Stock.inStock)
        let switched = CasePath<Stock, Int>(
            embed: Stock.inStock,
            extract: { stock in
                guard case .inStock(let quantity) = stock else { return nil }
                return quantity
            })
        // Half the values are in the case, half are not.
        let values: [Stock] = (0..<64).map {
            $0.isMultiple(of: 2) ? .inStock(quantity: $0) : .outOfStock(isOnBackOrder: true)
        }
        var timings: [Timing] = []
        for (name, path) in [
            ("reflection: CasePath(Stock.inStock)", reflected),
            ("closures: CasePath(embed:extract:)", switched),
        ] {
            var total = 0
            timings.append(
                report.add(
                    Row(
                        scenario: scenario, name: name, size: nil,
                        timing: harness.measure { iterations in
                            for index in 0..<iterations {
                                total &+= path.extract(from: values[index & 63]) ?? 1
                            }
                        })))
            precondition(total != 0)
        }
        report.add(
            Ratio(
                name: "case path by reflection / by closures",
                value: timings[0].median / timings[1].median))
    }
}

/// An enum with a payload in each case, as a model's state often has.
enum Stock: Equatable, Sendable {
    case inStock(quantity: Int)
    case outOfStock(isOnBackOrder: Bool)
}
