import TrellisProtocol

/// A byte stream a decoder must reject, with the error it must produce.
public struct InvalidSample: Sendable {
    public var name: String
    public var about: String
    public var bytes: [UInt8]
    public var code: ErrorCode

    public init(_ name: String, _ about: String, _ bytes: [UInt8], _ code: ErrorCode) {
        self.name = name
        self.about = about
        self.bytes = bytes
        self.code = code
    }
}

/// Builds a frame from raw parts, so invalid payloads can be written byte by byte.
public func rawFrame(_ opcode: UInt16, _ payload: [UInt8], flags: UInt16 = 0, length: UInt32? = nil) -> [UInt8] {
    let n = length ?? UInt32(payload.count)
    return [UInt8(n & 0xFF), UInt8(n >> 8 & 0xFF), UInt8(n >> 16 & 0xFF), UInt8(n >> 24),
            UInt8(opcode & 0xFF), UInt8(opcode >> 8), UInt8(flags & 0xFF), UInt8(flags >> 8)] + payload
}

/// Little-endian bytes of a Double.
public func f64Bytes(_ d: Double) -> [UInt8] {
    withUnsafeBytes(of: d.bitPattern.littleEndian) { Array($0) }
}

extension ProtocolSamples {
    // create(id: 5, kind: <kind>) with one property
    static func createWith(_ kind: UInt8, _ prop: [UInt8]) -> [UInt8] { rawFrame(0x0003, [5, kind, 1] + prop) }

