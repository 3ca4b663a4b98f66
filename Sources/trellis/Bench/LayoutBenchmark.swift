// Replaced by the owning layer's benchmark.
enum LayoutBenchmark {
    static func run(scale: Double) { print("LayoutBenchmark: not written yet") }
}
