// Subview: one leaf view of a custom container's content, as `Group(subviews:)` and
// `ForEach(subviews:)` hand it out (Views/SubviewResolution.swift finds them).

/// One view of a container's content, standing for that view wherever the container
/// places it.
///
/// A subview has the identity of the view it stands for: the same `id` across updates
/// (a `ForEach` element's subview keeps its id when the data is reordered), and the view's
/// state lives as long as a subview with that id is shown. The view takes the environment
/// of the place where the container puts the subview. Its `containerValues` are those
/// set on the view with `containerValue(_:_:)`, and its `tag(_:)`.
public struct Subview: Identifiable {
    /// A subview's identity: the path of identities (block positions, `if` branches,
    /// `ForEach` ids) from the container's content to the view.
    public struct ID: Hashable {
        let path: [ChildKey]
    }

    /// The subview's identity, the same across updates of the container.
    public let id: ID
    let view: any View

    init(view: any View, path: [ChildKey]) {
        self.view = view
        self.id = ID(path: path)
    }

    /// The container values set on the view (`containerValue(_:_:)`), and its tag.
    public var containerValues: ContainerValues { ContainerValues(of: view) }
}

extension Subview: View {
    public typealias Body = Never
}

extension Subview: StructuralView {
    /// The view as this node's only child, keyed by the subview's id: placed at another
    /// position (or by another container) it is the same view as long as its id is.
    func _reconcile(in node: GraphNode) {
        node.reconcileChildren([(.id(AnyHashable(id)), view)])
    }
}
