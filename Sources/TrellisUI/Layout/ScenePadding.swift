// scenePadding: the padding that spaces a view from the edges of its scene. On an iPhone
// (Trellis's look, S31) that is the standard padding, the amount `padding()` adds.

/// The kind of padding that spaces a view from its scene.
public struct ScenePadding: Equatable, Sendable {
    let value: Int
    /// The minimum spacing from the scene's edges: the standard padding.
    public static let minimum = ScenePadding(value: 0)
    /// The spacing of navigation bar content: the standard padding.
    public static let navigationBar = ScenePadding(value: 1)
}

extension View {
    /// Pads `edges` of this view by the scene's standard amount.
    public func scenePadding(_ edges: Edge.Set = .all) -> some View {
        padding(edges)
    }
    /// Pads `edges` of this view by `padding`'s amount for the scene.
    public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View {
        self.padding(edges)
    }
}
