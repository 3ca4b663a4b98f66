// Table end to end: trellisd's cairo backend draws its header row, columns and separators.
import Foundation
import Testing
import TrellisPreview
import TrellisTestSupport
import TrellisUI

private struct Fruit: Identifiable {
    let id: Int
    let name: String
    let colour: String
}

private struct FruitTable: View {
    @State private var order = [KeyPathComparator(\Fruit.name)]
    var body: some View {
        Table([Fruit(id: 1, name: "Apple", colour: "red"), Fruit(id: 2, name: "Banana", colour: "yellow"),
               Fruit(id: 3, name: "Cherry", colour: "dark red")].sorted(using: order), sortOrder: $order) {
            TableColumn("Name", value: \.name)
            TableColumn("Colour", value: \.colour)
        }
        .background(Color.white)
    }
}

@Suite struct TablePNGTests {
    @Test("a table's header, rows and separators are drawn")
    @MainActor func tablePixels() async throws {
        let dir = try temporaryDirectory(prefix: "trl-table")
        defer { if ProcessInfo.processInfo.environment["TRELLIS_KEEP_PNG"] == nil { try? FileManager.default.removeItem(atPath: dir) } }
        let paths = try await PreviewRenderer.render([PreviewEntry(title: "table", make: { FruitTable() })],
                                                     to: dir, options: .init(width: 320, height: 200, scale: 1))
        let path = try #require(paths.first)
        if let keep = ProcessInfo.processInfo.environment["TRELLIS_KEEP_PNG"], keep.hasPrefix("/") {
            try? FileManager.default.removeItem(atPath: keep + "/table.png")
            try FileManager.default.copyItem(atPath: path, toPath: keep + "/table.png")
        }
        let png = try #require(Pixels(path: path))
        // Rows of pixels that hold ink (anything not white), top to bottom.
        var inked: [Int] = []
        for y in 0..<png.height where (0..<png.width).contains(where: { png[$0, y].0 < 200 }) { inked.append(y) }
        #expect(inked.count > 40, "the header and three rows of text: \(inked.count) inked pixel rows")
        let left = (0..<png.height).filter { y in (0..<40).contains { png[$0, y].0 < 120 } }
        #expect(!left.isEmpty, "the first column's text starts near the leading edge")
    }
}
