// The headless backend: metrics, snapshots, files, input injection.
#if canImport(Glibc)
import Glibc
#endif
import Testing
import TrellisBackendHeadless
import TrellisProtocol
import TrellisRenderer

@Suite("Headless backend")
struct HeadlessBackendTests {
    @Test("metrics: at font size 20 a character is 10 wide and a line 20 tall, linear in the size")
    func metrics() {
        let b = HeadlessBackend()
        let m = b.measure(text: "abcd", style: TextStyle(), proposedWidth: nil, lineLimit: nil)
        #expect(m.size == WireSize(width: 40, height: 20))
        #expect(m.lineHeight == 20)
        let big = b.measure(text: "abcd", style: TextStyle(fontSize: 30), proposedWidth: nil, lineLimit: nil)
        #expect(big.size == WireSize(width: 60, height: 30))
        let bold = b.measure(text: "abcd", style: TextStyle(fontWeight: 700), proposedWidth: nil, lineLimit: nil)
        #expect(bold.size == m.size)
        #expect(b.symbolSize("star", style: TextStyle(fontSize: 12)) == WireSize(width: 12, height: 12))
    }

    @Test("measure wraps and truncates per the TextMeasurer contract")
    func wrapping() {
        let b = HeadlessBackend()
        let m = b.measure(text: "one two three", style: TextStyle(), proposedWidth: 70, lineLimit: 2)
        #expect(m.lines == ["one two", "three"])
        #expect(!m.isTruncated)
        let t = b.measure(text: "one two three", style: TextStyle(), proposedWidth: 40, lineLimit: 2)
        #expect(t.lines == ["one", "two…"])
        #expect(t.isTruncated)
        #expect(t.size == WireSize(width: 40, height: 40))
    }

    static func drawSample(_ b: HeadlessBackend, surface: SurfaceID, serial: UInt64 = 1) -> RenderTree {
        let tree = RenderTree(measurer: b)
        tree.create(1, kind: .vstack, props: [])
        tree.create(2, kind: .text, props: [.text("hi"), .tappable(true)])
        tree.create(3, kind: .shape, props: [.fill(WireColor(r: 255, g: 0, b: 0)), .shape(.roundedRectangle), .cornerRadius(4)])
        tree.create(4, kind: .frame, props: [.width(30), .height(10)])
        tree.insert(2, into: 1, at: 0)
        tree.insert(4, into: 1, at: 1)
        tree.insert(3, into: 4, at: 0)
        tree.setRoot(1)
        tree.layout(surface: WireSize(width: 200, height: 100))
        b.draw(tree.committedFrame(serial: serial), surface: surface)
        return tree
    }

