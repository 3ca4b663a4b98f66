// Drawing and controls through the real daemon core: custom shapes travel as paths sized
// to their frame, strokes and clip shapes reach the wire, and every control reacts to the
// input a user gives it.
import Testing
import TrellisEmbedded
import TrellisProtocol
@testable import TrellisUI

struct Arrow: Shape {
    func path(in rect: CGRect) -> Path {
        Path { p in
            p.move(to: CGPoint(x: rect.minX, y: rect.midY))
            p.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
            p.addQuadCurve(to: CGPoint(x: rect.midX, y: rect.maxY), control: CGPoint(x: rect.maxX, y: rect.maxY))
            p.closeSubpath()
        }
    }
}

struct ControlsPanel: View {
    @State private var volume = 0.0
    @State private var agree = false
    @State private var password = ""
    @State private var submitted = ""
    @State private var day = Date(timeIntervalSince1970: 1_700_000_000)
    @FocusState private var nameFocused: Bool
    @State private var name = ""
    var body: some View {
        VStack {
            Text("volume \(Int(volume * 100))")
            Slider(value: $volume, in: 0...1, step: 0.1)
            Toggle("Agree", isOn: $agree).toggleStyle(.checkbox)
            Text(agree ? "agreed" : "not agreed")
            SecureField("Password", text: $password)
            Text("password \(password)")
            TextField("Name", text: $name)
                .focused($nameFocused)
                .onSubmit { submitted = name }
            Text("focused \(nameFocused) submitted \(submitted)")
            DatePicker("Day", selection: $day, displayedComponents: .date)
            ProgressView(value: 0.5)
        }
    }
}

struct Pill: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(10).background(Capsule().fill(Color.blue))
    }
}

@MainActor
func shapeNodes(_ c: EmbeddedConnection) -> [NodeID] {
    c.visibleNodes().filter { c.kind(of: $0) == .shape }
}

extension TrellisUITests {
    @MainActor @Suite struct DrawingAndControls {
        @Test("a custom Shape travels as pathData, recomputed for the size the daemon laid it out at")
        func customShapePath() throws {
            let h = Harness(Arrow().fill(Color.green).frame(width: 120, height: 60), width: 400, height: 300)
            let c = h.connection
            let node = try #require(shapeNodes(c).first)
            #expect(c.property(.shape, of: node) == .shape(.path))
            #expect(c.property(.pathSize, of: node) == .pathSize(WireSize(width: 120, height: 60)))
            guard case .pathData(let data)? = c.property(.pathData, of: node) else { Issue.record("no path"); return }
            #expect(data.prefix(3) == [0, 0, 30], "move to the left middle of a 120x60 frame: \(data.prefix(3))")
            #expect(data.last == 4, "closed")
        }

        @Test("stroke sends the outline and a transparent fill; strokeBorder insets by half the line width")
        func strokes() throws {
            let h = Harness(VStack {
                Circle().stroke(Color.red, style: StrokeStyle(lineWidth: 4, dash: [6, 2])).frame(width: 40, height: 40)
                RoundedRectangle(cornerRadius: 8).strokeBorder(Color.blue, lineWidth: 6).frame(width: 80, height: 40)
            }, width: 400, height: 300)
            let c = h.connection
            let shapes = shapeNodes(c)
            #expect(shapes.count == 2)
            let circle = shapes[0], rect = shapes[1]
            #expect(c.property(.stroke, of: circle) == .stroke(WireColor(r: 255, g: 59, b: 48, a: 255)))
            #expect(c.property(.lineWidth, of: circle) == .lineWidth(4))
            #expect(c.property(.dash, of: circle) == .dash([6, 2]))
            #expect(c.property(.fill, of: circle) == .fill(WireColor(r: 0, g: 0, b: 0, a: 0)))
            #expect(c.frame(of: rect) == WireRect(x: 163, y: c.frame(of: rect)!.y, width: 74, height: 34), "inset by 3 on each side")
        }

