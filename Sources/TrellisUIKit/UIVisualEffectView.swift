// UIKit's names that SwiftUI apps use beside SwiftUI, for Linux. This file: blur and
// vibrancy views, which SwiftUI apps wrap in UIViewRepresentable for frosted backgrounds.
import Foundation
#if !canImport(Darwin)
import CoreGraphics
#endif

/// An effect a `UIVisualEffectView` applies to what is behind it.
open class UIVisualEffect: @unchecked Sendable {
    public init() {}
}

/// A blur of what is behind the view, in one of the system's material thicknesses.
/// TrellisUI draws it as the SwiftUI `Material` of the same thickness (see
/// `UIBlurEffect.Style`), the way `.background(.ultraThinMaterial)` is drawn.
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    /// The blur's style.
    public let style: Style
    /// A blur of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// A blur's thickness and, for the `…Light`/`…Dark` styles, the appearance it keeps
    /// whatever the app's colour scheme.
    public enum Style: Int, Sendable, CaseIterable {
        case extraLight, light, dark, regular = 4, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight,
             systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark,
             systemChromeMaterialDark

        /// The thickness, 0 (ultra thin) … 4 (chrome, the thickest bar material).
        package var thickness: Int {
            switch self {
            case .systemUltraThinMaterial, .systemUltraThinMaterialLight, .systemUltraThinMaterialDark: return 0
            case .systemThinMaterial, .systemThinMaterialLight, .systemThinMaterialDark, .light, .extraLight: return 1
            case .systemMaterial, .systemMaterialLight, .systemMaterialDark, .regular, .dark: return 2
            case .systemThickMaterial, .systemThickMaterialLight, .systemThickMaterialDark, .prominent: return 3
            case .systemChromeMaterial, .systemChromeMaterialLight, .systemChromeMaterialDark: return 4
            }
        }

        /// The appearance the style keeps (`true` dark, `false` light), or nil when it
        /// follows the app's colour scheme.
        package var fixedDark: Bool? {
            switch self {
            case .extraLight, .light, .systemUltraThinMaterialLight, .systemThinMaterialLight, .systemMaterialLight,
                 .systemThickMaterialLight, .systemChromeMaterialLight: return false
            case .dark, .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark,
                 .systemThickMaterialDark, .systemChromeMaterialDark: return true
            default: return nil
            }
        }
    }
}

/// Vibrancy for content laid over a blur: TrellisUI draws the content as it is (the
/// vibrancy tint is not applied).
open class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
    /// The blur the vibrancy goes with.
    public let blurEffect: UIBlurEffect
    /// Vibrancy for content over `blurEffect`.
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        super.init()
    }
    /// Vibrancy of `style` for content over `blurEffect`.
    public convenience init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.init(blurEffect: blurEffect)
    }
}

/// The vibrancy styles (label, fill and separator levels).
public enum UIVibrancyEffectStyle: Int, Sendable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}

/// A view that applies a blur or vibrancy to what is behind it, with its content on top.
open class UIVisualEffectView: UIView {
    /// The effect (nil: none, the view is clear).
    open var effect: UIVisualEffect?
    /// Where subviews go: drawn over the effect.
    public let contentView = UIView(frame: .zero)

    /// A view applying `effect`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }
    public required init?(coder: NSCoder) { return nil }
}
