// What the focused text field shows of editing (caret, selection, horizontal scroll): laid
// out by the daemon core with the backend's own text measurement, so every backend draws
// the same caret at the same place by filling rectangles.
import TrellisProtocol

/// The editing state of a frame's focused text field, in window coordinates.
public struct FieldEditing: Hashable, Sendable {
    /// The focused field's node.
    public var id: NodeID
    /// Caret and selection, in grapheme clusters of the field's drawn text.
    public var selection: FieldSelection
    /// The caret bar; nil while text is selected (desktop fields hide it then).
    public var caret: WireRect?
    /// The selection's highlight, one rectangle per line it covers.
    public var highlights: [WireRect]
    /// How far a single-line field's text is shifted left so that the caret stays inside
    /// the field (0 when the text fits). Draw the text at `x - scrollX`, clipped to the field.
    public var scrollX: Double
    /// How far a multi-line field's lines are shifted up so that the caret's line stays
    /// inside the field when it holds more lines than it shows (`lineLimit`, or a frame
    /// shorter than its text). Draw the lines at `y - scrollY`, clipped to the field.
    public var scrollY: Double
    /// What drawing this may touch (the field's frame and a margin; the whole surface when
    /// the field is transformed): the damage when it changes.
    public var bounds: WireRect

    public init(id: NodeID, selection: FieldSelection, caret: WireRect?, highlights: [WireRect],
                scrollX: Double, scrollY: Double = 0, bounds: WireRect) {
        self.id = id
        self.selection = selection
        self.caret = caret
        self.highlights = highlights
        self.scrollX = scrollX
        self.scrollY = scrollY
        self.bounds = bounds
    }

    /// The highlight colour of selected text (translucent system blue, as macOS draws a
    /// focused field's selection).
    public static let highlightColor = WireColor(r: 0, g: 122, b: 255, a: 77)
    /// The caret colour (the system accent blue).
    public static let caretColor = WireColor(r: 0, g: 122, b: 255, a: 255)
}
