// More chart code in the shapes apps write it: enums as categories, `if`/`else` and `for`
// in a chart, heat maps, ranges, areas with gradients, custom axes and scales, a plot
// style, and an overlay that reads values through the chart proxy.
import Charts
import Foundation
import TrellisUI

/// A category as apps model it: a String enum.
enum Mood: String, CaseIterable, Plottable {
    case calm, busy, tired
}

/// A sample of a heat map or a range chart.
struct Sample: Identifiable {
    let id = UUID()
    let hour: Int
    let mood: Mood
    let low: Double
    let high: Double
}

/// A chart that uses many of the API's forms at once; `showAverage` switches a branch.
struct KitchenSinkChart: View {
    var showAverage: Bool
    @State private var hovered: Int?

    let samples: [Sample] = (0..<6).map { h in
        Sample(hour: h, mood: Mood.allCases[h % 3], low: Double(h) * 2, high: Double(h) * 2 + 5)
    }

    var body: some View {
        VStack {
            Chart {
                ForEach(samples) { s in
                    BarMark(x: .value("Hour", s.hour), yStart: .value("Low", s.low), yEnd: .value("High", s.high), width: .ratio(0.5))
                        .foregroundStyle(by: .value("Mood", s.mood))
                        .opacity(0.8)
                }
                for s in samples where s.hour % 2 == 0 {
                    PointMark(x: .value("Hour", s.hour), y: .value("High", s.high))
                        .symbol(by: .value("Mood", s.mood))
                        .symbolSize(60)
                }
                if showAverage {
                    RuleMark(y: .value("Average", 7.5))
                        .annotation(position: .top, alignment: .leading) { Text("average") }
                } else {
                    RuleMark(x: .value("Noon", 3))
                }
            }
            .chartForegroundStyleScale(domain: Mood.allCases, range: [Color.mint, Color.pink, Color.gray])
            .chartXScale(domain: -1...6)
            .chartYAxis {
                AxisMarks(values: [0, 5, 10, 15]) { value in
                    AxisGridLine(stroke: StrokeStyle(lineWidth: 0.5, dash: [2]))
                    AxisValueLabel(format: FloatingPointFormatStyle<Double>.number.precision(.fractionLength(1)))
                }
            }
            .chartXAxis {
                AxisMarks(values: .automatic(desiredCount: 3))
            }
            .chartPlotStyle { plot in
                plot.background(Color.gray.opacity(0.1)).border(Color.gray)
            }
            .chartOverlay { proxy in
                Color.clear
                    .contentShape(Rectangle())
                    .onContinuousHover { phase in
                        if case .active(let location) = phase {
                            hovered = proxy.value(atX: location.x, as: Int.self)
                        }
                    }
            }
            .frame(height: 180)

            Chart {
                ForEach(Mood.allCases, id: \.self) { mood in
                    ForEach(0..<4, id: \.self) { day in
                        RectangleMark(x: .value("Day", "D\(day)"), y: .value("Mood", mood))
                            .foregroundStyle(by: .value("Count", Double((day + mood.rawValue.count) % 5)))
                    }
                }
            }
            .chartLegend(.hidden)
            .frame(height: 120)

            Chart(samples) {
                AreaMark(x: .value("Hour", $0.hour), y: .value("High", $0.high))
                    .foregroundStyle(LinearGradient(colors: [.blue, .clear], startPoint: .top, endPoint: .bottom))
                    .interpolationMethod(.monotone)
                LineMark(x: .value("Hour", $0.hour), y: .value("High", $0.high))
                    .interpolationMethod(.stepStart)
                    .lineStyle(StrokeStyle(lineWidth: 3))
            }
            .chartYScale(domain: .automatic(includesZero: false))
            .chartXAxis(.hidden)
            .chartXAxisLabel("Hour")
            .frame(height: 120)
        }
    }
}
