// iOS 17's transition structs and their static members: both spellings of every built-in
// transition compile in `.transition(...)` and send the daemon the same effects.
import Testing
import TrellisEmbedded
import TrellisProtocol
@testable import TrellisUI

@MainActor
private func firstTransition<V: View>(_ view: V) -> (WireTransition?, WireTransitionBlur?) {
    let h = Harness(view, width: 200, height: 100)
    var t: WireTransition?, b: WireTransitionBlur?
    for id in h.connection.visibleNodes() {
        if t == nil, case .transition(let w)? = h.connection.property(.transition, of: id) { t = w }
        if b == nil, case .transitionBlur(let w)? = h.connection.property(.transitionBlur, of: id) { b = w }
    }
    return (t, b)
}

private func wire(_ i: (Double, Double, Double, Double), _ r: (Double, Double, Double, Double)) -> WireTransition {
    WireTransition(insertOpacity: i.0, insertScale: i.1, insertX: i.2, insertY: i.3,
                   removeOpacity: r.0, removeScale: r.1, removeX: r.2, removeY: r.3)
}

/// Every spelling an app may write; each must compile (the test is that this builds).
private struct AllSpellings: View {
    var body: some View {
        VStack {
            Text("1").transition(.opacity)
            Text("2").transition(AnyTransition.opacity)
            Text("3").transition(OpacityTransition())
            Text("4").transition(.scale)
            Text("5").transition(.scale(0.5, anchor: .topLeading))
            Text("6").transition(.scale(scale: 0.5, anchor: .bottom))
            Text("7").transition(.move(edge: .top))
            Text("8").transition(MoveTransition(edge: .bottom))
            Text("9").transition(.offset(x: 10, y: 20))
            Text("10").transition(.offset(CGSize(width: 5, height: 5)))
            Text("11").transition(.slide)
            Text("12").transition(.push(from: .leading))
            Text("13").transition(PushTransition(edge: .trailing))
            Text("14").transition(.identity)
            Text("15").transition(.blurReplace)
            Text("16").transition(.blurReplace(.upUp))
            Text("17").transition(.blurReplace())
            Text("18").transition(.asymmetric(insertion: .opacity, removal: .scale))
            Text("19").transition(.asymmetric(insertion: .push(from: .top), removal: .blurReplace))
            Text("20").transition(AnyTransition.asymmetric(insertion: .slide, removal: .opacity))
            Text("21").transition(.move(edge: .top).combined(with: .opacity))
            Text("22").transition(MoveTransition(edge: .top).combined(with: .blurReplace))
            Text("23").transition(AsymmetricTransition(insertion: IdentityTransition(), removal: SlideTransition()))
            Text("24").transition(.scale.combined(with: .opacity))
        }
    }
}

extension TrellisUITests {
    @MainActor @Suite struct BuiltInTransitions {
        @Test("every spelling of every built-in transition compiles and mounts without a daemon error")
        func allSpellingsMount() {
            let h = Harness(AllSpellings(), width: 400, height: 800)
            #expect(h.violations.isEmpty)
            #expect(Log.lines.isEmpty, "\(Log.lines)")
        }

        @Test("the structs send the effects of the AnyTransition of the same name")
        func structsMatchAnyTransition() {
            let pairs: [(String, WireTransition?, WireTransition?)] = [
                ("opacity", firstTransition(Text("x").transition(OpacityTransition())).0,
                 firstTransition(Text("x").transition(AnyTransition.opacity)).0),
                ("scale", firstTransition(Text("x").transition(ScaleTransition(0.25))).0,
                 firstTransition(Text("x").transition(AnyTransition.scale(scale: 0.25))).0),
                ("move", firstTransition(Text("x").transition(MoveTransition(edge: .top))).0,
                 firstTransition(Text("x").transition(AnyTransition.move(edge: .top))).0),
                ("slide", firstTransition(Text("x").transition(SlideTransition())).0,
                 firstTransition(Text("x").transition(AnyTransition.slide)).0),
                ("push", firstTransition(Text("x").transition(PushTransition(edge: .leading))).0,
                 firstTransition(Text("x").transition(AnyTransition.push(from: .leading))).0),
                ("offset", firstTransition(Text("x").transition(OffsetTransition(CGSize(width: 50, height: 0)))).0,
                 firstTransition(Text("x").transition(AnyTransition.offset(x: 50))).0),
                ("identity", firstTransition(Text("x").transition(IdentityTransition())).0,
                 firstTransition(Text("x").transition(AnyTransition.identity)).0),
                ("symbolEffect", firstTransition(Image(systemName: "star").transition(.symbolEffect(.appear))).0,
                 firstTransition(Image(systemName: "star").transition(AnyTransition.scale(scale: 0.5).combined(with: .opacity))).0),
            ]
            for (name, s, a) in pairs {
                #expect(s != nil && s == a, "\(name): \(String(describing: s)) vs \(String(describing: a))")
            }
        }

        @Test("push(from: .leading) slides in from the leading edge fading in, and out to the trailing edge fading out")
        func push() throws {
            let t = try #require(firstTransition(Text("x").transition(.push(from: .leading))).0)
            #expect(t == wire((0, 1, -1, 0), (0, 1, 1, 0)), "\(t)")
            let s = try #require(firstTransition(Text("x").transition(PushTransition(edge: .top))).0)
            #expect(s == wire((0, 1, 0, -1), (0, 1, 0, 1)), "\(s)")
        }

        @Test("scale(_:anchor:) scales about its anchor: the centre's offset moves with the scale")
        func scaleAnchor() throws {
            let centre = try #require(firstTransition(Text("x").transition(.scale(0.5))).0)
            #expect(centre == wire((1, 0.5, 0, 0), (1, 0.5, 0, 0)))
            let corner = try #require(firstTransition(Text("x").transition(.scale(0.5, anchor: .topLeading))).0)
            // About the top-leading corner the centre sits a quarter size up and left at half scale.
            #expect(corner == wire((1, 0.5, -0.25, -0.25), (1, 0.5, -0.25, -0.25)), "\(corner)")
        }

        @Test("blurReplace fades, scales and blurs; upUp grows as it leaves")
        func blurReplace() throws {
            let (t, b) = firstTransition(Text("x").transition(.blurReplace))
            let down = try #require(t)
            #expect(down.insertOpacity == 0 && down.removeOpacity == 0)
            #expect(down.insertScale < 1 && down.removeScale < 1)
            let blur = try #require(b)
            #expect(blur.insertRadius > 0 && blur.removeRadius > 0)
            let up = try #require(firstTransition(Text("x").transition(.blurReplace(.upUp))).0)
            #expect(up.insertScale < 1 && up.removeScale > 1, "\(up)")
            #expect(BlurReplaceTransition(configuration: .upUp).configuration == .upUp)
        }

        @Test("asymmetric takes the insertion of one and the removal of the other, of either kind")
        func asymmetric() throws {
            let t = try #require(firstTransition(Text("x").transition(.asymmetric(insertion: .move(edge: .top),
                                                                                   removal: .blurReplace))).0)
            #expect(t.insertY == -1 && t.insertOpacity == 1)
            #expect(t.removeOpacity == 0 && t.removeY == 0)
            let (_, b) = firstTransition(Text("x").transition(AsymmetricTransition(insertion: MoveTransition(edge: .top),
                                                                                   removal: BlurReplaceTransition(configuration: .downUp))))
            #expect(b?.insertRadius == 0 && (b?.removeRadius ?? 0) > 0, "only the removal blurs: \(String(describing: b))")
        }
    }
}
