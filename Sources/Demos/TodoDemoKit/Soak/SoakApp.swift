import Foundation
import TrellisUI

/// The app `trellis soak` runs a hundred of (`trellis-demo --soak`): a small SwiftUI app
/// whose state only ever grows, so an observer reading its committed tree through the
/// daemon's inspector can tell whether anything was lost across a daemon restart.
///
/// What it shows, and what a restart must not change:
/// - `tick N`: a `@State` counter advanced by a `.task` loop every 100 ms. After a resync
///   it must be ≥ the value seen before the daemon died (state lives in the app).
/// - `model N`: the same count kept in a `@StateObject` (reference-type state).
/// - `timer N`: advanced by a repeating `Timer.scheduledTimer` every 100 ms — a run-loop
///   timer, which fires only because the app runs the main run loop.
/// - `appeared A task T`: how often `onAppear` and the `task` started. A resync is
///   invisible to the app, so both stay 1 for the life of the process.
/// - a pushed navigation destination (`level 1`), to prove the path survives, and up to
///   20 rows, one added per second, the oldest dropped past 20 (structural churn).
public struct SoakApp: App {
    public init() {}

    public var body: some Scene {
        WindowGroup("Soak") {
            SoakRootView()
        }
    }
}

/// Reference-type state for the soak app; published so the text follows it.
final class SoakModel: ObservableObject {
    @Published var count = 0
}

struct SoakRootView: View {
    @State private var path: [Int] = [1]

    var body: some View {
        NavigationStack(path: $path) {
            Text("root")
                .navigationDestination(for: Int.self) { level in
                    SoakCounterView(level: level)
                }
        }
    }
}

struct SoakCounterView: View {
    let level: Int
    @State private var tick = 0
    @State private var appeared = 0
    @State private var tasks = 0
    @State private var timerTicks = 0
    @State private var timer: Timer?
    @State private var rows: [Int] = []
    @StateObject private var model = SoakModel()

    var body: some View {
        VStack(alignment: .leading) {
            Text("level \(level)")
            Text("tick \(tick)")
            Text("model \(model.count)")
            Text("timer \(timerTicks)")
            Text("appeared \(appeared) task \(tasks)")
            ForEach(rows, id: \.self) { row in
                HStack {
                    Text("row \(row)")
                    Spacer()
                    Button("×") { rows.removeAll { $0 == row } }
                }
            }
        }
        .onAppear {
            appeared += 1
            // As apps write it: a run-loop timer scheduled from the main thread.
            timer = timer ?? Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in
                MainActor.assumeIsolated { timerTicks += 1 }
            }
        }
        .task {
            tasks += 1
            while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(100))
                tick += 1
                model.count += 1
                if tick % 10 == 0 {
                    rows.append(tick / 10)
                    if rows.count > 20 { rows.removeFirst() }
                }
            }
        }
    }
}
