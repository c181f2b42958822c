import Reflow
import SwiftUI

enum Stock: Equatable, Sendable {
    case inStock(quantity: Int)
    case outOfStock(isOnBackOrder: Bool)
    case discontinued
}

struct StockView: View {
    @Binding var stock: Stock
    @Binding var draft: String?

    var body: some View {
        Switch($stock) {
            CaseLet(/Stock.inStock) { $quantity in
                Stepper("Quantity: \(quantity)", value: $quantity)
                Button("Sold out") { stock = .outOfStock(isOnBackOrder: false) }
            }
            CaseLet(/Stock.outOfStock) { $isOnBackOrder in
                Toggle("On back order", isOn: $isOnBackOrder)
            }
            Default {
                Text("No longer sold")
            }
        }
        Switch($stock) {
            CaseLet(/Stock.inStock) { $quantity in
                Stepper("Quantity", value: $quantity)
            }
        }
        IfLet($draft) { $text in
            TextField("Draft", text: $text)
        } else: {
            Button("Edit") { draft = "" }
        }
        IfLet($draft) { $text in
            TextField("Draft", text: $text)
        }
        IfCaseLet($stock, case: /Stock.inStock) { $quantity in
            Stepper("Quantity", value: $quantity)
        } else: {
            Text("Not in stock")
        }
        IfCaseLet($stock, case: /Stock.discontinued) { _ in
            Text("Discontinued")
        }
        if let quantity = $stock[case: /Stock.inStock] {
            Stepper("Quantity", value: quantity)
        }
    }
}
