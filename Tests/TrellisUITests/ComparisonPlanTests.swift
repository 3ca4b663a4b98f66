// The per-type comparison plans (ComparisonPlan.swift) must decide S4's "same value?"
// exactly as the reflective comparison does: seeded random pairs of view values with
// every kind of field (trivial, String, closures, classes, optionals, enums, arrays of
// non-Equatable values, existentials, nested structs, dynamic properties).
import Testing
import TrellisTestSupport
@testable import TrellisUI

private final class Ref {}
private enum Mode { case plain, tagged(String), pair(Int, Int) }
private struct Inner { var n: Int; var s: String; var action: (() -> Void)? }
private struct Probe: View {
    var n: Int
    var title: String
    var flag: Bool
    var action: () -> Void
    var ref: Ref
    var maybe: Int?
    var mode: Mode
    var inner: Inner
    var list: [Inner]
    var content: any View
    var body: some View { Text(title) }
}

extension TrellisUITests {
    @MainActor @Suite struct ComparisonPlans {
        @Test("S4 plan comparison equals the reflective comparison on seeded random view values")
        func planMatchesReflection() {
            var rng = TestSeed.generator(0xC0_4DA2)
            let refs = [Ref(), Ref()]
            let actions: [() -> Void] = [{}, { _ = 1 }]
            let titles = ["a", "b", String(repeating: "long string ", count: 4)]
            let modes: [Mode] = [.plain, .tagged("x"), .tagged("y"), .pair(1, 2), .pair(1, 3)]
            func inner() -> Inner {
                Inner(n: Int.random(in: 0..<2, using: &rng), s: titles.randomElement(using: &rng)!,
                      action: Bool.random(using: &rng) ? nil : actions[Int.random(in: 0..<2, using: &rng)])
            }
            func probe() -> Probe {
                let contents: [any View] = [Text("t"), Text("u"), Color.red]
                return Probe(n: Int.random(in: 0..<2, using: &rng), title: titles.randomElement(using: &rng)!,
                      flag: Bool.random(using: &rng), action: actions.randomElement(using: &rng)!,
                      ref: refs.randomElement(using: &rng)!, maybe: Bool.random(using: &rng) ? nil : 1,
                      mode: modes.randomElement(using: &rng)!, inner: inner(),
                      list: (0..<Int.random(in: 0..<3, using: &rng)).map { _ in inner() },
                      content: contents.randomElement(using: &rng)!)
            }
            var equalSeen = 0, differentSeen = 0
            for _ in 0..<3000 {
                let a = probe()
                // Often a near copy, so that equal values are common too.
                var b = a
                switch Int.random(in: 0..<12, using: &rng) {
                case 0: b.n ^= 1
                case 1: b.title = titles.randomElement(using: &rng)!
                case 2: b.action = actions.randomElement(using: &rng)!
                case 3: b.ref = refs.randomElement(using: &rng)!
                case 4: b.maybe = b.maybe == nil ? 2 : nil
                case 5: b.mode = modes.randomElement(using: &rng)!
                case 6: b.inner = inner()
                case 7: b.list = b.list.isEmpty ? [inner()] : Array(b.list.dropLast())
                case 8: b.content = Text(Bool.random(using: &rng) ? "t" : "v")
                case 9: b = probe()
                default: b.title = String(a.title)  // same contents, maybe new storage
                }
                let viaPlan = ViewEquality.equal(a, b)
                #expect(viaPlan == ViewEquality.reflectiveEqual(a, b))
                // The per-type info the reconciler uses compares in place the same way.
                #expect(ViewTypeInfo.of(a).equal(a, b) == viaPlan)
                if viaPlan { equalSeen += 1 } else { differentSeen += 1 }
            }
            #expect(equalSeen > 100 && differentSeen > 100, "both outcomes exercised: \(equalSeen) / \(differentSeen)")
        }

