// The protocol fuzz target and its non-fuzzing twin.
//
// Built by scripts/fuzz with `-Xswiftc -DFUZZING --sanitize=fuzzer --sanitize=address`,
// this file is a libFuzzer target: libFuzzer supplies `main` and calls
// `LLVMFuzzerTestOneInput` with mutated inputs; any oracle violation (FuzzCheck) traps
// so libFuzzer saves the input.
//
// Built normally (plain `swift build`), it is a tool:
//   FuzzProtocol replay PATH...     run FuzzCheck on files / directories (exit 1 on violations)
//   FuzzProtocol vectors DIR        write the golden vectors (protocol/vectors)
//   FuzzProtocol seeds DIR          write a binary seed corpus from the vectors
import TrellisProtocolVectors

#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzProtocol(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    let violations = FuzzCheck.run(bytes)
    if !violations.isEmpty {
        fatalError("protocol oracle violated:\n" + violations.joined(separator: "\n"))
    }
    return 0
}
#else
import Foundation

@main
struct FuzzProtocolTool {
    static func main() {
        var args = Array(CommandLine.arguments.dropFirst())
        guard !args.isEmpty else { usage() }
        let command = args.removeFirst()
        do {
            switch command {
            case "replay":
                let files = try args.flatMap(listFiles)
                var failures = 0
                for path in files {
                    let data = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
                    let violations = FuzzCheck.run(data)
                    if !violations.isEmpty {
                        failures += 1
                        print("FAIL \(path)\n  " + violations.joined(separator: "\n  "))
                    }
                }
                print("replayed \(files.count) inputs, \(failures) failing")
                exit(failures == 0 ? 0 : 1)
            case "vectors":
                guard args.count == 1 else { usage() }
                for (name, text) in VectorFile.all().sorted(by: { $0.key < $1.key }) {
                    try text.write(toFile: args[0] + "/" + name, atomically: true, encoding: .utf8)
                }
                print("wrote \(VectorFile.all().count) vector files to \(args[0])")
            case "seeds":
                guard args.count == 1 else { usage() }
                let seeds = SeedCorpus.all()
                for (i, seed) in seeds.enumerated() {
                    try Data(seed).write(to: URL(fileURLWithPath: args[0] + "/seed-\(i)"))
                }
                print("wrote \(seeds.count) seeds to \(args[0])")
            default:
                usage()
            }
        } catch {
            FileHandle.standardError.write(Data("FuzzProtocol: \(error)\n".utf8))
            exit(1)
        }
    }

    static func listFiles(_ path: String) throws -> [String] {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else { return [] }
        if !isDir.boolValue { return [path] }
        return try FileManager.default.contentsOfDirectory(atPath: path)
            .filter { !$0.hasPrefix(".") && !$0.hasSuffix(".md") }.sorted().map { path + "/" + $0 }
    }

    static func usage() -> Never {
        FileHandle.standardError.write(Data("usage: FuzzProtocol replay PATH... | vectors DIR | seeds DIR\n".utf8))
        exit(2)
    }
}
#endif
