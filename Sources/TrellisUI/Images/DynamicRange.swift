// allowedDynamicRange(_:): how much of a high-dynamic-range image's range may be shown.
// Trellis's surfaces are 8-bit sRGB, so every image is shown in standard range — what
// SwiftUI shows on a display without HDR.

extension Image {
    /// The range of brightness an image may use.
    public struct DynamicRange: Hashable, Sendable {
        let raw: Int
        /// Standard range.
        public static let standard = DynamicRange(raw: 0)
        /// Some headroom above standard range.
        public static let constrainedHigh = DynamicRange(raw: 1)
        /// The display's full range.
        public static let high = DynamicRange(raw: 2)
    }
}

extension View {
    /// Limits the dynamic range of the images below (every image is standard range on
    /// Trellis's 8-bit surfaces).
    public func allowedDynamicRange(_ range: Image.DynamicRange?) -> some View { self }
}
