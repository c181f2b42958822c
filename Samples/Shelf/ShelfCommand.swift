#if !canImport(SwiftUI)
/// Where SwiftUI is missing (Linux), the app has no screen: the sample's models are built and
/// tested (`swift test --filter Shelf`), and this entry point says so. Not part of the tutorial.
@main
enum ShelfCommand {
    static func main() {
        print("Shelf is a SwiftUI app: run its tests with `swift test --filter Shelf`.")
    }
}
#endif
