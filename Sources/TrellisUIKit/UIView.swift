// UIKit's names that SwiftUI apps use beside SwiftUI, for Linux. This file: the view class
// that UIViewRepresentable wraps.
import Foundation
#if !canImport(Darwin)
import CoreGraphics
#endif

/// A rectangle of UIKit content: what an app returns from `makeUIView` in a
/// `UIViewRepresentable`.
///
/// There is no UIKit on Linux to draw it, so TrellisUI draws the view tree as SwiftUI
/// views when it is put on screen: its background colour, alpha, hidden state and layer
/// (corner radius, border, shadow), the subviews at their frames, and the look of the
/// UIKit classes it knows (`UIVisualEffectView` as a material, `UIPageControl` as page
/// dots, `UIActivityIndicatorView` as a spinning indicator, `UILabel` as text,
/// `UIImageView` as an image). A subclass that draws with `draw(_:)` is not drawn (there
/// is no Core Graphics context); TrellisUI logs its class once.
open class UIView: @unchecked Sendable {
    /// The view's rectangle in its superview's coordinates.
    open var frame: CGRect {
        didSet { if frame.size != oldValue.size { setNeedsLayout() } }
    }
    /// The view's rectangle in its own coordinates (origin zero, the frame's size).
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    /// The frame's centre in the superview's coordinates.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The layer that holds the view's corner radius, border and shadow.
    public let layer = CALayer()
    /// The colour that fills the view's bounds (nil: transparent).
    open var backgroundColor: UIColor? {
        didSet { layer.backgroundColor = backgroundColor?.cgColor }
    }
    /// The view's opacity, 0…1.
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }
    /// Whether the view is hidden (it keeps its place but draws nothing).
    open var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue }
    }
    /// Whether subviews are clipped to the view's bounds.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    /// The colour controls inside the view take as their accent (nil: the superview's).
    open var tintColor: UIColor! {
        get { ownTint ?? superview?.tintColor }
        set { ownTint = newValue }
    }
    private var ownTint: UIColor?
    /// An integer the app identifies the view by.
    open var tag = 0
    /// Whether the view takes touches (TrellisUI: whether its controls take clicks).
    open var isUserInteractionEnabled = true
    /// How content (an image view's image) fills the bounds.
    open var contentMode: ContentMode = .scaleToFill
    /// An affine transform applied around the centre when drawn.
    open var transform: CGAffineTransform = .identity
    /// Kept for code that sets it; Trellis places subviews by their frames.
    open var translatesAutoresizingMaskIntoConstraints = true
    /// How the view resizes with its superview: width and height are followed; the
    /// margins are not.
    open var autoresizingMask: AutoresizingMask = []

    /// The views inside this one, back to front.
    public private(set) var subviews: [UIView] = []
    /// The view this one is inside.
    public private(set) weak var superview: UIView?

    /// A view with this frame.
    public init(frame: CGRect) { self.frame = frame }
    /// A view with a zero frame.
    public convenience init() { self.init(frame: .zero) }
    /// Interface Builder's initialiser: there are no archives on Linux, so it fails.
    public required init?(coder: NSCoder) { return nil }

    /// Adds `view` on top of the subviews (taking it from its old superview).
    open func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }
    /// Inserts `view` at `index` among the subviews.
    open func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        if autoresizesSubviews, view.autoresizingMask.contains([.flexibleWidth, .flexibleHeight]) {
            view.frame = bounds
        }
        setNeedsLayout()
    }
    /// Moves `view` to the front of the subviews.
    open func bringSubviewToFront(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: i))
    }
    /// Moves `view` to the back of the subviews.
    open func sendSubviewToBack(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: i), at: 0)
    }
    /// Takes the view out of its superview.
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }
    /// Whether subviews with a flexible width and height follow this view's size.
    open var autoresizesSubviews = true

    /// Marks the view for `layoutSubviews` before it is next drawn.
    open func setNeedsLayout() { needsLayout = true }
    /// Runs `layoutSubviews` now if the view is marked.
    open func layoutIfNeeded() {
        guard needsLayout else { return }
        needsLayout = false
        for v in subviews where autoresizesSubviews && v.autoresizingMask.contains([.flexibleWidth, .flexibleHeight]) {
            v.frame = bounds
        }
        layoutSubviews()
    }
    private var needsLayout = true
    /// Places the subviews; subclasses override it (the default does nothing more than
    /// follow the autoresizing masks).
    open func layoutSubviews() {}
    /// Drawing with Core Graphics is not available on Linux (see the type's description).
    open func draw(_ rect: CGRect) {}
    /// Kept for code that calls it: the next frame draws the view anyway.
    open func setNeedsDisplay() {}

    /// The size the view would like within `size`: its intrinsic size where it has one,
    /// else `size` itself.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        let i = intrinsicContentSize
        return CGSize(width: i.width == UIView.noIntrinsicMetric ? size.width : i.width,
                      height: i.height == UIView.noIntrinsicMetric ? size.height : i.height)
    }
    /// Resizes the view to `sizeThatFits` its current size.
    open func sizeToFit() { frame.size = sizeThatFits(frame.size) }
    /// The size the content needs, or `noIntrinsicMetric` along an axis that has none.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    /// "No intrinsic size along this axis".
    public static let noIntrinsicMetric: CGFloat = -1

    /// How a view's content fills its bounds.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// Which of a view's margins and sizes follow its superview.
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    private static let proxy = UIView(frame: .zero)
    /// The settings every view of the class starts from (UIKit's appearance proxy). The
    /// classes TrellisUI draws SwiftUI controls for (`UITabBar`, `UINavigationBar`,
    /// `UIScrollView`, `UITableView`, `UITextView`, `UIPageControl`) have their own proxy,
    /// which TrellisUI reads.
    open class func appearance() -> UIView { proxy }

    /// Runs `animations` (UIKit would animate the changes; here they apply at once, and
    /// the next frame shows them), then `completion(true)`.
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                            completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }
}