        @Test("ShapeView layers: a filled shape stroked again draws the fill, then the outline over it, the same size")
        func layeredShapeView() throws {
            let h = Harness(Capsule().fill(Color.yellow).stroke(Color.blue, lineWidth: 8)
                .strokeBorder(Color.red, lineWidth: 2).frame(width: 120, height: 40), width: 300, height: 100)
            let c = h.connection
            let shapes = shapeNodes(c)
            #expect(shapes.count == 3, "fill, stroke, border")
            guard shapes.count == 3 else { return }
            let (fill, stroke, border) = (shapes[0], shapes[1], shapes[2])
            #expect(c.property(.stroke, of: fill) == nil)
            #expect(c.property(.fill, of: fill) != .fill(WireColor(r: 0, g: 0, b: 0, a: 0)), "the first layer fills")
            #expect(c.property(.lineWidth, of: stroke) == .lineWidth(8))
            #expect(c.property(.fill, of: stroke) == .fill(WireColor(r: 0, g: 0, b: 0, a: 0)))
            #expect(c.frame(of: fill) == c.frame(of: stroke), "both layers are the stack's size")
            #expect(c.frame(of: fill)?.width == 120)
            #expect(c.frame(of: border)?.width == 118, "the border is inset by half its width")
        }

        @Test("a LinearGradient fill sends the protocol's gradient: kind, points, stops")
        func gradientFill() throws {
            let h = Harness(RoundedRectangle(cornerRadius: 8)
                .fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
                .frame(width: 100, height: 40), width: 200, height: 100)
            let c = h.connection
            let node = try #require(shapeNodes(c).first)
            guard case .gradient(let g)? = c.property(.gradient, of: node) else { Issue.record("no gradient"); return }
            #expect(g.prefix(5) == [0, 0.5, 0, 0.5, 1], "linear, top to bottom")
            #expect(g.count == 15, "two stops")
        }

