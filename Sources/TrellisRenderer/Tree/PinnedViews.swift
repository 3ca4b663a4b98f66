// Pinned section headers and footers (protocol `pinned`, SwiftUI's `pinnedViews` of a lazy
// stack): where the frame walk draws, and hits, a header or footer of a lazy stack inside
// a scroll view so it stays in view while its section scrolls. Drawing only: layout and
// the frames reported to the client are the laid-out ones.
import TrellisProtocol

extension NodeStore {
    /// The shifts of the pinned children of lazy stack `s` that must move to stay in the
    /// visible rectangle `viewport`, by child index. `frame` is the stack's window frame and
    /// `origin(k)` child `k`'s position in it. Reads every child's role: only stacks of a
    /// tree that has pinned nodes at all (`pinnedUsed`) are looked at.
    func pinShifts(of s: Int, kids: [Int32], frame: WireRect, viewport: WireRect,
                   origin: (Int) -> WirePoint) -> [Int: WirePoint] {
        var roles: [(k: Int, role: PinnedRole)] = []
        for (k, c) in kids.enumerated() where params[Int(c)].hasRare {
            if let r = params[Int(c)].rare.pinned { roles.append((k, r)) }
        }
        guard !roles.isEmpty else { return [:] }
        let vertical = kinds[s] != .lazyHStack
        // Along the stack's axis: starts and lengths in window coordinates.
        func start(_ k: Int) -> Double { vertical ? frame.y + origin(k).y : frame.x + origin(k).x }
        func length(_ k: Int) -> Double { vertical ? sizes[Int(kids[k])].height : sizes[Int(kids[k])].width }
        let stackStart = vertical ? frame.y : frame.x
        let stackEnd = stackStart + (vertical ? frame.height : frame.width)
        let visibleStart = vertical ? viewport.y : viewport.x
        let visibleEnd = visibleStart + (vertical ? viewport.height : viewport.width)
        var shifts: [Int: WirePoint] = [:]
        for (n, p) in roles.enumerated() {
            let a = start(p.k), len = length(p.k)
            var moved = a
            switch p.role {
            case .header:
                let sectionEnd = roles[(n + 1)...].first { $0.role == .header }.map { start($0.k) } ?? stackEnd
                moved = min(max(a, visibleStart), sectionEnd - len)
            case .footer:
                let sectionStart = roles[..<n].last { $0.role == .footer }.map { start($0.k) + length($0.k) } ?? stackStart
                moved = max(min(a, visibleEnd - len), sectionStart)
            }
            let d = moved - a
            // Only a move that keeps the node in view: one pushed out with its section is
            // drawn where it lies.
            guard d != 0, moved < visibleEnd, moved + len > visibleStart else { continue }
            shifts[p.k] = vertical ? WirePoint(x: 0, y: d) : WirePoint(x: d, y: 0)
        }
        return shifts
    }

    /// `indices` (ascending) with the moved pinned children (`pins`' keys) taken out and
    /// put last, in child order: painted, and hit, above their siblings. Moved children
    /// not in `indices` (laid out outside the visible part of a long stack) are added.
    static func pinnedLast(_ indices: [Int], _ pins: [Int: WirePoint]) -> [Int] {
        indices.filter { pins[$0] == nil } + pins.keys.sorted()
    }
}
