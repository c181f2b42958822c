/// How an action reads, from its JSON alone: Swift's `Codable` writes an enum case as an object
/// with one member named after the case (`{"todo": {"id": 1, "action": {"toggle": {}}}}`), so
/// the action reads back as Swift would print it (`.todo(id: 1, action: .toggle)`), and its name
/// follows the cases down through the child actions it wraps (`todo.toggle`).
enum ActionLabel {
    /// The action's name: its case, then the cases of the child action it carries, joined by
    /// dots; for filtering a timeline by kind.
    static func name(of action: JSONValue) -> String {
        var names: [String] = []
        var value = action
        // A bound on the depth: a hostile journal's nesting must not make names unbounded.
        while names.count < 8, let (name, payload) = enumCase(value) {
            names.append(name)
            guard let members = payload.members else { break }
            // The child action: the payload itself when it is a case, else its one member that is.
            if let inner = members["_0"] ?? members["action"], enumCase(inner) != nil {
                value = inner
            } else {
                break
            }
        }
        return names.isEmpty ? kind(of: action) : names.joined(separator: ".")
    }

    /// The action as Swift prints it, at most `limit` characters.
    static func text(of action: JSONValue, limit: Int = 160) -> String {
        let text = swiftText(action, depth: 0)
        return text.count > limit ? String(text.prefix(limit - 1)) + "…" : text
    }

    /// The case an object with one member whose value is an object stands for.
    private static func enumCase(_ value: JSONValue) -> (String, JSONValue)? {
        guard let members = value.members, members.count == 1, let (key, payload) = members.first,
            payload.members != nil
        else { return nil }
        return (key, payload)
    }

    private static func order(_ key: String) -> (Int, Int, String) {
        if key.hasPrefix("_"), let position = Int(key.dropFirst()) { return (0, position, key) }
        return key == "id" ? (1, 0, key) : (2, 0, key)
    }

    private static func kind(of value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool: "bool"
        case .integer, .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    private static func swiftText(_ value: JSONValue, depth: Int) -> String {
        guard depth < 12 else { return "…" }
        if let (name, payload) = enumCase(value), let members = payload.members {
            guard !members.isEmpty else { return "." + name }
            // The JSON holds no order: positional values first, then `id`, then the rest by name.
            let keys = members.keys.sorted { order($0) < order($1) }
            let arguments = keys.map { key in
                let text = swiftText(members[key]!, depth: depth + 1)
                return key.hasPrefix("_") && Int(key.dropFirst()) != nil ? text : "\(key): \(text)"
            }
            return ".\(name)(\(arguments.joined(separator: ", ")))"
        }
        switch value {
        case .array(let values):
            return "[" + values.map { swiftText($0, depth: depth + 1) }.joined(separator: ", ")
                + "]"
        case .object(let members):
            return "["
                + members.keys.sorted().map {
                    "\($0): \(swiftText(members[$0]!, depth: depth + 1))"
                }
                .joined(separator: ", ") + "]"
        case .null: return "nil"
        default: return value.brief(limit: 80)
        }
    }
}
