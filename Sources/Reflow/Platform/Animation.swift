#if !canImport(SwiftUI)
/// A stand-in for SwiftUI's `Animation` on platforms without SwiftUI.
///
/// It has the same name and the shape Reflow's API uses, so models that animate their updates
/// (``Update/animation(_:)``) compile and are tested everywhere. On platforms with SwiftUI,
/// `Animation` is SwiftUI's own type.
///
/// Like SwiftUI's, it is one reference wide (its description lives in a box), so an
/// ``Update``, which holds an optional transaction that holds an animation, has the same size
/// here as on Apple platforms, and the benchmarks measure what an app would copy.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// What an animation is, shared by its copies.
    private final class Box: Sendable {
        let name: String
        let duration: Double?

        init(name: String, duration: Double?) {
            self.name = name
            self.duration = duration
        }
    }

    private let box: Box

    private var name: String { box.name }
    private var duration: Double? { box.duration }

    private init(name: String, duration: Double?) {
        self.box = Box(name: name, duration: duration)
    }

    /// Whether two animations are the same kind, with the same duration.
    public static func == (lhs: Animation, rhs: Animation) -> Bool {
        lhs.name == rhs.name && lhs.duration == rhs.duration
    }

    /// Hashes the animation's kind and duration.
    ///
    /// - Parameter hasher: The hasher.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(duration)
    }

    /// The default animation.
    public static let `default` = Animation(name: "default", duration: nil)
    /// A linear animation with the default duration.
    public static let linear = Animation(name: "linear", duration: nil)
    /// An ease-in animation with the default duration.
    public static let easeIn = Animation(name: "easeIn", duration: nil)
    /// An ease-out animation with the default duration.
    public static let easeOut = Animation(name: "easeOut", duration: nil)
    /// An ease-in-out animation with the default duration.
    public static let easeInOut = Animation(name: "easeInOut", duration: nil)
    /// A spring animation.
    public static let spring = Animation(name: "spring", duration: nil)

    /// A linear animation.
    ///
    /// - Parameter duration: The length of the animation, in seconds.
    /// - Returns: The animation.
    public static func linear(duration: Double) -> Animation {
        Animation(name: "linear", duration: duration)
    }

    /// An ease-in-out animation.
    ///
    /// - Parameter duration: The length of the animation, in seconds.
    /// - Returns: The animation.
    public static func easeInOut(duration: Double) -> Animation {
        Animation(name: "easeInOut", duration: duration)
    }

    /// The animation's name, and its duration if it has one.
    public var description: String {
        duration.map { "\(name)(duration: \($0))" } ?? name
    }
}
#endif
