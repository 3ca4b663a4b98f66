// UIKit's names that SwiftUI apps use beside SwiftUI, for Linux. This file: the spinner.
import Foundation
#if !canImport(Darwin)
import CoreGraphics
#endif

/// The spinning "busy" indicator. TrellisUI draws it as `ProgressView()` while it is
/// animating; stopped, it is hidden (`hidesWhenStopped`) or drawn still.
open class UIActivityIndicatorView: UIView {
    /// The indicator's size.
    open var style: Style
    /// The colour of the spokes (nil: the system grey).
    open var color: UIColor!
    /// Whether the indicator disappears when stopped.
    open var hidesWhenStopped = true
    /// Whether it is spinning.
    public private(set) var isAnimating = false

    /// An indicator of `style`.
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: Self.side(style)))
    }
    /// A medium indicator in `frame`.
    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
    }
    public required init?(coder: NSCoder) { return nil }

    /// Starts spinning.
    open func startAnimating() { isAnimating = true }
    /// Stops spinning.
    open func stopAnimating() { isAnimating = false }

    open override var intrinsicContentSize: CGSize { Self.side(style) }

    private static func side(_ s: Style) -> CGSize {
        switch s {
        case .large, .whiteLarge: return CGSize(width: 37, height: 37)
        default: return CGSize(width: 20, height: 20)
        }
    }

    /// The indicator's size (and, for the deprecated styles, colour).
    public enum Style: Int, Sendable {
        case whiteLarge, white, gray
        case medium = 100, large = 101
    }
}
