// CoordinateSpaceProtocol (iOS 17): coordinate spaces as values — `.local`, `.global`,
// `.named(_:)` — for the APIs that take `some CoordinateSpaceProtocol` (GeometryProxy's
// frame, gestures, `coordinateSpace(_:)`). Each stands for the matching `CoordinateSpace`.

/// A coordinate space a frame or location can be measured in.
public protocol CoordinateSpaceProtocol {
    /// The coordinate space this value stands for.
    var coordinateSpace: CoordinateSpace { get }
}

/// A view's own coordinate space.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

/// The window's coordinate space.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

/// A coordinate space named by a view with `coordinateSpace(_:)`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The view's own space.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The window's space.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The space a view named `name`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
}

/// The system's name for the space of the innermost scroll view around a view (along
/// `axis`, when given): what `.scrollView` and `.scrollView(axis:)` name.
struct _ScrollViewSpaceName: Hashable { let axis: Axis? }

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The space of the innermost scroll view around the view: its visible bounds, so a
    /// frame in it moves as the content scrolls (a stretchy header reads its `minY`).
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(_ScrollViewSpaceName(axis: nil))) }
    /// The space of the innermost scroll view that scrolls along `axis`.
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(_ScrollViewSpaceName(axis: axis)))
    }
}

extension GeometryProxy {
    /// The reader's frame in `coordinateSpace` (see `frame(in:)` with a `CoordinateSpace`).
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect { frame(in: coordinateSpace.coordinateSpace) }
}

extension DragGesture {
    /// A drag measured in `coordinateSpace`.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace.coordinateSpace)
    }
}

extension SpatialTapGesture {
    /// A tap measured in `coordinateSpace`.
    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(count: count, coordinateSpace: coordinateSpace.coordinateSpace)
    }
}

extension View {
    /// Names this view's coordinate space, for gestures inside it that measure in
    /// `.named(name)` (see `coordinateSpace(name:)`).
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(_CoordinateSpaceModifier(name: name.name))
    }
}
