// ForEach over a view's subviews or sections: the data a custom container iterates.

/// The subviews of a view as a `ForEach`'s data (`ForEach(subviews:content:)`).
public struct ForEachSubviewCollection<Content: View>: RandomAccessCollection {
    public typealias Element = Subview
    public typealias Index = Int

    let elements: [Subview]

    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(position: Int) -> Subview { elements[position] }
}

/// The sections of a view as a `ForEach`'s data (`ForEach(sections:content:)`).
public struct ForEachSectionCollection<Content: View>: RandomAccessCollection {
    public typealias Element = SectionConfiguration
    public typealias Index = Int

    let elements: [SectionConfiguration]

    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(position: Int) -> SectionConfiguration { elements[position] }
}

extension ForEach {
    /// One view made by `content` for each subview of `view`, identified by the subview's
    /// id: a subview's row keeps its state across updates and moves with it. A `ForEach`
    /// of three elements and two other views in `view` are five subviews.
    @MainActor
    public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content)
    where Data == ForEachSubviewCollection<Content>, ID == Subview.ID, Content: View {
        self.init(ForEachSubviewCollection(elements: SubviewResolver.subviews(of: view)), content: content, id: { $0.id })
    }

    /// One view made by `content` for each section of `view` (its `Section`s, and each run
    /// of views outside a section as a section of its own), identified by the section's id.
    @MainActor
    public init<V: View>(sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content)
    where Data == ForEachSectionCollection<Content>, ID == SectionConfiguration.ID, Content: View {
        self.init(ForEachSectionCollection(elements: SubviewResolver.sections(of: view)), content: content, id: { $0.id })
    }
}
