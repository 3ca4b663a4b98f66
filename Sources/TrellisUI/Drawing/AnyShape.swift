import TrellisProtocol

// AnyShape: a shape whose type is erased, so that branches returning different shapes
// (`isRound ? AnyShape(Circle()) : AnyShape(Rectangle())`) have one type.

/// A type-erased shape: draws, clips and hit-tests exactly as the shape it wraps (a
/// built-in shape keeps its kind, so the daemon draws it natively).
nonisolated public struct AnyShape: Shape, @unchecked Sendable {
    let base: any Shape

    /// Wraps `shape`; wrapping an `AnyShape` keeps the inner shape.
    public init<S: Shape>(_ shape: S) {
        if let any = shape as? AnyShape { base = any.base } else { base = shape }
    }

    nonisolated public func path(in rect: CGRect) -> Path { base.path(in: rect) }
    public var _shapeKind: ShapeKind { base._shapeKind }
    public var _cornerRadius: Double? { base._cornerRadius }
    public func _trim(in rect: CGRect) -> (path: Path, from: Double, to: Double)? { base._trim(in: rect) }
}
