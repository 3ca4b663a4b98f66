/// The animation a transaction starts with: none. One definition for both ends — the
/// client sends it to end an animation scope, the daemon compares against it.
extension WireAnimation {
    public static let none = WireAnimation(curve: .none, duration: 0, c1x: 0, c1y: 0, c2x: 1, c2y: 1, response: 0,
                                           dampingFraction: 1, blendDuration: 0, delay: 0, speed: 1,
                                           repeatCount: 1, autoreverses: false)
}
