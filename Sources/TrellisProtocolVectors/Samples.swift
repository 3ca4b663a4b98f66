import TrellisProtocol

/// Hand-picked values covering every message, every event, every property and the
/// edge cases of every wire type (varint widths, infinity, empty and non-ASCII strings,
/// empty lists). They are the source of the golden vectors in protocol/vectors/ and
/// of the fuzzer's seed corpus.
public enum ProtocolSamples {
    public static let clientMessages: [ClientMessage] = [
        .hello(magic: TrellisWire.magic, version: TrellisWire.version, capabilities: [.testing, .geometry],
               clientName: "Counter", maxFrameSize: 0),
        .hello(magic: TrellisWire.magic, version: 7, capabilities: .all, clientName: "",
               maxFrameSize: 4 << 20),
        .begin(txn: 1),
        .begin(txn: 300),
        .create(id: 1, kind: .vstack, props: []),
        .create(id: 5, kind: .text, props: [.text("hi"), .fontSize(20)]),
        .create(id: 127, kind: .text, props: [
            .text("Grüße, 世界 👋"), .fontWeight(700), .fontName("DejaVu Sans"),
            .foreground(WireColor(r: 0x12, g: 0x34, b: 0x56, a: 0x78)), .lineLimit(2),
        ]),
        .create(id: 128, kind: .shape, props: [
            .shape(.roundedRectangle), .fill(WireColor(r: 255, g: 0, b: 0)), .cornerRadius(8),
        ]),
        .create(id: 16_384, kind: .frame, props: [
            .width(100), .height(44.5), .alignment(.topLeading),
        ]),
        .create(id: 1 << 35, kind: .frame, props: [
            .minWidth(0), .idealWidth(50), .maxWidth(.infinity),
            .minHeight(10), .idealHeight(20), .maxHeight(.infinity),
        ]),
        .create(id: 9, kind: .padding, props: [.insets(WireInsets(top: 1, leading: 2, bottom: 3, trailing: -4))]),
        .create(id: 10, kind: .hstack, props: [.spacing(0), .alignment(.bottom)]),
        .create(id: 11, kind: .spacer, props: [.minLength(12)]),
        .create(id: 12, kind: .fixedSize, props: [.fixedAxes(2)]),
        .create(id: 13, kind: .effect, props: [
            .opacity(0.5), .offset(WirePoint(x: -3, y: 4.25)), .layoutPriority(-1), .tappable(true),
            .reportsGeometry(true), .focusable(false),
        ]),
        .create(id: 14, kind: .lazyVStack, props: [.itemCount(10_000), .spacing(4)]),
        .create(id: 15, kind: .image, props: [.systemName("star.fill"), .fontSize(24)]),
        .create(id: 21, kind: .text, props: [.text("slanted"), .italic(true)]),
        .create(id: 22, kind: .scroll, props: [.axis(.vertical), .contentOffset(WirePoint(x: 0, y: 240))]),
        .create(id: 18, kind: .shape, props: [.shape(.path), .fill(WireColor(r: 0, g: 0, b: 0, a: 0)),
                                              .stroke(WireColor(r: 255, g: 0, b: 0, a: 255)), .lineWidth(2),
                                              .dash([5, 3]), .pathData([0, 50, 0, 1, 100, 100, 1, 0, 100, 4]),
                                              .pathSize(WireSize(width: 100, height: 100))]),
        .create(id: 19, kind: .shape, props: [.gradient([0, 0, 0.5, 1, 0.5, 0, 1, 0, 0, 1, 1, 0, 0, 1, 1])]),
        .create(id: 20, kind: .effect, props: [.rotation(Double.pi / 4), .scale(WirePoint(x: 1.5, y: 0.5)),
                                               .anchor(WirePoint(x: 0, y: 1))]),
        .create(id: 23, kind: .shape, props: [.stroke(WireColor(r: 0, g: 0, b: 255, a: 255)), .lineCap(.round),
                                              .lineJoin(.bevel), .miterLimit(4)]),
        .create(id: 24, kind: .effect, props: [
            .shadow(WireShadow(color: WireColor(r: 0, g: 0, b: 0, a: 84), radius: 8, x: 0, y: 4)),
            .blur(2.5), .projection([0.5, 0, 0, 1]),
        ]),
        .create(id: 25, kind: .overlay, props: [.isMask(true), .alignment(.topLeading)]),
        .create(id: 16, kind: .textField, props: [.text(""), .placeholder("Name")]),
        .create(id: 26, kind: .textField, props: [.text("two\nlines"), .multiline(true)]),
        .create(id: 27, kind: .effect, props: [.draggable(true)]),
        .create(id: 28, kind: .text, props: [.text("a\nlonger line"), .textAlignment(.center)]),
        .create(id: 17, kind: .scroll, props: [.axis(.horizontal)]),
        .create(id: UInt64.max, kind: .geometry, props: []),
        .update(id: 5, props: [.text("hello")]),
        .update(id: 5, props: [.opacity(0), .opacity(1)]),
        .reset(id: 5, tags: [.fontSize, .foreground]),
        .reset(id: 6, tags: []),
        .insert(parent: 1, child: 5, index: 0),
        .insert(parent: 1, child: 6, index: 200),
        .move(parent: 1, child: 6, index: 0),
        .remove(parent: 1, child: 5),
        .destroy(id: 5),
        .setRoot(id: 1),
        .setRoot(id: 0),
        .setLayers(ids: [20, 21]),
        .setLayers(ids: []),
        .commit(txn: 1),
        .ack(serial: 1),
        .sync(token: 42),
        .injectTap(x: 10.5, y: 20),
        .injectDrag(phase: .changed, x: 120, y: 14.5),
        .inspect(target: .tree, session: 3),
        .debugReport(text: "view bodies wasted why"),
        .injectKey(key: 0x41, modifiers: 1),
        .injectKey(key: 0xF704, modifiers: 1),
        .injectText(text: "ab\n\"c\""),
        .injectResize(width: 800, height: 600),
        .requestSnapshot(token: 7),
    ]

