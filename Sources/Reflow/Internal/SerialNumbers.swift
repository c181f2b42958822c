/// Hands out numbers no other caller in the process got: what makes a stack's screen, an alert
/// or a dialog an instance of its own, apart from its value.
enum SerialNumbers {
    private static let counter = LockedBox<Int>(0)

    /// A number never handed out before in this process.
    static func next() -> Int {
        counter.withLock { count in
            count &+= 1
            return count
        }
    }
}