    /// Client streams the daemon must reject (each is decoded from an empty decoder).
    public static let invalidClient: [InvalidSample] = [
        .init("flags-nonzero", "header flags must be 0", rawFrame(0x000C, [1], flags: 1), .malformedFrame),
        .init("frame-too-large", "payload length 1 MiB + 1 exceeds the default maximum",
              rawFrame(0x0003, [], length: 1 << 20 + 1), .frameTooLarge),
        .init("length-u32-max", "payload length 0xFFFFFFFF", rawFrame(0x0003, [], length: .max), .frameTooLarge),
        .init("opcode-zero", "opcode 0 is never assigned", rawFrame(0x0000, []), .unknownOpcode),
        .init("header-precedence-flags", "nonzero flags, a length over the maximum and an unknown opcode: flags win",
              rawFrame(0x00FF, [], flags: 2, length: 1 << 20 + 1), .malformedFrame),
        .init("header-precedence-length", "a length over the maximum and an unknown opcode: the length wins",
              rawFrame(0x00FF, [], length: 1 << 20 + 1), .frameTooLarge),
        .init("list-count-bound", "create with 3 properties claimed and 2 bytes left (1 byte each at least)",
              rawFrame(0x0003, [5, 1, 3, 20, 0]), .malformedFrame),
        .init("f64-list-count-bound", "dash claiming 2 values (8 bytes each) with 9 bytes left",
              createWith(2, [35, 2] + f64Bytes(1) + [0]), .malformedFrame),
        .init("opcode-unassigned", "opcode 0x00FF names no message", rawFrame(0x00FF, []), .unknownOpcode),
        .init("opcode-of-event", "a daemon event opcode on the client stream", rawFrame(0x8001, []), .unknownOpcode),
        .init("payload-truncated", "begin without its txn field", rawFrame(0x0002, []), .malformedFrame),
        .init("trailing-bytes", "begin(txn: 1) followed by an extra byte", rawFrame(0x0002, [1, 0]), .malformedFrame),
        .init("varint-overlong", "txn 0 encoded as 80 00 (not canonical)", rawFrame(0x0002, [0x80, 0x00]), .malformedFrame),
        .init("varint-unterminated", "varint whose last byte has the continuation bit",
              rawFrame(0x0002, [0xFF, 0xFF]), .malformedFrame),
        .init("varint-over-64-bits", "10th varint byte carries more than 1 bit",
              rawFrame(0x0002, [UInt8](repeating: 0xFF, count: 9) + [0x02]), .malformedFrame),
        .init("varint-11-bytes", "varint longer than 10 bytes",
              rawFrame(0x0002, [UInt8](repeating: 0x80, count: 10) + [0x01]), .malformedFrame),
        .init("v32-over-32-bits", "insert index 2^32 does not fit v32",
              rawFrame(0x0006, [1, 2, 0x80, 0x80, 0x80, 0x80, 0x10]), .invalidValue),
        .init("node-id-zero", "destroy(id: 0): node ids are nonzero", rawFrame(0x0009, [0]), .invalidValue),
        .init("layer-id-zero", "setLayers([0]): node ids are nonzero", rawFrame(0x0013, [1, 0]), .invalidValue),
        .init("kind-zero", "node kind 0 is not assigned", rawFrame(0x0003, [5, 0, 0]), .invalidValue),
        .init("kind-unknown", "node kind 99", rawFrame(0x0003, [5, 99, 0]), .invalidValue),
        .init("property-tag-zero", "property tag 0", createWith(1, [0]), .invalidProperty),
        .init("property-tag-unknown", "property tag 200", createWith(1, [200, 0]), .invalidProperty),
        .init("reset-tag-unknown", "reset of tag 0", rawFrame(0x0005, [5, 1, 0]), .invalidProperty),
        .init("font-size-nan", "fontSize NaN", createWith(1, [2] + f64Bytes(.nan)), .invalidValue),
        .init("path-data-nan", "a pathData coordinate that is NaN", createWith(2, [36, 3] + f64Bytes(0) + f64Bytes(.nan) + f64Bytes(0)), .invalidValue),
        .init("font-size-zero", "fontSize must be > 0", createWith(1, [2] + f64Bytes(0)), .invalidValue),
        .init("font-size-infinity", "fontSize +infinity", createWith(1, [2] + f64Bytes(.infinity)), .invalidValue),
        .init("font-weight-low", "fontWeight 99 is outside 100...900", createWith(1, [3, 99, 0]), .invalidValue),
        .init("font-weight-high", "fontWeight 901", createWith(1, [3, 0x85, 0x03]), .invalidValue),
        .init("render-image-scale-zero", "renderImage(token: 1, scale: 0): the scale must be > 0",
              rawFrame(0x0023, [1] + f64Bytes(0) + [0]), .invalidValue),
        .init("offscreen-proposal-negative", "setOffscreenProposal with a width of -1",
              rawFrame(0x0022, [0] + f64Bytes(-1) + f64Bytes(10)), .invalidValue),
        .init("click-count-zero", "injectClick count 0 is outside 1...3",
              rawFrame(0x001B, f64Bytes(1) + f64Bytes(1) + [0, 0]), .invalidValue),
        .init("click-count-four", "injectClick count 4 is outside 1...3",
              rawFrame(0x001B, f64Bytes(1) + f64Bytes(1) + [4, 0]), .invalidValue),
        .init("click-button-unknown", "injectClick button 3 is no MouseButton",
              rawFrame(0x001B, f64Bytes(1) + f64Bytes(1) + [1, 3]), .invalidValue),
        .init("ax-role-zero", "accessibilityRole 0 is no AccessibilityRole", createWith(13, [83, 0]), .invalidValue),
        .init("ax-heading-level-seven", "accessibilityHeadingLevel 7 is outside 1...6", createWith(13, [94, 7]), .invalidValue),
        .init("ax-range-step-negative", "accessibilityRange step -1",
              createWith(13, [96] + f64Bytes(0) + f64Bytes(0) + f64Bytes(1) + f64Bytes(-1)), .invalidValue),
        .init("ax-action-unknown", "injectAccessibilityAction action 9",
              rawFrame(0x001F, [5, 9, 0] + f64Bytes(0)), .invalidValue),
        .init("ax-link-kind-zero", "accessibilityLinks entry kind 0 is no AccessibilityLinkKind",
              createWith(13, [128, 1, 0, 1, 0x6B, 0, 0]), .invalidValue),
        .init("ax-custom-content-high-two", "accessibilityCustomContent high 2 is no bool",
              createWith(13, [129, 1, 1, 0x61, 0, 0, 2]), .invalidValue),
        .init("ax-point-nan", "accessibilityPoints x NaN (finite)",
              createWith(13, [130, 1, 1] + f64Bytes(.nan) + f64Bytes(0) + [1, 0]), .invalidValue),
        .init("ax-setting-unknown", "accessibilitySettings setting 8 is no AccessibilitySetting",
              createWith(13, [131, 1, 8] + f64Bytes(0)), .invalidValue),
        .init("pointer-style-unknown", "pointerStyle 13 is no PointerStyle", createWith(13, [101, 13]), .invalidValue),
        .init("scroll-snap-mode-unknown", "scrollSnap mode 3 is no ScrollSnapMode", createWith(18, [110, 3, 0]), .invalidValue),
        .init("scroll-snap-limit-unknown", "scrollSnap limit 3 is no ScrollSnapLimit", createWith(18, [110, 1, 3]), .invalidValue),
        .init("content-transition-kind-unknown", "contentTransition kind 4 is no ContentTransitionKind",
              createWith(1, [112, 4, 0] + f64Bytes(0) + [0]), .invalidValue),
        .init("content-transition-value-nan", "contentTransition value NaN (finite)",
              createWith(1, [112, 2, 0] + f64Bytes(.nan) + [1]), .invalidValue),
        .init("animation-sample-nan", "setAnimationSamples with a NaN sample (finite)",
              rawFrame(0x0027, f64Bytes(0.1) + [3] + f64Bytes(0) + f64Bytes(.nan) + f64Bytes(1)), .invalidValue),
        .init("animation-samples-interval-zero", "setAnimationSamples interval 0 (positive)",
              rawFrame(0x0027, f64Bytes(0) + [2] + f64Bytes(0) + f64Bytes(1)), .invalidValue),
        .init("animation-curve-unknown", "setAnimation curve 4 is no AnimationCurve",
              rawFrame(0x0017, [4] + Array(repeating: 0, count: 8 * 5) + f64Bytes(0.5) + Array(repeating: 0, count: 8 * 3)
                      + f64Bytes(1) + [1, 0, 0, 0, 0]), .invalidValue),
        .init("transition-blur-negative", "transitionBlur insertRadius -1 (nonnegative)",
              createWith(13, [120] + f64Bytes(-1) + f64Bytes(0)), .invalidValue),
        .init("corner-radius-negative", "cornerRadius -1", createWith(2, [8] + f64Bytes(-1)), .invalidValue),
        .init("path-size-zero", "pathSize (0, 1): positive, a decode rule", createWith(2, [37] + f64Bytes(0) + f64Bytes(1)), .invalidValue),
        .init("decode-rule-before-operation-rule",
              "create text with fill (a shape property: invalidProperty, an operation rule) then fontSize NaN: the decode rule wins",
              rawFrame(0x0003, [5, 1, 2, 6, 0xFF, 0, 0, 0xFF, 2] + f64Bytes(.nan)), .invalidValue),
        .init("width-infinity", "a fixed width may not be infinite", createWith(8, [11] + f64Bytes(.infinity)), .invalidValue),
        .init("max-width-minus-infinity", "maxWidth allows +infinity only",
              createWith(8, [15] + f64Bytes(-.infinity)), .invalidValue),
        .init("max-width-nan", "maxWidth NaN", createWith(8, [15] + f64Bytes(.nan)), .invalidValue),
        .init("min-width-negative", "minWidth -0.5",
              createWith(8, [13] + f64Bytes(-0.5)), .invalidValue),
        .init("opacity-above-one", "opacity 1.5", createWith(13, [20] + f64Bytes(1.5)), .invalidValue),
        .init("fixed-axes-bit-2", "fixedAxes uses bits 0 and 1 only", createWith(12, [23, 4]), .invalidValue),
        .init("bool-two", "tappable byte 2", createWith(13, [24, 2]), .invalidValue),
        .init("shape-unknown", "shape kind 9", createWith(2, [7, 9]), .invalidValue),
        .init("axis-unknown", "axis 2", createWith(18, [30, 2]), .invalidValue),
        .init("alignment-unknown", "alignment 9", createWith(5, [10, 9]), .invalidValue),
        .init("aspect-ratio-zero", "aspectRatio must be > 0", createWith(19, [59] + f64Bytes(0)), .invalidValue),
        .init("content-mode-unknown", "contentMode 2", createWith(19, [60, 2]), .invalidValue),
        .init("z-index-nan", "zIndex NaN", createWith(13, [58] + f64Bytes(.nan)), .invalidValue),
        .init("grid-cell-columns-zero", "gridCellColumns 0 is outside 1...4096", createWith(13, [63, 0, 0]), .invalidValue),
        .init("grid-item-size-unknown", "a gridItems entry of size kind 3",
              createWith(23, [67, 1, 3] + f64Bytes(10) + f64Bytes(20) + f64Bytes(8) + [0]), .invalidValue),
        .init("insets-nan", "insets with a NaN edge",
              createWith(9, [19] + f64Bytes(0) + f64Bytes(.nan) + f64Bytes(0) + f64Bytes(0)), .invalidValue),
        .init("offset-infinity", "offset x +infinity",
              createWith(13, [21] + f64Bytes(.infinity) + f64Bytes(0)), .invalidValue),
        .init("utf8-invalid-continuation", "C3 28 is not UTF-8", createWith(1, [1, 2, 0xC3, 0x28]), .invalidUTF8),
        .init("utf8-overlong", "C0 80 (overlong NUL)", createWith(1, [1, 2, 0xC0, 0x80]), .invalidUTF8),
        .init("utf8-surrogate", "ED A0 80 (a UTF-16 surrogate)", rawFrame(0x0010, [3, 0xED, 0xA0, 0x80]), .invalidUTF8),
        .init("string-longer-than-payload", "string length 5 with 2 bytes left",
              rawFrame(0x0010, [5, 0x61, 0x62]), .malformedFrame),
        .init("list-count-huge", "property count 2^32 - 1 with no bytes left",
              rawFrame(0x0003, [5, 1, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F]), .malformedFrame),
        .init("list-count-exceeds-bytes", "reset with 3 tags but 2 bytes", rawFrame(0x0005, [5, 3, 1, 2]), .malformedFrame),
        .init("resize-negative", "injectResize width -1",
              rawFrame(0x0011, f64Bytes(-1) + f64Bytes(1)), .invalidValue),
        .init("tap-nan", "injectTap y NaN", rawFrame(0x000E, f64Bytes(1) + f64Bytes(.nan)), .invalidValue),
        .init("drag-phase", "injectDrag phase 3 is not a DragPhase", rawFrame(0x0014, [3] + f64Bytes(1) + f64Bytes(2)), .invalidValue),
        .init("defineImage-svg-data-short", "defineImage of an SVG whose data list announces 62 bytes and holds the first 4 (<svg)",
              rawFrame(0x001C, [0x07, 0, 62, 62] + Array("<svg".utf8)), .malformedFrame),
        .init("useImage-digest-short", "useImage whose digest list announces 32 bytes and holds 3",
              rawFrame(0x0025, [0x2A, 32, 1, 2, 3]), .malformedFrame),
        .init("error-after-valid", "a valid begin, then a frame with flags set: the second frame fails",
              frame(ClientMessage.begin(txn: 1)) + rawFrame(0x000B, [1], flags: 0x8000), .malformedFrame),
    ]

