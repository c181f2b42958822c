import SampleTerminal
import Testing

@Suite struct StringControlCharactersTests {
    @Test func controlCharactersAreShownAsEscapesAndTheRestIsKept() {
        #expect("a\u{1B}[31mb".neutralisingControlCharacters == "a\\u{1B}[31mb")
        #expect("tab\there\nnl".neutralisingControlCharacters == "tab\\u{9}here\\u{A}nl")
        #expect("\u{7F}\u{85}\u{9F}".neutralisingControlCharacters == "\\u{7F}\\u{85}\\u{9F}")
        #expect("Crème brûlée ✓ 🇫🇷".neutralisingControlCharacters == "Crème brûlée ✓ 🇫🇷")
    }
}
