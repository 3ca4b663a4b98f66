import TrellisProtocol

// containerShape(_:): the shape that `ContainerRelativeShape` takes inside a view.
//
// SwiftUI's containers (a widget, a button with a border shape) give their content a
// container shape; `containerShape(_:)` sets it for a view of your own. Trellis keeps it
// in the environment, and a `ContainerRelativeShape` drawn, filled or used as a clip
// shape below takes that shape (in its own frame). SwiftUI additionally shrinks the
// corners of a shape inset from the container's edges so that they stay concentric;
// Trellis does not know the distance to the container's edges (the daemon lays out), so
// the shape keeps the container's corner radius — see PlatformDifferences.

/// The container shape of an environment: an erased shape, equal when it describes the
/// same shape value.
struct _ContainerShapeBox: Equatable {
    let shape: any Shape
    let key: String
    init<S: Shape>(_ shape: S) {
        self.shape = shape
        key = "\(S.self):\(shape)"
    }
    static func == (a: _ContainerShapeBox, b: _ContainerShapeBox) -> Bool { a.key == b.key }
}

struct _ContainerShapeKey: EnvironmentKey { static var defaultValue: _ContainerShapeBox? { nil } }

extension EnvironmentValues {
    /// The shape `ContainerRelativeShape` takes (nil: a rectangle).
    var _containerShape: _ContainerShapeBox? {
        get { self[_ContainerShapeKey.self] }
        set { self[_ContainerShapeKey.self] = newValue }
    }
}

extension View {
    /// Makes `shape` the container shape of this view: every `ContainerRelativeShape`
    /// inside it draws, fills and clips as `shape` in its own frame.
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        environment(\._containerShape, _ContainerShapeBox(shape))
    }
}
