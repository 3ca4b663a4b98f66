import Testing
import TrellisProtocol

/// The readable trace form (used by --trace) and the generated property/kind table.
@Suite struct TraceAndTableTests {
    @Test func traceFormMatchesTheContractExample() {
        let m = ClientMessage.create(id: 5, kind: .text, props: [.text("hi"), .fontSize(20)])
        #expect(m.description == #"create(id: 5, kind: text, props: [text: "hi", fontSize: 20.0])"#)
        #expect(DaemonEvent.geometry(id: 2, frame: WireRect(x: 0, y: 1, width: 2, height: 3)).description
            == "geometry(id: 2, frame: (x: 0.0, y: 1.0, width: 2.0, height: 3.0))")
        #expect(ClientMessage.injectText(text: "a\"b\n").description == #"injectText(text: "a\"b\n")"#)
        #expect(Capabilities(rawValue: 0b10_0001).description == "[testing, 0x20]", "an unknown bit is shown in hex")
        #expect(Capabilities(rawValue: 0b1_0001).description == "[testing, offscreen]")
        #expect(Capabilities(rawValue: 0b1001).description == "[testing, inspector]")
        #expect(Property.foreground(WireColor(r: 255, g: 0, b: 16, a: 128)).description == "foreground: #FF001080")
    }

    @Test func propertyTagsMatchTheContractNumbers() {
        #expect(PropertyTag.text.rawValue == 1)
        #expect(PropertyTag.insets.rawValue == 19)
        #expect(PropertyTag.focusable.rawValue == 32)
        #expect(PropertyTag.pathSize.rawValue == 37)
        #expect(PropertyTag.gradient.rawValue == 38)
        #expect(PropertyTag.anchor.rawValue == 41)
        #expect(PropertyTag.italic.rawValue == 42)
        #expect(PropertyTag.contentOffset.rawValue == 43)
        #expect(PropertyTag.textAlignment.rawValue == 53)
        #expect(PropertyTag.transition.rawValue == 54)
        #expect(PropertyTag.centersMiddle.rawValue == 56)
        #expect(PropertyTag.trim.rawValue == 57)
        #expect(PropertyTag.zIndex.rawValue == 58)
        #expect(PropertyTag.gridItems.rawValue == 67)
        #expect(PropertyTag.contentShape.rawValue == 68)
        #expect(PropertyTag.measureProposals.rawValue == 71)
        #expect(PropertyTag.alignmentGuides.rawValue == 72)
        #expect(PropertyTag.scrollEnabled.rawValue == 74)
        #expect(PropertyTag.colorMultiply.rawValue == 77)
        #expect(PropertyTag.strikethrough.rawValue == 79)
        #expect(PropertyTag.secure.rawValue == 80)
        #expect(PropertyTag.bitmap.rawValue == 81)
        #expect(PropertyTag.contextMenu.rawValue == 82)
        #expect(PropertyTag.accessibilityRole.rawValue == 83)
        #expect(PropertyTag.accessibilityRange.rawValue == 96)
        #expect(PropertyTag.accessibilityOverlay.rawValue == 97)
        #expect(PropertyTag.bitmapDrawing.rawValue == 98)
        #expect(PropertyTag.rightToLeft.rawValue == 99)
        #expect(PropertyTag.hoverable.rawValue == 100)
        #expect(PropertyTag.pointerStyle.rawValue == 101)
        #expect(PropertyTag.colorMatrix.rawValue == 102)
        #expect(PropertyTag.customAlignment.rawValue == 103)
        #expect(PropertyTag.tracking.rawValue == 104)
        #expect(PropertyTag.lineSpacing.rawValue == 105)
        #expect(PropertyTag.fontWidth.rawValue == 106)
        #expect(PropertyTag.geometryGroup.rawValue == 107)
        #expect(PropertyTag.minLines.rawValue == 108)
        #expect(PropertyTag.pinchable.rawValue == 109)
        #expect(PropertyTag.scrollSnap.rawValue == 110)
        #expect(PropertyTag.scrollTargetLayout.rawValue == 111)
        #expect(PropertyTag.contentTransition.rawValue == 112)
        #expect(PropertyTag.pinned.rawValue == 113)
        #expect(PropertyTag.minimumScaleFactor.rawValue == 114)
        #expect(PropertyTag.truncationMode.rawValue == 115)
        #expect(PropertyTag.transitionBlur.rawValue == 120)
        #expect(PropertyTag.innerShadow.rawValue == 116)
        #expect(PropertyTag.dragSession.rawValue == 132)
        #expect(PropertyTag.textRuns.rawValue == 133)
        #expect(PropertyTag.allCases.count == 123)
        #expect(NodeKind.scroll.rawValue == 18)
        #expect(NodeKind.aspectRatio.rawValue == 19)
        #expect(NodeKind.customLayout.rawValue == 25)
        #expect(Property.maxWidth(.infinity).tag == .maxWidth)
    }

    @Test func propertyValidityFollowsTheSchemaTable() {
        #expect(PropertyTag.text.isValid(for: .text))
        #expect(PropertyTag.text.isValid(for: .textField))
        #expect(!PropertyTag.text.isValid(for: .shape))
        #expect(PropertyTag.fill.isValid(for: .shape))
        #expect(!PropertyTag.fill.isValid(for: .text))
        #expect(PropertyTag.spacing.isValid(for: .vstack))
        #expect(!PropertyTag.spacing.isValid(for: .zstack))
        #expect(PropertyTag.itemCount.isValid(for: .lazyHStack))
        #expect(PropertyTag.axis.isValid(for: .scroll))
        for kind in NodeKind.allCases {
            for common in [PropertyTag.opacity, .offset, .layoutPriority, .tappable, .reportsGeometry, .focusable] {
                #expect(common.isValid(for: kind))
                #expect(common.isCommon)
            }
        }
        #expect(!PropertyTag.width.isCommon)
    }

    @Test func opcodesAndErrorCodesMatchTheContract() {
        #expect(ClientMessage.begin(txn: 1).opcode == 0x0002)
        #expect(ClientMessage.requestSnapshot(token: 1).opcode == 0x0012)
        #expect(DaemonEvent.welcome(version: 1, daemonVersion: "", backend: "", width: 0, height: 0,
                                    maxFrameSize: 0, maxNodes: 0, capabilities: [],
                                    limits: WireLimits(maxDepth: 0, maxStringLength: 0, maxTransactionOps: 0,
                                                       maxTransactionBytes: 0, maxSessionBytes: 0, maxSessions: 0,
                                                       maxUnackedFrames: 0, maxImageCacheBytes: 0)).opcode == 0x8001)
        #expect(DaemonEvent.error(code: .internalError, opcode: 0, sequence: 0, message: "").opcode == 0x8010)
        #expect(ErrorCode.badMagic.rawValue == 1)
        #expect(ErrorCode.internalError.rawValue == 22)
        #expect(ErrorCode.allCases.allSatisfy { !$0.meaning.isEmpty })
        #expect(TrellisWire.magic == 0x534C_5254)
        #expect(TrellisWire.defaultMaxFrameSize == 1 << 20)
    }
}
