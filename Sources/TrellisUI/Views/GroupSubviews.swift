// Group(subviews:transform:) and Group(sections:transform:): a container's body given its
// content's subviews (or sections) as a collection.

/// The view `Group(subviews:transform:)` makes: its result for the subviews of a view.
public struct GroupElementsOfContent<Subviews: View, Content: View>: View {
    public typealias Body = Never
    let subviews: Subviews
    let transform: (SubviewsCollection) -> Content
}

/// The view `Group(sections:transform:)` makes: its result for the sections of a view.
public struct GroupSectionsOfContent<Sections: View, Content: View>: View {
    public typealias Body = Never
    let sections: Sections
    let transform: (SectionCollection) -> Content
}

extension GroupElementsOfContent: StructuralView {
    /// The transform runs on each update of the group, tracked like a body (an
    /// `@Observable` it reads updates it); its result is the group's only child.
    func _reconcile(in node: GraphNode) {
        let result = node.graph.track(node) { transform(SubviewsCollection(SubviewResolver.subviews(of: subviews))) }
        node.reconcileChild(.index(0), result)
    }
}

extension GroupSectionsOfContent: StructuralView {
    func _reconcile(in node: GraphNode) {
        let result = node.graph.track(node) { transform(SectionCollection(SubviewResolver.sections(of: sections))) }
        node.reconcileChild(.index(0), result)
    }
}

extension Group {
    /// A group showing what `transform` makes of `view`'s subviews: the way a custom
    /// container reads the views it was given one by one (count them, take the first,
    /// read their container values) and arranges them.
    @MainActor
    public init<Base: View, Result: View>(subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result)
    where Content == GroupElementsOfContent<Base, Result> {
        self.content = GroupElementsOfContent(subviews: view, transform: transform)
    }

    /// A group showing what `transform` makes of `view`'s sections (`Section`s with their
    /// headers and footers, and runs of views outside a section).
    @MainActor
    public init<Base: View, Result: View>(sections view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result)
    where Content == GroupSectionsOfContent<Base, Result> {
        self.content = GroupSectionsOfContent(sections: view, transform: transform)
    }
}
