// DatePicker as a field-based editor (one documented look for every built-in style): the
// label, then the date with − and + buttons that move it by a day, and the time with −
// and + buttons that move it by five minutes, kept inside the allowed range. A custom
// `DatePickerStyle` draws the picker from its configuration instead.

/// Which parts of a date a `DatePicker` edits.
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let hourAndMinute = DatePickerComponents(rawValue: 1)
    public static let date = DatePickerComponents(rawValue: 2)
}

/// A control for choosing a date and/or time.
public struct DatePicker<Label: View>: View {
    let selection: Binding<Date>
    let range: ClosedRange<Date>
    let components: DatePickerComponents
    let label: Label

    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, in: Date.distantPast...Date.distantFuture, displayedComponents: displayedComponents,
                  label: label)
    }

    public init(selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.range = range
        components = displayedComponents
        self.label = label()
    }

    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, in: range.lowerBound...Date.distantFuture, displayedComponents: displayedComponents,
                  label: label)
    }

    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, in: Date.distantPast...range.upperBound, displayedComponents: displayedComponents,
                  label: label)
    }

    @Environment(\._datePickerStyle) private var style

    public var body: some View {
        let configuration = DatePickerStyleConfiguration(
            label: DatePickerStyleConfiguration.Label(content: AnyView(label)), selection: selection,
            minimumDate: range.lowerBound == .distantPast ? nil : range.lowerBound,
            maximumDate: range.upperBound == .distantFuture ? nil : range.upperBound,
            displayedComponents: components)
        if let style {
            style.make(configuration)
        } else {
            _StandardDatePicker(configuration: configuration)
        }
    }
}

/// Trellis's date picker look, which every built-in style draws: the label, then the date
/// with − and + buttons that move it by a day, and the time with − and + buttons that
/// move it by five minutes, kept between the minimum and maximum dates.
struct _StandardDatePicker: View {
    let configuration: DatePickerStyleConfiguration
    @Environment(\.labelsHidden) private var labelsHidden

    var body: some View {
        let date = configuration.selection
        let components = configuration.displayedComponents
        HStack(spacing: 8) {
            if !labelsHidden {
                configuration.label
                Spacer()
            }
            if components.contains(.date) {
                Button("−") { move(by: -86_400) }
                Text(date.formattedForDisplay(date: .abbreviated, time: .omitted))
                Button("+") { move(by: 86_400) }
            }
            if components.contains(.hourAndMinute) {
                Button("−") { move(by: -300) }
                Text(date.formattedForDisplay(date: .omitted, time: .shortened))
                Button("+") { move(by: 300) }
            }
        }
    }

    private func move(by seconds: TimeInterval) {
        let next = configuration.selection.addingTimeInterval(seconds)
        configuration.$selection.wrappedValue = min(max(next, configuration.minimumDate ?? .distantPast),
                                                   configuration.maximumDate ?? .distantFuture)
    }
}

extension DatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }
}

/// What a date picker style is given: the picker's label, its selection and range, and
/// the parts of the date it edits.
public struct DatePickerStyleConfiguration {
    /// The picker's label, type-erased.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// The picker's label.
    public let label: Label
    /// The date chosen.
    @Binding public var selection: Date
    /// The earliest date allowed (nil: no bound).
    public var minimumDate: Date?
    /// The latest date allowed (nil: no bound).
    public var maximumDate: Date?
    /// The parts of the date the picker edits.
    public var displayedComponents: DatePickerComponents

    init(label: Label, selection: Binding<Date>, minimumDate: Date?, maximumDate: Date?,
         displayedComponents: DatePickerComponents) {
        self.label = label
        _selection = selection
        self.minimumDate = minimumDate
        self.maximumDate = maximumDate
        self.displayedComponents = displayedComponents
    }
}

/// How a date picker is drawn: `makeBody` draws it from its configuration. The built-in
/// styles all draw Trellis's field-based picker (one look, S31); a custom style draws
/// what it returns.
public protocol DatePickerStyle {
    associatedtype Body: View
    typealias Configuration = DatePickerStyleConfiguration
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

extension DatePickerStyle {
    /// Trellis's field-based picker, for the built-in styles.
    @MainActor func standardBody(_ configuration: Configuration) -> some View {
        _StandardDatePicker(configuration: configuration)
    }
}

public struct DefaultDatePickerStyle: DatePickerStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { standardBody(configuration) }
}
public struct CompactDatePickerStyle: DatePickerStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { standardBody(configuration) }
}
public struct GraphicalDatePickerStyle: DatePickerStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { standardBody(configuration) }
}
public struct WheelDatePickerStyle: DatePickerStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { standardBody(configuration) }
}
public struct FieldDatePickerStyle: DatePickerStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { standardBody(configuration) }
}
extension DatePickerStyle where Self == DefaultDatePickerStyle { public static var automatic: DefaultDatePickerStyle { .init() } }
extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: CompactDatePickerStyle { .init() } }
extension DatePickerStyle where Self == GraphicalDatePickerStyle { public static var graphical: GraphicalDatePickerStyle { .init() } }
extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: WheelDatePickerStyle { .init() } }
extension DatePickerStyle where Self == FieldDatePickerStyle { public static var field: FieldDatePickerStyle { .init() } }

extension View {
    /// Draws the date pickers below with `style`.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        environment(\._datePickerStyle, StyleBox(style: style))
    }
}

extension StyleBox where Configuration == DatePickerStyleConfiguration {
    init<S: DatePickerStyle>(style: S) { make = { AnyView(style.makeBody(configuration: $0)) } }
}

struct DatePickerStyleKey: EnvironmentKey { static var defaultValue: StyleBox<DatePickerStyleConfiguration>? { nil } }

extension EnvironmentValues {
    var _datePickerStyle: StyleBox<DatePickerStyleConfiguration>? {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }
}
