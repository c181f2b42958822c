import Reflow

/// A page of a notebook, saved through an effect.
struct PageModel: ModelProtocol, Identifiable, Codable {
    enum Action: Equatable, Sendable, Codable {
        case write(String)
        case save
        case saved
    }

    var id: Int
    var text = ""
    var isSaving = false

    static func update(
        state: consuming PageModel,
        action: Action,
        environment: AppEnvironment
    ) -> Update<PageModel> {
        switch action {
        case .write(let text):
            state.text = text
        case .save:
            state.isSaving = true
            let save = environment.save
            let id = state.id
            return Update(
                state: state,
                fx: .task {
                    await save(ItemModel(id: id, title: ""))
                    return .saved
                }
                .cancellable(id: SaveID(item: id)))
        case .saved:
            state.isSaving = false
        }
        return Update(state: state)
    }
}

/// A notebook whose sessions are recorded: Codable, its actions too, so a journal of it is
/// written to JSON with its states.
struct NotebookModel: ModelProtocol, Codable {
    enum Action: Equatable, Sendable, Codable {
        case addPage(id: Int)
        case page(id: Int, action: PageModel.Action)
    }

    var pages: KeyedList<PageModel> = []

    static let page = Place.items(\Self.pages, tag: Action.page)

    static func update(
        state: consuming NotebookModel,
        action: Action,
        environment: AppEnvironment
    ) -> Update<NotebookModel> {
        switch action {
        case .addPage(let id):
            state.pages.append(PageModel(id: id))
            return Update(state: state)
        case .page(let id, let action):
            return update(state: state, action: action, environment: environment, at: page(id))
        }
    }
}
