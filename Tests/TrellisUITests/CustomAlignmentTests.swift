// Custom alignments (AlignmentID): a guide set deep inside nested stacks lines up views in
// different branches; a view that sets nothing sits at the guide's defaultValue(in:).
import Testing
import TrellisEmbedded
import TrellisProtocol
@testable import TrellisUI

private enum ValueColumn: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
}

private enum FirstThird: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
}

private enum QuarterAcross: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 4 }
}

extension HorizontalAlignment {
    fileprivate static let valueColumn = HorizontalAlignment(ValueColumn.self)
    fileprivate static let quarterAcross = HorizontalAlignment(QuarterAcross.self)
}

extension VerticalAlignment {
    fileprivate static let firstThird = VerticalAlignment(FirstThird.self)
}

/// The classic form: labels of different widths, values lined up in one column.
private struct AccountForm: View {
    var body: some View {
        VStack(alignment: .valueColumn, spacing: 0) {
            HStack(spacing: 8) {
                Text("Name:")
                Text("Jane").alignmentGuide(.valueColumn) { d in d[.leading] }
            }
            HStack(spacing: 8) {
                Text("Username:")
                Text("jdoe").alignmentGuide(.valueColumn) { d in d[.leading] }
            }
            HStack(spacing: 8) {
                Text("ID:")
                VStack(alignment: .leading, spacing: 0) {
                    Text("42").alignmentGuide(.valueColumn) { d in d[.leading] }
                }
            }
        }
    }
}

extension TrellisUITests {
    @MainActor @Suite struct CustomAlignment {
        private func frame(_ h: Harness, _ text: String) -> WireRect {
            h.connection.frame(of: h.connection.node(withText: text)!)!
        }

        @Test("S22 a custom HorizontalAlignment lines up values set inside different HStacks (and a nested VStack)")
        func valueColumn() {
            let h = Harness(AccountForm())
            // Headless glyphs are 10 wide at the body size: "Name:" 50, "Username:" 90, "ID:" 30.
            let jane = frame(h, "Jane"), jdoe = frame(h, "jdoe"), id = frame(h, "42")
            #expect(jane.x == jdoe.x && jdoe.x == id.x, "one value column: \(jane.x) \(jdoe.x) \(id.x)")
            let name = frame(h, "Name:"), user = frame(h, "Username:"), idLabel = frame(h, "ID:")
            #expect(name.x - user.x == 40)
            #expect(idLabel.x - user.x == 60)
            #expect(jdoe.x - (user.x + user.width) == 8, "the spacing inside the row is kept")
            #expect(h.violations.isEmpty, "\(h.violations)")
        }

        @Test("S22 without any guide set, children align at the AlignmentID's defaultValue(in:)")
        func defaultValue() {
            let h = Harness(HStack(alignment: .firstThird, spacing: 0) {
                Text("short").frame(height: 30)
                Text("tall").frame(height: 90)
            })
            let short = frame(h, "short"), tall = frame(h, "tall")
            // Frames centre their text: the frames' thirds (10 and 30) share a line.
            #expect((short.y + short.height / 2 - 15 + 10) - (tall.y + tall.height / 2 - 45 + 30) == 0,
                    "thirds on one line: short \(short) tall \(tall)")
        }

        @Test("S22 an explicit guide wins over the default, and ViewDimensions reads a custom guide at its default")
        func explicitOverDefault() {
            let h = Harness(HStack(alignment: .firstThird, spacing: 0) {
                Color.red.frame(width: 10, height: 60)
                Text("moved").alignmentGuide(.firstThird) { d in d[.firstThird] + 5 }
            })
            let moved = frame(h, "moved")
            let stack = h.connection.frame(of: h.connection.parent(of: h.connection.parent(of: h.connection.node(withText: "moved")!)!)!)!
            // Red's third is 20; the text (20 tall) sets 20/3 + 5, so its top is 20 - (20/3 + 5) below red's.
            #expect(abs((moved.y - stack.y) - (20 - (20.0 / 3 + 5))) < 0.01, "\(moved) in \(stack)")
            #expect(stack.height == 60)
        }

