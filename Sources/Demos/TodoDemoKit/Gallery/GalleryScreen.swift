import TrellisUI

/// Every shape, style and control the demo does not use elsewhere, on one screen that
/// fits an 80 × 24 terminal (800 × 450 points above the tab bar): custom paths, strokes
/// with dashes, caps and joins, linear and angular gradients, a rotation, a 3-D flip, a
/// shadow, a blur and a clip; a slider (drag it), a stepper, toggle styles, a segmented
/// picker, progress, a date picker, the button styles and a text editor, all live.
/// `trellis preview Sources/Demos/TodoDemoKit/Gallery --png DIR` draws it as a PNG.
public struct GalleryScreen: View {
    @State private var level = 0.4
    @State private var count = 3
    @State private var wifi = true
    @State private var agree = false
    @State private var size = 1
    @State private var day = Date()
    @State private var turns = 0.0
    @State private var note = "Notes wrap here;\nReturn adds a line."

    public init() {}

    public var body: some View {
        HStack(alignment: .top, spacing: 20) {
            VStack(alignment: .leading, spacing: 20) {
                Text("Shapes").font(.headline)
                HStack(spacing: 20) {
                    Star().fill(Color.yellow).frame(width: 60, height: 60)
                    Circle().stroke(Color.red, lineWidth: 4).frame(width: 60, height: 60)
                    Capsule().strokeBorder(Color.green, style: StrokeStyle(lineWidth: 3, dash: [6, 3]))
                        .frame(width: 80, height: 40)
                }
                RoundedRectangle(cornerRadius: 10)
                    .fill(LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing))
                    .frame(width: 280, height: 40)
                HStack(spacing: 20) {
                    Image(systemName: "arrow.right").font(.title).rotationEffect(.degrees(turns))
                    Button("Turn") { withAnimation { turns += 45 } }.buttonStyle(.bordered)
                    // 44 points tall, so the button's label sits on a terminal cell row.
                    Circle().trim(from: 0, to: level)
                        .stroke(Color.accentColor, lineWidth: 6)
                        .frame(width: 44, height: 44)
                }
                HStack(spacing: 10) {
                    Circle().fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .red], center: .center))
                        .frame(width: 44, height: 44)
                    RoundedRectangle(cornerRadius: 8).fill(Color.white)
                        .frame(width: 44, height: 44)
                        .shadow(radius: 4, x: 0, y: 3)
                    Text("Blur").font(.headline).blur(radius: 2)
                    Text("Flip").font(.headline).rotation3DEffect(.degrees(55), axis: (x: 0, y: 1, z: 0))
                    Text("Clip").padding(6).background(Color.orange).clipShape(Capsule())
                    Path { p in
                        p.move(to: CGPoint(x: 4, y: 22))
                        p.addLine(to: CGPoint(x: 16, y: 36))
                        p.addLine(to: CGPoint(x: 40, y: 8))
                    }
                    .stroke(Color.green, style: StrokeStyle(lineWidth: 6, lineCap: .round, lineJoin: .round))
                    .frame(width: 44, height: 44)
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            VStack(alignment: .leading, spacing: 12) {
                Text("Controls").font(.headline)
                HStack {
                    Text("Level \(Int(level * 100))%")
                    Slider(value: $level, in: 0...1, step: 0.05).accessibilityLabel("Level")
                }
                Stepper("Count \(count)", value: $count, in: 0...10)
                HStack(spacing: 20) {
                    Toggle("Wi-Fi", isOn: $wifi)
                    Toggle("Agree", isOn: $agree).toggleStyle(.checkbox)
                }
                Picker("Size", selection: $size) {
                    Text("S").tag(0)
                    Text("M").tag(1)
                    Text("L").tag(2)
                }
                .pickerStyle(.segmented)
                ProgressView(value: level)
                DatePicker("Day", selection: $day, displayedComponents: .date)
                HStack(spacing: 12) {
                    Button("Plain") {}.buttonStyle(.plain)
                    Button("Prominent") {}.buttonStyle(.borderedProminent)
                    Button("Delete", role: .destructive) {}
                }
                TextEditor(text: $note).frame(height: 44).accessibilityLabel("Notes")
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .padding(20)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    }
}

/// A five-pointed star: a custom `Shape` drawn from its `path(in:)`.
struct Star: Shape {
    func path(in rect: CGRect) -> Path {
        let c = CGPoint(x: rect.midX, y: rect.midY)
        let outer = min(rect.width, rect.height) / 2, inner = outer * 0.4
        var p = Path()
        for k in 0..<10 {
            let r = k % 2 == 0 ? outer : inner
            let a = Double(k) * .pi / 5 - .pi / 2
            let pt = CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a))
            if k == 0 { p.move(to: pt) } else { p.addLine(to: pt) }
        }
        p.closeSubpath()
        return p
    }
}

#Preview("Gallery") {
    GalleryScreen().frame(width: 800, height: 450)
}
