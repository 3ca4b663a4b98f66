import TrellisProtocol

/// A symbol image (`Image(systemName:)`), drawn by the daemon's backend.
public struct Image: View, Equatable {
    public typealias Body = Never
    let systemName: String
    var isResizable = false
    /// A system symbol (symbol variants apply), not a named image.
    var isSymbol = true
    public init(systemName: String) { self.systemName = systemName }
    public init(_ name: String) { self.systemName = name; isSymbol = false }
    public func resizable() -> Image { var i = self; i.isResizable = true; return i }
}

extension Image: PrimitiveView {
    func _reconcile(in node: GraphNode) {
        var p: [Property] = [.systemName(systemName)]
        textStyleProperties(env: node.env, font: nil, weight: nil, color: nil, into: &p)
        Image.applySymbolEnvironment(node.env, isSymbol: isSymbol, to: &p)
        node.render(.image, p, layout: .leaf)
        node.finishRender()
    }
}
