// `trellis`: the developer's command-line tool (inspect, replay, preview, port, run, bench, soak).
import ArgumentParser

/// Root command. Subcommands live in their own files so each layer owns its tooling.
@main
struct Trellis: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trellis",
        abstract: "Trellis developer tool: inspection, previews, porting apps and benchmarks.",
        subcommands: [InspectCommand.self, ReplayCommand.self, PreviewCommand.self, PortCommand.self, RunCommand.self,
                      Bench.self, SoakCommand.self])
}

/// `trellis bench SUITE`: release-build benchmarks that print ratios against a baseline
/// measured in the same run, never absolute claims from a unit test.
struct Bench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a benchmark suite (build with -c release).")

    enum Suite: String, ExpressibleByArgument, CaseIterable {
        case `protocol`, layout, client, daemon, jsfb, fairness, render, accessibility
    }

    @Argument(help: "protocol | layout | client | daemon | jsfb | fairness | render | accessibility")
    var suite: Suite

    @Option(help: "Scale factor for the workload (1 = the documented size).")
    var scale: Double = 1

    @Option(help: "jsfb: measured runs (after --warmup runs).")
    var runs: Int = 10

    @Option(help: "jsfb: warm-up runs, not measured.")
    var warmup: Int = 2

    func run() async throws {
        switch suite {
        case .protocol: ProtocolBenchmark.run(scale: scale)
        case .layout: LayoutBenchmark.run(scale: scale)
        // The client suite drives TrellisUI, which lives on the main actor; an async
        // command's `run` does not start there.
        case .client: let s = scale; await MainActor.run { ClientBenchmark.run(scale: s) }
        case .daemon: DaemonBenchmark.run(scale: scale)
        case .jsfb: try await JSFBenchmark.run(runs: runs, warmup: warmup)
        case .fairness: try FairnessBenchmark.run(scale: scale)
        case .render: try await RenderBenchmark.run(scale: scale)
        case .accessibility: AccessibilityBenchmark.run(scale: scale)
        }
    }
}