        @Test("rotationEffect and scaleEffect are drawing-only effects: layout keeps the untransformed frame")
        func transforms() throws {
            let h = Harness(VStack {
                Text("turned").rotationEffect(.degrees(90))
                Text("grown").scaleEffect(2, anchor: .topLeading)
            }, width: 300, height: 200)
            let c = h.connection
            let effects = c.visibleNodes().filter { c.kind(of: $0) == .effect }
            #expect(effects.contains { c.property(.rotation, of: $0) == .rotation(Double.pi / 2) })
            #expect(effects.contains { c.property(.scale, of: $0) == .scale(WirePoint(x: 2, y: 2))
                                       && c.property(.anchor, of: $0) == .anchor(WirePoint(x: 0, y: 0)) })
            let turned = try #require(c.frame(of: c.node(withText: "turned")!))
            #expect(turned.width == 60 && turned.height == 20, "layout is untransformed: \(turned)")
            let item = try #require(c.tree.committedFrame(serial: 0).items.first { $0.id == c.node(withText: "turned") })
            let t = try #require(item.transform)
            #expect(abs(t.a) < 1e-9 && abs(t.b - 1) < 1e-9, "a quarter turn clockwise")
        }

        @Test("italic() on Text and on a container sets the italic face")
        func italic() throws {
            let h = Harness(VStack {
                Text("one").italic()
                VStack { Text("two") }.italic()
                Text("three")
            }, width: 300, height: 200)
            let c = h.connection
            #expect(c.property(.italic, of: c.node(withText: "one")!) == .italic(true))
            #expect(c.property(.italic, of: c.node(withText: "two")!) == .italic(true))
            #expect(c.property(.italic, of: c.node(withText: "three")!) == nil)
        }

        @Test("clipShape(Circle()) masks the view with a filled circle laid out in its frame")
        func clipShapeBackground() throws {
            let h = Harness(Text("7").frame(width: 70, height: 70).background(Color.orange).clipShape(Circle()),
                            width: 200, height: 200)
            let c = h.connection
            let mask = try #require(c.visibleNodes().first { c.property(.isMask, of: $0) == .isMask(true) })
            let circle = try #require(shapeNodes(c).first { c.property(.shape, of: $0) == .shape(.circle) })
            #expect(c.frame(of: mask) == c.frame(of: circle))
            #expect(c.frame(of: circle)?.width == 70)
        }

        @Test("rotation3DEffect sends the orthographic projection of its rotation")
        func rotation3D() throws {
            let m = try #require(Text.projection(of: .degrees(60), axis: (x: 0, y: 1, z: 0)))
            #expect(abs(m[0] - 0.5) < 1e-9 && abs(m[1]) < 1e-9 && abs(m[2]) < 1e-9 && abs(m[3] - 1) < 1e-9)
            let z = try #require(Text.projection(of: .degrees(90), axis: (x: 0, y: 0, z: 1)))
            // About z it is a plain rotation, clockwise on screen like rotationEffect.
            #expect(abs(z[0]) < 1e-9 && abs(z[1] - 1) < 1e-9 && abs(z[2] + 1) < 1e-9 && abs(z[3]) < 1e-9)
            #expect(Text.projection(of: .degrees(30), axis: (x: 0, y: 0, z: 0)) == nil)
            let h = Harness(Text("flip").rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)), width: 200, height: 100)
            let c = h.connection
            #expect(c.visibleNodes().contains { c.property(.projection, of: $0) != nil })
        }

        @Test("Slider: a tap on the track sets the value there, to its step")
        func slider() throws {
            let h = Harness(ControlsPanel(), width: 400, height: 700)
            let c = h.connection
            let tappables = c.visibleNodes().filter { c.property(.tappable, of: $0) == .tappable(true) }
            // The track's segments are the first 21 tappable views; tap the one at 70 %.
            let seventy = try #require(c.frame(of: tappables[14]))
            c.tap(at: WirePoint(x: seventy.x + seventy.width / 2, y: seventy.y + seventy.height / 2))
            h.settle()
            #expect(h.texts.contains("volume 70"), "\(h.texts)")
        }

        @Test("Slider: Tab focuses the track, the arrow keys step the value; onKeyPress handlers see keys")
        func sliderKeys() throws {
            let h = Harness(ControlsPanel(), width: 400, height: 700)
            let c = h.connection
            c.press(key: KeyCode.tab.rawValue)
            c.press(key: KeyCode.right.rawValue)
            h.settle()
            #expect(h.texts.contains("volume 10"), "\(h.texts)")
            c.press(key: KeyCode.right.rawValue)
            c.press(key: KeyCode.left.rawValue)
            c.press(key: KeyCode.right.rawValue)
            h.settle()
            #expect(h.texts.contains("volume 20"))
        }

        @Test("Toggle .checkbox, SecureField, focused and onSubmit, DatePicker react to input")
        func controls() throws {
            let h = Harness(ControlsPanel(), width: 400, height: 700)
            let c = h.connection
            let box = try #require(c.visibleNodes().first { c.property(.systemName, of: $0) == .systemName("square") })
            let bf = try #require(c.frame(of: box))
            c.tap(at: WirePoint(x: bf.x + bf.width / 2, y: bf.y + bf.height / 2))
            h.settle()
            #expect(h.texts.contains("agreed"))

            let fields = c.visibleNodes().filter { c.kind(of: $0) == .textField }
            c.inject(.inputText(id: fields[0], text: "abc"))
            h.settle()
            #expect(h.texts.contains("password abc"))
            #expect(c.property(.text, of: fields[0]) == .text("•••"))

            c.inject(.focusChanged(id: fields[1]))   // what the daemon says when the field is clicked
            c.inject(.inputText(id: fields[1], text: "Ann"))
            h.settle()
            #expect(h.texts.contains("focused true submitted "))
            c.inject(.inputKey(id: fields[1], key: KeyCode.enter.rawValue, modifiers: 0))
            h.settle()
            #expect(h.texts.contains("focused true submitted Ann"))

            let before = h.texts.first { $0.contains("2023") } ?? ""
            h.tap("+")
            let after = h.texts.first { $0.contains("2023") } ?? ""
            #expect(before != after && !after.isEmpty, "\(before) -> \(after)")
        }

        @Test("a custom ButtonStyle draws the label; the button still acts")
        func customButtonStyle() throws {
            struct Host: View {
                @State private var n = 0
                var body: some View { Button("Tap \(n)") { n += 1 }.buttonStyle(Pill()) }
            }
            let h = Harness(Host(), width: 300, height: 200)
            let c = h.connection
            #expect(shapeNodes(c).contains { c.property(.shape, of: $0) == .shape(.capsule) })
            h.tap("Tap 0")
            #expect(h.texts == ["Tap 1"])
        }

        @Test("a custom PrimitiveButtonStyle decides what runs the action: Button(configuration) runs it; a body that makes nothing tappable ignores taps")
        func primitiveButtonStyle() throws {
            struct Red: PrimitiveButtonStyle {
                func makeBody(configuration: Configuration) -> some View { Button(configuration).foregroundColor(.red) }
            }
            struct Inert: PrimitiveButtonStyle {
                func makeBody(configuration: Configuration) -> some View { configuration.label.opacity(0.5) }
            }
            struct Host: View {
                @State private var a = 0
                @State private var b = 0
                var body: some View {
                    VStack {
                        Button("A \(a)") { a += 1 }.buttonStyle(Red())
                        Button("B \(b)") { b += 1 }.buttonStyle(Inert())
                        Button("C \(a + b)") { a += 10 }.buttonStyle(.bordered)
                    }
                }
            }
            let h = Harness(Host(), width: 300, height: 200)
            h.tap("A 0")
            #expect(h.texts.contains("A 1"))
            #expect(!h.connection.tap(text: "B 0"), "the inert style's button took a tap")
            h.settle()
            #expect(h.texts.contains("B 0"))
            h.tap("C 1")   // Trellis's own primitive styles only draw: the button keeps its tap
            #expect(h.texts.contains("A 11"))
        }

        @Test("a custom ButtonStyle sees isPressed while the pointer is down on the button, and the tap still runs the action")
        func buttonStyleIsPressed() throws {
            struct Shows: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    HStack { configuration.label; Text(configuration.isPressed ? "down" : "up") }
                        .scaleEffect(configuration.isPressed ? 0.95 : 1)
                }
            }
            struct Host: View {
                @State private var n = 0
                var body: some View { Button("Tap \(n)") { n += 1 }.buttonStyle(Shows()) }
            }
            let h = Harness(Host(), width: 300, height: 200)
            let c = h.connection
            #expect(h.texts.contains("up"))
            let button = try #require(c.visibleNodes().first { c.property(.draggable, of: $0) == .draggable(true) },
                                      "a styled button hears the pointer")
            let f = try #require(c.frame(of: button))
            c.inject(.inputDrag(id: button, phase: .began, x: f.x + 5, y: f.y + 5, startX: f.x + 5, startY: f.y + 5, frame: f))
            h.settle()
            #expect(h.texts.contains("down"), "\(h.texts)")
            c.inject(.inputDrag(id: button, phase: .ended, x: f.x + 5, y: f.y + 5, startX: f.x + 5, startY: f.y + 5, frame: f))
            h.settle()
            #expect(h.texts.contains("up"), "\(h.texts)")
            h.tap("Tap 0")
            #expect(h.texts.contains("Tap 1"))
            // Trellis's own styles draw no pressed state: such a button does not follow the pointer.
            let plain = Harness(Button("Plain") {}.buttonStyle(.bordered), width: 300, height: 200)
            #expect(!plain.connection.visibleNodes().contains { plain.connection.property(.draggable, of: $0) == .draggable(true) })
        }

        @Test("Timer.publish(...).autoconnect() drives onReceive on the main queue")
        func timer() async throws {
            struct Ticker: View {
                @State private var ticks = 0
                let timer = Timer.publish(every: 0.02, on: .main, in: .common).autoconnect()
                var body: some View { Text("ticks \(ticks)").onReceive(timer) { _ in ticks += 1 } }
            }
            let h = Harness(Ticker(), width: 200, height: 100)
            for _ in 0..<200 where h.texts == ["ticks 0"] {
                try await Task.sleep(for: .milliseconds(10))
                await h.host.settle()
            }
            #expect(h.texts != ["ticks 0"])
        }

        @Test("the real files mount on the daemon core without a protocol error")
        func realFilesRun() {
            for view in [AnyView(CalculatorView()), AnyView(TimerView()), AnyView(ProfileForm()), AnyView(ShapesView()),
                         AnyView(LibraryView())] {
                let h = Harness(view, width: 400, height: 800)
                #expect(h.violations.isEmpty)
                #expect(!h.connection.visibleNodes().isEmpty)
            }
        }
    }
}

