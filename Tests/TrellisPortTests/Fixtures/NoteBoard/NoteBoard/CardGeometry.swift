import CoreGraphics

enum CardGeometry {
    static let cardSize = CGSize(width: 160, height: 100)
    static let tilt = CGAffineTransform(rotationAngle: 0)

    static var tiltedSize: CGSize { cardSize.applying(tilt) }
}
