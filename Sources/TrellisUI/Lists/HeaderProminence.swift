// headerProminence(_:): how prominent section headers are. `.increased` draws a header in
// the headline font, in the primary colour, as SwiftUI's lists draw a more prominent
// header; `.standard` keeps the small grey header (Lists/Section.swift).

/// How prominent a view is drawn.
public enum Prominence: Hashable, Sendable {
    /// The standard look.
    case standard
    /// More prominent than standard.
    case increased
}

struct _HeaderProminenceKey: EnvironmentKey { static var defaultValue: Prominence { .standard } }

extension EnvironmentValues {
    /// The prominence of the section headers below.
    public var headerProminence: Prominence {
        get { self[_HeaderProminenceKey.self] }
        set { self[_HeaderProminenceKey.self] = newValue }
    }
}

extension View {
    /// Sets the prominence of the section headers below (or of this section's header).
    public func headerProminence(_ prominence: Prominence) -> some View {
        environment(\.headerProminence, prominence)
    }
}
