// What an assistive technology (the AT-SPI bridge) or a test asks of an element.
import TrellisProtocol

/// A request to an element of a session's accessibility tree, carried out by the
/// compositor as the user's own input would be (README §7, "Accessibility").
public enum AccessibilityRequest: Sendable, Equatable {
    /// Press: a tap at the centre of its `pressTarget`, or `inputAccessibilityAction
    /// (activate)` for an element that answers it itself.
    case activate
    case increment
    case decrement
    /// The custom action at this index of the element's custom actions.
    case custom(Int)
    /// A slider's or stepper's new value (clamped to its range).
    case setValue(Double)
    /// Dismiss (Escape).
    case escape
    /// Move keyboard focus to the element.
    case focus
    /// Replace a text field's whole text (focusing it first).
    case setText(String)
    /// Insert `text` at a Character offset of a text field's text.
    case insertText(String, at: Int)
    /// Delete a Character range of a text field's text.
    case deleteText(Range<Int>)
    /// Select a Character range of a text field's text (an empty range places the caret).
    case select(Range<Int>)
}
