// SwiftUI's UIKit integration: a view controller that shows a SwiftUI view.
import TrellisUIKit

/// A UIKit view controller whose content is a SwiftUI view. On Linux it is what UIKit code
/// passes around where a controller is expected; shown through a
/// `UIViewControllerRepresentable`, TrellisUI draws `rootView` itself.
open class UIHostingController<Content: View>: UIViewController, _UIHostingControllerContent {
    /// The SwiftUI view the controller shows.
    public var rootView: Content

    /// A controller showing `rootView`.
    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }
    public required init?(coder: NSCoder) { return nil }

    @MainActor public var _rootContent: AnyView { AnyView(rootView) }
}

/// A hosting controller seen without its content type.
public protocol _UIHostingControllerContent: AnyObject {
    @MainActor var _rootContent: AnyView { get }
}