        @Test("S4 the primitives' cheap comparison never calls different values equal, and sees equal ones")
        func cheapComparisonIsSound() {
            var rng = TestSeed.generator(0xC4EA9)
            let strings = ["a", "b", String(repeating: "long string ", count: 3)]
            func text() -> Text { Text(strings.randomElement(using: &rng)!) }
            func primitive() -> any View {
                switch Int.random(in: 0..<7, using: &rng) {
                case 0: return text()
                case 1: return [Color.red, Color.blue].randomElement(using: &rng)!
                case 2: return text().foregroundColor(Bool.random(using: &rng) ? .red : .primary)
                case 3: return text().padding(Bool.random(using: &rng) ? 4 : 8)
                case 4: return text().frame(width: Bool.random(using: &rng) ? 60 : nil, alignment: .leading)
                case 5: return text().foregroundColor(.red).frame(width: 60)
                default:
                    // An `if` in a builder: an Optional holding a modified Text, or nil.
                    let shown: ModifiedContent<Text, _PaddingLayout>? = Bool.random(using: &rng) ? text().padding(4) : nil
                    return shown
                }
            }
            var cheapSame = 0
            for _ in 0..<2000 {
                let a = primitive(), b = Bool.random(using: &rng) ? a : primitive()
                guard type(of: a) == type(of: b) else { continue }
                let info = ViewTypeInfo.of(a)
                #expect(!info.isComposite)
                if info.cheapEqual(a, b) {
                    cheapSame += 1
                    #expect(ViewEquality.reflectiveEqual(a, b), "cheap equality said equal: \(a) vs \(b)")
                }
            }
            #expect(cheapSame > 200)
            #expect(ViewTypeInfo.of(Text("x")).cheapEqual(Text("x"), Text("x" + "")), "Equatable Text with new storage")
            // A modified Text is compared part by part: a new string buffer with the same
            // text and the same modifier is the same value (its wrapper is not re-reconciled).
            let n = 123_456_789
            let m1: any View = Text("row number \(n) of the list").frame(width: 60, alignment: .leading)
            let m2: any View = Text("row number \(n) of the list").frame(width: 60, alignment: .leading)
            #expect(ViewTypeInfo.of(m1).cheapEqual(m1, m2))
            let m3: any View = Text("row number \(n) of the list").frame(width: 61, alignment: .leading)
            #expect(!ViewTypeInfo.of(m1).cheapEqual(m1, m3))
            // An Optional holding one (an `if` in a builder) is not compared as the value it
            // holds: nil has no parts (this crashed reading a nil's "Text").
            func shown(_ on: Bool) -> any View {
                let v: ModifiedContent<Text, _TaskModifier>? = on ? Text("tasked").task(id: 1) {} : nil
                return v
            }
            let some = shown(true), none = shown(false)
            #expect(!ViewTypeInfo.of(some).cheapEqual(some, none))
            #expect(!ViewTypeInfo.of(some).cheapEqual(none, some))
        }

        @Test("S4 a view compares by its fields: same closure and strings equal, a new closure differs")
        func basics() {
            let f: () -> Void = {}
            let a = Probe(n: 1, title: "x", flag: true, action: f, ref: Ref(), maybe: nil, mode: .plain,
                          inner: Inner(n: 0, s: "s", action: nil), list: [], content: Text("t"))
            var b = a
            b.title = "x" + ""
            #expect(ViewEquality.equal(a, b))
            b.action = {}
            #expect(!ViewEquality.equal(a, b))
        }

        @Test("S4 the in-place comparers of TrellisUI's own views agree with their ==, seeded")
        func inPlaceComparersMatchEquality() {
            var rng = TestSeed.generator(0x1_9A7E)
            // Strings built at run time (distinct heap buffers for equal text) and styles
            // made anew per value (distinct boxes for equal styling): the bits differ, so
            // the comparer, not the bitwise shortcut, decides.
            func text() -> Text {
                let words = ["row", "a much longer label than fifteen bytes"]
                var t = Text(words.randomElement(using: &rng)! + String(Int.random(in: 0..<2, using: &rng)))
                if Bool.random(using: &rng) { t = t.foregroundColor([Color.red, .primary].randomElement(using: &rng)!) }
                if Bool.random(using: &rng) { t = t.bold() }
                return t
            }
            let compare = CheapEquality.comparer(for: Text.self)!
            var equalSeen = 0
            for _ in 0..<500 {
                var a = text(), b = text()
                let same = withUnsafePointer(to: &a) { pa in withUnsafePointer(to: &b) { pb in compare(pa, pb) } }
                #expect(same == (a == b))
                if same { equalSeen += 1 }
            }
            #expect(equalSeen > 0)   // the seed reaches both answers
            let frame = CheapEquality.comparer(for: _FrameLayout.self)!
            var f1 = _FrameLayout(width: 60, height: nil, alignment: .leading)
            var f2 = _FrameLayout(width: 60, height: nil, alignment: .leading)
            var f3 = _FrameLayout(width: 61, height: nil, alignment: .leading)
            #expect(withUnsafePointer(to: &f1) { p1 in withUnsafePointer(to: &f2) { frame(p1, $0) } })
            #expect(!withUnsafePointer(to: &f1) { p1 in withUnsafePointer(to: &f3) { frame(p1, $0) } })
        }
    }
}