    @Test("a snapshot is the tree in paint order with kinds, ids, key properties and window frames")
    func snapshotFormat() {
        let b = HeadlessBackend()
        _ = Self.drawSample(b, surface: SurfaceID(1))
        #expect(b.snapshot(surface: SurfaceID(1)) == """
            vstack #1 (85,31,30,38)
              text #2 "hi" tappable (90,31,20,20)
              frame #4 (85,59,30,10)
                shape #3 roundedRectangle fill=#FF0000FF radius=4 (85,59,30,10)
            """)
    }

    @Test("numbers print as integers when integral, else with 2 decimals")
    func numberFormat() {
        #expect(FrameSnapshot.number(12) == "12")
        #expect(FrameSnapshot.number(-0.0) == "0")
        #expect(FrameSnapshot.number(200.0 / 3) == "66.67")
        #expect(FrameSnapshot.number(.infinity) == "inf")
    }

    @Test("every frame is kept per surface, oldest first, up to the limit")
    func keepsFrames() {
        let b = HeadlessBackend(framesKeptPerSurface: 2)
        for serial in 1...3 { _ = Self.drawSample(b, surface: SurfaceID(5), serial: UInt64(serial)) }
        _ = Self.drawSample(b, surface: SurfaceID(6))
        #expect(b.snapshots(of: SurfaceID(5)).count == 2)
        #expect(b.drawCount(of: SurfaceID(5)) == 3)
        #expect(b.lastFrame(of: SurfaceID(5))?.serial == 3)
        #expect(b.openSurfaces == [SurfaceID(5), SurfaceID(6)])
        b.surfaceClosed(SurfaceID(5))
        #expect(b.snapshot(surface: SurfaceID(5)) == nil)
        #expect(b.openSurfaces == [SurfaceID(6)])
    }

    @Test("with a snapshot directory every frame is also written to a file named by surface and serial")
    func writesFiles() throws {
        var template = Array("/tmp/trl-snap-XXXXXX".utf8CString)
        let dir = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
        let b = HeadlessBackend(snapshotDirectory: dir + "/frames")
        _ = Self.drawSample(b, surface: SurfaceID(2), serial: 12)
        let path = dir + "/frames/" + HeadlessBackend.fileName(surface: SurfaceID(2), serial: 12)
        #expect(path.hasSuffix("/s2-000012.txt"))
        let fd = open(path, O_RDONLY)
        #expect(fd >= 0)
        var buffer = [UInt8](repeating: 0, count: 4096)
        let n = read(fd, &buffer, buffer.count)
        close(fd)
        #expect(String(decoding: buffer[0..<max(n, 0)], as: UTF8.self) == b.snapshot(surface: SurfaceID(2))! + "\n")
        unlink(path)
        rmdir(dir + "/frames")
        rmdir(dir)
    }

    @Test("injected input reaches the installed sink with its surface")
    func injection() {
        final class Sink: InputSink {
            var got: [(InputEvent, SurfaceID)] = []
            func deliver(_ event: InputEvent, on surface: SurfaceID) { got.append((event, surface)) }
        }
        let b = HeadlessBackend()
        let sink = Sink()
        b.inputSink = sink
        b.inject(.tap(WirePoint(x: 1, y: 2)), on: SurfaceID(3))
        b.inject(.key(KeyCode.enter.rawValue, modifiers: 0), on: SurfaceID(3))
        #expect(sink.got.map(\.0) == [.tap(WirePoint(x: 1, y: 2)), .key(KeyCode.enter.rawValue, modifiers: 0)])
        #expect(sink.got.allSatisfy { $0.1 == SurfaceID(3) })
        #expect(b.pollDescriptor == nil)
    }

    @Test("the backend has its name and a default surface size, or the one it is given")
    func identity() {
        #expect(HeadlessBackend().name == "headless")
        #expect(HeadlessBackend().surfaceSize == HeadlessBackend.defaultSize)
        #expect(HeadlessBackend(size: WireSize(width: 320, height: 240)).surfaceSize == WireSize(width: 320, height: 240))
    }
}

@Suite struct HeadlessEffectSnapshotTests {
    @Test("effects are recorded in the snapshot: shadow, blur, projection, mask, caps, alignment, draggable")
    func effects() {
        let b = HeadlessBackend()
        let tree = RenderTree(measurer: b)
        tree.create(1, kind: .overlay, props: [.isMask(true)])
        tree.create(2, kind: .effect, props: [.shadow(WireShadow(color: WireColor(r: 0, g: 0, b: 0, a: 84), radius: 4, x: 0, y: 2)),
                                             .blur(3), .projection([0.5, 0, 0, 1]), .draggable(true)])
        tree.create(3, kind: .text, props: [.text("hi"), .textAlignment(.center)])
        tree.create(4, kind: .shape, props: [.shape(.circle), .stroke(WireColor(r: 0, g: 0, b: 255)), .lineCap(.round), .lineJoin(.bevel)])
        tree.insert(2, into: 1, at: 0)
        tree.insert(3, into: 2, at: 0)
        tree.insert(4, into: 1, at: 1)
        tree.setRoot(1)
        tree.layout(surface: WireSize(width: 100, height: 40))
        b.draw(tree.committedFrame(serial: 1), surface: SurfaceID(1))
        let snap = b.snapshot(surface: SurfaceID(1)) ?? ""
        #expect(snap.contains("overlay #1 mask"), "\(snap)")
        #expect(snap.contains("projection=(0.5,0,0,1) shadow=#00000054:4:(0,2) blur=3 draggable"), "\(snap)")
        #expect(snap.contains("text #3 \"hi\" align=center"), "\(snap)")
        #expect(snap.contains("cap=round join=bevel"), "\(snap)")
    }

    @Test("a colour matrix is recorded in the snapshot")
    func colorMatrix() {
        let b = HeadlessBackend()
        let tree = RenderTree(measurer: b)
        let m: [Double] = [1, 0, 0, 0, 0.25, 0, 1, 0, 0, 0.25, 0, 0, 1, 0, 0.25, 0, 0, 0, 1, 0]
        tree.create(1, kind: .effect, props: [.colorMatrix(m)])
        tree.create(2, kind: .text, props: [.text("hi")])
        tree.insert(2, into: 1, at: 0)
        tree.setRoot(1)
        tree.layout(surface: WireSize(width: 100, height: 40))
        b.draw(tree.committedFrame(serial: 1), surface: SurfaceID(1))
        let snap = b.snapshot(surface: SurfaceID(1)) ?? ""
        #expect(snap.contains("colorMatrix=(1,0,0,0,0.25,0,1,0,0,0.25,0,0,1,0,0.25,0,0,0,1,0)"), "\(snap)")
    }
}