        @Test("S22 ZStack and frame alignments built with Alignment(horizontal:vertical:) and a custom guide")
        func zstackAndFrame() {
            let h = Harness(VStack(spacing: 0) {
                ZStack(alignment: Alignment(horizontal: .quarterAcross, vertical: .top)) {
                    Color.blue.frame(width: 200, height: 40)
                    Text("q")
                }
                Text("f").frame(width: 100, height: 30, alignment: Alignment(horizontal: .quarterAcross, vertical: .top))
            })
            let q = frame(h, "q"), f = frame(h, "f")
            let zstack = h.connection.frame(of: h.connection.parent(of: h.connection.node(withText: "q")!)!)!
            // The text's quarter (10 / 4) on the colour's quarter (50).
            #expect(q.x - zstack.x == 50 - 2.5, "\(q) in \(zstack)")
            #expect(q.y == zstack.y)
            let fFrame = h.connection.frame(of: h.connection.parent(of: h.connection.node(withText: "f")!)!)!
            #expect(f.x - fFrame.x == 25 - 2.5, "\(f) in \(fFrame)")
            #expect(f.y == fFrame.y)
        }

        @Test("S22 a guide set on an icon inside VStacks lines up the icons and leaves the stacks' texts their width, in every commit")
        func guideInsideColumns() {
            let row = HStack(alignment: .firstThird, spacing: 20) {
                VStack {
                    Image(systemName: "sunrise").alignmentGuide(.firstThird) { d in d[VerticalAlignment.center] }
                    Text("Wake")
                }
                VStack {
                    Text("Lunch")
                    Text("at noon")
                    Color.red.frame(width: 10, height: 10).alignmentGuide(.firstThird) { d in d[VerticalAlignment.center] }
                }
                ZStack {
                    Circle().fill(Color.orange).frame(width: 30, height: 30).offset(x: -12).zIndex(1)
                    Circle().fill(Color.teal).frame(width: 30, height: 30).offset(x: 12)
                }
                Color.clear.frame(width: 60, height: 40)
                    .overlay(Text("•").position(x: 50, y: 8))
                    .border(Color.gray)
            }
            // Beside a column of fixed width, as in a two-column screen, above a custom layout:
            // the custom layout's second commit measures the row again for the column's
            // probes, which places the stacks inside at those probes (to find the guide).
            let h = Harness(HStack(alignment: .top, spacing: 24) {
                Color.blue.frame(width: 300, height: 40)
                VStack(alignment: .leading) {
                    Text("Head")
                    row
                    AnyLayout(HStackLayout(spacing: 8)) { Text("A"); Text("B") }
                }
            })
            let wake = frame(h, "Wake"), lunch = frame(h, "Lunch"), noon = frame(h, "at noon")
            // Headless glyphs are 10 wide: each text keeps its whole width.
            #expect(wake.width == 40 && lunch.width == 50 && noon.width == 70, "\(wake) \(lunch) \(noon) ")
            #expect(h.texts.contains("Wake") && h.texts.contains("at noon"))
            #expect(h.violations.isEmpty, "\(h.violations)")
        }

        @Test("ViewDimensions: custom guides read their default; explicit values are nil on the client")
        func viewDimensions() {
            let d = ViewDimensions(size: CGSize(width: 80, height: 30))
            #expect(d[HorizontalAlignment.quarterAcross] == 20)
            #expect(abs(d[VerticalAlignment.firstThird] - 10) < 1e-9)
            #expect(d[explicit: HorizontalAlignment.quarterAcross] == nil)
            #expect(HorizontalAlignment.quarterAcross == HorizontalAlignment(QuarterAcross.self))
            #expect(HorizontalAlignment.quarterAcross != .center)
            #expect(HorizontalAlignment.quarterAcross.guideNumber >= 6 && HorizontalAlignment.quarterAcross.guideNumber % 2 == 0)
            #expect(VerticalAlignment.firstThird.guideNumber % 2 == 1)
        }
    }
}
