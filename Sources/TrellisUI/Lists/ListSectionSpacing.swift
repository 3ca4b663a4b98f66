// listSectionSpacing(_:): the space between the sections of a list. Trellis's sections
// are separated by the space above their headers (16 points by default, S31's look; 4
// more in the grouped styles), so the spacing is that space: `.compact` halves it,
// `.custom(_:)` and a number set it. In a plain list a section without a header follows
// the previous one directly; in a grouped one the same space separates the cards.

/// The space between a list's sections.
public struct ListSectionSpacing: Sendable, Hashable {
    let points: CGFloat
    /// The list style's spacing (16 points in Trellis's look).
    public static let `default` = ListSectionSpacing(points: 16)
    /// Less space than the default.
    public static let compact = ListSectionSpacing(points: 8)
    /// `spacing` points.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(points: max(0, spacing)) }

    /// The space above a section: in the grouped styles 4 points more, so that by default
    /// it is the 20 points the list keeps above its first card (`GroupedListMetrics`).
    func above(grouped: Bool) -> CGFloat { grouped ? points + GroupedListMetrics.sectionGap - Self.default.points : points }
}

struct _ListSectionSpacingKey: EnvironmentKey { static var defaultValue: ListSectionSpacing { .default } }

extension EnvironmentValues {
    var _listSectionSpacing: ListSectionSpacing {
        get { self[_ListSectionSpacingKey.self] }
        set { self[_ListSectionSpacingKey.self] = newValue }
    }
}

extension View {
    /// Sets the space between the sections of the lists in this view (or, on a section,
    /// above the sections it contains).
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        environment(\._listSectionSpacing, spacing)
    }
    /// Sets the space between the sections of the lists in this view, in points.
    public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        environment(\._listSectionSpacing, .custom(spacing))
    }
}
