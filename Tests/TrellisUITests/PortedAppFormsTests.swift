// Forms of SwiftUI API that published apps use and that `trellis port` found missing:
// a binding to a collection as a collection of bindings, the prompt and label forms of
// text fields, the iOS 13 field callbacks, withAnimation outside the main actor and its
// completion, RadialGradient's stops, and AnyTransition.modifier(active:identity:).
import Foundation
import Testing
import TrellisProtocol
@testable import TrellisUI

extension Collection {
    /// What an app's helper looks like (Unit Converter's `element(at:)`): on `$array` it
    /// returns a binding, because the binding is a collection of bindings.
    fileprivate func element(at index: Index) -> Element { self[index] }
}

/// A model method that is not isolated to the main actor, as apps write them.
private final class Keypad {
    nonisolated func pressed(_ apply: () -> Void) { withAnimation(.easeOut) { apply() } }
}

@MainActor @Suite struct PortedAppFormsTests {
    struct Units: View {
        @State var indices = [0, 0, 0]
        var body: some View {
            VStack {
                Text("indices \(indices.map(String.init).joined(separator: ","))")
                UnitPicker(selected: $indices.element(at: 1))
                Text("count \($indices.count)")
            }
        }
    }
    struct UnitPicker: View {
        @Binding var selected: Int
        var body: some View { Button("next unit") { selected += 1 } }
    }

    @Test("$array is a collection of bindings: a binding to one element writes into the array")
    func bindingIsACollectionOfBindings() throws {
        let h = Harness(Units(), width: 300, height: 200)
        #expect(h.texts.contains("count 3"))
        h.tap("next unit")
        h.tap("next unit")
        #expect(h.texts.contains("indices 0,2,0"), "\(h.texts)")
        var values = [1, 2, 3]
        let b = Binding(get: { values }, set: { values = $0 })
        #expect(b.map(\.wrappedValue) == [1, 2, 3])
        b[2].wrappedValue = 30
        b.last?.wrappedValue = 31
        #expect(values == [1, 2, 31])
    }

    struct Fields: View {
        @State var name = ""
        @State var notes = ""
        @State var secret = ""
        @State var log: [String] = []
        var body: some View {
            VStack {
                TextField("Name", text: $name, prompt: Text("Your name"))
                TextField(text: $notes) { Text("Notes label") }
                SecureField("Password", text: $secret, prompt: Text("Secret"))
                TextField("Old style", text: $name, onEditingChanged: { log.append("editing \($0)") },
                          onCommit: { log.append("commit") })
                Text("log \(log.joined(separator: ";"))")
            }
        }
    }

    @Test("prompt: and label forms set what an empty field shows; onEditingChanged hears focus come and go, onCommit Return")
    func fieldForms() throws {
        let h = Harness(Fields(), width: 300, height: 400)
        let c = h.connection
        let fields = c.visibleNodes().filter { c.kind(of: $0) == .textField }
        #expect(fields.count == 4)
        let shown = fields.compactMap { n -> String? in
            if case .placeholder(let p)? = c.property(.placeholder, of: n) { return p }
            return nil
        }
        #expect(shown == ["Your name", "Notes label", "Secret", "Old style"], "\(shown)")
        let old = try #require(c.frame(of: fields[3]))
        c.tap(at: WirePoint(x: old.x + 2, y: old.y + 2))
        h.settle()
        #expect(h.texts.contains("log editing true"), "\(h.texts)")
        c.type("x")
        c.press(key: KeyCode.enter.rawValue)
        h.settle()
        let first = try #require(c.frame(of: fields[0]))
        c.tap(at: WirePoint(x: first.x + 2, y: first.y + 2))
        h.settle()
        #expect(h.texts.contains("log editing true;commit;editing false"), "\(h.texts)")
    }

    @Test("withAnimation runs outside the main actor; its completion waits for the animation's delay, duration, repeats and speed")
    func withAnimationCompletionTime() {
        var ran = false
        Keypad().pressed { ran = true }
        #expect(ran)
        #expect(Animation.linear(duration: 0.4).delay(0.1).completionTime == 0.5)
        #expect(Animation.linear(duration: 0.4).speed(2).completionTime == 0.2)
        #expect(Animation.easeIn(duration: 0.25).repeatCount(3, autoreverses: false).completionTime == 0.75)
        #expect(Animation.linear.repeatForever().completionTime == nil)
        let spring = try? #require(Animation.default.completionTime)
        #expect((spring ?? 0) > 0.3 && (spring ?? 0) < 2, "a spring completes when it settles: \(spring ?? 0)")
    }

