// Image(_:scale:orientation:label:) and Image(decorative:scale:orientation:): a bitmap the app
// holds in memory (a `CGImage`, such as `ImageRenderer` makes), sent to the daemon once as PNG.

extension Image {
    /// Shows `cgImage`, whose natural size is its pixels over `scale`, turned by
    /// `orientation`; `label` is what assistive technology reads.
    ///
    /// The pixels cross to the daemon once per connection as a PNG keyed by their hash,
    /// like a named image's file, so the same image shown twice is sent once.
    public init(_ cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up, label: Text) {
        self.init(cgImage: cgImage, scale: scale, orientation: orientation, labelText: label.string)
    }

    /// Shows `cgImage` as `Image(_:scale:orientation:label:)` does, hidden from assistive
    /// technology (a decorative image).
    public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up) {
        self.init(cgImage: cgImage, scale: scale, orientation: orientation, labelText: "")
        isDecorative = true
    }

    private init(cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation, labelText: String) {
        self.init(systemName: labelText)
        isSymbol = false
        let turned = orientation.apply(to: cgImage)
        // A scale that is not positive draws the pixels at one point each, as a scale of 1.
        let s = scale > 0 && scale.isFinite ? Double(scale) : 1
        bitmap = BitmapFile(bytes: [UInt8](turned.pngData()), scale: s)
    }
}
