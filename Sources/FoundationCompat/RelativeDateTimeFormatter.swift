#if !canImport(Darwin)
import Foundation

/// Formats a date relative to another as a person says it: "2 hours ago", "in 3 days",
/// "yesterday" — what feeds and chat apps show next to each item, and a class Linux's
/// Foundation does not have. The text comes from ICU's relative-date formatting through
/// Foundation's `Date.AnchoredRelativeFormatStyle`, the same data Apple's formatter uses,
/// so the words and the choice of unit (the largest one that is not zero) are the same.
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    /// Whether to use words such as "yesterday" and "now" where the language has them.
    public enum DateTimeStyle: Int, Sendable {
        /// Always a number and a unit: "1 day ago", "in 0 seconds".
        case numeric = 0
        /// Named days and moments where there are some: "yesterday", "now".
        case named = 1
    }

    /// How long the unit names are.
    public enum UnitsStyle: Int, Sendable {
        /// Whole words: "2 hours ago".
        case full = 0
        /// The number written out too: "two hours ago".
        case spellOut = 1
        /// Abbreviated units: "2 hr. ago".
        case short = 2
        /// The shortest form: "2h ago".
        case abbreviated = 3
    }

    /// Numbers and units, or named days; `.numeric` unless set.
    open var dateTimeStyle: DateTimeStyle = .numeric
    /// How long unit names are; `.full` unless set.
    open var unitsStyle: UnitsStyle = .full
    /// Where the text is used, for languages that capitalize by position.
    open var formattingContext: Formatter.Context = .unknown
    /// The calendar that counts days, months and years; the current one unless set.
    open var calendar: Calendar! = .current
    /// The language and region of the text; the current locale unless set.
    open var locale: Locale! = .current

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `date` described relative to `referenceDate`: "2 hours ago" when `date` is two hours
    /// before it.
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        style(anchor: date).format(referenceDate)
    }

    /// The moment `dateComponents` away from now, described relative to now (`day: -1` is
    /// "1 day ago"). Mixed components are added to now with the calendar first and the
    /// result named in its largest unit.
    open func localizedString(from dateComponents: DateComponents) -> String {
        let now = Date()
        let target = (calendar ?? .current).date(byAdding: dateComponents, to: now) ?? now
        return localizedString(for: target, relativeTo: now)
    }

    /// The moment `timeInterval` seconds from now, described relative to now.
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        let now = Date()
        return localizedString(for: now.addingTimeInterval(timeInterval), relativeTo: now)
    }

    /// A `Date` described relative to now; `nil` for anything that is not a date.
    open override func string(for obj: Any?) -> String? {
        guard let date = obj as? Date else { return nil }
        return localizedString(for: date, relativeTo: Date())
    }

    private func style(anchor: Date) -> Date.AnchoredRelativeFormatStyle {
        let presentation: Date.AnchoredRelativeFormatStyle.Presentation = dateTimeStyle == .named ? .named : .numeric
        let units: Date.AnchoredRelativeFormatStyle.UnitsStyle
        switch unitsStyle {
        case .full: units = .wide
        case .spellOut: units = .spellOut
        case .short: units = .abbreviated
        case .abbreviated: units = .narrow
        }
        let context: FormatStyleCapitalizationContext
        switch formattingContext {
        case .standalone: context = .standalone
        case .listItem: context = .listItem
        case .beginningOfSentence: context = .beginningOfSentence
        case .middleOfSentence: context = .middleOfSentence
        default: context = .unknown
        }
        return Date.AnchoredRelativeFormatStyle(anchor: anchor, presentation: presentation, unitsStyle: units,
                                                locale: locale ?? .current, calendar: calendar ?? .current,
                                                capitalizationContext: context)
    }
}
#endif
