import TrellisUI

/// Issue 35's layout group on one 800 × 450 screen: a `Grid` with column alignment, a
/// spanning cell and an unsized divider; an adaptive `LazyVGrid` of square cells
/// (`aspectRatio`); a custom `Layout` that wraps tags into rows; `ViewThatFits`; a custom
/// `AlignmentID` lining up icons of different stacks; `zIndex`, `offset` and `position`;
/// `AnyLayout` switching between a row and a column without losing the children's state.
/// `trellis preview Sources/Demos/TodoDemoKit/Gallery --png DIR` draws it.
public struct LayoutGallery: View {
    @State private var vertical = false
    public init() {}

    public var body: some View {
        HStack(alignment: .top, spacing: 24) {
            VStack(alignment: .leading, spacing: 10) {
                Text("Grid").font(.headline)
                Grid(alignment: .leading, horizontalSpacing: 14, verticalSpacing: 6) {
                    GridRow {
                        Text("Fruit").bold()
                        Text("Qty").bold().gridColumnAlignment(.trailing)
                        Text("Price").bold().gridColumnAlignment(.trailing)
                    }
                    Divider().gridCellUnsizedAxes(.horizontal)
                    GridRow { Text("Apples"); Text("3"); Text("$1.20") }
                    GridRow { Text("Blueberries"); Text("12"); Text("$4.50") }
                    GridRow {
                        Text("Total").bold().gridCellColumns(2)
                        Text("$5.70").bold()
                    }
                }
                Text("LazyVGrid, adaptive columns").font(.headline)
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 40), spacing: 6)], spacing: 6) {
                    ForEach(0..<16, id: \.self) { i in
                        RoundedRectangle(cornerRadius: 6)
                            .fill(Color(hue: Double(i) / 16, saturation: 0.55, brightness: 0.95))
                            .aspectRatio(1, contentMode: .fit)
                            .overlay(Text("\(i)").font(.caption))
                    }
                }
                .frame(width: 330)
            }
            VStack(alignment: .leading, spacing: 10) {
                Text("A custom Layout").font(.headline)
                FlowLayout(spacing: 6) {
                    ForEach(["Swift", "Linux", "SwiftUI", "trellisd", "Grid", "Layout", "Canvas", "Wayland", "AT-SPI"], id: \.self) { tag in
                        Text(tag)
                            .padding(.horizontal, 8).padding(.vertical, 3)
                            .background(Capsule().fill(Color.blue.opacity(0.15)))
                    }
                }
                .frame(width: 330, alignment: .leading)
                Text("ViewThatFits").font(.headline)
                ViewThatFits {
                    Text("A label too long for the width it gets")
                    Text("A shorter label")
                }
                .frame(width: 200, alignment: .leading)
                .padding(4)
                .border(Color.gray)
                Text("A custom alignment").font(.headline)
                HStack(alignment: .iconMiddle, spacing: 18) {
                    VStack {
                        Image(systemName: "sunrise").alignmentGuide(.iconMiddle) { d in d[VerticalAlignment.center] }
                        Text("Wake")
                    }
                    VStack {
                        Text("Lunch")
                        Text("at noon").font(.caption)
                        Image(systemName: "fork.knife").alignmentGuide(.iconMiddle) { d in d[VerticalAlignment.center] }
                    }
                    VStack {
                        Text("Sleep")
                        Image(systemName: "moon.zzz").alignmentGuide(.iconMiddle) { d in d[VerticalAlignment.center] }
                    }
                    ZStack {
                        Circle().fill(Color.orange).frame(width: 30, height: 30).offset(x: -12).zIndex(1)
                        Circle().fill(Color.teal).frame(width: 30, height: 30).offset(x: 12)
                    }
                    Color.clear.frame(width: 60, height: 40)
                        .overlay(Text("•").position(x: 50, y: 8))
                        .border(Color.gray)
                }
                HStack {
                    Text("AnyLayout").font(.headline)
                    Toggle("Column", isOn: $vertical).fixedSize()
                }
                let layout = vertical ? AnyLayout(VStackLayout(alignment: .leading, spacing: 4)) : AnyLayout(HStackLayout(spacing: 8))
                layout {
                    CounterChip(title: "A")
                    CounterChip(title: "B")
                }
            }
        }
        .padding(20)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// A chip with its own count: `AnyLayout` keeps it when the layout changes.
private struct CounterChip: View {
    let title: String
    @State private var taps = 0
    var body: some View {
        Button("\(title): \(taps)") { taps += 1 }.buttonStyle(.bordered)
    }
}

extension VerticalAlignment {
    /// Lines up the icons of stacks whose texts differ in number.
    private enum IconMiddle: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] }
    }
    static let iconMiddle = VerticalAlignment(IconMiddle.self)
}

/// Wraps its subviews into rows as wide as the proposal: the flow layout apps write with
/// `Layout`.
struct FlowLayout: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = rows(for: subviews, width: proposal.width ?? .infinity)
        let width = rows.map { $0.width }.max() ?? 0
        let height = rows.map { $0.height }.reduce(0, +) + spacing * CGFloat(max(0, rows.count - 1))
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for row in rows(for: subviews, width: bounds.width) {
            var x = bounds.minX
            for index in row.indices {
                let size = subviews[index].sizeThatFits(.unspecified)
                subviews[index].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
                x += size.width + spacing
            }
            y += row.height + spacing
        }
    }

    private struct Row { var indices: [Int] = []; var width: CGFloat = 0; var height: CGFloat = 0 }

    private func rows(for subviews: Subviews, width: CGFloat) -> [Row] {
        var rows: [Row] = [Row()]
        for (index, subview) in subviews.enumerated() {
            let size = subview.sizeThatFits(.unspecified)
            if !rows[rows.count - 1].indices.isEmpty, rows[rows.count - 1].width + spacing + size.width > width {
                rows.append(Row())
            }
            var row = rows[rows.count - 1]
            row.width += (row.indices.isEmpty ? 0 : spacing) + size.width
            row.height = max(row.height, size.height)
            row.indices.append(index)
            rows[rows.count - 1] = row
        }
        return rows
    }
}

#Preview("Layout") {
    LayoutGallery().frame(width: 800, height: 450)
}
