// Replaced by the owning layer's benchmark.
enum ProtocolBenchmark {
    static func run(scale: Double) { print("ProtocolBenchmark: not written yet") }
}
