/// A piece of user interface: a *value* describing what to show (S1).
///
/// Creating a view value does nothing else: no node, no state, nothing on the wire.
/// TrellisUI's value tree (`ViewGraph`) decides when `body` runs (S3) by comparing
/// values (S4) and tracking the dependencies `body` reads.
@MainActor @preconcurrency
public protocol View {
    /// The type of view this view's body produces.
    associatedtype Body: View
    /// The content of this view, rebuilt only when its value or dependencies changed.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
    /// Whether a modifier applied to this view applies to each of several views it holds
    /// (a `ForEach`, a `Group`: Views/ModifierDistribution.swift). A requirement, so a
    /// modifier learns it from its content's type without a runtime conformance check.
    static var _distributesModifiers: Bool { get }
}

extension View {
    public static var _distributesModifiers: Bool { false }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
    /// Primitive views have no body; TrellisUI renders them directly.
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

/// Implemented by TrellisUI's primitive views (`Body == Never`): they reconcile
/// themselves into the value tree and render tree instead of running a body.
@MainActor
protocol PrimitiveView {
    func _reconcile(in node: GraphNode)
    /// `_reconcile(in:)` on the value at `p`, where it lies. The reconciler holds values
    /// as existentials and reaches them by address; calling the method on `p.pointee`
    /// from generic code copied the whole value first (every reference in it retained,
    /// then released: a row's `HStack` holds its texts and closures). The default
    /// implementation is specialized for each conforming type, where it reads in place.
    static func _reconcile(at p: UnsafeRawPointer, in node: GraphNode)
}

extension PrimitiveView {
    static func _reconcile(at p: UnsafeRawPointer, in node: GraphNode) {
        p.assumingMemoryBound(to: Self.self).pointee._reconcile(in: node)
    }
}

/// Views that never hold render nodes and only arrange child identities.
@MainActor
protocol StructuralView: PrimitiveView {}
