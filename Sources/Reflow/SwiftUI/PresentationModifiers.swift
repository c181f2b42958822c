#if canImport(SwiftUI)
import SwiftUI

// SwiftUI's presentations driven by a `Presentation`: each shows the presented child's store,
// and a dismissal by the system (a swipe down, a back button, a tap outside) sends the parent's
// `.dismiss`. The logic is in `Presentation` (tested on every platform); these only hand its
// bindings to SwiftUI.

extension View {
    /// Presents a sheet while the child is presented, with the child's store.
    ///
    /// ```swift
    /// .sheet(store.presentation(AppModel.editor)) { editor in
    ///     EditorView(store: editor)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - presentation: The presented child.
    ///   - onDismiss: Called when the sheet is gone.
    ///   - content: The sheet's content, given the child's store.
    /// - Returns: A view that presents the sheet.
    public func sheet<Child: ModelProtocol, Content: View>(
        _ presentation: Presentation<Child>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (ViewStore<Child>) -> Content
    ) -> some View {
        sheet(item: presentation.item, onDismiss: onDismiss) { content($0.store) }
    }

    /// Presents a cover over the whole screen while the child is presented, with the child's
    /// store.
    ///
    /// - Parameters:
    ///   - presentation: The presented child.
    ///   - onDismiss: Called when the cover is gone.
    ///   - content: The cover's content, given the child's store.
    /// - Returns: A view that presents the cover.
    @available(macOS, unavailable)
    public func fullScreenCover<Child: ModelProtocol, Content: View>(
        _ presentation: Presentation<Child>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (ViewStore<Child>) -> Content
    ) -> some View {
        fullScreenCover(item: presentation.item, onDismiss: onDismiss) { content($0.store) }
    }

    /// Presents a popover while the child is presented, with the child's store.
    ///
    /// - Parameters:
    ///   - presentation: The presented child.
    ///   - content: The popover's content, given the child's store.
    /// - Returns: A view that presents the popover.
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public func popover<Child: ModelProtocol, Content: View>(
        _ presentation: Presentation<Child>,
        @ViewBuilder content: @escaping (ViewStore<Child>) -> Content
    ) -> some View {
        popover(item: presentation.item) { content($0.store) }
    }

    /// Pushes a screen on the enclosing `NavigationStack` while the child is presented, with
    /// the child's store; the back button dismisses it.
    ///
    /// - Parameters:
    ///   - presentation: The presented child.
    ///   - destination: The pushed screen, given the child's store.
    /// - Returns: A view that pushes the screen.
    public func navigationDestination<Child: ModelProtocol, Destination: View>(
        _ presentation: Presentation<Child>,
        @ViewBuilder destination: @escaping (ViewStore<Child>) -> Destination
    ) -> some View {
        navigationDestination(item: presentation.item) { destination($0.store) }
    }

    /// Shows the screens of a stack pushed on the enclosing `NavigationStack`, each with its own
    /// store: the destination for the values of ``StoreProtocol/stackPath(_:)`` and
    /// ``StoreProtocol/stackLinks(_:)``.
    ///
    /// ```swift
    /// NavigationStack(path: store.stackPath(AppModel.path)) {
    ///     MeetingList(store: store)
    ///         .navigationDestination(store, stack: AppModel.path) { screen in
    ///             ScreenView(store: screen)
    ///         }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - store: The store that holds the stack.
    ///   - stack: The stack's place: `Place.stack(\Self.path, tag: Action.path)`.
    ///   - destination: The screen's view, given the screen's store.
    /// - Returns: A view that shows the stack's screens.
    public func navigationDestination<Parent: StoreProtocol, Element: ModelProtocol, Screen: View>(
        _ store: Parent,
        stack: StackPlace<Parent.Model, Element>,
        @ViewBuilder destination: @escaping (ViewStore<Element>) -> Screen
    ) -> some View {
        stackDestination(store, stack: stack.keyPath, tag: stack.tag, destination: destination)
    }

    /// The destinations of a stack's screens, by ID and by link: what both
    /// `navigationDestination(_:stack:...)` forms show.
    func stackDestination<Parent: StoreProtocol, Element: ModelProtocol, Screen: View>(
        _ store: Parent,
        stack: KeyPath<Parent.Model, StackState<Element>>,
        tag: @escaping @MainActor (StackAction<Element>) -> Parent.Model.Action,
        @ViewBuilder destination: @escaping (ViewStore<Element>) -> Screen
    ) -> some View {
        navigationDestination(for: StackElementID.self) { id in
            if let screen = store.viewStoreShape(child: stack, id: id, tag: tag) {
                destination(screen)
            }
        }
        .navigationDestination(for: StackLink<Element>.self) { link in
            if let id = link.id, let screen = store.viewStoreShape(child: stack, id: id, tag: tag) {
                destination(screen)
            }
        }
    }

    /// Shows an ``AlertState`` while it is presented: its title, message and buttons. A button
    /// sends its action to the parent as `.presented(action)`; every button dismisses.
    ///
    /// ```swift
    /// .alert(store.presentation(AppModel.alert))
    /// ```
    ///
    /// - Parameter presentation: The presented alert.
    /// - Returns: A view that shows the alert.
    public func alert<ButtonAction>(
        _ presentation: Presentation<AlertState<ButtonAction>>
    ) -> some View {
        let alert = presentation.store?.state
        return self.alert(
            alert?.title ?? "", isPresented: presentation.isPresented, presenting: alert,
            actions: { alert in DialogButtons(buttons: alert.buttons, presentation: presentation) },
            message: { alert in
                if let message = alert.message {
                    Text(message)
                }
            })
    }

    /// Shows a ``ConfirmationDialogState`` while it is presented: its title, message and
    /// buttons. A button sends its action to the parent as `.presented(action)`; every button
    /// dismisses.
    ///
    /// - Parameter presentation: The presented dialog.
    /// - Returns: A view that shows the dialog.
    public func confirmationDialog<ButtonAction>(
        _ presentation: Presentation<ConfirmationDialogState<ButtonAction>>
    ) -> some View {
        let dialog = presentation.store?.state
        return self.confirmationDialog(
            dialog?.title ?? "", isPresented: presentation.isPresented,
            titleVisibility: dialog?.isTitleVisible == true ? .visible : .automatic,
            presenting: dialog,
            actions: { dialog in
                DialogButtons(buttons: dialog.buttons, presentation: presentation)
            },
            message: { dialog in
                if let message = dialog.message {
                    Text(message)
                }
            })
    }
}

/// The buttons of an alert or a confirmation dialog, each tapping through its presentation.
private struct DialogButtons<Child: ModelProtocol>: View {
    let buttons: [ButtonState<Child.Action>]
    let presentation: Presentation<Child>

    var body: some View {
        ForEach(buttons.indices, id: \.self) { index in
            let button = buttons[index]
            Button(button.label, role: button.role.map(ButtonRole.init)) {
                presentation.tap(button)
            }
        }
    }
}

extension ButtonRole {
    /// SwiftUI's role for a ``ButtonState`` role.
    fileprivate init<Action>(_ role: ButtonState<Action>.Role) {
        switch role {
        case .cancel: self = .cancel
        case .destructive: self = .destructive
        }
    }
}
#endif
