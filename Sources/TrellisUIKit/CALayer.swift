// UIKit's names that SwiftUI apps use beside SwiftUI, for Linux. This file: the layer
// behind every UIView (on Apple platforms it comes from QuartzCore).
import Foundation
#if !canImport(Darwin)
import CoreGraphics
#endif

/// What a view's layer adds to its drawing: rounded corners, a border, a shadow and an
/// opacity. TrellisUI draws a `UIView` put on screen through `UIViewRepresentable` with
/// these (see `UIView`); layers are not composited on their own, and sublayers, contents
/// images and layer animations are not drawn.
open class CALayer: @unchecked Sendable {
    /// The radius of the corners, in points (drawn when the layer clips, or behind its
    /// background colour).
    open var cornerRadius: CGFloat = 0
    /// Whether the layer clips its sublayers and the view's subviews to its rounded bounds.
    open var masksToBounds = false
    /// The width of the border drawn inside the bounds.
    open var borderWidth: CGFloat = 0
    /// The border's colour (opaque black unless set, as in Core Animation).
    open var borderColor: CGColor? = CGColor.black
    /// The layer's background colour (a view's `backgroundColor` is kept here too).
    open var backgroundColor: CGColor?
    /// The shadow's colour.
    open var shadowColor: CGColor? = CGColor.black
    /// The shadow's opacity, 0…1 (0: no shadow, the default).
    open var shadowOpacity: Float = 0
    /// The shadow's blur radius.
    open var shadowRadius: CGFloat = 3
    /// The shadow's offset (Core Animation's default points 3 up).
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The layer's opacity, 0…1 (a view's `alpha` is kept here too).
    open var opacity: Float = 1
    /// Whether the layer is hidden.
    open var isHidden = false

    public init() {}
}
