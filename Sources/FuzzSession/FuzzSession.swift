// The session fuzz target and its non-fuzzing twin (see SessionFuzzer for the oracle).
//
// Built by `scripts/fuzz session` with `-DFUZZING --sanitize=fuzzer --sanitize=address`
// it is a libFuzzer target; built normally it replays files:
//   FuzzSession replay PATH...   run the oracle on files / directories (exit 1 on violations)

#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSession(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var fuzzer = SessionFuzzer(size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size)))
    let violations = fuzzer.run()
    if !violations.isEmpty { fatalError("session oracle violated:\n" + violations.joined(separator: "\n")) }
    return 0
}
#else
import Foundation

@main
struct FuzzSessionTool {
    static func main() {
        var args = Array(CommandLine.arguments.dropFirst())
        guard args.first == "replay" else {
            FileHandle.standardError.write(Data("usage: FuzzSession replay PATH...\n".utf8))
            exit(2)
        }
        args.removeFirst()
        var failures = 0, inputs = 0, commits = 0, errors = 0
        for path in args.flatMap(files) {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            inputs += 1
            var fuzzer = SessionFuzzer(Array(data))
            let violations = fuzzer.run()
            commits += fuzzer.commits
            errors += fuzzer.errors
            if !violations.isEmpty {
                failures += 1
                print("\(path): " + violations.joined(separator: "; "))
            }
        }
        print("FuzzSession: \(inputs) inputs, \(commits) commits, \(errors) errors answered, \(failures) violating")
        exit(failures == 0 ? 0 : 1)
    }

    static func files(_ path: String) -> [String] {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else { return [] }
        guard isDir.boolValue else { return [path] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.sorted().filter { !$0.hasPrefix(".") && !$0.hasSuffix(".md") }.map { path + "/" + $0 }
    }
}
#endif
