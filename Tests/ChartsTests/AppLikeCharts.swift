// Charts written as apps write them (the shapes of Apple's sample code and of published
// apps), compiled unchanged against Trellis: only `import SwiftUI` reads `import TrellisUI`.
import Charts
import Foundation
import TrellisUI

/// A day's step count.
struct DailySteps: Identifiable {
    let weekday: String
    let steps: Int
    var id: String { weekday }
}

/// The typical "weekly steps" bar chart: one bar per day, a goal rule, the value above
/// each bar, a formatted y axis.
struct WeeklyStepsChart: View {
    let days: [DailySteps] = [
        .init(weekday: "Mon", steps: 4200), .init(weekday: "Tue", steps: 7800), .init(weekday: "Wed", steps: 6100),
        .init(weekday: "Thu", steps: 9300), .init(weekday: "Fri", steps: 5000), .init(weekday: "Sat", steps: 11200),
        .init(weekday: "Sun", steps: 3000),
    ]
    var goal = 8000

    var body: some View {
        VStack(alignment: .leading) {
            Text("Steps this week").font(.headline)
            Chart {
                ForEach(days) { day in
                    BarMark(x: .value("Day", day.weekday), y: .value("Steps", day.steps))
                        .foregroundStyle(day.steps >= goal ? Color.green : Color.blue)
                        .cornerRadius(4)
                        .annotation(position: .top) {
                            Text("\(day.steps / 1000)k").font(.caption2)
                        }
                }
                RuleMark(y: .value("Goal", goal))
                    .foregroundStyle(.red)
                    .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 2]))
            }
            .chartYAxis {
                AxisMarks(position: .leading) { value in
                    AxisGridLine()
                    AxisValueLabel {
                        if let steps = value.as(Int.self) {
                            Text("\(steps / 1000)k")
                        }
                    }
                }
            }
            .frame(height: 220)
        }
        .padding()
    }
}

/// A reading on a day.
struct Reading: Identifiable {
    let date: Date
    let value: Double
    let city: String
    var id: String { "\(city)-\(date.timeIntervalSince1970)" }
}

/// Readings over two weeks for two cities: a line chart over dates with a unit, series by
/// colour and symbol, smooth lines.
struct TemperatureLineChart: View {
    let readings: [Reading]

    init() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let start = calendar.date(from: DateComponents(year: 2024, month: 3, day: 1))!
        var out: [Reading] = []
        for day in 0..<14 {
            let d = calendar.date(byAdding: .day, value: day, to: start)!
            out.append(Reading(date: d, value: 10 + Double(day % 5) * 2, city: "Oslo"))
            out.append(Reading(date: d, value: 18 + Double(day % 3) * 3, city: "Rome"))
        }
        readings = out
    }

    var body: some View {
        Chart(readings) { reading in
            LineMark(x: .value("Date", reading.date, unit: .day), y: .value("Temperature", reading.value))
                .foregroundStyle(by: .value("City", reading.city))
                .symbol(by: .value("City", reading.city))
                .interpolationMethod(.catmullRom)
        }
        .chartXAxis {
            AxisMarks(values: .stride(by: .day, count: 3)) { _ in
                AxisGridLine()
                AxisTick()
                AxisValueLabel(format: .dateTime.month(.abbreviated).day())
            }
        }
        .chartYScale(domain: 0...30)
        .chartYAxisLabel("°C")
        .chartLegend(position: .top)
        .frame(height: 240)
        .padding()
    }
}

/// A share of the budget.
struct BudgetShare: Identifiable {
    let category: String
    let amount: Double
    var id: String { category }
}

/// A donut chart: sectors with an inner radius, insets, rounded corners, a custom colour
/// scale, and the total in the middle.
struct BudgetDonutChart: View {
    let shares: [BudgetShare] = [
        .init(category: "Rent", amount: 1200), .init(category: "Food", amount: 600),
        .init(category: "Travel", amount: 300), .init(category: "Other", amount: 150),
    ]

    var body: some View {
        Chart(shares) { share in
            SectorMark(angle: .value("Amount", share.amount), innerRadius: .ratio(0.6), angularInset: 1.5)
                .cornerRadius(4)
                .foregroundStyle(by: .value("Category", share.category))
        }
        .chartForegroundStyleScale(["Rent": Color.indigo, "Food": Color.orange, "Travel": Color.teal, "Other": Color.gray])
        .chartLegend(position: .bottom, alignment: .center)
        .frame(height: 240)
        .overlay {
            VStack {
                Text("Total").font(.caption)
                Text("2250").font(.headline)
            }
        }
        .padding()
    }
}

/// Sales of a fruit on a day.
struct FruitSale: Identifiable {
    let day: String
    let fruit: String
    let count: Int
    var id: String { day + fruit }
}

/// Stacked bars with a legend, the same data grouped side by side, horizontal bars, and a
/// pie: the forms tutorials start with.
struct FruitSalesCharts: View {
    let sales: [FruitSale] = [
        .init(day: "Mon", fruit: "Apples", count: 12), .init(day: "Mon", fruit: "Pears", count: 8),
        .init(day: "Tue", fruit: "Apples", count: 9), .init(day: "Tue", fruit: "Pears", count: 14),
        .init(day: "Wed", fruit: "Apples", count: 15), .init(day: "Wed", fruit: "Pears", count: 5),
    ]

    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 16) {
                Chart(sales) { sale in
                    BarMark(x: .value("Day", sale.day), y: .value("Count", sale.count))
                        .foregroundStyle(by: .value("Fruit", sale.fruit))
                }
                Chart(sales) { sale in
                    BarMark(x: .value("Day", sale.day), y: .value("Count", sale.count))
                        .foregroundStyle(by: .value("Fruit", sale.fruit))
                        .position(by: .value("Fruit", sale.fruit))
                }
            }
            HStack(spacing: 16) {
                Chart(sales.filter { $0.fruit == "Apples" }) { sale in
                    BarMark(x: .value("Count", sale.count), y: .value("Day", sale.day))
                        .annotation(position: .trailing) { Text("\(sale.count)").font(.caption2) }
                }
                .chartXAxis(.hidden)
                Chart(sales.filter { $0.day == "Mon" }) { sale in
                    SectorMark(angle: .value("Count", sale.count), angularInset: 2)
                        .foregroundStyle(by: .value("Fruit", sale.fruit))
                        .annotation(position: .overlay) { Text("\(sale.count)").font(.caption).foregroundStyle(.white) }
                }
                .chartLegend(.hidden)
            }
        }
        .padding()
    }
}
