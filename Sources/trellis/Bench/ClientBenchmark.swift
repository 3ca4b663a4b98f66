// Replaced by the owning layer's benchmark.
enum ClientBenchmark {
    static func run(scale: Double) { print("ClientBenchmark: not written yet") }
}
