import Foundation
import Testing

/// The built `inventory` executable.
private func inventoryExecutable() throws -> URL {
    try sampleExecutable(named: "inventory", overriddenBy: "INVENTORY_EXECUTABLE")
}

/// Runs `inventory` with arguments, and standard input from a pipe (the scripted mode).
private func runInventory(_ arguments: [String] = [], input: String) throws -> SampleRun {
    try runSample(inventoryExecutable(), arguments: arguments, input: input)
}

/// The screens a run printed (each starts with its "Inventory" title), without their trailing
/// blank lines.
private func screens(_ output: String) -> [String] {
    output.components(separatedBy: "Inventory\n").dropFirst().map { screen in
        "Inventory\n" + screen.replacing(/\n+$/, with: "")
    }
}

@Suite struct InventoryProcessTests {
    @Test func aScriptSellsBackOrdersAndReceivesTheDelivery() throws {
        let run = try runInventory(input: "sell 2\nbackorder 2 on\nbackorder 3 on\nreceive\n")
        #expect(run.errors == "")
        #expect(run.status == 0)
        #expect(
            screens(run.output) == [
                """
                Inventory
                  #1 "Widget"  12 in stock
                  #2 "Gadget"  1 in stock  (fragile)
                  #3 "Doohickey"  out of stock
                """,
                """
                Inventory
                  #1 "Widget"  12 in stock
                  #2 "Gadget"  out of stock  (fragile)
                  #3 "Doohickey"  out of stock
                """,
                """
                Inventory
                  #1 "Widget"  12 in stock
                  #2 "Gadget"  out of stock, on back order  (fragile)
                  #3 "Doohickey"  out of stock
                """,
                """
                Inventory
                  #1 "Widget"  12 in stock
                  #2 "Gadget"  out of stock, on back order  (fragile)
                  #3 "Doohickey"  out of stock, on back order
                """,
                """
                Inventory
                  #1 "Widget"  12 in stock
                  #2 "Gadget"  10 in stock  (fragile)
                  #3 "Doohickey"  10 in stock
                """,
            ])
    }

    @Test func theSheetEditsTheStockThroughItsCasesAndSaves() throws {
        let run = try runInventory(
            input: "edit 3\nquantity 4\nrestock\nquantity 4\nnote keep dry\nsave\n")
        #expect(run.status == 1)
        #expect(run.errors == "line 2: the item is out of stock: restock it first\n")
        let printed = screens(run.output)
        #expect(printed.count == 6)
        #expect(printed.dropLast().last?.hasSuffix("  stock  4 in stock") == true)
        #expect(printed.last?.contains("#3 \"Doohickey\"  4 in stock  (keep dry)") == true)
        #expect(printed.last?.contains("Editing") == false)
    }

    @Test func theSheetIsModalAndANewItemNeedsAName() throws {
        let run = try runInventory(
            input: "add\nsell 1\nsave\nname Sprocket\nsave\ncancel\nquit\nadd\n")
        #expect(run.status == 1)
        #expect(
            run.errors == """
                line 2: finish editing first: save or cancel
                line 3: A name is required.
                line 6: no item is being edited: add, or edit ID

                """)
        let printed = screens(run.output)
        #expect(printed.count == 4)
        #expect(printed.last?.hasSuffix("  #4 \"Sprocket\"  out of stock") == true)
    }

    @Test func controlCharactersInNamesAndNotesAreShownAsEscapes() throws {
        let run = try runInventory(input: "edit 1\nname A\u{7}B\nnote \u{1B}[31mred\nsave\n")
        #expect(run.status == 0)
        #expect(!run.output.contains("\u{1B}") && !run.output.contains("\u{7}"))
        #expect(run.output.contains(#"  name   "A\u{7}B""#))
        #expect(
            screens(run.output).last?.contains(#"#1 "A\u{7}B"  12 in stock  (\u{1B}[31mred)"#)
                == true)
    }

    @Test func badArgumentsPrintTheUsageAndExitTwo() throws {
        let run = try runInventory(["--bogus"], input: "")
        #expect(run.status == 2)
        #expect(run.errors.contains("unknown option \"--bogus\""))
        let help = try runInventory(["--help"], input: "")
        #expect(help.status == 0)
        #expect(help.output.hasPrefix("Usage: inventory"))
    }

    @Test func onATerminalKeysEditTheSheetAndDeliveriesRedrawOneByOne() throws {
        let terminal = try PseudoTerminal()
        let process = try terminal.run(inventoryExecutable())
        try terminal.waitForScreen(
            containing: "› #1 \"Widget\"  12 in stock", "s sell  b back order")
        // b on an item in stock: the back-order binding does not exist, and the screen says so.
        terminal.type("b")
        try terminal.waitForScreen(containing: "! #1 is in stock")
        terminal.type("\u{1B}[B\u{1B}[Bb")
        try terminal.waitForScreen(containing: "› #3 \"Doohickey\"  out of stock, on back order")
        // The sheet: letters type in the name (q does not quit), arrows step the stock.
        terminal.type("eq")
        try terminal.waitForScreen(containing: "› name   Doohickeyq▏")
        terminal.type("\u{7F}\t\t\u{1B}[C\u{1B}[C")
        try terminal.waitForScreen(containing: "› stock  2 in stock")
        terminal.type("\r")
        try terminal.waitForScreen(containing: "› #3 \"Doohickey\"  2 in stock")
        terminal.type("\u{1B}[Assb")
        try terminal.waitForScreen(containing: "› #2 \"Gadget\"  out of stock, on back order")
        terminal.type("\u{1B}[B\u{1B}[B")
        terminal.type("a")
        try terminal.waitForScreen(containing: "New item #4")
        terminal.type("Sprocket\t\t \r")
        try terminal.waitForScreen(containing: "  #4 \"Sprocket\"  out of stock, on back order")
        terminal.type("r")
        try terminal.waitForScreen(containing: "#4 \"Sprocket\"  10 in stock")
        // The deliveries arrived one at a time, each redrawing the screen by itself: one
        // screen shows the first delivered and the second still on order.
        let screens = terminal.transcript.components(separatedBy: "\u{1B}[2J")
        #expect(
            screens.contains {
                $0.contains("#2 \"Gadget\"  10 in stock")
                    && $0.contains("#4 \"Sprocket\"  out of stock, on back order")
            })
        terminal.type("q")
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(terminal.isInLineMode)
    }
}
