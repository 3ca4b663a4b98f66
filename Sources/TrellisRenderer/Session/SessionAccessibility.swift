// What a session keeps for the accessibility tree of its frames.

/// A session's accessibility: the tree of its last frame, derived only when asked for,
/// the announcements not read yet, and where changes are reported.
///
/// Derivation is lazy because most sessions are never read by assistive technology;
/// a change drops the cache and tells the sink, which asks again when it wants to
/// (Session+Accessibility.swift).
struct SessionAccessibility {
    /// The accessibility tree of `lastFrame`, derived when first asked for after a change.
    var cache: AccessibilityTree?
    /// Announcements not yet read by `requestAccessibility` (the last 16).
    var announcements: [String] = []
    /// Where changes of the accessibility tree are reported (the compositor's bridge).
    var sink: (any AccessibilitySink)?
}
