// Where each view of a builder block lies inside its `TupleView`'s tuple, worked out once
// per tuple type.
//
// Why: a block's children used to be copied into an `[any View]` when the block was
// built (an array plus a heap box for every view over three words), and again out of it
// for each child's update — for every row of a list, on every update, although most
// children are unchanged. With the layout, the reconciler compares each child where it
// lies in the tuple and boxes only the ones that changed.

import Foundation

/// The elements of a tuple type whose elements are all views: their types and byte
/// offsets, in order.
struct TupleLayout: @unchecked Sendable {
    let types: [any View.Type]
    let offsets: [Int]

    var count: Int { types.count }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var cache: [ObjectIdentifier: TupleLayout?] = [:]

    /// The layout of `T` (`sample` points to a value of it, read once per type: by
    /// address, so the usual call, a cache hit, copies nothing), or nil when an
    /// element is not a view (a `TupleView` made by hand from arbitrary values).
    static func of<T>(_: T.Type, sample: UnsafePointer<T>) -> TupleLayout? {
        let key = ObjectIdentifier(T.self)
        lock.lock()
        if let known = cache[key] { lock.unlock(); return known }
        lock.unlock()
        let layout = make(T.self, sample: sample.pointee)
        lock.lock()
        cache[key] = .some(layout)
        lock.unlock()
        return layout
    }

    /// The element types come from the tuple's mirror (each element is reflected with its
    /// static type); offsets follow Swift's tuple layout — each element at the next
    /// multiple of its alignment — and are checked against the tuple's size (and, in
    /// TupleLayoutTests, against the compiler's key-path offsets).
    private static func make<T>(_: T.Type, sample: T) -> TupleLayout? {
        var types: [any View.Type] = []
        var offsets: [Int] = []
        var end = 0
        for child in Mirror(reflecting: sample).children {
            guard let t = type(of: child.value) as? any View.Type else { return nil }
            let (size, alignment) = sizeAndAlignment(t)
            types.append(t)
            // An empty view occupies no bytes; the runtime reports it at offset 0.
            guard size > 0 else { offsets.append(0); continue }
            let offset = (end + alignment - 1) / alignment * alignment
            offsets.append(offset)
            end = offset + size
        }
        guard !types.isEmpty, end == MemoryLayout<T>.size else { return nil }
        return TupleLayout(types: types, offsets: offsets)
    }

    private static func sizeAndAlignment<V: View>(_: V.Type) -> (Int, Int) {
        (MemoryLayout<V>.size, MemoryLayout<V>.alignment)
    }

    /// Element `i` of the tuple at `base`, copied into an existential.
    func element(_ i: Int, in base: UnsafeRawPointer) -> any View {
        Self.load(types[i], base + offsets[i])
    }

    private static func load<V: View>(_: V.Type, _ p: UnsafeRawPointer) -> any View {
        p.assumingMemoryBound(to: V.self).pointee
    }

    /// Replaces element `i` of the tuple at `base` with `value` (which has its type).
    func setElement(_ i: Int, in base: UnsafeMutableRawPointer, to value: any View) {
        Self.store(types[i], base + offsets[i], value)
    }

    private static func store<V: View>(_: V.Type, _ p: UnsafeMutableRawPointer, _ value: any View) {
        p.assumingMemoryBound(to: V.self).pointee = value as! V
    }

    /// Updates `node` from element `i` of the tuple at `base`, compared in place.
    @MainActor
    func update(_ node: GraphNode, from i: Int, in base: UnsafeRawPointer, env: EnvironmentValues) {
        Self.update(types[i], node, base + offsets[i], env)
    }

    @MainActor
    private static func update<V: View>(_: V.Type, _ node: GraphNode, _ p: UnsafeRawPointer, _ env: EnvironmentValues) {
        node.update(typed: p.assumingMemoryBound(to: V.self), env: env)
    }
}
