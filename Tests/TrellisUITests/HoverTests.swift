// onHover, onContinuousHover and pointerStyle over the real daemon core: the pointer is
// moved as a mouse would (EmbeddedConnection.hover) and the views hear it.
import Testing
import TrellisProtocol
@testable import TrellisUI

extension TrellisUITests {
    @MainActor @Suite struct HoverTests {
        struct Card: View {
            @State var hovering = false
            var body: some View {
                VStack {
                    Text(hovering ? "Hovering" : "Idle")
                        .padding(20)
                        .background(Color.blue)
                        .onHover { hovering = $0 }
                    Text("Elsewhere").padding(20)
                }
            }
        }

        func centre(_ h: Harness, _ text: String) -> WirePoint {
            let f = h.connection.frame(of: h.connection.node(withText: text)!)!
            return WirePoint(x: f.x + f.width / 2, y: f.y + f.height / 2)
        }

        @Test("onHover: true when the pointer comes over the view, false when it moves off or leaves the window")
        func onHoverEntersAndLeaves() {
            let h = Harness(Card())
            #expect(h.texts.contains("Idle"))
            h.connection.hover(at: centre(h, "Idle"))
            h.settle()
            #expect(h.texts.contains("Hovering"))
            h.connection.hover(at: centre(h, "Elsewhere"))
            h.settle()
            #expect(h.texts.contains("Idle"))
            h.connection.hover(at: centre(h, "Idle"))
            h.settle()
            #expect(h.texts.contains("Hovering"))
            h.connection.hover(at: nil)
            h.settle()
            #expect(h.texts.contains("Idle"))
        }

        struct Effects: View {
            var body: some View {
                VStack(spacing: 40) {
                    Text("Lift").padding(10).hoverEffect(.lift)
                    Text("Glow").padding(10).hoverEffect(.highlight)
                    Text("Off").padding(10).hoverEffect(.lift).hoverEffectDisabled()
                }
            }
        }

        /// The first value of `tag` on `text`'s node or an ancestor.
        func inherited(_ h: Harness, _ tag: PropertyTag, of text: String) -> Property? {
            var n = h.connection.node(withText: text)
            while let id = n {
                if let p = h.connection.property(tag, of: id) { return p }
                n = h.connection.parent(of: id)
            }
            return nil
        }

        /// The opacity of the fill of the highlight platter behind `text` (the shape under
        /// one of its ancestors' background), or nil when there is none.
        func platterOpacity(_ h: Harness, _ text: String) -> Double? {
            let c = h.connection
            var n = c.node(withText: text)
            while let id = n {
                if c.kind(of: id) == .background,
                   let shape = c.visibleNodes().first(where: { c.parent(of: $0) == id && c.kind(of: $0) == .shape })
                    ?? c.visibleNodes().first(where: { c.kind(of: $0) == .shape && c.parent(of: c.parent(of: $0) ?? 0) == id }),
                   case .fill(let colour)? = c.property(.fill, of: shape) {
                    return Double(colour.a) / 255
                }
                n = c.parent(of: id)
            }
            return nil
        }

        @Test("hoverEffect: .lift scales the view up while the pointer is over it, .highlight shows a platter; hoverEffectDisabled shows none")
        func hoverEffects() {
            let h = Harness(Effects())
            func scale(_ t: String) -> Double? { if case .scale(let s)? = inherited(h, .scale, of: t) { return s.x }; return nil }
            #expect(scale("Lift") ?? 1 == 1)
            #expect(platterOpacity(h, "Glow") ?? 0 == 0)
            h.connection.hover(at: centre(h, "Lift"))
            h.settle()
            #expect(abs((scale("Lift") ?? 1) - 1.05) < 1e-9, "lifted while hovered")
            h.connection.hover(at: centre(h, "Glow"))
            h.settle()
            #expect(scale("Lift") ?? 1 == 1, "back when the pointer left")
            #expect((platterOpacity(h, "Glow") ?? 0) > 0.05, "the platter shows")
            h.connection.hover(at: centre(h, "Off"))
            h.settle()
            #expect(scale("Off") ?? 1 == 1, "disabled below hoverEffectDisabled")
            #expect(platterOpacity(h, "Glow") ?? 0 == 0)
        }

        struct Raise: CustomHoverEffect {
            func body(content: Content) -> some CustomHoverEffect { LiftHoverEffect() }
        }
        struct QuietGlow: CustomHoverEffect {
            var quiet: Bool
            func body(content: Content) -> some CustomHoverEffect { .highlight.hoverEffectDisabled(quiet) }
        }