    @Test("RadialGradient(stops:center:startRadius:endRadius:) sends a radial gradient with the stops' locations")
    func radialGradientStops() throws {
        let h = Harness(Rectangle()
            .fill(RadialGradient(stops: [.init(color: .red, location: 0.3), .init(color: .blue, location: 0.3)],
                                 center: .top, startRadius: 20, endRadius: 70))
            .frame(width: 100, height: 100), width: 200, height: 200)
        let c = h.connection
        let node = try #require(c.visibleNodes().first { c.kind(of: $0) == .shape })
        guard case .gradient(let g)? = c.property(.gradient, of: node) else { Issue.record("no gradient"); return }
        #expect(g.prefix(5) == [1, 0.5, 0, 20, 70], "radial from the top centre, radii 20 to 70")
        #expect(g[5] == 0.3 && g[10] == 0.3, "the stops keep their locations")
    }

    struct Fade: ViewModifier {
        let amount: Double
        func body(content: Content) -> some View { content.opacity(amount).offset(x: 50 * (1 - amount)) }
    }
    struct Turn: ViewModifier {
        let degrees: Double
        func body(content: Content) -> some View { content.rotationEffect(.degrees(degrees)) }
    }

    @Test("AnyTransition.modifier(active:identity:) plays the active modifier's opacity and offset; a rotation is not animated")
    func modifierTransition() {
        let fade = Self.fadeTransition().resolved
        #expect(fade.insertion == AnyTransition.Effect(opacity: 0, scale: 1, x: 0.5, y: 0))
        #expect(fade.removal == fade.insertion)
        let turn = AnyTransition.modifier(active: Turn(degrees: -90), identity: Turn(degrees: 0)).resolved
        #expect(turn.insertion == AnyTransition.Effect(), "not animatable by the daemon: no effect")
        let both = Self.fadeTransition().combined(with: .scale).resolved
        #expect(both.insertion == AnyTransition.Effect(opacity: 0, scale: 0, x: 0.5, y: 0))
    }

    /// Made outside the main actor, as an app's `static var` on `AnyTransition` is.
    nonisolated static func fadeTransition() -> AnyTransition {
        .modifier(active: Fade(amount: 0), identity: Fade(amount: 1))
    }

    @Test("Angle adds in place and animates through its radians, as a rotation gesture's app code does")
    func angleArithmetic() {
        var total = Angle.degrees(30)
        total += .degrees(60)
        total -= .degrees(45)
        #expect(abs(total.degrees - 45) < 1e-9)
        #expect(abs((-total).degrees + 45) < 1e-9)
        #expect(abs((total / 3).degrees - 15) < 1e-9)
        var animated = total
        animated.animatableData = .pi
        #expect(abs(animated.degrees - 180) < 1e-9)
    }

    struct SizeReader: View {
        @Environment(\.dynamicTypeSize) var size
        var body: some View { Text("size \(String(describing: size))") }
    }

    @Test("dynamicTypeSize(...range) clamps the size below to the range")
    func dynamicTypeSizeRange() {
        let h = Harness(VStack {
            SizeReader().dynamicTypeSize(.xxxLarge).dynamicTypeSize(...DynamicTypeSize.xLarge)
            SizeReader().dynamicTypeSize(.small).dynamicTypeSize(DynamicTypeSize.large...DynamicTypeSize.accessibility2)
            SizeReader().dynamicTypeSize(.medium).dynamicTypeSize(DynamicTypeSize.small...DynamicTypeSize.xLarge)
            SizeReader().dynamicTypeSize(.accessibility5)
                .dynamicTypeSize(...DynamicTypeSize.xxLarge).dynamicTypeSize(DynamicTypeSize.small...DynamicTypeSize.xLarge)
        }, width: 300, height: 400)
        #expect(h.texts.contains("size xLarge") && h.texts.contains("size large") && h.texts.contains("size medium"), "\(h.texts)")
        #expect(h.texts.filter { $0 == "size xLarge" }.count == 2, "nested ranges keep what both allow: \(h.texts)")
    }

    @Test("ColorResource and ImageResource name an asset set: a missing one draws as a missing name does")
    func assetResources() {
        let color = Color(ColorResource(name: "NoSuchColor", bundle: .main))
        #expect(color == Color("NoSuchColor", bundle: .main))
        let image = Image(ImageResource(name: "NoSuchImage", bundle: .main))
        #expect(image == Image("NoSuchImage", bundle: .main))
    }
}
