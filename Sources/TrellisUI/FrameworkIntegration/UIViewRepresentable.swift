// SwiftUI's UIKit integration: a view that wraps a UIView the app makes.
import TrellisUIKit

/// A view that wraps a UIKit view: SwiftUI makes it with `makeUIView(context:)` once,
/// calls `updateUIView(_:context:)` whenever the SwiftUI view is evaluated, and
/// `dismantleUIView(_:coordinator:)` when it goes away.
///
/// There is no UIKit on Linux to draw the view, so TrellisUI draws its view tree as
/// SwiftUI views (see `UIView`): a `UIVisualEffectView` blur is a material, a
/// `UIPageControl` is page dots that take clicks, a `UIActivityIndicatorView` is a
/// progress indicator, and any view shows its background colour, alpha, corner radius,
/// border, shadow and subviews. The view fills the space it is offered along an axis
/// where it has no intrinsic size, as on iOS; where `sizeThatFits(_:uiView:context:)` is
/// implemented, it is asked for its ideal size (the unspecified proposal).
@MainActor
public protocol UIViewRepresentable: View {
    /// The UIKit view's type.
    associatedtype UIViewType: UIView
    /// The object that carries the view's delegate callbacks back to SwiftUI.
    associatedtype Coordinator = Void
    /// What `makeUIView`, `updateUIView` and `sizeThatFits` are given.
    typealias Context = UIViewRepresentableContext<Self>

    /// Makes the UIKit view (once per appearance of the SwiftUI view).
    func makeUIView(context: Context) -> UIViewType
    /// Brings the UIKit view up to date with the SwiftUI view's values.
    func updateUIView(_ uiView: UIViewType, context: Context)
    /// Lets go of the UIKit view when the SwiftUI view goes away.
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    /// Makes the coordinator (before `makeUIView`).
    func makeCoordinator() -> Coordinator
    /// The view's size for `proposal`, or nil for the UIKit view's own sizing.
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable {
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }

    /// The UIKit view, drawn as SwiftUI views (see the protocol's description).
    public var body: _UIViewRepresentableHost<Self> { _UIViewRepresentableHost(representable: self) }
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Void { () }
}

/// What a `UIViewRepresentable`'s methods are given: its coordinator, the transaction of
/// the update and the SwiftUI environment.
@MainActor
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The coordinator `makeCoordinator()` made.
    public let coordinator: Representable.Coordinator
    /// The transaction of the update (its animation, if any).
    public var transaction: Transaction
    /// The SwiftUI environment where the view is.
    public var environment: EnvironmentValues
}

/// Keeps a representable's UIKit view (or controller) and coordinator from one evaluation
/// to the next, and makes, updates and dismantles them as SwiftUI does: the coordinator
/// first, the object once, updated on each evaluation but the box's own redraws.
@MainActor
final class UIKitViewBox<Made, Coordinator> {
    private var made: Made?
    private var coordinator: Coordinator?
    /// The next evaluation is the box's own redraw after a control changed (a page dot
    /// clicked): the app's update is not called for it, as SwiftUI would not call it.
    var redrawOnly = false

    /// The coordinator, made by `make` the first time.
    func coordinator(_ make: () -> Coordinator) -> Coordinator {
        let c = coordinator ?? make()
        coordinator = c
        return c
    }

    /// The object: made by `make` and updated the first time, updated afterwards.
    func object(make: () -> Made, update: (Made) -> Void) -> Made {
        if let made {
            if redrawOnly { redrawOnly = false } else { update(made) }
            return made
        }
        let new = make()
        made = new
        update(new)
        return new
    }

    /// The SwiftUI view went away: `dismantle` gets what was made, and the next appearance
    /// makes everything again.
    func dismantle(_ dismantle: (Made, Coordinator) -> Void) {
        if let made, let coordinator { dismantle(made, coordinator) }
        made = nil
        coordinator = nil
    }
}

/// The view a `UIViewRepresentable` is: it makes, updates and draws the UIKit view.
public struct _UIViewRepresentableHost<R: UIViewRepresentable>: View {
    let representable: R
    @State private var box = UIKitViewBox<R.UIViewType, R.Coordinator>()
    @State private var revision = 0
    @Environment(\.self) private var environment

    public var body: some View {
        _ = revision
        let box = self.box
        let context = R.Context(coordinator: box.coordinator(representable.makeCoordinator),
                                transaction: Transaction(), environment: environment)
        let view = box.object(make: { representable.makeUIView(context: context) },
                              update: { representable.updateUIView($0, context: context) })
        let ideal = representable.sizeThatFits(.unspecified, uiView: view, context: context)
        return UIKitViewDrawing(view: view, ideal: ideal, changed: {
            box.redrawOnly = true
            revision += 1
        })
        .onDisappear { box.dismantle(R.dismantleUIView) }
    }
}
