// trellis-protocol-gen: regenerates Sources/TrellisProtocol/Generated/ from protocol/trellis.idl.
//
//   trellis-protocol-gen [--idl protocol/trellis.idl] [--out Sources/TrellisProtocol/Generated] [--check]
//
// --check writes nothing and exits 1 when the committed files differ from the schema.
import Foundation
import TrellisProtocolGenKit

var idlPath = "protocol/trellis.idl"
var outDir = "Sources/TrellisProtocol/Generated"
var check = false
var args = CommandLine.arguments.dropFirst()
while let a = args.popFirst() {
    switch a {
    case "--idl": idlPath = args.popFirst() ?? idlPath
    case "--out": outDir = args.popFirst() ?? outDir
    case "--check": check = true
    default:
        FileHandle.standardError.write(Data("usage: trellis-protocol-gen [--idl FILE] [--out DIR] [--check]\n".utf8))
        exit(2)
    }
}

do {
    let idl = try String(contentsOfFile: idlPath, encoding: .utf8)
    let files = try ProtocolGenerator.generate(idl: idl)
    let fm = FileManager.default
    try fm.createDirectory(atPath: outDir, withIntermediateDirectories: true)
    var stale: [String] = []
    for (name, text) in files.sorted(by: { $0.key < $1.key }) {
        let path = outDir + "/" + name
        if (try? String(contentsOfFile: path, encoding: .utf8)) == text { continue }
        stale.append(name)
        if !check { try text.write(toFile: path, atomically: true, encoding: .utf8) }
    }
    // Files in the output directory that the schema no longer produces.
    for name in try fm.contentsOfDirectory(atPath: outDir) where name.hasSuffix(".swift") && files[name] == nil {
        stale.append(name)
        if !check { try fm.removeItem(atPath: outDir + "/" + name) }
    }
    if check {
        if !stale.isEmpty {
            print("stale generated files: \(stale.sorted().joined(separator: ", ")); run scripts/gen-protocol")
            exit(1)
        }
        print("generated code is up to date")
    } else {
        print(stale.isEmpty ? "generated code already up to date" : "wrote \(stale.sorted().joined(separator: ", "))")
    }
} catch {
    FileHandle.standardError.write(Data("trellis-protocol-gen: \(error)\n".utf8))
    exit(1)
}