extension TrellisUITests.DrawingAndControls {
    @Test("withAnimation applies the change at once; trim sends the outline and its fractions (the daemon trims); TextField(value:format:) parses")
    func animationTrimFormats() throws {
        let h = Harness(AnimatedCard(), width: 400, height: 900)
        let c = h.connection
        let ring = try #require(shapeNodes(c).first { c.property(.shape, of: $0) == .shape(.path) })
        guard case .trim(let before)? = c.property(.trim, of: ring), case .pathData(let outline)? = c.property(.pathData, of: ring) else {
            Issue.record("no trim"); return
        }
        h.tap("Grow")
        guard case .trim(let after)? = c.property(.trim, of: ring) else { Issue.record("no trim"); return }
        #expect(after[1] > before[1], "a longer arc: \(before) -> \(after)")
        #expect(c.property(.pathData, of: ring) == .pathData(outline), "the outline itself is unchanged")

        let field = try #require(c.visibleNodes().first { c.kind(of: $0) == .textField })
        c.inject(.inputText(id: field, text: "12"))
        h.settle()
        #expect(!h.texts.contains("quantity 12"), "the value changes when the edit is committed, as in SwiftUI")
        #expect(c.property(.text, of: field) == .text("12"))
        c.inject(.inputKey(id: field, key: KeyCode.enter.rawValue, modifiers: 0))   // Return commits
        h.settle()
        #expect(h.texts.contains("quantity 12"))
        c.inject(.inputText(id: field, text: "12x"))
        h.settle()
        #expect(c.property(.text, of: field) == .text("12x"), "text that does not parse stays while it is edited")
        c.inject(.focusChanged(id: 0))   // focus leaves: a commit; text that does not parse is replaced
        h.settle()
        #expect(h.texts.contains("quantity 12"), "text that does not parse leaves the value alone")
        #expect(c.property(.text, of: field) == .text("12"))

        h.tap("Actions")
        h.tap("Fill")
        #expect(h.connection.tree.layers.isEmpty)
    }
}

