/// A control style of any type, kept in the environment as what its `makeBody` draws for
/// a configuration: one type for every style protocol (toggle, label, progress view,
/// gauge, menu, group box, labeled content), each adding only its `init(style:)`.
struct StyleBox<Configuration> {
    let make: @MainActor (Configuration) -> AnyView
    /// The style's type (a check box toggle is a `checkBox` element, not a `toggle`).
    var styleType: Any.Type = Void.self
}
