import UIKit

// Deliberate gap: UIKit does not exist on Linux.
enum Haptics {
    static func tap() {
        let generator = UIImpactFeedbackGenerator(style: .light)
        generator.impactOccurred()
    }
}
