import UIKit

// Trellis supplies UIKit's feedback generators (they do nothing, as on an iPad); a UIKit
// view Trellis does not draw (`UILabel`) is a deliberate gap.
enum Haptics {
    static func tap() -> AnyObject {
        UIImpactFeedbackGenerator(style: .light).impactOccurred()
        let view = UILabel()
        return view
    }
}
