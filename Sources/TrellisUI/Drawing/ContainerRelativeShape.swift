// ContainerRelativeShape: the shape of the container the view is in, inset to the view.
// SwiftUI uses the nearest container shape (a widget's rounded corners, or one set with
// `containerShape(_:)`) and a rectangle where no container defines one. Trellis's own
// containers (windows, sheets, list rows) define none, so it is drawn as a rectangle —
// what SwiftUI draws in an app's window — unless a view above sets a container shape.
import TrellisProtocol

/// The shape of the enclosing container: a rectangle in Trellis (see above).
public struct ContainerRelativeShape: InsettableShape, PrimitiveView {
    nonisolated public init() {}
    nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
    public var _shapeKind: ShapeKind { .rectangle }
    public func inset(by amount: CGFloat) -> _InsetShape<ContainerRelativeShape> { _InsetShape(base: self, amount: amount) }
    func _reconcile(in node: GraphNode) { ShapeRenderer.reconcile(self, in: node) }
}

/// The shape a `ContainerRelativeShape` stands for at `node`: the container shape set
/// with `containerShape(_:)` above it (Drawing/ContainerShape.swift), if any.
@MainActor
func _containerShape(at node: GraphNode) -> (any Shape)? { node.env._containerShape?.shape }
