/// Renders values, and the differences between two values, as text, by reflection.
///
/// ``lines(from:to:)`` walks both values with `Mirror` and prints one line per difference, as
/// `path: old → new`:
///
/// ```
/// items[2].done: false → true
/// title: "Milk" → "Oat milk"
/// phase: .idle → .loading
/// ```
///
/// - Structs, classes and tuples are compared field by field (`a.b.c`).
/// - Enums in the same case are compared payload by payload (`phase.loaded.items`); enums in
///   different cases print both cases whole.
/// - Optionals are looked through: `nil` prints as `nil`, a wrapped value as itself.
/// - Arrays, and any other `Collection` (a keyed list type, say), are compared by index
///   (`items[2]`), dictionaries by key
///   (`items[3]`, `byName["milk"]`); an element present on one side only prints `(absent)` on
///   the other. Sets print whole.
/// - A value whose type describes itself (`CustomStringConvertible` or
///   `CustomDebugStringConvertible`) prints its description, strings quoted. Such values from
///   the standard library and Foundation (numbers, `UUID`, `Date`, `URL`…), and those without
///   stored properties, are leaves; the app's own types are still compared field by field.
///
/// Package-wide: ``Journal/firstDivergence(environment:)`` reports with it, and `TestStore`
/// diffs its states and renders its actions with it.
package enum Diff {
    /// The marker for an element that exists on one side only.
    package static let absent = "(absent)"

    /// Nested values deeper than this are printed whole rather than walked (guards cycles).
    private static let maximumDepth = 64

    /// The differences between two values, one `path: old → new` line each, in field order.
    ///
    /// Values are compared with `==` where their type is `Equatable`, by rendering otherwise. A
    /// value that `==` finds different but whose parts reflection finds equal (a custom `==`)
    /// prints whole, so unequal values always produce at least one line.
    package static func lines(from old: Any, to new: Any) -> [String] {
        var lines: [String] = []
        collect(old, new, path: "", depth: 0, into: &lines)
        return lines
    }

    /// A one-line rendering of a value: `.item(id: 3, action: .toggle)`,
    /// `Item(id: 3, done: false)`, `[1, 2]`, `"text"`, `nil`.
    package static func render(_ value: Any) -> String {
        render(value, depth: 0)
    }

    // MARK: - Differences

    private static func collect(
        _ old: Any,
        _ new: Any,
        path: String,
        depth: Int,
        into lines: inout [String]
    ) {
        if let equal = isEqual(old, new) {
            if equal { return }
        } else if render(old) == render(new) {
            return
        }
        let oldMirror = Mirror(reflecting: old)
        let newMirror = Mirror(reflecting: new)
        let sameType = ObjectIdentifier(type(of: old)) == ObjectIdentifier(type(of: new))
        guard depth < maximumDepth, sameType, oldMirror.displayStyle == newMirror.displayStyle
        else {
            lines.append(leaf(path, old, new))
            return
        }
        let countBefore = lines.count
        if let old = old as? any IdentifiedElements, let new = new as? any IdentifiedElements {
            collectIdentified(
                old.identifiedElements, new.identifiedElements, path: path, depth: depth,
                into: &lines)
            if lines.count == countBefore {
                lines.append(leaf(path, old, new))
            }
            return
        }
        switch oldMirror.displayStyle {
        case .optional:
            if let oldValue = oldMirror.children.first?.value,
                let newValue = newMirror.children.first?.value
            {
                collect(oldValue, newValue, path: path, depth: depth + 1, into: &lines)
            }
        case .collection:
            collectElements(
                oldMirror.children.map(\.value), newMirror.children.map(\.value), path: path,
                depth: depth, into: &lines)
        case .dictionary:
            collectEntries(oldMirror, newMirror, path: path, depth: depth, into: &lines)
        case .enum:
            guard !isOpaque(old, oldMirror),
                let oldCase = oldMirror.children.first,
                let newCase = newMirror.children.first,
                let label = oldCase.label, label == newCase.label
            else { break }
            collect(
                oldCase.value, newCase.value, path: join(path, label), depth: depth + 1,
                into: &lines)
        case .struct, .class, .tuple:
            guard !isOpaque(old, oldMirror) || render(old) == render(new) else { break }
            if let oldElements = customElements(of: old, oldMirror),
                let newElements = customElements(of: new, newMirror)
            {
                collectElements(oldElements, newElements, path: path, depth: depth, into: &lines)
            } else {
                collectFields(oldMirror, newMirror, path: path, depth: depth, into: &lines)
            }
        default:
            break
        }
        if lines.count == countBefore {
            lines.append(leaf(path, old, new))
        }
    }

    private static func collectFields(
        _ old: Mirror,
        _ new: Mirror,
        path: String,
        depth: Int,
        into lines: inout [String]
    ) {
        let oldFields = Array(old.children)
        let newFields = Array(new.children)
        guard oldFields.count == newFields.count else { return }
        for (index, (oldField, newField)) in zip(oldFields, newFields).enumerated() {
            let label = oldField.label ?? ".\(index)"
            collect(
                oldField.value, newField.value, path: join(path, label), depth: depth + 1,
                into: &lines)
        }
    }

    private static func collectElements(
        _ oldElements: [Any],
        _ newElements: [Any],
        path: String,
        depth: Int,
        into lines: inout [String]
    ) {
        for index in 0..<max(oldElements.count, newElements.count) {
            let elementPath = "\(path)[\(index)]"
            switch (index < oldElements.count, index < newElements.count) {
            case (true, true):
                collect(
                    oldElements[index], newElements[index], path: elementPath, depth: depth + 1,
                    into: &lines)
            case (true, false):
                lines.append("\(elementPath): \(render(oldElements[index])) → \(absent)")
            default:
                lines.append("\(elementPath): \(absent) → \(render(newElements[index]))")
            }
        }
    }

    /// The differences of two collections whose elements have IDs, named by ID: changed,
    /// removed and added elements, then a change of order among those in both.
    private static func collectIdentified(
        _ oldElements: [(id: AnyHashable, element: Any)],
        _ newElements: [(id: AnyHashable, element: Any)],
        path: String,
        depth: Int,
        into lines: inout [String]
    ) {
        let oldByID = Dictionary(oldElements, uniquingKeysWith: { first, _ in first })
        let newByID = Dictionary(newElements, uniquingKeysWith: { first, _ in first })
        func elementPath(_ id: AnyHashable) -> String { "\(path)[id: \(id.base)]" }
        for (id, element) in oldElements {
            if let newElement = newByID[id] {
                collect(element, newElement, path: elementPath(id), depth: depth + 1, into: &lines)
            } else {
                lines.append("\(elementPath(id)): \(render(element)) → \(absent)")
            }
        }
        for (id, element) in newElements where oldByID[id] == nil {
            lines.append("\(elementPath(id)): \(absent) → \(render(element))")
        }
        let oldOrder = oldElements.map(\.id).filter { newByID[$0] != nil }
        let newOrder = newElements.map(\.id).filter { oldByID[$0] != nil }
        if oldOrder != newOrder {
            let show = { (ids: [AnyHashable]) in
                "[" + ids.map { "\($0.base)" }.joined(separator: ", ") + "]"
            }
            lines.append("\(join(path, "order")): \(show(oldOrder)) → \(show(newOrder))")
        }
    }

    private static func collectEntries(
        _ old: Mirror,
        _ new: Mirror,
        path: String,
        depth: Int,
        into lines: inout [String]
    ) {
        let oldEntries = entries(old)
        let newEntries = entries(new)
        let keys = Set(oldEntries.keys).union(newEntries.keys).sorted(by: keyOrder)
        for key in keys {
            let entryPath = "\(path)[\(key)]"
            switch (oldEntries[key], newEntries[key]) {
            case (let oldValue?, let newValue?):
                collect(oldValue, newValue, path: entryPath, depth: depth + 1, into: &lines)
            case (let oldValue?, nil):
                lines.append("\(entryPath): \(render(oldValue)) → \(absent)")
            case (nil, let newValue?):
                lines.append("\(entryPath): \(absent) → \(render(newValue))")
            case (nil, nil):
                break
            }
        }
    }

    /// A dictionary's values by rendered key.
    private static func entries(_ mirror: Mirror) -> [String: Any] {
        var entries: [String: Any] = [:]
        for child in mirror.children {
            let pair = Array(Mirror(reflecting: child.value).children)
            guard pair.count == 2 else { continue }
            entries[render(pair[0].value)] = pair[1].value
        }
        return entries
    }

    /// Orders rendered keys numerically when both are integers, otherwise as text.
    private static func keyOrder(_ lhs: String, _ rhs: String) -> Bool {
        if let left = Int(lhs), let right = Int(rhs) { return left < right }
        return lhs < rhs
    }

    private static func leaf(_ path: String, _ old: Any, _ new: Any) -> String {
        let change = "\(render(old)) → \(render(new))"
        return path.isEmpty ? change : "\(path): \(change)"
    }

    private static func join(_ path: String, _ label: String) -> String {
        if path.isEmpty { return label.hasPrefix(".") ? String(label.dropFirst()) : label }
        return label.hasPrefix(".") ? path + label : "\(path).\(label)"
    }

    /// The elements of a value whose type is a `Collection` but reflects as a struct or class
    /// (a keyed list, an identified array); `nil` for any other value.
    private static func customElements(of value: Any, _ mirror: Mirror) -> [Any]? {
        guard mirror.displayStyle == .struct || mirror.displayStyle == .class,
            !isOpaque(value, mirror),
            let collection = value as? any Collection
        else { return nil }
        func elements<Values: Collection>(_ values: Values) -> [Any] {
            values.map { $0 as Any }
        }
        return elements(collection)
    }

    /// Compares two values with `==` when their type is `Equatable`; `nil` when it is not.
    ///
    /// The cast finds main-actor isolated conformances (every conformance in a module with
    /// default main-actor isolation) when it runs on the main actor, as the test store does.
    package static func isEqual(_ lhs: Any, _ rhs: Any) -> Bool? {
        guard let lhs = lhs as? any Equatable else { return nil }
        func open<Value: Equatable>(_ lhs: Value) -> Bool {
            guard let rhs = rhs as? Value else { return false }
            return lhs == rhs
        }
        return open(lhs)
    }

    // MARK: - Rendering

    private static func render(_ value: Any, depth: Int) -> String {
        let mirror = Mirror(reflecting: value)
        guard depth < maximumDepth else { return String(describing: value) }
        switch mirror.displayStyle {
        case .optional:
            guard let wrapped = mirror.children.first?.value else { return "nil" }
            return render(wrapped, depth: depth + 1)
        case .collection:
            let elements = mirror.children.map { render($0.value, depth: depth + 1) }
            return "[\(elements.joined(separator: ", "))]"
        case .set:
            let elements = mirror.children.map { render($0.value, depth: depth + 1) }
            return "Set([\(elements.sorted(by: keyOrder).joined(separator: ", "))])"
        case .dictionary:
            let pairs = mirror.children.compactMap { child -> (String, String)? in
                let pair = Array(Mirror(reflecting: child.value).children)
                guard pair.count == 2 else { return nil }
                return (
                    render(pair[0].value, depth: depth + 1), render(pair[1].value, depth: depth + 1)
                )
            }
            guard !pairs.isEmpty else { return "[:]" }
            let sorted = pairs.sorted { keyOrder($0.0, $1.0) }
            return "[\(sorted.map { "\($0.0): \($0.1)" }.joined(separator: ", "))]"
        case .tuple:
            return "(\(fields(mirror, depth: depth)))"
        case _ where customElements(of: value, mirror) != nil:
            let elements = (customElements(of: value, mirror) ?? []).map {
                render($0, depth: depth + 1)
            }
            return "[\(elements.joined(separator: ", "))]"
        case _ where describesItself(value):
            return String(reflecting: value)
        case .enum:
            guard let payload = mirror.children.first, let label = payload.label else {
                return ".\(String(describing: value))"
            }
            let payloadMirror = Mirror(reflecting: payload.value)
            if payloadMirror.displayStyle == .tuple {
                return ".\(label)(\(fields(payloadMirror, depth: depth + 1)))"
            }
            return ".\(label)(\(render(payload.value, depth: depth + 1)))"
        case .struct, .class:
            return "\(type(of: value))(\(fields(mirror, depth: depth)))"
        default:
            return String(reflecting: value)
        }
    }

    /// `label: value, …` for labelled children, `value, …` for a tuple's unlabelled ones.
    private static func fields(_ mirror: Mirror, depth: Int) -> String {
        mirror.children.map { child in
            let value = render(child.value, depth: depth + 1)
            guard let label = child.label, !label.hasPrefix(".") else { return value }
            return "\(label): \(value)"
        }
        .joined(separator: ", ")
    }

    /// Whether a type prints itself: it conforms to `CustomStringConvertible` or
    /// `CustomDebugStringConvertible`.
    private static func describesItself(_ value: Any) -> Bool {
        value is any CustomStringConvertible || value is any CustomDebugStringConvertible
    }

    /// The modules whose self-describing types are compared whole: their stored properties
    /// are implementation details (`URL._url`, `Decimal.storage`).
    private static let opaqueModules: Set<Substring> = [
        "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization",
        "FoundationNetworking", "CoreFoundation", "Dispatch", "_Concurrency",
    ]

    /// Whether a value is compared whole rather than field by field: it describes itself, and
    /// it has no stored properties or comes from the standard library or Foundation.
    private static func isOpaque(_ value: Any, _ mirror: Mirror) -> Bool {
        guard describesItself(value) else { return false }
        if mirror.children.isEmpty { return true }
        let module = String(reflecting: type(of: value)).prefix { $0 != "." }
        return opaqueModules.contains(module)
    }
}
