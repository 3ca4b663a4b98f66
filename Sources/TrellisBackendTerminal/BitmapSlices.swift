// Nine slices on one axis: where a point of a resizable bitmap's frame samples the bitmap
// when it has cap insets (SwiftUI's `resizable(capInsets:resizingMode:)`), at the terminal's
// half-cell resolution. The same rules as the raster backend's nine slices (protocol README
// §7, Resources).

/// One axis of a bitmap drawn as nine slices: the caps keep their natural length, the middle
/// stretches or tiles. Caps that add up to more than the bitmap count as 0; a frame shorter
/// than the caps shrinks them.
struct BitmapAxisSlices {
    /// The bitmap's natural length and the frame's, in points.
    let natural: Double
    let length: Double
    /// The caps in the bitmap (points of the bitmap) and as drawn in the frame.
    let sourceLead: Double, sourceTrail: Double
    let drawnLead: Double, drawnTrail: Double
    let tile: Bool

    init(natural: Double, length: Double, lead: Double, trail: Double, tile: Bool) {
        self.natural = natural
        self.length = length
        self.tile = tile
        var l = max(0, lead), t = max(0, trail)
        if l + t > natural { l = 0; t = 0 }
        sourceLead = l
        sourceTrail = t
        let shrink = l + t > length && l + t > 0 ? length / (l + t) : 1
        drawnLead = l * shrink
        drawnTrail = t * shrink
    }

    /// The bitmap coordinate (points, 0 … natural) that frame coordinate `x` (0 … length) shows.
    func source(_ x: Double) -> Double {
        if x < drawnLead { return drawnLead > 0 ? x * sourceLead / drawnLead : 0 }
        if x >= length - drawnTrail {
            return drawnTrail > 0 ? natural - (length - x) * sourceTrail / drawnTrail : natural
        }
        let middle = natural - sourceLead - sourceTrail, drawn = length - drawnLead - drawnTrail
        guard middle > 0, drawn > 0 else { return sourceLead }
        let m = x - drawnLead
        if tile { return sourceLead + m.truncatingRemainder(dividingBy: middle) }
        return sourceLead + m * middle / drawn
    }

    /// The bitmap range (points) that frame range `a ..< b` shows: the sources of its ends,
    /// or, where a tile wraps inside it, the part before the wrap.
    func source(_ a: Double, _ b: Double) -> Range<Double> {
        let u0 = source(a), u1 = source(max(a, b - 1e-9))
        return u1 > u0 ? u0..<u1 : u0..<min(natural, u0 + (b - a))
    }
}
