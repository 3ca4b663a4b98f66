// presentationCompactAdaptation, presentationBackgroundInteraction and presentationSizing.
//
// These tune a presentation on an iPad or a Mac (sizing), on an iPhone (adaptation), or
// what lies under a sheet (interaction). Trellis presents every sheet and popover as an
// iPhone's sheet with a backdrop that takes the input (S27, S31): the values are kept in
// the environment of the presented content and the look stays the iPhone's — see
// PlatformDifferences for the two that an iPhone would show differently.

/// How a presentation adapts when the window is compact (an iPhone).
public struct PresentationAdaptation: Sendable, Hashable {
    let raw: Int
    /// The platform's default adaptation.
    public static let automatic = PresentationAdaptation(raw: 0)
    /// No adaptation: the presentation keeps its own style.
    public static let none = PresentationAdaptation(raw: 1)
    /// Adapts to a popover.
    public static let popover = PresentationAdaptation(raw: 2)
    /// Adapts to a sheet.
    public static let sheet = PresentationAdaptation(raw: 3)
    /// Adapts to a full-screen cover.
    public static let fullScreenCover = PresentationAdaptation(raw: 4)
}

/// Whether the views behind a sheet take input while it is shown.
public struct PresentationBackgroundInteraction: Sendable, Hashable {
    let raw: Int
    let upThrough: PresentationDetent?
    /// The platform's default: the views behind are disabled.
    public static let automatic = PresentationBackgroundInteraction(raw: 0, upThrough: nil)
    /// The views behind take input.
    public static let enabled = PresentationBackgroundInteraction(raw: 1, upThrough: nil)
    /// The views behind take input while the sheet is at `detent` or smaller.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(raw: 1, upThrough: detent)
    }
    /// The views behind are disabled.
    public static let disabled = PresentationBackgroundInteraction(raw: 2, upThrough: nil)
}

/// The root view of a sized presentation, as a `PresentationSizing` sees it.
public struct PresentationSizingRoot {
    let ideal: CGSize
    /// The size the presented content wants for `proposal` (its ideal size for an
    /// unspecified proposal).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(width: proposal.width ?? ideal.width, height: proposal.height ?? ideal.height)
    }
}

/// Where a presentation is sized.
public struct PresentationSizingContext {}

/// How a presentation chooses its size on a large screen (an iPad, a Mac). On an
/// iPhone, and in Trellis's look, a sheet takes the width of the window whatever its
/// sizing.
public protocol PresentationSizing: Sendable {
    /// The size to propose to the presentation.
    func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize
}

/// The platform's sizing for the presentation.
public struct AutomaticPresentationSizing: PresentationSizing {
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize { .unspecified }
}
/// A page-sized presentation (the size of a page of paper).
public struct PagePresentationSizing: PresentationSizing {
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize { .unspecified }
}
/// A form-sized presentation (smaller than a page).
public struct FormPresentationSizing: PresentationSizing {
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize { .unspecified }
}
/// A presentation sized to its content.
public struct FittedPresentationSizing: PresentationSizing {
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        ProposedViewSize(root.sizeThatFits(.unspecified))
    }
}

extension PresentationSizing where Self == AutomaticPresentationSizing {
    /// The platform's sizing.
    public static var automatic: AutomaticPresentationSizing { AutomaticPresentationSizing() }
}
extension PresentationSizing where Self == PagePresentationSizing {
    /// Page-sized.
    public static var page: PagePresentationSizing { PagePresentationSizing() }
}
extension PresentationSizing where Self == FormPresentationSizing {
    /// Form-sized.
    public static var form: FormPresentationSizing { FormPresentationSizing() }
}
extension PresentationSizing where Self == FittedPresentationSizing {
    /// Sized to the content.
    public static var fitted: FittedPresentationSizing { FittedPresentationSizing() }
}

struct _PresentationAdaptationKey: EnvironmentKey { static var defaultValue: PresentationAdaptation { .automatic } }
struct _PresentationBackgroundInteractionKey: EnvironmentKey { static var defaultValue: PresentationBackgroundInteraction { .automatic } }

extension EnvironmentValues {
    var _presentationCompactAdaptation: PresentationAdaptation {
        get { self[_PresentationAdaptationKey.self] }
        set { self[_PresentationAdaptationKey.self] = newValue }
    }
    var _presentationBackgroundInteraction: PresentationBackgroundInteraction {
        get { self[_PresentationBackgroundInteractionKey.self] }
        set { self[_PresentationBackgroundInteractionKey.self] = newValue }
    }
}

extension View {
    /// How this presentation adapts in a compact window. Kept; Trellis shows every
    /// sheet and popover as an iPhone's sheet (see PlatformDifferences).
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
        environment(\._presentationCompactAdaptation, adaptation)
    }
    /// How this presentation adapts in compact width and height. Kept, as above.
    public func presentationCompactAdaptation(horizontal: PresentationAdaptation, vertical: PresentationAdaptation) -> some View {
        environment(\._presentationCompactAdaptation, horizontal)
    }
    /// Whether the views behind this sheet take input. Kept; the sheet's backdrop takes
    /// the input (S27, see PlatformDifferences).
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
        environment(\._presentationBackgroundInteraction, interaction)
    }
    /// How this presentation is sized on a large screen. An iPhone's sheet, Trellis's
    /// look, takes the window's width whatever the sizing, as on an iPhone.
    public func presentationSizing(_ sizing: some PresentationSizing) -> some View { self }
}