        struct CustomEffects: View {
            var body: some View {
                VStack(spacing: 40) {
                    Text("Custom").padding(10).hoverEffect(Raise())
                    Text("Wrapped").padding(10).hoverEffect(HoverEffect(Raise()))
                    Text("Quiet").padding(10).hoverEffect(QuietGlow(quiet: true))
                    Text("Loud").padding(10).hoverEffect(QuietGlow(quiet: false))
                    VStack(spacing: 40) {
                        Text("Default").padding(10).hoverEffect()
                        Text("Empty").padding(10).hoverEffect(.empty)
                    }
                    .defaultHoverEffect(.lift)
                    Text("Plain").padding(10).hoverEffect()
                }
            }
        }

        @Test("iOS 18 hover effects: a CustomHoverEffect shows the built-in effect its body ends in; disabling the effect wins; defaultHoverEffect decides .automatic")
        func customHoverEffects() {
            let h = Harness(CustomEffects())
            func scale(_ t: String) -> Double { if case .scale(let s)? = inherited(h, .scale, of: t) { return s.x }; return 1 }
            func hover(_ t: String) { h.connection.hover(at: centre(h, t)); h.settle() }
            hover("Custom")
            #expect(abs(scale("Custom") - 1.05) < 1e-9, "a body of .lift lifts")
            hover("Wrapped")
            #expect(abs(scale("Wrapped") - 1.05) < 1e-9, "HoverEffect(_:) keeps the custom effect's look")
            hover("Quiet")
            #expect(platterOpacity(h, "Quiet") ?? 0 == 0, "a disabled effect shows nothing")
            hover("Loud")
            #expect((platterOpacity(h, "Loud") ?? 0) > 0.05)
            hover("Default")
            #expect(abs(scale("Default") - 1.05) < 1e-9, "automatic under defaultHoverEffect(.lift) lifts")
            hover("Empty")
            #expect(scale("Empty") == 1 && platterOpacity(h, "Empty") ?? 0 == 0, "the empty effect changes nothing")
            hover("Plain")
            #expect(scale("Plain") == 1 && (platterOpacity(h, "Plain") ?? 0) > 0.05, "automatic elsewhere is the highlight")
        }

        @Test("hoverEffectDisabled sets isHoverEffectEnabled false below it, and hoverEffectDisabled(false) does not turn it back on")
        func hoverEffectEnabledEnvironment() {
            struct Probe: View {
                @Environment(\.isHoverEffectEnabled) var enabled
                let name: String
                var body: some View { Text("\(name) \(enabled)") }
            }
            let h = Harness(VStack {
                Probe(name: "top")
                VStack { Probe(name: "inner").hoverEffectDisabled(false) }.hoverEffectDisabled()
            })
            #expect(h.texts.contains("top true") && h.texts.contains("inner false"), "\(h.texts)")
        }

        struct Tracker: View {
            @State var where_ = "none"
            var body: some View {
                VStack(spacing: 0) {
                    Color.green.frame(width: 200, height: 100)
                        .onContinuousHover { phase in
                            switch phase {
                            case .active(let p): where_ = "at \(Int(p.x)),\(Int(p.y))"
                            case .ended: where_ = "ended"
                            }
                        }
                    Text(where_)
                }
            }
        }

        @Test("onContinuousHover reports the location in the view's own space as the pointer moves, then .ended")
        func continuousHoverLocations() {
            let h = Harness(Tracker())
            let rect = h.connection.frame(of: h.connection.firstNode(ofKind: .shape)!)!
            h.connection.hover(at: WirePoint(x: rect.x + 10, y: rect.y + 20))
            h.settle()
            #expect(h.texts.contains("at 10,20"), "\(h.texts)")
            h.connection.hover(at: WirePoint(x: rect.x + 150, y: rect.y + 75))
            h.settle()
            #expect(h.texts.contains("at 150,75"), "\(h.texts)")
            h.connection.hover(at: WirePoint(x: rect.x + 150, y: rect.y + 300))
            h.settle()
            #expect(h.texts.contains("ended"), "\(h.texts)")
        }

        @Test("pointerStyle sets the render property the daemon resolves the look from")
        func pointerStyleProperty() {
            let h = Harness(Text("Open").pointerStyle(.link))
            let text = h.connection.node(withText: "Open")!
            var n: NodeID? = text
            var found: Property?
            while let id = n, found == nil { found = h.connection.property(.pointerStyle, of: id); n = h.connection.parent(of: id) }
            #expect(found == .pointerStyle(.link))
        }
    }
}
