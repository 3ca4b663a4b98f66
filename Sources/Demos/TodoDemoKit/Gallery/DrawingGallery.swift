import TrellisUI

/// Issue 35's drawing-and-time group on one 800 × 450 screen: a `Canvas` (paths, text,
/// symbols, transforms, a clip, opacity and a blend mode in a layer); a `TimelineView`
/// clock; a custom `Animatable` shape; `matchedGeometryEffect` moving a highlight between
/// two rows; `redacted(reason: .placeholder)`; blend modes, `colorMultiply`,
/// `compositingGroup`, `Color.gradient`, `AnyShapeStyle` and `backgroundStyle`.
/// `trellis preview Sources/Demos/TodoDemoKit/Gallery --png DIR` draws it.
public struct DrawingGallery: View {
    @State private var sides = 5.0
    @State private var selected = "Day"
    @Namespace private var highlight
    @State private var loading = true
    public init() {}

    private let samples: [Double] = [3, 5, 4, 7, 6, 9, 8, 11, 10, 12]

    public var body: some View {
        HStack(alignment: .top, spacing: 24) {
            VStack(alignment: .leading, spacing: 10) {
                Text("Canvas").font(.headline)
                Canvas { context, size in
                    // A grid, then the line of samples and its points.
                    var grid = Path()
                    for k in 0...4 {
                        let y = size.height * CGFloat(k) / 4
                        grid.move(to: CGPoint(x: 0, y: y))
                        grid.addLine(to: CGPoint(x: size.width, y: y))
                    }
                    context.stroke(grid, with: .color(.gray.opacity(0.3)), lineWidth: 1)
                    let step = size.width / CGFloat(samples.count - 1)
                    func point(_ i: Int) -> CGPoint {
                        CGPoint(x: CGFloat(i) * step, y: size.height * (1 - samples[i] / 12))
                    }
                    var line = Path()
                    line.move(to: point(0))
                    for i in 1..<samples.count { line.addLine(to: point(i)) }
                    var area = line
                    area.addLine(to: CGPoint(x: size.width, y: size.height))
                    area.addLine(to: CGPoint(x: 0, y: size.height))
                    area.closeSubpath()
                    context.fill(area, with: .linearGradient(Gradient(colors: [.blue.opacity(0.4), .blue.opacity(0.05)]),
                                                              startPoint: .zero, endPoint: CGPoint(x: 0, y: size.height)))
                    context.stroke(line, with: .color(.blue), style: StrokeStyle(lineWidth: 2, lineJoin: .round))
                    for i in samples.indices {
                        let p = point(i)
                        context.fill(Path(ellipseIn: CGRect(x: p.x - 3, y: p.y - 3, width: 6, height: 6)), with: .color(.blue))
                    }
                    context.draw(Text("Visits").font(.caption).bold(), at: CGPoint(x: 6, y: 4), anchor: .topLeading)
                    // A rotated, clipped layer with its own opacity and blend mode.
                    context.drawLayer { layer in
                        layer.translateBy(x: size.width - 36, y: size.height - 30)
                        layer.rotate(by: .degrees(-15))
                        layer.opacity = 0.8
                        layer.blendMode = .multiply
                        layer.clip(to: Path(roundedRect: CGRect(x: -18, y: -18, width: 36, height: 36), cornerRadius: 8))
                        layer.fill(Path(CGRect(x: -18, y: -18, width: 36, height: 36)), with: .color(.orange))
                        layer.draw(Image(systemName: "star.fill"), at: .zero)
                    }
                }
                .frame(width: 340, height: 150)
                .border(Color.gray.opacity(0.4))
                HStack(spacing: 18) {
                    TimelineView(.periodic(from: .now, by: 1)) { context in
                        Text(context.date, style: .time).monospacedDigit()
                    }
                    Polygon(sides: sides)
                        .fill(Color.purple.gradient)
                        .frame(width: 50, height: 50)
                    Button("Sides") { withAnimation(.easeInOut(duration: 1)) { sides = sides == 5 ? 8 : 5 } }
                        .buttonStyle(.bordered)
                }
            }
            VStack(alignment: .leading, spacing: 10) {
                Text("Matched geometry").font(.headline)
                HStack(spacing: 4) {
                    ForEach(["Day", "Week", "Month"], id: \.self) { period in
                        Text(period)
                            .padding(.horizontal, 12).padding(.vertical, 5)
                            .background {
                                if selected == period {
                                    Capsule().fill(Color.accentColor.opacity(0.2))
                                        .matchedGeometryEffect(id: "highlight", in: highlight)
                                }
                            }
                            .onTapGesture { withAnimation(.spring()) { selected = period } }
                    }
                }
                Text("Placeholder").font(.headline)
                VStack(alignment: .leading, spacing: 4) {
                    Text("Quarterly report").font(.headline)
                    Text("Revenue grew in every region")
                }
                .redacted(reason: loading ? .placeholder : [])
                .onTapGesture { loading.toggle() }
                Text("Blend modes and colour").font(.headline)
                HStack(spacing: 14) {
                    ZStack {
                        Circle().fill(Color.red).frame(width: 40, height: 40).offset(x: -10)
                        Circle().fill(Color.blue).frame(width: 40, height: 40).offset(x: 10).blendMode(.screen)
                    }
                    .compositingGroup()
                    .frame(width: 64)
                    Image(systemName: "leaf.fill").font(.largeTitle).colorMultiply(.green)
                    Text("Style")
                        .padding(8)
                        .background(AnyShapeStyle(Color.orange.gradient), in: RoundedRectangle(cornerRadius: 8))
                    Label("Boxed", systemImage: "shippingbox")
                        .padding(8)
                        .background(.quaternary, in: RoundedRectangle(cornerRadius: 8))
                }
                HStack(spacing: 14) {
                    Text("Backdrop").padding(8).background(in: Capsule()).backgroundStyle(Color.yellow.opacity(0.5))
                    Text("Shadowed").padding(8)
                        .background(RoundedRectangle(cornerRadius: 8).fill(Color.white).shadow(color: .black.opacity(0.25), radius: 4, y: 2))
                    Text("Dashed").padding(8)
                        .overlay(RoundedRectangle(cornerRadius: 8).stroke(style: StrokeStyle(lineWidth: 2, dash: [4, 3])))
                }
            }
        }
        .padding(20)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// A regular polygon whose number of sides animates: its `animatableData` is the count,
/// so the shape in between is drawn frame by frame.
struct Polygon: Shape {
    var sides: Double

    var animatableData: Double {
        get { sides }
        set { sides = newValue }
    }

    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let radius = min(rect.width, rect.height) / 2
        let count = Int(sides.rounded(.up))
        var path = Path()
        for k in 0..<max(3, count) {
            let angle = Double(k) * 2 * .pi / sides - .pi / 2
            let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if k == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.closeSubpath()
        return path
    }
}

#Preview("Drawing") {
    DrawingGallery().frame(width: 800, height: 450)
}
