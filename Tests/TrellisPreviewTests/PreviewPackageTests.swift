// `trellis preview`'s pieces: finding previews in source text, adapting a SwiftUI file for
// the host package, and rendering entries to PNGs through a real trellisd.
import Foundation
import Testing
import TrellisPreview
import TrellisTestSupport
import TrellisUI

private let sample = """
    import SwiftUI

    @main
    struct Demo: App { var body: some Scene { WindowGroup { Text("x") } } }

    /* #Preview { Text("in a comment") }
       struct Commented: PreviewProvider {} */
    #Preview {
        Text("plain")
    }
    #Preview("Named", traits: .sizeThatFitsLayout) { Text("named") }
    #PreviewSomethingElse
    struct Row_Previews: PreviewProvider {
        static var previews: some View { Text("row") }
    }
    extension Other: PreviewProvider { }
    """

@Suite struct PreviewPackageTests {
    @Test("scan finds #Preview lines and PreviewProvider types, not comments or other macros")
    func scan() {
        let s = PreviewPackage.scan(sample)
        #expect(s.previewLines == [8, 11])
        #expect(s.providers == ["Row_Previews", "Other"])
    }

    @Test("adapt swaps the import, drops @main, keeps line numbers and lists the previews")
    func adapt() {
        let out = PreviewPackage.adapt(sample, fileName: "Demo.swift", symbol: "_p0")
        let lines = out.components(separatedBy: "\n")
        #expect(lines[0] == "import TrellisUI")
        #expect(lines[2] == "")
        #expect(lines[7] == "#Preview {", "line 8 is still line 8, for _trellisPreview(line8:)")
        #expect(out.contains("PreviewEntry(registration: _trellisPreview(line8: ()), file: \"Demo.swift\", line: 8),"))
        #expect(out.contains("PreviewEntry(registration: _trellisPreview(line11: ()), file: \"Demo.swift\", line: 11),"))
        #expect(out.contains("PreviewEntry(provider: Row_Previews.self, file: \"Demo.swift\"),"))
        #expect(out.contains("@MainActor let _p0: [PreviewEntry] = ["))
    }

    @Test("adapt makes `import UIKit` an import of TrellisUI, which has UIKit's names, as a port does")
    func adaptUIKit() {
        let out = PreviewPackage.adapt("import SwiftUI\nimport UIKit\n#Preview { Text(\"x\") }", fileName: "A.swift", symbol: "_p1")
        #expect(out.components(separatedBy: "\n").prefix(2) == ["import TrellisUI", "import TrellisUI"])
    }

    @Test("the host's main and manifest")
    func hostFiles() {
        #expect(PreviewPackage.main(symbols: ["_a", "_b"]).contains("await PreviewRenderer.main(_a + _b)"))
        let manifest = PreviewPackage.manifest(trellisRoot: "/src/Trellis")
        #expect(manifest.contains(".package(path: \"/src/Trellis\")"))
        #expect(manifest.contains(".product(name: \"TrellisPreview\", package: \"trellis\")"))
    }
}

@MainActor
@Suite struct PreviewRenderTests {
    struct Swatch: View {
        var body: some View {
            Color.red.frame(width: 100, height: 100).clipShape(Circle())
        }
    }

    @Test("render draws each entry through trellisd's raster backend into NAME.png")
    func render() async throws {
        let dir = try temporaryDirectory(prefix: "trl-preview")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let paths = try await PreviewRenderer.render([
            PreviewEntry(title: "Swatch: red", make: { Swatch() }),
            PreviewEntry(title: "Swatch: red", make: { Text("second") }),
        ], to: dir, options: .init(width: 200, height: 200, scale: 1))
        #expect(paths == [dir + "/Swatch__red.png", dir + "/Swatch__red-2.png"])
        let png = try Data(contentsOf: URL(fileURLWithPath: paths[0]))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }
}
