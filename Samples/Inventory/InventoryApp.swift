import Foundation
import Reflow
import SampleTerminal

/// The `inventory` command: interactive on a terminal, scripted otherwise.
///
/// Exit status: 0 when every line was accepted; 1 when a scripted line was rejected (the
/// other lines still run, and each rejection is reported on standard error as
/// `line N: message`); 2 for bad arguments.
@main
enum InventoryApp {
    /// The usage text.
    static let usage = """
        Usage: inventory [--help]

        An inventory of a few items. On a terminal it is interactive: ↑↓ select an item, and s
        sells, b switches the back order, e edits, a adds, d deletes, r receives, q quits; in the
        sheet, ↑↓ or tab choose a field, letters type, ←→ step the quantity, space switches the
        back order, enter saves and esc cancels. Otherwise it reads one command per line from
        standard input and prints the screen after each:
          printf 'sell 1\\nbackorder 3 on\\nreceive\\n' | inventory

        The list:
          add                    open the sheet on a new item
          edit ID                open the sheet on an item
          sell ID                sell one; the last one sold leaves it out of stock
          backorder ID on|off    order more of an item that is out of stock
          delete ID              remove an item
          receive                the supplier delivers every item on back order
          quit                   stop

        The sheet:
          name TEXT              the name (required to save)
          note [TEXT]            the note; without text, no note
          quantity N             how many are in stock (0 makes it out of stock)
          soldout | restock      out of stock, or back in stock with 1
          backorder on|off       whether more are ordered while out of stock
          save | cancel          close the sheet, keeping the draft or not

        A line is rejected when it is not a command, or when the screen does not offer it now:
        a list command while the sheet is open, the quantity of an item out of stock. In the
        scripted mode a rejected line changes nothing, is reported on standard error, and makes
        the exit status 1.
        """

    /// Reads the arguments, builds the store and runs a session.
    @MainActor
    static func main() async {
        _ = CommandLineOptions.parse(command: "inventory", usage: usage)
        exit(await run())
    }

    /// Builds the store and runs a session; the store is released when it returns, before the
    /// process exits.
    ///
    /// - Returns: The exit status.
    @MainActor
    static func run() async -> Int32 {
        let store = Store(
            state: InventoryModel.sample,
            environment: InventoryModel.Environment(deliveries: supplier))
        if Terminal.isInteractive {
            await InteractiveSession(store: store).run()
            return 0
        }
        let rejected = await ScriptedSession(store: store).run(lines: StandardInput.lines())
        return rejected == 0 ? 0 : 1
    }

    /// A stand-in supplier: delivers 10 of each item, one item every 300 milliseconds.
    ///
    /// - Parameter ids: The items to deliver.
    /// - Returns: The deliveries; the stream finishes after the last, or when its effect is
    ///   cancelled.
    @Sendable
    static func supplier(_ ids: [ItemModel.ID]) -> AsyncStream<InventoryModel.Delivery> {
        AsyncStream { continuation in
            let task = Task {
                for id in ids {
                    try await Task.sleep(for: .milliseconds(300))
                    continuation.yield(InventoryModel.Delivery(id: id, quantity: 10))
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}

extension InventoryModel {
    /// A few items to start with.
    static let sample = InventoryModel(
        items: [
            ItemModel(id: 1, name: "Widget", stock: .inStock(quantity: 12)),
            ItemModel(id: 2, name: "Gadget", note: "fragile", stock: .inStock(quantity: 1)),
            ItemModel(id: 3, name: "Doohickey", stock: .outOfStock(isOnBackOrder: false)),
        ],
        nextID: 4
    )
}
