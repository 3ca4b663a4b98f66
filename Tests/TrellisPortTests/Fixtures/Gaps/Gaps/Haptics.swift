import UIKit

// Trellis supplies UIKit's feedback generators (they do nothing, as on an iPad); a UIKit
// view is a deliberate gap: there are no UIKit views on Linux.
enum Haptics {
    static func tap() -> AnyObject {
        UIImpactFeedbackGenerator(style: .light).impactOccurred()
        let view = UIView()
        return view
    }
}
