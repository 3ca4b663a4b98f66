// UIKit's names that SwiftUI apps use beside SwiftUI, for Linux. This file: the view
// controller that UIViewControllerRepresentable wraps.
import Foundation
#if !canImport(Darwin)
import CoreGraphics
#endif

/// An object that manages a `UIView` tree: what an app returns from
/// `makeUIViewController` in a `UIViewControllerRepresentable`.
///
/// TrellisUI draws the controller's `view` the way it draws a `UIViewRepresentable`'s
/// view, and calls the appearance callbacks when the SwiftUI view appears and
/// disappears. A `UIHostingController` shows its SwiftUI root view. Presenting another
/// controller modally is not available: Linux has no UIKit window to present it in.
open class UIViewController: @unchecked Sendable {
    /// The controller's title (navigation bars show it).
    open var title: String?
    /// The size the controller would like when shown in a popover or sheet.
    open var preferredContentSize: CGSize = .zero
    /// The controller's root view, made by `loadView` the first time it is read.
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                if loadedView == nil { loadedView = UIView(frame: .zero) }
                viewDidLoad()
            }
            return loadedView
        }
        set { loadedView = newValue }
    }
    private var loadedView: UIView?
    /// Whether `view` has been made.
    public var isViewLoaded: Bool { loadedView != nil }
    /// The controllers contained in this one.
    public private(set) var children: [UIViewController] = []
    /// The controller that contains this one.
    public private(set) weak var parent: UIViewController?

    /// A controller (nib names are Interface Builder's and ignored).
    public init(nibName: String? = nil, bundle: Bundle? = nil) {}
    /// Interface Builder's initialiser: there are no archives on Linux, so it fails.
    public required init?(coder: NSCoder) { return nil }

    /// Makes `view`; the default makes a plain `UIView`. Overrides assign `view`.
    open func loadView() { loadedView = UIView(frame: .zero) }
    /// Called once after `view` is made.
    open func viewDidLoad() {}
    /// Called before the view appears.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// Adds `child` as a contained controller.
    open func addChild(_ child: UIViewController) {
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }
    /// Removes this controller from its parent.
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }
    /// Called when the controller is about to move to `parent` (nil: removed).
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller moved to `parent`.
    open func didMove(toParent parent: UIViewController?) {}
}
