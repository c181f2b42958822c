// A type-checking mock of the parts of UIKit that the Status sample's view controller touches,
// with UIKit's signatures (iOS 18 SDK shapes), isolation and platform restrictions (read by
// `.ci/lint-floor`): views, controls and view
// controllers are `@MainActor` classes rooted in `NSObject`; `UIColor` is not isolated and is
// `Sendable`. Bodies are never run. Each declaration names the Apple symbol it mirrors in a
// trailing comment; parameters with default values that the sample does not pass are left out
// where the comment says so.
//
// It also gives `NSObject` Foundation's key-value-observing `observe(_:options:changeHandler:)`,
// which every UIKit object has on Apple platforms but Foundation on Linux lacks: a member named
// `observe` hides a global function of that name inside a view controller, so without it this
// check could not catch a call that Xcode rejects.
@_exported import Foundation  // UIKit re-exports Foundation.

// MARK: - Foundation's key-value observing, as Apple's Foundation declares it

public struct NSKeyValueObservingOptions: OptionSet, Sendable {  // NSKeyValueObservingOptions
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let new = NSKeyValueObservingOptions(rawValue: 1)  // .new
    public static let old = NSKeyValueObservingOptions(rawValue: 2)  // .old
}
public struct NSKeyValueObservedChange<Value> {  // NSKeyValueObservedChange
    public let newValue: Value?  // NSKeyValueObservedChange.newValue
    public let oldValue: Value?  // NSKeyValueObservedChange.oldValue
}
public class NSKeyValueObservation: NSObject {  // NSKeyValueObservation
    public func invalidate() {}  // NSKeyValueObservation.invalidate()
}
public protocol _KeyValueCodingAndObserving {}  // Foundation._KeyValueCodingAndObserving
extension NSObject: _KeyValueCodingAndObserving {}  // NSObject's conformance
extension _KeyValueCodingAndObserving {
    // _KeyValueCodingAndObserving.observe(_:options:changeHandler:)
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>,
        options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation { fatalError() }
}

// MARK: - UIKit

@available(watchOS, unavailable)  // watchOS has no UIKit views
@MainActor open class UIResponder: NSObject {}  // UIResponder

@available(watchOS, unavailable)  // watchOS has no UIKit views
@MainActor open class UIView: UIResponder {  // UIView
    public init(frame: CGRect) { super.init() }  // UIView.init(frame:)
    public required init?(coder: NSCoder) { super.init() }  // UIView.init(coder:)
    public convenience override init() { self.init(frame: .zero) }  // NSObject.init(), inherited
    open var isHidden: Bool = false  // UIView.isHidden
    open var backgroundColor: UIColor?  // UIView.backgroundColor
}

@available(watchOS, unavailable)  // watchOS has no UIKit views
@MainActor open class UILabel: UIView {  // UILabel
    open var text: String?  // UILabel.text
    open var textColor: UIColor! = nil  // UILabel.textColor
    open var numberOfLines: Int = 1  // UILabel.numberOfLines
}

@available(watchOS, unavailable)  // watchOS has no UIKit views
@MainActor open class UIControl: UIView {  // UIControl
    public struct State: OptionSet, @unchecked Sendable {  // UIControl.State
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static var normal: State { State([]) }  // UIControl.State.normal
    }
    public struct Event: OptionSet, @unchecked Sendable {  // UIControl.Event
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static var touchUpInside: Event { Event(rawValue: 1 << 6) }  // .touchUpInside
        public static var primaryActionTriggered: Event { Event(rawValue: 1 << 13) }  // .primaryActionTriggered
    }
    open var isEnabled: Bool = true  // UIControl.isEnabled
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {}  // UIControl.addAction(_:for:)
}

@available(watchOS, unavailable)  // watchOS has no UIKit views
@MainActor open class UIButton: UIControl {  // UIButton
    public enum ButtonType: Int, @unchecked Sendable {  // UIButton.ButtonType
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }
    public convenience init(type buttonType: UIButton.ButtonType) { self.init(frame: .zero) }  // UIButton.init(type:)
    open func setTitle(_ title: String?, for state: UIControl.State) {}  // UIButton.setTitle(_:for:)
}

@available(watchOS, unavailable)  // watchOS has no UIKit views
@MainActor open class NSLayoutConstraint: NSObject {  // NSLayoutConstraint
    @frozen public enum Axis: Int, @unchecked Sendable {  // NSLayoutConstraint.Axis
        case horizontal, vertical
    }
}

@available(watchOS, unavailable)  // watchOS has no UIKit views
@MainActor open class UIStackView: UIView {  // UIStackView
    public convenience init(arrangedSubviews views: [UIView]) { self.init(frame: .zero) }  // UIStackView.init(arrangedSubviews:)
    open var axis: NSLayoutConstraint.Axis = .horizontal  // UIStackView.axis
    open var spacing: CGFloat = 0  // UIStackView.spacing
}

@available(watchOS, unavailable)  // watchOS has no UIKit views
@MainActor open class UIViewController: UIResponder {  // UIViewController
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }  // UIViewController.init(nibName:bundle:)
    public required init?(coder: NSCoder) { super.init() }  // UIViewController.init(coder:)
    open var view: UIView! = nil  // UIViewController.view
    open func loadView() {}  // UIViewController.loadView()
    open func viewDidLoad() {}  // UIViewController.viewDidLoad()
}

@available(watchOS, unavailable)  // watchOS has no UIKit views
@MainActor open class UIMenuElement: NSObject {}  // UIMenuElement

public typealias UIActionHandler = (UIAction) -> Void  // UIActionHandler

@available(watchOS, unavailable)  // watchOS has no UIKit views
@MainActor open class UIAction: UIMenuElement {  // UIAction
    // UIAction.init(title:subtitle:image:identifier:discoverabilityTitle:attributes:state:handler:),
    // without the defaulted parameters other than `title`.
    public convenience init(title: String = "", handler: @escaping UIActionHandler) { self.init() }
}

// UIColor: not main-actor isolated, and Sendable (NS_SWIFT_SENDABLE).
open class UIColor: NSObject, @unchecked Sendable {  // UIColor
    open class var systemGray: UIColor { UIColor() }  // UIColor.systemGray
    open class var systemYellow: UIColor { UIColor() }  // UIColor.systemYellow
    open class var systemRed: UIColor { UIColor() }  // UIColor.systemRed
    open class var systemGreen: UIColor { UIColor() }  // UIColor.systemGreen
    @available(tvOS, unavailable)
    open class var systemBackground: UIColor { UIColor() }  // UIColor.systemBackground
}
