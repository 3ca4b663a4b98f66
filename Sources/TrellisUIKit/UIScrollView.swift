// UIKit's names that SwiftUI apps use beside SwiftUI, for Linux. This file: the scrolling
// classes whose appearance proxies SwiftUI apps set (`UIScrollView.appearance().bounces`,
// `UITableView.appearance().backgroundColor`, `UITextView.appearance().backgroundColor`).
import Foundation
#if !canImport(Darwin)
import CoreGraphics
#endif

/// A scrolling view. SwiftUI apps reach it through its appearance proxy: TrellisUI's
/// scroll views read `UIScrollView.appearance()` (see `bounces`).
open class UIScrollView: UIView {
    /// Whether the content rubber-bands past its edges. Trellis's scroll views never do
    /// (wheel, keyboard and drag scrolling stop at the edges), which is what apps ask for
    /// with `UIScrollView.appearance().bounces = false`; `true` cannot be honoured.
    open var bounces = true
    /// Whether the content bounces vertically even when it fits.
    open var alwaysBounceVertical = false
    /// Whether the content bounces horizontally even when it fits.
    open var alwaysBounceHorizontal = false
    /// Whether the vertical scroll indicator shows.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal scroll indicator shows.
    open var showsHorizontalScrollIndicator = true
    /// Whether scrolling stops at multiples of the view's size.
    open var isPagingEnabled = false
    /// Whether the user can scroll.
    open var isScrollEnabled = true
    /// The scroll position.
    open var contentOffset: CGPoint = .zero
    /// The size of the content.
    open var contentSize: CGSize = .zero
    /// Space around the content.
    open var contentInset: UIEdgeInsets = .zero
    /// How dragging dismisses the keyboard.
    open var keyboardDismissMode: KeyboardDismissMode = .none

    /// How dragging dismisses the keyboard.
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive }

    private static let proxy = UIScrollView(frame: .zero)
    /// The settings every scroll view of the app starts from.
    open override class func appearance() -> UIScrollView { proxy }
}

/// A list of rows. SwiftUI apps set its appearance proxy's `backgroundColor` to `.clear`
/// (before `scrollContentBackground(.hidden)` existed) to see through a `List`: a grouped
/// list then draws no background of its own; another colour replaces its grey.
open class UITableView: UIScrollView {
    /// How rows are separated.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    /// The separators' colour.
    open var separatorColor: UIColor?

    private static let proxy = UITableView(frame: .zero)
    /// The settings every list of the app starts from.
    open override class func appearance() -> UITableView { proxy }
}

/// A row of a table (its appearance proxy is kept for code that sets it; Trellis draws
/// list rows with `listRowBackground`).
open class UITableViewCell: UIView {
    /// How rows are separated.
    public enum SeparatorStyle: Int, Sendable { case none, singleLine, singleLineEtched }
    /// How a selected row is highlighted.
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
    /// How a selected row is highlighted.
    open var selectionStyle: SelectionStyle = .default

    private static let proxy = UITableViewCell(frame: .zero)
    /// The settings every list row of the app starts from.
    open override class func appearance() -> UITableViewCell { proxy }
}

/// Multi-line text. SwiftUI apps set its appearance proxy's `backgroundColor` to `.clear`
/// to see through `TextEditor`: Trellis's text editors draw no background of their own,
/// so they already look that way; another colour on the proxy is not drawn.
open class UITextView: UIScrollView {
    /// The text.
    open var text: String! = ""
    /// The text's colour.
    open var textColor: UIColor?
    /// Whether the user can edit the text.
    open var isEditable = true

    private static let proxy = UITextView(frame: .zero)
    /// The settings every text editor of the app starts from.
    open override class func appearance() -> UITextView { proxy }
}
