// How TrellisUI draws a UIKit view tree (from UIViewRepresentable and
// UIViewControllerRepresentable): as the SwiftUI views that look like it.
import TrellisUIKit

/// A `UIView` and its subviews, drawn as SwiftUI views.
///
/// The UIKit classes Trellis knows are drawn as their SwiftUI counterparts (a blur as a
/// material, page dots, a progress indicator); every view draws its background colour,
/// corner radius, border, shadow, alpha and subviews at their frames. `changed` redraws
/// after a control the user operated (a page dot) changed its own state.
struct UIKitViewDrawing: View {
    let view: UIView
    /// The representable's answer to `sizeThatFits`, if any.
    let ideal: CGSize?
    let changed: () -> Void

    var body: some View {
        let intrinsic = view.intrinsicContentSize
        let width = ideal?.width ?? (intrinsic.width == UIView.noIntrinsicMetric ? nil : intrinsic.width)
        let height = ideal?.height ?? (intrinsic.height == UIView.noIntrinsicMetric ? nil : intrinsic.height)
        return UIKitViewDrawing.draw(view, changed: changed)
            .frame(width: width, height: height)
            .frame(maxWidth: width == nil ? .infinity : nil, maxHeight: height == nil ? .infinity : nil)
    }

    /// The classes this file draws as themselves; other subclasses are drawn as plain
    /// views, and logged once each.
    @MainActor private static var reported: Set<ObjectIdentifier> = []

    @MainActor
    static func draw(_ view: UIView, changed: @escaping () -> Void) -> AnyView {
        let layer = view.layer
        let radius = layer.cornerRadius
        let shape = RoundedRectangle(cornerRadius: radius, style: .continuous)
        var content: AnyView
        switch view {
        case let effect as UIVisualEffectView:
            content = AnyView(effectBackground(effect.effect, shape: shape))
        case let dots as UIPageControl:
            content = AnyView(PageDots(control: dots, changed: changed))
        case let spinner as UIActivityIndicatorView:
            if spinner.isAnimating {
                content = AnyView(ProgressView().tint(spinner.color.map { Color(uiColor: $0) } ?? .secondary))
            } else if spinner.hidesWhenStopped {
                content = AnyView(Color.clear)
            } else {
                content = AnyView(ProgressView(value: 0).progressViewStyle(.circular))
            }
        default:
            let kind = ObjectIdentifier(type(of: view))
            if !isPlain(view), !reported.contains(kind) {
                reported.insert(kind)
                TrellisLog.emit("\(type(of: view)): drawn as a plain UIView (its background, layer and subviews); "
                                + "UIKit's own drawing of it is not available on Linux")
            }
            content = AnyView(Color.clear)
        }
        if let background = view.backgroundColor {
            content = AnyView(content.background(shape.fill(Color(uiColor: background))))
        }
        if !view.subviews.isEmpty {
            view.layoutIfNeeded()
            let subviews = view.subviews
            content = AnyView(content.overlay(alignment: .topLeading) {
                ZStack(alignment: .topLeading) {
                    ForEach(subviews.indices, id: \.self) { i in
                        placed(subviews[i], changed: changed)
                    }
                }
            })
        }
        if layer.masksToBounds { content = AnyView(content.clipShape(shape)) }
        if layer.borderWidth > 0, let border = layer.borderColor {
            content = AnyView(content.overlay(shape.strokeBorder(Color(uiColor: UIColor(cgColor: border)),
                                                                 lineWidth: layer.borderWidth)))
        }
        if layer.shadowOpacity > 0, let shadow = layer.shadowColor {
            content = AnyView(content.shadow(color: Color(uiColor: UIColor(cgColor: shadow)).opacity(Double(layer.shadowOpacity)),
                                             radius: layer.shadowRadius, x: layer.shadowOffset.width,
                                             y: layer.shadowOffset.height))
        }
        if layer.opacity < 1 { content = AnyView(content.opacity(Double(layer.opacity))) }
        if view.transform != .identity { content = AnyView(content.transformEffect(view.transform)) }
        if !view.isUserInteractionEnabled { content = AnyView(content.allowsHitTesting(false)) }
        if view.isHidden || layer.isHidden { content = AnyView(content.hidden()) }
        return content
    }

