#if canImport(UIKit) && !os(watchOS)  // watchOS has UIKit, but no UIKit views
import Reflow
import UIKit

/// The Status screen in UIKit: the same model and the same render function as the terminal
/// front end, applied to labels and a button by `observe`.
///
/// `apply(_:)` copies every property of a ``StatusViewState`` into a view, in every state, so
/// no view keeps a value from an earlier state. The exhaustive `switch` is in the view state's
/// initializer; this class has none.
final class StatusViewController: UIViewController {
    private let store: Store<StatusModel>
    private let titleLabel = UILabel()
    private let messageLabel = UILabel()
    private let button = UIButton(type: .system)
    private var token: ObserveToken?

    /// Creates the screen.
    ///
    /// - Parameter store: The screen's store.
    init(store: Store<StatusModel>) {
        self.store = store
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func loadView() {
        let stack = UIStackView(arrangedSubviews: [titleLabel, messageLabel, button])
        stack.axis = .vertical
        stack.spacing = 12
        #if !os(tvOS)  // tvOS has no systemBackground; its default background is the system's
        stack.backgroundColor = .systemBackground
        #endif
        messageLabel.numberOfLines = 0
        view = stack
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        button.addAction(
            UIAction { [weak self] _ in self?.store.send(.load) }, for: .primaryActionTriggered)
        // `observe` inside an NSObject subclass is Reflow's NSObject method, which calls the
        // global `observe`; the token lives as long as the screen.
        token = observe { [weak self] in
            guard let self else { return }
            apply(StatusViewState(store.state))
        }
    }

    private func apply(_ screen: StatusViewState) {
        titleLabel.text = screen.title
        titleLabel.textColor = color(screen.color)
        messageLabel.text = screen.message
        button.setTitle(screen.buttonTitle, for: .normal)
        button.isHidden = screen.isButtonHidden
        button.isEnabled = screen.isButtonEnabled
    }

    private func color(_ color: StatusViewState.Color) -> UIColor {
        switch color {
        case .gray: .systemGray
        case .yellow: .systemYellow
        case .red: .systemRed
        case .green: .systemGreen
        }
    }
}
#endif
