// The app-like charts drawn to PNGs by the raster backend (`trellisd --backend png`), as
// `trellis preview` draws previews: set CHARTS_PNG_DIR to keep them and look at them.
import Foundation
import Testing
import TrellisPreview
import TrellisUI

@Suite("Charts as PNGs")
@MainActor
struct ChartsPNGTests {
    @Test func appChartsRenderToPNG() async throws {
        let keep = ProcessInfo.processInfo.environment["CHARTS_PNG_DIR"]
        let directory = keep ?? NSTemporaryDirectory() + "charts-png-\(getpid())"
        defer { if keep == nil { try? FileManager.default.removeItem(atPath: directory) } }
        let entries = [
            PreviewEntry(title: "WeeklySteps") { WeeklyStepsChart() },
            PreviewEntry(title: "TemperatureLine") { TemperatureLineChart() },
            PreviewEntry(title: "BudgetDonut") { BudgetDonutChart() },
            PreviewEntry(title: "KitchenSink") { KitchenSinkChart(showAverage: true) },
            PreviewEntry(title: "FruitSales") { FruitSalesCharts() },
        ]
        let written = try await PreviewRenderer.render(entries, to: directory, options: .init(width: 400, height: 500, scale: 1))
        #expect(written.count == 5)
        for path in written {
            let size = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
            #expect(size > 2000, "\(path) is \(size) bytes")
        }
    }
}
