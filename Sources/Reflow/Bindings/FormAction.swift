/// An action that sets one field of a state: a writable key path and the value to write.
///
/// A form with many controls would need an action per field, and an update case per action
/// that only assigns the field. A form action replaces them all: the model has one action case
/// carrying a `FormAction`, applies it in its update, and its controls are bound with
/// ``StoreProtocol/binding(_:form:)``.
///
/// ```swift
/// struct SettingsModel: ModelProtocol {
///     enum Action: Sendable, Equatable {
///         case form(FormAction<SettingsModel>)
///         case signOut
///     }
///
///     var displayName = ""
///     var notificationsEnabled = false
///
///     static func update(
///         state: consuming SettingsModel,
///         action: Action,
///         environment: Void
///     ) -> Update<SettingsModel> {
///         switch action {
///         case .form(let form):
///             form.apply(to: &state)
///         case .signOut:
///             state = SettingsModel()
///         }
///         return Update(state: state)
///     }
/// }
///
/// TextField("Name", text: store.binding(\.displayName, form: SettingsModel.Action.form))
/// ```
///
/// A form action still names its field, so the update can add behaviour to one field by
/// matching its key path, after applying it:
///
/// ```swift
/// case .form(let form):
///     form.apply(to: &state)
///     switch form {
///     case \.displayName:
///         state.displayName = String(state.displayName.prefix(20))
///     case \.notificationsEnabled where state.notificationsEnabled:
///         return Update(state: state, fx: .send(.requestNotificationPermission))
///     default:
///         break
///     }
/// ```
///
/// The same pattern works on the enclosing action: `case .form(\.displayName):`. Two form
/// actions are equal when they set the same key path to equal values, so tests compare them
/// like any action: `store.send(.form(.set(\.displayName, "Blob")))`.
public struct FormAction<Root>: @unchecked Sendable {
    // `@unchecked`: an action must be `Sendable`, so that effects can send it, but the value a
    // form action carries is not required to be, because in a module with Xcode 26's defaults
    // an app type's `Equatable` conformance is main-actor isolated, and such a conformance
    // cannot satisfy a `Sendable` type parameter: `.set(\.meeting, meeting)` would not compile
    // for any field of an app-defined struct or plain enum. Form fields are values (a struct,
    // an enum, a string), set by a binding or an update on the main actor and read there by the
    // update and the test store; a form action crosses isolation only inside an action an
    // effect sends, untouched.

    /// The key path the action writes.
    public var keyPath: PartialKeyPath<Root> { field.keyPath }

    /// The value the action writes.
    public let value: any Equatable

    private let field: Field<Root>
    private let isEqualValue: (any Equatable) -> Bool

    private init<Value: Equatable>(
        keyPath: WritableKeyPath<Root, Value>,
        value: Value
    ) {
        self.field = Field(keyPath: keyPath) { $0[keyPath: keyPath] = value }
        self.value = value
        self.isEqualValue = { ($0 as? Value) == value }
    }

    /// Returns an action that sets a field to a value.
    ///
    /// ```swift
    /// store.send(.form(.set(\.displayName, "Blob")))
    /// ```
    ///
    /// The value is `Equatable`, so that form actions are. Form actions are `Sendable`, as
    /// actions are, but neither the value nor the key path is required to be: in a module with
    /// default main-actor isolation, an app type's conformances and key paths to a model's
    /// fields are isolated to the main actor, and a form action is built and read there (see
    /// ``apply(to:)``). Carry values, as form fields are: a struct, an enum, a string; not a
    /// reference to shared mutable state.
    ///
    /// - Parameters:
    ///   - keyPath: The field.
    ///   - value: The value to write.
    /// - Returns: The form action.
    public static func set<Value: Equatable>(
        _ keyPath: WritableKeyPath<Root, Value>,
        _ value: Value
    ) -> FormAction {
        FormAction(keyPath: keyPath, value: value)
    }

    /// Writes the action's value to its field of a state.
    ///
    /// - Parameter root: The state to change.
    /// - Complexity: That of writing through the key path.
    public func apply(to root: inout Root) {
        field.write(&root)
    }

    /// Returns the value the action writes, if it writes the given field.
    ///
    /// ```swift
    /// if let name = action.value(for: \.displayName) { ... }
    /// ```
    ///
    /// - Parameter keyPath: The field.
    /// - Returns: The value, or `nil` when the action writes another field.
    public func value<Value>(for keyPath: WritableKeyPath<Root, Value>) -> Value? {
        guard self.keyPath as AnyKeyPath == keyPath as AnyKeyPath else { return nil }
        return value as? Value
    }

    /// Returns whether a form action writes the given field, so that a `switch` over actions
    /// can match a key path: `case .form(\.displayName):`.
    ///
    /// - Parameters:
    ///   - keyPath: The field.
    ///   - action: The form action.
    /// - Returns: `true` when the action writes that field, whatever the value.
    public static func ~= <Value>(
        keyPath: WritableKeyPath<Root, Value>,
        action: FormAction
    ) -> Bool {
        action.keyPath as AnyKeyPath == keyPath as AnyKeyPath
    }
}

extension FormAction: Equatable {
    /// Returns whether two form actions set the same key path to equal values.
    ///
    /// - Parameters:
    ///   - lhs: A form action.
    ///   - rhs: Another form action.
    /// - Returns: `true` when both write the same field and their values are equal.
    public static func == (lhs: FormAction, rhs: FormAction) -> Bool {
        lhs.keyPath as AnyKeyPath == rhs.keyPath as AnyKeyPath && lhs.isEqualValue(rhs.value)
    }
}

extension FormAction: CustomDebugStringConvertible {
    /// The action as it is written: `.set(\Settings.displayName, "Blob")`.
    public var debugDescription: String {
        ".set(\(keyPath), \(String(reflecting: value)))"
    }
}

/// A form action's key path and the function that writes its value through it.
///
/// `@unchecked Sendable` because key paths to the fields of a model declared in a module with
/// default main-actor isolation are not `Sendable`, although using them here is safe: a key
/// path is an immutable object, and ``FormAction/apply(to:)`` writes through it only into the
/// `inout` state its caller holds exclusively. Writing a stored property of a value you own is
/// free of data races whatever the property's declared isolation; a key path to a main-actor
/// isolated *computed* property runs its setter where the update runs, which for a store is
/// the main actor.
private struct Field<Root>: @unchecked Sendable {
    let keyPath: PartialKeyPath<Root>
    let write: (inout Root) -> Void
}