    /// A subview at its frame: filling its superview when it follows the superview's size
    /// (a visual effect view's `contentView`), else at its origin with its frame's size.
    @MainActor
    private static func placed(_ sub: UIView, changed: @escaping () -> Void) -> AnyView {
        if sub.autoresizingMask.contains([.flexibleWidth, .flexibleHeight]) {
            return AnyView(draw(sub, changed: changed).frame(maxWidth: .infinity, maxHeight: .infinity))
        }
        var size = sub.frame.size
        let intrinsic = sub.intrinsicContentSize
        if size == .zero, intrinsic.width != UIView.noIntrinsicMetric, intrinsic.height != UIView.noIntrinsicMetric {
            size = intrinsic
        }
        return AnyView(draw(sub, changed: changed)
            .frame(width: size.width, height: size.height)
            .offset(x: sub.frame.minX, y: sub.frame.minY))
    }

    /// Whether the view is a UIView of a class that adds no drawing of its own that
    /// this file would miss (plain views, controls' containers).
    private static func isPlain(_ view: UIView) -> Bool {
        let t = type(of: view)
        return t == UIView.self || t == UIControl.self || t == UIScrollView.self
    }

    /// A blur as the material of its thickness (a `…Dark` style over black, a `…Light`
    /// style over white); vibrancy and no effect draw nothing of their own.
    @ViewBuilder
    private static func effectBackground(_ effect: UIVisualEffect?, shape: RoundedRectangle) -> some View {
        if let blur = effect as? UIBlurEffect {
            let materials: [Material] = [.ultraThinMaterial, .thinMaterial, .regularMaterial, .thickMaterial, .ultraThickMaterial]
            let material = materials[min(max(blur.style.thickness, 0), materials.count - 1)]
            switch blur.style.fixedDark {
            case true?: shape.fill(material).environment(\.colorScheme, .dark)
            case false?: shape.fill(material).environment(\.colorScheme, .light)
            case nil: shape.fill(material)
            }
        } else {
            Color.clear
        }
    }
}

/// A `UIPageControl` as dots: the current page's in its tint, the others dimmed; a click on
/// a dot selects its page and sends `.valueChanged`.
private struct PageDots: View {
    let control: UIPageControl
    let changed: () -> Void

    var body: some View {
        let current = control.currentPageIndicatorTintColor.map { Color(uiColor: $0) } ?? Color.primary
        let other = control.pageIndicatorTintColor.map { Color(uiColor: $0) } ?? Color.primary.opacity(0.3)
        let count = control.numberOfPages
        return HStack(spacing: 0) {
            ForEach(0..<count, id: \.self) { page in
                dot(page: page, color: page == control.currentPage ? current : other)
                    .frame(width: UIPageControl.dotPitch, height: 26)
                    .contentShape(Rectangle())
                    .onTapGesture {
                        control.userSelected(page: page)
                        changed()
                    }
                    .accessibilityLabel("Page \(page + 1) of \(count)")
                    .accessibilityAddTraits(page == control.currentPage ? .isSelected : [])
            }
        }
        .padding(.horizontal, control.backgroundStyle == .prominent ? 8 : 0)
        .background(Capsule().fill(control.backgroundStyle == .prominent ? Color.black.opacity(0.2) : .clear))
        .opacity(control.isEnabled ? 1 : 0.5)
        .hidden(control.hidesForSinglePage && count <= 1)
    }

    @ViewBuilder
    private func dot(page: Int, color: Color) -> some View {
        let image = control.indicatorImage(forPage: page)
            ?? (page == control.currentPage ? control.preferredCurrentPageIndicatorImage : nil)
            ?? control.preferredIndicatorImage
        if let image {
            Image(uiImage: image)
                .font(.system(size: image.symbolConfiguration?.pointSize.map { min($0, 14) } ?? 8))
                .foregroundStyle(color)
        } else {
            Circle().fill(color).frame(width: 7, height: 7)
        }
    }
}

extension View {
    /// Hides the view when `hidden` is true (it keeps its place).
    @ViewBuilder
    fileprivate func hidden(_ hidden: Bool) -> some View {
        if hidden { self.hidden() } else { self }
    }
}
