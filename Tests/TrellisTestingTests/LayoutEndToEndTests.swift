// S22 (and S23) across the process boundary: the worked cases of LayoutModel.md, written as
// TrellisUI views, laid out by a real daemon and read back with frame(of:) / nodes().
// The window is the proposed size; LayoutModel.md's frames are relative to the outermost view,
// which the daemon centres in the window.
import Testing
import TrellisProtocol
import TrellisTesting
import TrellisUI

private func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> WireRect {
    WireRect(x: x, y: y, width: w, height: h)
}

/// Frames of the nodes of `kind`, relative to the root node, in paint order.
@MainActor
private func frames(_ host: TestHost, kind: String) async throws -> [WireRect] {
    let nodes = try await host.nodes()
    let root = try #require(nodes.first).frame
    return nodes.filter { $0.kind == kind }.map { relative($0.frame, to: root) }
}

/// The frame of the Text showing `text`, relative to the root node.
@MainActor
private func textFrame(_ host: TestHost, _ text: String) async throws -> WireRect? {
    let nodes = try await host.nodes()
    let root = try #require(nodes.first).frame
    return nodes.first { $0.kind == "text" && $0.text == text }.map { relative($0.frame, to: root) }
}

struct ResizeProbe: View {
    let log: EventLog
    var body: some View {
        let _ = log("body")
        HStack {
            Text("left")
            Spacer()
            Text("right")
        }
    }
}

struct GeometryProbe: View {
    let log: EventLog
    var body: some View {
        GeometryReader { proxy in
            let _ = log("geometry content \(Int(proxy.size.width))")
            Text("width \(Int(proxy.size.width))")
        }
    }
}

