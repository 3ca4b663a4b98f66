// baselineOffset(_:): text raised (positive) or lowered (negative) from its baseline, as
// for superscripts. Trellis moves the drawn text by the offset; the text keeps its
// layout size (SwiftUI also grows the line by the offset).
import TrellisProtocol

struct BaselineOffsetKey: EnvironmentKey { static var defaultValue: CGFloat { 0 } }

extension EnvironmentValues {
    /// How far text below is raised from its baseline.
    var baselineOffset: CGFloat {
        get { self[BaselineOffsetKey.self] }
        set { self[BaselineOffsetKey.self] = newValue }
    }
}

extension View {
    /// Raises the text in this view by `baselineOffset` points (lowers it when negative).
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        environment(\.baselineOffset, baselineOffset)
    }
}

extension Text {
    /// A baseline offset (the Text's own or the environment's) as the text's drawing offset.
    static func applyBaselineOffset(_ b: CGFloat, to p: inout [Property]) {
        guard b != 0, b.isFinite else { return }
        p.append(.offset(WirePoint(x: 0, y: -Double(b))))
    }
}
