// UIKit's names that SwiftUI apps use beside SwiftUI, for Linux. This file: the page dots.
import Foundation
#if !canImport(Darwin)
import CoreGraphics
#endif

/// A row of dots, one per page, the current one highlighted. TrellisUI draws it when a
/// `UIViewRepresentable` returns one; clicking a dot makes it the current page and sends
/// `.valueChanged` to the control's actions, as a tap does on iOS.
open class UIPageControl: UIControl {
    /// How many dots there are.
    open var numberOfPages = 0 { didSet { currentPage = min(currentPage, max(numberOfPages - 1, 0)) } }
    /// The highlighted page, 0-based.
    open var currentPage = 0
    /// Whether a control with one page is hidden.
    open var hidesForSinglePage = false
    /// The colour of the other dots (nil: the label colour at low opacity).
    open var pageIndicatorTintColor: UIColor?
    /// The colour of the current dot (nil: the label colour).
    open var currentPageIndicatorTintColor: UIColor?
    /// Whether the dots sit on a platter.
    open var backgroundStyle: BackgroundStyle = .automatic
    /// The image every dot shows instead of a circle (a symbol, say).
    open var preferredIndicatorImage: UIImage?
    /// The image the current dot shows (iOS 16), else `preferredIndicatorImage`.
    open var preferredCurrentPageIndicatorImage: UIImage?
    private var pageImages: [Int: UIImage] = [:]
    /// Whether dragging along the dots scrubs through pages.
    open var allowsContinuousInteraction = true

    /// The image `page`'s dot shows, if it has its own.
    open func indicatorImage(forPage page: Int) -> UIImage? { pageImages[page] }
    /// Gives `page`'s dot its own image (nil: the preferred image again).
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) { pageImages[page] = image }

    /// The size dots for `pageCount` pages need.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: CGFloat(pageCount) * Self.dotPitch + (backgroundStyle == .prominent ? 16 : 0), height: 26)
    }
    /// The distance between dot centres.
    package static let dotPitch: CGFloat = 16

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    /// Whether the dots sit on a platter.
    public enum BackgroundStyle: Int, Sendable {
        /// A platter while the user interacts with the dots (here: none).
        case automatic
        /// Always a platter.
        case prominent
        /// Never a platter.
        case minimal
    }

    private static let proxy = UIPageControl(frame: .zero)
    /// The settings every page control starts from; a `TabView` with the `.page` style
    /// draws its index dots in the proxy's indicator colours.
    open override class func appearance() -> UIPageControl { proxy }

    /// The user chose `page`: it becomes current and the `.valueChanged` actions run.
    package func userSelected(page: Int) {
        guard isEnabled, page >= 0, page < numberOfPages, page != currentPage else { return }
        currentPage = page
        sendActions(for: .valueChanged)
    }
}
