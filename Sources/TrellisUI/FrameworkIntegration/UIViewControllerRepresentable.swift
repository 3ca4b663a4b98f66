// SwiftUI's UIKit integration: a view that wraps a UIViewController the app makes.
import TrellisUIKit
import UniformTypeIdentifiers

/// A view that wraps a UIKit view controller: SwiftUI makes it with
/// `makeUIViewController(context:)` once, calls `updateUIViewController(_:context:)`
/// whenever the SwiftUI view is evaluated, and `dismantleUIViewController(_:coordinator:)`
/// when it goes away.
///
/// TrellisUI draws the controller's `view` as it draws a `UIViewRepresentable`'s view (a
/// `UIHostingController` shows its SwiftUI root view, a `UIImagePickerController` is
/// Trellis's file dialog for images), and calls the controller's
/// `viewWillAppear`/`viewDidAppear` and `viewWillDisappear`/`viewDidDisappear` as the
/// SwiftUI view appears and disappears.
@MainActor
public protocol UIViewControllerRepresentable: View {
    /// The controller's type.
    associatedtype UIViewControllerType: UIViewController
    /// The object that carries the controller's delegate callbacks back to SwiftUI.
    associatedtype Coordinator = Void
    /// What the controller methods are given.
    typealias Context = UIViewControllerRepresentableContext<Self>

    /// Makes the controller (once per appearance of the SwiftUI view).
    func makeUIViewController(context: Context) -> UIViewControllerType
    /// Brings the controller up to date with the SwiftUI view's values.
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    /// Lets go of the controller when the SwiftUI view goes away.
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
    /// Makes the coordinator (before `makeUIViewController`).
    func makeCoordinator() -> Coordinator
    /// The view's size for `proposal`, or nil for the controller view's own sizing.
    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize?
}

extension UIViewControllerRepresentable {
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType,
                             context: Context) -> CGSize? { nil }

    /// The controller's view, drawn as SwiftUI views.
    public var body: _UIViewControllerRepresentableHost<Self> { _UIViewControllerRepresentableHost(representable: self) }
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Void { () }
}

/// What a `UIViewControllerRepresentable`'s methods are given.
@MainActor
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// The coordinator `makeCoordinator()` made.
    public let coordinator: Representable.Coordinator
    /// The transaction of the update.
    public var transaction: Transaction
    /// The SwiftUI environment where the view is.
    public var environment: EnvironmentValues
}

/// The view a `UIViewControllerRepresentable` is.
public struct _UIViewControllerRepresentableHost<R: UIViewControllerRepresentable>: View {
    let representable: R
    @State private var box = UIKitViewBox<R.UIViewControllerType, R.Coordinator>()
    @State private var revision = 0
    @Environment(\.self) private var environment

    public var body: some View {
        _ = revision
        let box = self.box
        let context = R.Context(coordinator: box.coordinator(representable.makeCoordinator),
                                transaction: Transaction(), environment: environment)
        let controller = box.object(make: { representable.makeUIViewController(context: context) },
                                    update: { representable.updateUIViewController($0, context: context) })
        let ideal = representable.sizeThatFits(.unspecified, uiViewController: controller, context: context)
        return Group {
            if let hosting = controller as? _UIHostingControllerContent {
                hosting._rootContent
            } else if let picker = controller as? UIImagePickerController {
                // Trellis's file dialog for images (Presentation/FileDialog.swift).
                _FileDialog(mode: .open(types: [.image], multiple: false),
                            choose: { urls in if let url = urls.first { picker.finishPicking(url: url) } },
                            cancel: { picker.cancelPicking() })
            } else {
                UIKitViewDrawing(view: controller.view, ideal: ideal, changed: {
                    box.redrawOnly = true
                    revision += 1
                })
            }
        }
        .onAppear {
            controller.viewWillAppear(false)
            controller.viewDidAppear(false)
        }
        .onDisappear {
            controller.viewWillDisappear(false)
            controller.viewDidDisappear(false)
            box.dismantle(R.dismantleUIViewController)
        }
    }
}
