// MultiDatePicker: a month calendar in which each tap on a day adds it to the selection
// or takes it out. The header names the month with buttons to the previous and next
// months; days outside the allowed range are drawn grey and cannot be tapped. The
// calendar, time zone and locale are the environment's.
import Foundation

/// A calendar for choosing any number of days: the selection is a set of date
/// components (era, year, month and day, in the environment's calendar).
public struct MultiDatePicker<Label: View>: View {
    let selection: Binding<Set<DateComponents>>
    /// The first selectable instant, if any.
    let lowerBound: Date?
    /// The first instant after the selectable ones, if any.
    let upperBound: Date?
    let label: Label

    @Environment(\.calendar) private var environmentCalendar
    @Environment(\.timeZone) private var timeZone
    @Environment(\.locale) private var locale
    @Environment(\.labelsHidden) private var labelsHidden
    /// The month shown (its first day), once the user moved away from the initial one.
    @State private var shownMonth: Date?

    /// Any days.
    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, lower: nil, upper: nil, label: label())
    }

    /// Days within `bounds` (its upper bound excluded).
    public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, lower: bounds.lowerBound, upper: bounds.upperBound, label: label())
    }

    /// Days on or after `bounds`' start.
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, lower: bounds.lowerBound, upper: nil, label: label())
    }

    /// Days before `bounds`' end.
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, lower: nil, upper: bounds.upperBound, label: label())
    }

    init(selection: Binding<Set<DateComponents>>, lower: Date?, upper: Date?, label: Label) {
        self.selection = selection
        lowerBound = lower
        upperBound = upper
        self.label = label
    }

    private var calendar: Calendar {
        var c = environmentCalendar
        c.timeZone = timeZone
        c.locale = locale
        return c
    }

    public var body: some View {
        let calendar = self.calendar
        let month = shownMonth ?? initialMonth(calendar)
        VStack(alignment: .leading, spacing: 8) {
            if !labelsHidden { label }
            HStack {
                Text(monthTitle(month, calendar)).font(.headline)
                Spacer()
                Button { shownMonth = calendar.date(byAdding: .month, value: -1, to: month) } label: {
                    Image(systemName: "chevron.left")
                }
                .disabled(lowerBound.map { month <= $0 } ?? false)
                .accessibilityLabel("Previous Month")
                Button { shownMonth = calendar.date(byAdding: .month, value: 1, to: month) } label: {
                    Image(systemName: "chevron.right")
                }
                .disabled(upperBound.map { calendar.date(byAdding: .month, value: 1, to: month)! >= $0 } ?? false)
                .accessibilityLabel("Next Month")
            }
            let symbols = weekdaySymbols(calendar)
            HStack(spacing: 0) {
                ForEach(0..<7, id: \.self) { i in
                    Text(symbols[i]).font(.caption).foregroundColor(.gray).frame(width: 36)
                }
            }
            ForEach(weeks(of: month, calendar), id: \.self) { week in
                HStack(spacing: 0) {
                    ForEach(week, id: \.self) { slot in
                        if slot > 0 {
                            dayCell(slot, of: month, calendar)
                        } else {
                            Color.clear.frame(width: 36, height: 36)
                        }
                    }
                }
            }
        }
    }

    /// One day of the grid: its number, in a filled circle when selected.
    private func dayCell(_ day: Int, of month: Date, _ calendar: Calendar) -> some View {
        let date = calendar.date(byAdding: .day, value: day - 1, to: month)!
        let parts = calendar.dateComponents([.era, .year, .month, .day], from: date)
        let selected = isSelected(parts)
        let allowed = isAllowed(date, calendar)
        return Button { toggle(parts, calendar) } label: {
            Text("\(day)")
                .foregroundColor(!allowed ? Color.gray : selected ? Color.white : Color.primary)
                .frame(width: 36, height: 36)
                .background(Circle().fill(selected ? Color.accentColor : Color.clear))
        }
        .disabled(!allowed)
        .accessibilityAddTraits(selected ? .isSelected : [])
    }

    /// Whether the day `parts` names is in the selection (whatever other fields the
    /// selection's components carry).
    private func isSelected(_ parts: DateComponents) -> Bool {
        selection.wrappedValue.contains { sameDay($0, parts) }
    }

    private func sameDay(_ a: DateComponents, _ b: DateComponents) -> Bool {
        a.year == b.year && a.month == b.month && a.day == b.day && (a.era == nil || b.era == nil || a.era == b.era)
    }

    /// A tap: a selected day leaves the selection, any other joins it.
    private func toggle(_ parts: DateComponents, _ calendar: Calendar) {
        var set = selection.wrappedValue
        let present = set.filter { sameDay($0, parts) }
        if present.isEmpty {
            set.insert(DateComponents(calendar: calendar, era: parts.era, year: parts.year, month: parts.month, day: parts.day))
        } else {
            set.subtract(present)
        }
        selection.wrappedValue = set
    }

    /// Whether any instant of the day starting at `date` is selectable.
    private func isAllowed(_ date: Date, _ calendar: Calendar) -> Bool {
        let end = calendar.date(byAdding: .day, value: 1, to: date)!
        if let lowerBound, end <= lowerBound { return false }
        if let upperBound, date >= upperBound { return false }
        return true
    }

    /// The month first shown: that of the earliest selected day, else today's, moved into
    /// the allowed range.
    private func initialMonth(_ calendar: Calendar) -> Date {
        let selected = selection.wrappedValue.compactMap { p -> Date? in
            calendar.date(from: DateComponents(era: p.era, year: p.year, month: p.month, day: p.day ?? 1))
        }.min()
        var date = selected ?? Date()
        if let lowerBound, date < lowerBound { date = lowerBound }
        if let upperBound, date >= upperBound { date = upperBound.addingTimeInterval(-1) }
        return calendar.dateInterval(of: .month, for: date)?.start ?? date
    }

    private func monthTitle(_ month: Date, _ calendar: Calendar) -> String {
        let f = DateFormatter()
        f.calendar = calendar
        f.timeZone = calendar.timeZone
        f.locale = calendar.locale ?? locale
        f.setLocalizedDateFormatFromTemplate("MMMMyyyy")
        return f.string(from: month)
    }

    /// The weekday initials, starting on the calendar's first weekday.
    private func weekdaySymbols(_ calendar: Calendar) -> [String] {
        let symbols = calendar.veryShortStandaloneWeekdaySymbols
        let first = calendar.firstWeekday - 1
        return (0..<7).map { symbols[(first + $0) % 7] }
    }

    /// The month's days as weeks of seven slots: a day's number, or 0 for a slot before
    /// the first day or after the last (negative, to keep the slots distinct).
    private func weeks(of month: Date, _ calendar: Calendar) -> [[Int]] {
        let days = calendar.range(of: .day, in: .month, for: month)?.count ?? 30
        let lead = (calendar.component(.weekday, from: month) - calendar.firstWeekday + 7) % 7
        var slots = (0..<lead).map { -$0 - 100 } + Array(1...days)
        var filler = -1
        while slots.count % 7 != 0 { slots.append(filler); filler -= 1 }
        return stride(from: 0, to: slots.count, by: 7).map { Array(slots[$0..<$0 + 7]) }
    }
}

extension MultiDatePicker where Label == Text {
    /// Any days, titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection, lower: nil, upper: nil, label: Text(titleKey))
    }
    /// Days within `bounds`, titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, lower: bounds.lowerBound, upper: bounds.upperBound, label: Text(titleKey))
    }
    /// Days from `bounds`' start, titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(selection: selection, lower: bounds.lowerBound, upper: nil, label: Text(titleKey))
    }
    /// Days before `bounds`' end, titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(selection: selection, lower: nil, upper: bounds.upperBound, label: Text(titleKey))
    }
    /// Any days, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection, lower: nil, upper: nil, label: Text(title))
    }
    /// Days within `bounds`, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, lower: bounds.lowerBound, upper: bounds.upperBound, label: Text(title))
    }
    /// Days from `bounds`' start, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(selection: selection, lower: bounds.lowerBound, upper: nil, label: Text(title))
    }
    /// Days before `bounds`' end, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(selection: selection, lower: nil, upper: bounds.upperBound, label: Text(title))
    }
}
