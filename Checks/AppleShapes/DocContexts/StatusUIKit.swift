import Reflow
import UIKit

// What "Rendering state exhaustively" assumes of its first, non-exhaustive render function: the
// Status sample's phases, and a screen of UIKit labels and a button.

struct StatusModel {
    enum Phase: Equatable, Sendable {
        case idle
        case loading(attempt: Int)
        case failed(reason: String, attempt: Int)
        case loaded(services: [String])
    }
}

@MainActor
final class StatusScreen {
    let titleLabel = UILabel()
    let messageLabel = UILabel()
    let button = UIButton(type: .system)
}
