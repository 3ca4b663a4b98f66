import TrellisUI

/// The live log of the lifecycle screen: `onAppear` / `onDisappear` callbacks, body runs
/// (`let _ = print(...)` in a body) and `Self._printChanges()` lines, in order.
///
/// Lines recorded while a body is being evaluated must not change observed state during
/// that update (SwiftUI's "Modifying state during view update"), so `record` buffers and
/// publishes the batch on the next main-queue turn; the log view then updates in the
/// following transaction, and only the log view (it alone observes this object).
@MainActor
public final class LifecycleLog: ObservableObject {
    /// One logged line; `id` is its sequence number so rows keep their identity as the
    /// log scrolls.
    public struct Entry: Identifiable, Hashable, Sendable {
        public let id: Int
        public let text: String
    }

    /// The log the app's views write to (through this module's `print`).
    public static let shared = LifecycleLog()

    /// The most recent lines, oldest first (at most `capacity`).
    @Published public private(set) var entries: [Entry] = []
    /// Lines kept; older ones are dropped.
    public var capacity = 200
    /// Whether lines are also written to standard output, like SwiftUI's `print`.
    public var echoesToStandardOutput = false

    private var pending: [String] = []
    private var nextID = 0
    private var publishScheduled = false

    public init() {}

    /// Appends a line (published on the next main-queue turn, see the type's notes).
    public func record(_ line: String) {
        if echoesToStandardOutput {
            var out = line + "\n"
            _ = out.withUTF8 { write(1, $0.baseAddress, $0.count) }
        }
        pending.append(line)
        guard !publishScheduled else { return }
        publishScheduled = true
        DispatchQueue.main.async { MainActor.assumeIsolated { self.publishPending() } }
    }

    /// Publishes buffered lines now (tests call it instead of waiting a main-queue turn).
    public func publishPending() {
        publishScheduled = false
        guard !pending.isEmpty else { return }
        var all = entries
        for line in pending {
            all.append(Entry(id: nextID, text: line))
            nextID += 1
        }
        pending.removeAll()
        if all.count > capacity { all.removeFirst(all.count - capacity) }
        entries = all
    }

    /// Empties the log (the "Clear" button).
    public func clear() {
        pending.removeAll()
        entries = []
    }

    /// Routes TrellisUI's diagnostics (`Self._printChanges()` output, state-during-update
    /// warnings) into this log.
    public func captureTrellisLog() {
        TrellisLog.sink = { [weak self] line in self?.record(line) }
    }
}

/// Seed code calls `print` in bodies and lifecycle callbacks. Inside this module those
/// calls land in the on-screen log, so the seeds' snippets run unchanged and show their
/// output next to the views that produced it.
@MainActor
func print(_ items: Any..., separator: String = " ") {
    LifecycleLog.shared.record(items.map { "\($0)" }.joined(separator: separator))
}

/// The log panel: as many of the latest lines as fit, newest at the bottom.
///
/// The height comes from a `GeometryReader` in the background, sent up with a
/// `PreferenceKey` into `@State` (the usual SwiftUI pattern), so the rows are rebuilt
/// whenever the log changes and re-counted only when the size changes. One line is
/// budgeted 20 points (one terminal row; PNG callout lines are shorter); lines are
/// truncated to one row.
struct LifecycleLogView: View {
    @ObservedObject var log: LifecycleLog
    @State private var visibleLines = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack {
                Text("Log").font(.headline)
                Text("appear · disappear · body").foregroundColor(.secondary)
                Spacer()
                Button("Clear") { log.clear() }
            }
            Color.clear
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(GeometryReader { proxy in
                    Color.clear.preference(key: LogHeightKey.self, value: proxy.size.height)
                })
                .overlay(alignment: .topLeading) {
                    VStack(alignment: .leading, spacing: 0) {
                        ForEach(log.entries.suffix(visibleLines)) { entry in
                            Text(entry.text)
                                .font(.callout)
                                .foregroundColor(Self.color(for: entry.text))
                                .lineLimit(1)
                        }
                    }
                }
                .onPreferenceChange(LogHeightKey.self) { height in
                    visibleLines = max(0, Int(height / 20))
                }
        }
    }

    /// Appear lines green, disappear red, body runs black: the three phases of seed 000.
    static func color(for line: String) -> Color {
        if line.contains("disappear") { return .red }
        if line.contains("appear") { return Color(red: 0.1, green: 0.55, blue: 0.2) }
        return .primary
    }
}

/// The height available to the log's rows.
struct LogHeightKey: PreferenceKey {
    static var defaultValue: Double = 0
    static func reduce(value: inout Double, nextValue: () -> Double) { value = max(value, nextValue()) }
}