extension EndToEnd {
    @MainActor @Suite("Layout (Layout Model worked cases)") struct Layout {
        @Test("S22 HStack(spacing:0){ red.frame(maxWidth:100); green.frame(minWidth:100) } @150x100 overflows to 175x100")
        func overflow() async throws {
            try await withHost(width: 150, height: 100, {
                HStack(spacing: 0) {
                    Color.red.frame(maxWidth: 100)
                    Color.green.frame(minWidth: 100)
                }
            }) { (host: TestHost) async throws in
                let nodes = try await host.nodes()
                #expect(nodes[0].frame.width == 175 && nodes[0].frame.height == 100)
                #expect(try await frames(host, kind: "shape") == [rect(0, 0, 75, 100), rect(75, 0, 100, 100)])
            }
        }

        @Test("S22 HStack{ Text(a); Spacer(); Text(bb) } @100x20: the gaps next to a Spacer stay 8")
        func spacerDefaultGaps() async throws {
            try await withHost(width: 100, height: 20, {
                HStack { Text("a"); Spacer(); Text("bb") }
            }) { (host: TestHost) async throws in
                #expect(try await host.frame(of: "a") == CGRect(x: 0, y: 0, width: 10, height: 20))
                #expect(try await host.frame(of: "bb") == CGRect(x: 80, y: 0, width: 20, height: 20))
                #expect(try await frames(host, kind: "spacer") == [rect(18, 10, 54, 0)])
            }
        }

        @Test("S22 the same with spacing:0: Spacer (10,10,70,0)")
        func spacerNoGaps() async throws {
            try await withHost(width: 100, height: 20, {
                HStack(spacing: 0) { Text("a"); Spacer(); Text("bb") }
            }) { (host: TestHost) async throws in
                #expect(try await frames(host, kind: "spacer") == [rect(10, 10, 70, 0)])
                #expect(try await host.frame(of: "bb") == CGRect(x: 80, y: 0, width: 20, height: 20))
            }
        }

        @Test("S22 HStack(spacing:10){ blue; green; yellow } @620x80: widths 200 at x = 0, 210, 420")
        func equalShares() async throws {
            try await withHost(width: 620, height: 80, {
                HStack(spacing: 10) { Color.blue; Color.green; Color.yellow }
            }) { (host: TestHost) async throws in
                #expect(try await frames(host, kind: "shape") == [rect(0, 0, 200, 80), rect(210, 0, 200, 80), rect(420, 0, 200, 80)])
            }
        }

        @Test("S22 layoutPriority(1) gives green 120 and red 80 @200x50; without it 100 / 100")
        func priority() async throws {
            try await withHost(width: 200, height: 50, {
                HStack(spacing: 0) {
                    Color.red
                    Color.green.frame(minWidth: 40, maxWidth: 120).layoutPriority(1)
                }
            }) { (host: TestHost) async throws in
                #expect(try await frames(host, kind: "shape").map(\.width) == [80, 120])
            }
            try await withHost(width: 200, height: 50, {
                HStack(spacing: 0) {
                    Color.red
                    Color.green.frame(minWidth: 40, maxWidth: 120)
                }
            }) { (host: TestHost) async throws in
                #expect(try await frames(host, kind: "shape").map(\.width) == [100, 100])
            }
        }

        @Test("S22 text between two colours is proposed 66.7 and wraps to 50x40 at (75,30) @200x100")
        func wrappingText() async throws {
            try await withHost(width: 200, height: 100, {
                HStack(spacing: 0) { Color.purple; Text("Hello world"); Color.pink }
            }) { (host: TestHost) async throws in
                #expect(try await textFrame(host, "Hello world") == rect(75, 30, 50, 40))
                #expect(try await frames(host, kind: "shape").map(\.width) == [75, 75])
                let text = try #require(try await host.nodes().first { $0.text == "Hello world" })
                #expect(text.lines == ["Hello", "world"])
            }
        }

        @Test("S22 Text(hi).padding(10) @100x100 is 40x40 with the text at (10,10)")
        func padding() async throws {
            try await withHost(width: 100, height: 100, { Text("hi").padding(10) }) { (host: TestHost) async throws in
                let nodes = try await host.nodes()
                #expect(nodes[0].frame.width == 40 && nodes[0].frame.height == 40)
                #expect(try await textFrame(host, "hi") == rect(10, 10, 20, 20))
            }
        }

        @Test("S22 ZStack{ red.frame(100x50); Text(hi) } @300x300 is 100x50 with the text at (40,15)")
        func zstack() async throws {
            try await withHost(width: 300, height: 300, {
                ZStack { Color.red.frame(width: 100, height: 50); Text("hi") }
            }) { (host: TestHost) async throws in
                let nodes = try await host.nodes()
                #expect(nodes[0].frame.width == 100 && nodes[0].frame.height == 50)
                #expect(try await textFrame(host, "hi") == rect(40, 15, 20, 20))
                // The root is centred in the window.
                #expect(try await host.frame(of: "hi") == CGRect(x: 140, y: 140, width: 20, height: 20))
            }
        }

        @Test("S22 S3 a resize lays the committed tree out again without running any body")
        func resizeRelayoutsWithoutBodies() async throws {
            let log = EventLog()
            try await withHost(width: 200, height: 100, { ResizeProbe(log: log) }) { (host: TestHost) async throws in
                #expect(log.take() == ["body"])
                let bodies = host.bodyEvaluations
                #expect(try await host.frame(of: "right")?.minX == 150)
                try await host.resize(width: 400, height: 100)
                #expect(host.windowSize == CGSize(width: 400, height: 100))
                #expect(try await host.frame(of: "right")?.minX == 350)
                #expect(try await host.frame(of: "left")?.minX == 0)
                #expect(host.bodyEvaluations == bodies)
                #expect(log.take() == [])
            }
        }

        @Test("S23 GeometryReader content is re-evaluated when a resize changes its size, and only then")
        func geometryReaderFollowsResize() async throws {
            let log = EventLog()
            try await withHost(width: 200, height: 100, { GeometryProbe(log: log) }) { (host: TestHost) async throws in
                #expect(try await host.texts() == ["width 200"])
                _ = log.take()
                try await host.resize(width: 300, height: 100)
                #expect(try await host.texts() == ["width 300"])
                #expect(log.take() == ["geometry content 300"])
                try await host.resize(width: 300, height: 100)
                #expect(log.take() == [])
            }
        }
    }
}
