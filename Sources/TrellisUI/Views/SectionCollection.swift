// The sections of a view (`Group(sections:transform:)`, `ForEach(sections:)`).

/// One section of a container's content: an explicit `Section` (with its header, footer
/// and container values), or a run of views between sections, which is a section without
/// header, footer or container values.
///
/// The header, content and footer are each a collection of subviews, as each may be
/// several views.
public struct SectionConfiguration: Identifiable {
    /// A section's identity: where the `Section` lies in the content (for an implicit
    /// section, its first view), the same across updates.
    public struct ID: Hashable {
        let path: [ChildKey]
    }

    /// The section's identity.
    public let id: ID
    /// The subviews of the section's header (empty when it has none).
    public let header: SubviewsCollection
    /// The subviews of the section's content.
    public let content: SubviewsCollection
    /// The subviews of the section's footer (empty when it has none).
    public let footer: SubviewsCollection
    /// The container values set on the `Section` itself; empty for an implicit section.
    public internal(set) var containerValues: ContainerValues

    init(id: ID, header: SubviewsCollection, content: SubviewsCollection, footer: SubviewsCollection,
         containerValues: ContainerValues) {
        self.id = id
        self.header = header
        self.content = content
        self.footer = footer
        self.containerValues = containerValues
    }
}

/// The sections of a view, in order.
public struct SectionCollection: RandomAccessCollection {
    public typealias Element = SectionConfiguration
    public typealias Index = Int

    let elements: [SectionConfiguration]

    init(_ elements: [SectionConfiguration]) { self.elements = elements }

    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(position: Int) -> SectionConfiguration { elements[position] }
}