@MainActor
@Suite struct TextEditorTests {
    struct Notes: View {
        @State var text = "first line that is long enough to wrap in a narrow editor"
        var body: some View {
            VStack {
                TextEditor(text: $text).frame(width: 120, height: 200)
                Text("chars \(text.count)")
            }
        }
    }

    @Test("TextEditor fills its frame, wraps its text and Return types a newline into the binding")
    func editorWrapsAndTakesNewlines() throws {
        let h = Harness(Notes(), width: 300, height: 400)
        let c = h.connection
        let field = try #require(c.visibleNodes().first { c.property(.multiline, of: $0) == .multiline(true) })
        #expect(c.frame(of: field)?.width == 120 && c.frame(of: field)?.height == 200)
        c.tap(at: WirePoint(x: (c.frame(of: field)?.x ?? 0) + 5, y: (c.frame(of: field)?.y ?? 0) + 5))
        c.press(key: UInt32(UInt8(ascii: "a")), modifiers: KeyModifiers.control.rawValue)   // select all
        c.type("ab")
        h.settle()
        c.press(key: KeyCode.enter.rawValue)
        h.settle()
        #expect(h.texts.contains("chars 3"), "\(h.texts)")
        c.type("ab\ncd")   // at the caret, after the newline
        h.settle()
        #expect(h.texts.contains("chars 8"), "\(h.texts)")
    }
}

@MainActor
@Suite struct DragTests {
    struct Volume: View {
        @State var value = 20.0
        @State var editing = "idle"
        @State var edits = 0
        var body: some View {
            VStack {
                Text("value \(Int(value))")
                Text("editing \(editing) \(edits)")
                Slider(value: $value, in: 0...100) { e in
                    editing = e ? "yes" : "no"
                    if e { edits += 1 }
                }
            }
        }
    }

