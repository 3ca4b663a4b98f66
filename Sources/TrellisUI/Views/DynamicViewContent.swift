// DynamicViewContent: views generated from a collection (ForEach), which the
// collection-editing modifiers (`onDelete`, `onMove`) apply to.

/// A view whose content comes from a collection.
@MainActor @preconcurrency
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    /// The collection the content is generated from.
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}
