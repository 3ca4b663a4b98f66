import Foundation

/// Why a snapshot assertion failed.
///
/// Thrown, not reported through a test framework, so the helpers work the same in Swift
/// Testing (`try` in a `@Test` fails it with this description), XCTest and plain
/// executables.
public enum SnapshotError: Error, CustomStringConvertible, Sendable {
    /// The text differs from the reference file; `diff` shows the changed lines
    /// (`-` reference, `+` actual).
    case mismatch(path: String, diff: String)
    /// The reference was (re)written: recording is on, or there was no reference yet. Fails
    /// on purpose, so a test run that records can never pass by accident.
    case recorded(path: String, reason: String)
    /// The reference could not be read or written.
    case io(path: String, detail: String)

    public var description: String {
        switch self {
        case let .mismatch(path, diff):
            return "snapshot does not match \(path)\n\(diff)\n"
                + "If the new output is right, re-record with TRELLIS_RECORD_SNAPSHOTS=1 and review the file's diff."
        case let .recorded(path, reason):
            return "\(reason); recorded the snapshot to \(path). Check it, commit it, and run again without "
                + "TRELLIS_RECORD_SNAPSHOTS."
        case let .io(path, detail):
            return "cannot use snapshot file \(path): \(detail)"
        }
    }
}

/// Compares `text` with the reference file `__Snapshots__/<name>.txt` in the directory of
/// `file` (the test's source file: pass nothing and `#filePath` does it).
///
/// Recording: when the environment variable `TRELLIS_RECORD_SNAPSHOTS` is `1` (or `record`
/// is true), or when no reference exists yet, the file is written and
/// `SnapshotError.recorded` is thrown — review the file, commit it, run again. A mismatch
/// throws `SnapshotError.mismatch` with a line diff. Trailing whitespace at the end of the
/// text is ignored, so editors that add a final newline do not break references.
public func assertSnapshot(_ text: String, named name: String, file: StaticString = #filePath,
                           record: Bool? = nil) throws {
    try assertSnapshot(text, atPath: snapshotPath(named: name, file: "\(file)"), record: record)
}

/// `assertSnapshot(_:named:file:record:)` with an explicit reference file path.
public func assertSnapshot(_ text: String, atPath path: String, record: Bool? = nil) throws {
    let recording = record ?? (ProcessInfo.processInfo.environment["TRELLIS_RECORD_SNAPSHOTS"] == "1")
    let actual = text.trimmingTrailingWhitespace
    let existing = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    if recording || existing == nil {
        do {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try Data((actual + "\n").utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            throw SnapshotError.io(path: path, detail: "\(error)")
        }
        throw SnapshotError.recorded(path: path, reason: recording ? "TRELLIS_RECORD_SNAPSHOTS is set"
                                                                    : "there was no reference snapshot")
    }
    let expected = existing!.trimmingTrailingWhitespace
    if expected != actual {
        throw SnapshotError.mismatch(path: path, diff: lineDiff(expected: expected, actual: actual))
    }
}

extension TestHost {
    /// Settles and compares the daemon's snapshot of the screen with
    /// `__Snapshots__/<name>.txt` next to the calling test file (see the free function
    /// `assertSnapshot(_:named:file:record:)`).
    public func assertSnapshot(named name: String, file: StaticString = #filePath, record: Bool? = nil) async throws {
        try TrellisTesting.assertSnapshot(try await snapshot(), named: name, file: file, record: record)
    }
}

/// `<dir of file>/__Snapshots__/<name>.txt`, with characters that do not belong in a file
/// name replaced by `_`.
public func snapshotPath(named name: String, file: String) -> String {
    let safe = String(name.map { $0.isLetter || $0.isNumber || "-_.".contains($0) ? $0 : "_" })
    let dir = (file as NSString).deletingLastPathComponent
    return dir + "/__Snapshots__/" + safe + ".txt"
}

/// A line diff (longest common subsequence) of two texts: unchanged lines around changes
/// are shown with two spaces, removed ones with `-`, added ones with `+`.
func lineDiff(expected: String, actual: String, context: Int = 2) -> String {
    let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
    guard a.count * b.count <= 4_000_000 else {
        let i = zip(a, b).prefix { $0 == $1 }.count
        return "first difference at line \(i + 1):\n- \(i < a.count ? a[i] : "<end>")\n+ \(i < b.count ? b[i] : "<end>")"
    }
    // lcs[i][j] = length of the LCS of a[i...] and b[j...]
    var lcs = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
        for j in stride(from: b.count - 1, through: 0, by: -1) {
            lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
        }
    }
    var ops: [(Character, Substring)] = []
    var i = 0, j = 0
    while i < a.count || j < b.count {
        if i < a.count, j < b.count, a[i] == b[j] { ops.append((" ", a[i])); i += 1; j += 1 }
        else if j < b.count, i == a.count || lcs[i][j + 1] >= lcs[i + 1][j] { ops.append(("+", b[j])); j += 1 }
        else { ops.append(("-", a[i])); i += 1 }
    }
    let changed = ops.indices.filter { ops[$0].0 != " " }
    var shown = Set<Int>()
    for c in changed { for k in max(0, c - context)...min(ops.count - 1, c + context) { shown.insert(k) } }
    var out: [String] = []
    var last = -1
    for k in shown.sorted() {
        if last >= 0 && k > last + 1 { out.append("  …") }
        out.append("\(ops[k].0) \(ops[k].1)")
        last = k
    }
    return out.joined(separator: "\n")
}

extension String {
    var trimmingTrailingWhitespace: String {
        var s = Substring(self)
        while let c = s.last, c.isWhitespace { s.removeLast() }
        return String(s)
    }
}
