/// A `ForEach` whose content is not a view: other modules' builders (Charts'
/// `ChartContent`) make one with their own initializer, as SwiftUI's `ForEach` is generic
/// over any content and only a `View` when its content is one.
extension ForEach {
    /// Makes a `ForEach` over `data` whose elements are identified by `id`, for a module
    /// whose content type is not a `View` (Charts' `ForEach(_:id:content:)` over chart
    /// content calls this). Apps write the content module's own initializer instead.
    public static func _withContent(_ data: Data, id: @escaping (Data.Element) -> ID,
                                    content: @escaping (Data.Element) -> Content) -> ForEach {
        ForEach(data, content: content, id: id)
    }
}