    public static let daemonEvents: [DaemonEvent] = [
        .welcome(version: 1, daemonVersion: "0.1.0", backend: "headless", width: 800, height: 600,
                 maxFrameSize: 1 << 20, maxNodes: 1_000_000, capabilities: [.testing],
                 limits: WireLimits(maxDepth: 512, maxStringLength: 65_536, maxTransactionOps: 1_000_000, maxTransactionBytes: 64 << 20, maxSessionBytes: 512 << 20, maxSessions: 1024, maxUnackedFrames: 4)),
        .refused(code: .unsupportedVersion, reason: "speaks versions 1...1"),
        .refused(code: .badMagic, reason: ""),
        .committed(txn: 1, layoutMicros: 120, drawMicros: 3_400),
        .disappeared(ids: [7, 8]),
        .disappeared(ids: []),
        .appeared(ids: [1, 5, 128, 16_384]),
        .geometry(id: 5, frame: WireRect(x: 0, y: 10, width: 320.5, height: 44)),
        .needRows(container: 14, start: 0, end: 30),
        .inputTap(id: 13, x: 5, y: 6),
        .inspection(target: .sessions, text: "{\"sessions\": []}"),
        .inputDrag(id: 27, phase: .began, x: 30, y: 12, startX: 30, startY: 12,
                   frame: WireRect(x: 10, y: 4, width: 200, height: 16)),
        .inputKey(id: 16, key: 0x61, modifiers: 2),
        .inputText(id: 16, text: "é"),
        .inputScroll(id: 17, dx: -1.5, dy: 30),
        .resized(width: 1024, height: 768),
        .closed,
        .frameDone(serial: 1),
        .syncDone(token: 42),
        .snapshot(token: 7, text: "vstack #1\n  text #5 \"hi\"\n"),
        .error(code: .unknownNode, opcode: 0x0004, sequence: 12, message: "update: node 99 does not exist"),
    ]

    /// Encodes one message as a complete frame.
    public static func frame(_ m: some WireMessage) -> [UInt8] {
        var e = FrameEncoder(capacity: 64)
        e.encode(m)
        return e.bytes
    }
}
