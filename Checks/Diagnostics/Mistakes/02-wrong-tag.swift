import Reflow

// A place whose tag is another child's case.
extension App {
    static let wrongTag = Place.property(\Self.counter, tag: Action.row)  // error at "Action.row": Row.Action | Counter.Action
}