    /// `WireLimits` as a daemon announces them: maxDepth 512, maxStringLength 65,536,
    /// maxTransactionOps 1,000,000, maxTransactionBytes 64 MiB, maxSessionBytes 512 MiB,
    /// maxSessions 1,024, maxUnackedFrames 4, maxImageCacheBytes 256 MiB.
    static let welcomeLimits: [UInt8] = [0x00, 0x02, 0, 0] + [0, 0, 1, 0] + [0x40, 0x42, 0x0F, 0]
        + [0, 0, 0, 4, 0, 0, 0, 0] + [0, 0, 0, 0x20, 0, 0, 0, 0] + [0, 4, 0, 0] + [4, 0, 0, 0]
        + [0, 0, 0, 0x10, 0, 0, 0, 0]

    /// Daemon streams a client must reject.
    public static let invalidDaemon: [InvalidSample] = [
        .init("opcode-of-message", "a client message opcode on the daemon stream", rawFrame(0x0001, []), .unknownOpcode),
        .init("error-code-zero", "refused with error code 0", rawFrame(0x8002, [0, 0, 0]), .invalidValue),
        .init("error-code-unknown", "error code 999", rawFrame(0x8010, [0xE7, 0x03, 0, 0, 0, 0]), .invalidValue),
        // Every field present (limits too): only the width is wrong.
        .init("welcome-width-nan", "welcome with a NaN width, every other field valid",
              rawFrame(0x8001, [1, 0, 0, 0, 0, 0] + f64Bytes(.nan) + f64Bytes(1) + [0, 0, 16, 0, 0, 0, 1, 0]
                       + [UInt8](repeating: 0, count: 8) + welcomeLimits), .invalidValue),
        .init("welcome-limits-short", "welcome whose limits end before maxImageCacheBytes",
              rawFrame(0x8001, [1, 0, 0, 0, 0, 0] + f64Bytes(1) + f64Bytes(1) + [0, 0, 16, 0, 0, 0, 1, 0]
                       + [UInt8](repeating: 0, count: 8) + welcomeLimits.dropLast(8)), .malformedFrame),
        .init("imageMissing-key-overlong", "imageMissing with an overlong varint key (80 00)",
              rawFrame(0x801C, [0x80, 0x00]), .malformedFrame),
        .init("appeared-id-zero", "appeared(ids: [0])", rawFrame(0x8005, [1, 0]), .invalidValue),
        .init("geometry-infinite", "geometry frame with an infinite width",
              rawFrame(0x8006, [5] + f64Bytes(0) + f64Bytes(0) + f64Bytes(.infinity) + f64Bytes(1)), .invalidValue),
        .init("snapshot-bad-utf8", "snapshot text FF", rawFrame(0x800F, [7, 1, 0xFF]), .invalidUTF8),
        .init("committed-truncated", "committed missing drawMicros", rawFrame(0x8003, [1, 2]), .malformedFrame),
    ]
}