    @Test("Slider: dragging the knob along the track follows the pointer; onEditingChanged spans the drag")
    func sliderDrag() throws {
        let h = Harness(Volume(), width: 300, height: 200)
        let c = h.connection
        let track = try #require(c.visibleNodes().first { c.property(.draggable, of: $0) == .draggable(true) })
        let f = try #require(c.frame(of: track))
        c.drag(from: WirePoint(x: f.x + f.width * 0.2, y: f.y + f.height / 2),
               to: WirePoint(x: f.x + f.width * 0.75, y: f.y + f.height / 2))
        h.settle()
        #expect(h.texts.contains("value 75"), "\(h.texts)")
        #expect(h.texts.contains("editing no 1"), "\(h.texts)")
        // Past the end clamps to the bound.
        c.drag(from: WirePoint(x: f.x + f.width * 0.75, y: f.y + 2), to: WirePoint(x: f.x + f.width + 80, y: f.y + 40))
        h.settle()
        #expect(h.texts.contains("value 100"), "\(h.texts)")
    }

    struct Dragger: View {
        @State var offset = CGSize.zero
        @State var log = "none"
        var body: some View {
            VStack {
                Text("log \(log)")
                Rectangle().fill(Color.blue).frame(width: 60, height: 60)
                    .offset(offset)
                    .gesture(DragGesture()
                        .onChanged { v in offset = v.translation; log = "changed \(Int(v.startLocation.x)),\(Int(v.startLocation.y))" }
                        .onEnded { v in log = "ended \(Int(v.translation.width)),\(Int(v.translation.height))" })
            }
        }
    }

    @Test("DragGesture reports local start locations and translations, after its minimum distance")
    func dragGesture() throws {
        let h = Harness(Dragger(), width: 300, height: 300)
        let c = h.connection
        let box = try #require(c.visibleNodes().first { c.property(.draggable, of: $0) == .draggable(true) })
        let f = try #require(c.frame(of: box))
        // 5 points: below the default minimum distance of 10, nothing is reported.
        c.drag(from: WirePoint(x: f.x + 10, y: f.y + 20), to: WirePoint(x: f.x + 15, y: f.y + 20), steps: 1)
        h.settle()
        #expect(h.texts.contains("log none"), "\(h.texts)")
        c.drag(from: WirePoint(x: f.x + 10, y: f.y + 20), to: WirePoint(x: f.x + 50, y: f.y + 50), steps: 2)
        h.settle()
        #expect(h.texts.contains("log ended 40,30"), "\(h.texts)")
        let shape = try #require(shapeNodes(c).first)
        #expect(c.frame(of: shape).map { abs($0.x - (f.x + 40)) < 0.01 && abs($0.y - (f.y + 30)) < 0.01 } == true,
                "the view follows the translation: \(String(describing: c.frame(of: shape)))")
    }
}

@MainActor
@Suite struct AttributedTextTests {
    @Test("Text(AttributedString) shows its characters, each run in its SwiftUI attributes")
    func attributed() throws {
        var sale = AttributedString("Sale")
        sale.foregroundColor = .red
        sale.font = .system(size: 30)
        var rest = AttributedString(" today")
        rest.foregroundColor = .blue
        let h = Harness(VStack { Text(sale + rest); Text(AttributedString("plain")) }, width: 300, height: 200)
        let c = h.connection
        let node = try #require(c.node(withText: "Sale today"))
        guard case .textRuns(let runs)? = c.property(.textRuns, of: node) else { Issue.record("no runs"); return }
        #expect(runs.map(\.length) == [4, 6], "one run per attributed run")
        #expect(runs[0].foreground == Color.red.wire && runs[0].fontSize == 30)
        #expect(runs[1].foreground == Color.blue.wire && runs[1].fontSize == 0)
        #expect(c.node(withText: "plain") != nil)
        #expect(sale.runs.first?.attributes[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self] == .red)
    }
}

@MainActor
@Suite struct TextAlignmentTests {
    @Test("multilineTextAlignment reaches every text below as textAlignment")
    func alignment() throws {
        let h = Harness(VStack { Text("one"); Text("two").multilineTextAlignment(.trailing) }.multilineTextAlignment(.center),
                        width: 300, height: 200)
        let c = h.connection
        #expect(c.property(.textAlignment, of: c.node(withText: "one")!) == .textAlignment(.center))
        #expect(c.property(.textAlignment, of: c.node(withText: "two")!) == .textAlignment(.trailing))
    }
}
