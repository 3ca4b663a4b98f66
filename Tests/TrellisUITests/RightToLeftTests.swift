// layoutDirection .rightToLeft, as SwiftUI lays it out: stacks run from the right, leading
// padding and leading alignment are on the right edge, a subtree set back to left to right
// is not mirrored, and text's leading alignment is the right edge.
import Foundation
import Testing
import TrellisProtocol
@testable import TrellisUI

extension TrellisUITests {
    @Suite struct RightToLeft {
        struct Row: View {
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    HStack(spacing: 10) {
                        Text("First")
                        Text("Second")
                    }
                    .padding(.leading, 30)
                    Text("Short")
                    HStack(spacing: 10) {
                        Text("L1")
                        Text("L2")
                    }
                    .environment(\.layoutDirection, .leftToRight)
                }
                .frame(width: 300, alignment: .leading)
            }
        }

        @MainActor func frames(_ h: Harness) -> [String: WireRect] {
            var out: [String: WireRect] = [:]
            for id in h.connection.visibleNodes() where h.connection.kind(of: id) == .text {
                if case .text(let t)? = h.connection.property(.text, of: id), let f = h.connection.frame(of: id) { out[t] = f }
            }
            return out
        }

        @Test("stacks, padding and alignment mirror; a left-to-right subtree inside does not")
        @MainActor func mirrors() throws {
            let ltr = frames(Harness(Row(), width: 400, height: 200))
            let rtl = frames(Harness(Row().environment(\.layoutDirection, .rightToLeft), width: 400, height: 200))
            let l = try #require(ltr["First"]), r = try #require(rtl["First"])
            let box = (400 - 300) / 2.0   // the 300-wide frame, centred in the window
            // Left to right: First at the leading padding; right to left: mirrored in the box.
            #expect(l.x == box + 30)
            #expect(abs((r.x + r.width) - (box + 300 - 30)) < 0.001, "First ends at the right padding: \(r)")
            let r2 = try #require(rtl["Second"])
            #expect(r2.x + r2.width <= r.x - 10 + 0.001, "Second is left of First: \(r2) \(r)")
            let short = try #require(rtl["Short"])
            #expect(abs(short.x + short.width - (box + 300)) < 0.001, "leading alignment is the right edge: \(short)")
            let l1 = try #require(rtl["L1"]), l2 = try #require(rtl["L2"])
            #expect(l1.x < l2.x, "the left-to-right HStack keeps its order")
            #expect(abs(l2.x + l2.width - (box + 300)) < 0.001, "but sits at its parent's leading (right) edge: \(l2)")
        }

        @Test("nodes of a right-to-left subtree carry rightToLeft; others do not")
        @MainActor func property() {
            let h = Harness(HStack { Text("a"); Text("b").environment(\.layoutDirection, .rightToLeft) })
            var flagged: [String] = []
            for id in h.connection.visibleNodes() where h.connection.property(.rightToLeft, of: id) == .rightToLeft(true) {
                if case .text(let t)? = h.connection.property(.text, of: id) { flagged.append(t) }
            }
            #expect(flagged == ["b"])
        }
    }
}
