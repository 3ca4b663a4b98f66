// The geometry of `contentShape`: which points of a frame a shape fitted to it covers.
import TrellisProtocol

enum HitShape {
    /// Whether `point` lies in `shape` fitted to `frame` (the way the shape is drawn in
    /// that frame); shapes without a closed form here (rectangle, roundedRectangle, path)
    /// cover the whole frame.
    static func contains(_ shape: ShapeKind, _ frame: WireRect, _ point: WirePoint) -> Bool {
        guard NodeStore.contains(frame, point) else { return false }
        let cx = frame.x + frame.width / 2, cy = frame.y + frame.height / 2
        let dx = point.x - cx, dy = point.y - cy
        switch shape {
        case .circle:
            let r = min(frame.width, frame.height) / 2
            return dx * dx + dy * dy <= r * r
        case .ellipse:
            let a = frame.width / 2, b = frame.height / 2
            guard a > 0, b > 0 else { return false }
            return (dx * dx) / (a * a) + (dy * dy) / (b * b) <= 1
        case .capsule:
            // Round ends of radius half the shorter side; the straight middle is a rectangle.
            let r = min(frame.width, frame.height) / 2
            let ex = max(abs(dx) - (frame.width / 2 - r), 0), ey = max(abs(dy) - (frame.height / 2 - r), 0)
            return ex * ex + ey * ey <= r * r
        case .rectangle, .roundedRectangle, .path:
            return true
        }
    }
}

extension CommittedFrame.Item {
    /// The `contentShape` of an effect item, or nil.
    public var contentShape: ShapeKind? {
        if case .contentShape(let s)? = property(.contentShape) { return s }
        return nil
    }
}
