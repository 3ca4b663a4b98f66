// `TRELLIS_DEBUG_UPDATES=1`: per view type, how many bodies ran, why, and how many
// produced the same output as the run before (wasted work) — seed 004's hunt for bodies
// that run for nothing, done by the framework. Printed to stderr at exit.
import Dispatch
#if canImport(Glibc)
import Glibc
#endif

/// Counts body evaluations by view type and reason. Off unless the environment variable
/// `TRELLIS_DEBUG_UPDATES` is set (to anything but `0`); then the table prints at exit.
@MainActor
public final class UpdateReport {
    /// The process's report (nil when debugging updates is off). Tests may install one.
    public static var shared: UpdateReport? = {
        guard let v = getenv("TRELLIS_DEBUG_UPDATES").map({ String(cString: $0) }), !v.isEmpty, v != "0" else { return nil }
        let r = UpdateReport()
        atexit { MainActor.assumeIsolated { UpdateReport.printShared() } }
        // An app stopped with Ctrl-C or `kill` reports too, then exits as the signal would.
        for sig in [SIGINT, SIGTERM] {
            signal(sig, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: sig, queue: .main)
            source.setEventHandler {
                MainActor.assumeIsolated { UpdateReport.printShared() }
                _exit(128 + sig)
            }
            source.resume()
            signalSources.append(source)
        }
        return r
    }()
    private static var signalSources: [any DispatchSourceSignal] = []

    /// One view type's line.
    public struct Row: Equatable, Sendable {
        public var bodies = 0
        /// Bodies whose output equalled the previous output (a comparison that cannot see
        /// closures counts those as different, so this is a lower bound).
        public var wasted = 0
        /// Why they ran: reason → count. Reasons: `first insert`, `input: FIELD` (a
        /// changed stored property, as `_printChanges` names it), `@State _x`,
        /// `@Binding _x`, `@Environment _x`, `@ObservedObject _x` (and the other
        /// wrappers by name), `observation` (an `@Observable` property read by the body).
        public var reasons: [String: Int] = [:]
    }

    public private(set) var rows: [String: Row] = [:]
    /// Counts `record` calls, so a host sends the table to the daemon only when it changed.
    public private(set) var version = 0

    public init() {}

    /// Records one body run of `type` for `reasons`; `wasted` when it produced the same
    /// output as the time before.
    public func record(type: String, reasons: [String], wasted: Bool) {
        version += 1
        var row = rows[type] ?? Row()
        row.bodies += 1
        if wasted { row.wasted += 1 }
        for r in reasons { row.reasons[r, default: 0] += 1 }
        rows[type] = row
    }

    /// A view type's name in the report: without generic arguments (`Picker`, not
    /// `Picker<Text, Int, …>`), so one control's instances share a line.
    nonisolated static func name(of type: Any.Type) -> String {
        let full = String(describing: type)
        return full.split(separator: "<", maxSplits: 1).first.map(String.init) ?? full
    }

    /// The table: one line per view type, most bodies first.
    public func table() -> String {
        var out = "TRELLIS_DEBUG_UPDATES: bodies by view type\n"
        out += pad("view", 28) + pad("bodies", 8) + pad("wasted", 8) + "why\n"
        for (type, row) in rows.sorted(by: { ($0.value.bodies, $1.key) > ($1.value.bodies, $0.key) }) {
            let why = row.reasons.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
                .map { "\($0.key) ×\($0.value)" }.joined(separator: ", ")
            out += pad(type, 28) + pad("\(row.bodies)", 8) + pad("\(row.wasted)", 8) + why + "\n"
        }
        return out
    }

    /// The table cut to at most `limit` UTF-8 bytes at a line end (for `debugReport`).
    func table(limit: Int) -> String {
        let t = table()
        guard t.utf8.count > limit else { return t }
        var out = ""
        for line in t.split(separator: "\n") {
            if out.utf8.count + line.utf8.count + 1 > limit { break }
            out += line + "\n"
        }
        return out
    }

    private func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s + " " : s + String(repeating: " ", count: n - s.count) }

    static func printShared() {
        guard let r = shared, !r.rows.isEmpty else { return }
        let text = Array(r.table().utf8)
        text.withUnsafeBytes { _ = write(2, $0.baseAddress, $0.count) }
    }
}

extension GraphNode {
    /// The report's words for why this body runs now (`pendingReasons`, read before they
    /// are cleared).
    func reportReasons(changedFields: [String]) -> [String] {
        if pendingReasons.contains("@identity") { return ["first insert"] }
        var out: [String] = []
        for r in pendingReasons {
            switch r {
            case "@self": out += changedFields.isEmpty ? ["input"] : changedFields.map { "input: \($0)" }
            case "@dependencies": out.append("observation")
            default: out.append(wrapperName(of: r).map { "\($0) \(r)" } ?? r)
            }
        }
        return out
    }

    /// `@State`, `@Binding`, … for the stored property `label` of this node's view.
    private func wrapperName(of label: String) -> String? {
        for child in Mirror(reflecting: view).children where child.label == label {
            let t = String(describing: type(of: child.value))
            guard let base = t.split(separator: "<").first else { return nil }
            return "@" + base
        }
        return nil
    }
}

enum ChangedFields {
    /// The stored properties of two values of one view type that differ, by name
    /// (`_printChanges` style); empty when the type cannot be taken apart.
    static func between(_ old: Any, _ new: Any) -> [String] {
        let a = Mirror(reflecting: old).children, b = Mirror(reflecting: new).children
        guard a.count == b.count else { return [] }
        var out: [String] = []
        for (x, y) in zip(a, b) {
            // An existential field may hold values of different types: different, then
            // (the comparison itself needs one type on both sides).
            if type(of: x.value) != type(of: y.value) || !ViewEquality.reflectiveEqual(x.value, y.value) {
                out.append(x.label ?? "?")
            }
        }
        return out
    }
}
