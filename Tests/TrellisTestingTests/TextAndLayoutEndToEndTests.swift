// Custom alignments, text spacing and section separators through a real trellisd with the
// png backend (Pango measures and draws): the form's values line up in one column, tracked
// and spaced text takes its room, a section's own lines are drawn in their tint.
// `TRELLIS_KEEP_PNG=DIR` keeps the daemon's PNGs.
import Foundation
import Testing
import TrellisProtocol
import TrellisTesting
import TrellisTestSupport
@testable import TrellisUI

private enum ValueColumn: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
}

extension HorizontalAlignment {
    fileprivate static let valueColumnE2E = HorizontalAlignment(ValueColumn.self)
}

private struct FormSample: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            VStack(alignment: .valueColumnE2E, spacing: 4) {
                HStack {
                    Text("Name:")
                    Text("Jane Appleseed").alignmentGuide(.valueColumnE2E) { $0[.leading] }
                }
                HStack {
                    Text("Username:").bold()
                    Text("jane").alignmentGuide(.valueColumnE2E) { $0[.leading] }
                }
            }
            Text("Tracked").tracking(6)
            Text("Untracked")
            Text("Line one\nLine two").lineSpacing(12)
            Text("Condensed width").fontWidth(.condensed)
            Text("Condensed width!")
        }
        .font(.system(size: 18))
        .padding()
    }
}

private struct SectionSample: View {
    var body: some View {
        List {
            Section("Fruit") {
                Label("Apple", systemImage: "star.fill")
                Label("Pear", systemImage: "heart.fill")
            }
            .listSectionSeparator(.visible)
            .listSectionSeparatorTint(.red)
        }
        .listItemTint(.orange)
    }
}

@Suite struct TextAndLayoutEndToEndTests {
    private func output(_ name: String) throws -> (String, Bool) {
        if let keep = ProcessInfo.processInfo.environment["TRELLIS_KEEP_PNG"] {
            let dir = keep + "/" + name
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            return (dir, true)
        }
        return (try temporaryDirectory(prefix: "trl-out"), false)
    }

    @Test("S22 a custom alignment and text spacing on the png backend: one value column, spaced text takes its room")
    @MainActor func formOnThePNGBackend() async throws {
        let (out, kept) = try output("custom-alignment")
        defer { if !kept { try? FileManager.default.removeItem(atPath: out) } }
        let daemon = try TestDaemon(backend: "png", width: 360, height: 300, arguments: ["--out", out])
        try await TestHost.run(width: 360, height: 300, daemon: daemon, content: { FormSample() }) { host in
            let jane = try #require(try await host.frame(of: "Jane Appleseed"))
            let user = try #require(try await host.frame(of: "jane"))
            #expect(abs(jane.minX - user.minX) < 0.01, "one value column: \(jane) \(user)")
            let tracked = try #require(try await host.frame(of: "Tracked"))
            let untracked = try #require(try await host.frame(of: "Untracked"))
            #expect(tracked.width > untracked.width, "7 letters 6 points apart outgrow 9 plain ones: \(tracked) \(untracked)")
            let spaced = try #require(try await host.frame(of: "Line one\nLine two"))
            #expect(spaced.height > 2 * untracked.height + 11, "two lines and 12 between: \(spaced)")
            let condensed = try #require(try await host.frame(of: "Condensed width"))
            let standard = try #require(try await host.frame(of: "Condensed width!"))
            #expect(condensed.width < standard.width * 0.95, "the condensed face: \(condensed) \(standard)")
            // The snapshot records the spacing properties.
            let nodes = try await host.nodes()
            #expect(nodes.first { $0.text == "Tracked" }?.attribute("tracking") == "6")
            #expect(nodes.first { $0.text == "Line one\nLine two" }?.attribute("lineSpacing") == "12")
            #expect(nodes.first { $0.text == "Condensed width" }?.attribute("fontWidth") == "-0.2")
        }
        await daemon.stop()
        #expect(try FileManager.default.contentsOfDirectory(atPath: out).contains { $0.hasSuffix(".png") })
    }

    @Test("listSectionSeparator(.visible) draws the section's lines in their tint; listItemTint colours the row icons")
    @MainActor func sectionSeparatorsOnThePNGBackend() async throws {
        let (out, kept) = try output("section-separators")
        defer { if !kept { try? FileManager.default.removeItem(atPath: out) } }
        let daemon = try TestDaemon(backend: "png", width: 300, height: 220, arguments: ["--out", out])
        try await TestHost.run(width: 300, height: 220, daemon: daemon, content: { SectionSample() }) { host in
            let nodes = try await host.nodes()
            let red = WireColor(r: 255, g: 59, b: 48, a: 255)
            let lines = nodes.filter { $0.kind == "shape" && $0.frame.height == 1 && $0.attribute("fill") == "\(red)" }
            #expect(lines.count == 2, "a red line under the header and after the last row: \(nodes.map(\.description))")
            let apple = try #require(try await host.frame(of: "Apple"))
            let pear = try #require(try await host.frame(of: "Pear"))
            if lines.count == 2 {
                #expect(lines[0].frame.y < apple.minY && lines[1].frame.y > pear.maxY)
            }
            let icons = nodes.filter { $0.kind == "image" }
            #expect(icons.count == 2 && icons.allSatisfy { $0.attribute("fg") != nil }, "\(icons.map(\.description))")
        }
        await daemon.stop()
        #expect(try FileManager.default.contentsOfDirectory(atPath: out).contains { $0.hasSuffix(".png") })
    }
}
