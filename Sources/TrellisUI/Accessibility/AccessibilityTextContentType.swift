// What kind of text an element holds, so a screen reader can read it the way that kind
// of text is read (source code character by character with its punctuation, a
// spreadsheet by cells). Carried as the protocol's `accessibilitySettings`
// (`textContentType`); the AT-SPI bridge publishes it as the object attribute
// `text-content-type` (`sourceCode`, `narrative` …).
import TrellisProtocol

/// The kind of text an element holds (`accessibilityTextContentType(_:)`).
public struct AccessibilityTextContentType: Hashable, Sendable {
    let wire: AccessibilityTextContent

    /// Ordinary text without a particular kind (the default).
    public static let plain = AccessibilityTextContentType(wire: .plain)
    /// A terminal's or console's output.
    public static let console = AccessibilityTextContentType(wire: .console)
    /// File and folder names.
    public static let fileSystem = AccessibilityTextContentType(wire: .fileSystem)
    /// Messages of a conversation.
    public static let messaging = AccessibilityTextContentType(wire: .messaging)
    /// Prose: a book, an article.
    public static let narrative = AccessibilityTextContentType(wire: .narrative)
    /// Program source code.
    public static let sourceCode = AccessibilityTextContentType(wire: .sourceCode)
    /// Cells of a spreadsheet.
    public static let spreadsheet = AccessibilityTextContentType(wire: .spreadsheet)
    /// A word processor's document.
    public static let wordProcessing = AccessibilityTextContentType(wire: .wordProcessing)
}

extension View {
    /// Says what kind of text the element holds, so assistive technology reads it
    /// accordingly (on Linux: the AT-SPI object attribute `text-content-type`).
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _accessibility([.accessibilitySettings([WireAccessibilitySetting(setting: .textContentType, value: Double(value.wire.rawValue))])])
    }
}
