// How a screen reader speaks a view: pitch, punctuation, spelling and whether the view's
// announcements wait for speech in progress. Carried as the protocol's
// `accessibilitySettings` (the innermost setting wins); the AT-SPI bridge publishes them
// as object attributes (`speech-pitch`, `speech-punctuation`, `speech-spell-out`,
// `speech-queued`), the way web content hands its speech styles to Orca.
import TrellisProtocol

extension View {
    /// Raises (up to 1) or lowers (down to −1) the pitch the view's text is spoken at; 0
    /// leaves it. Values outside −1...1 are clamped.
    public func speechAdjustedPitch(_ value: Double) -> some View {
        let v = value.isNaN ? 0 : min(max(value, -1), 1)
        return _accessibility([.accessibilitySettings([WireAccessibilitySetting(setting: .speechPitch, value: v)])])
    }

    /// Speaks every punctuation mark of the view's text ("one, two" as "one comma two").
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View {
        _speechSetting(.speechPunctuation, value)
    }

    /// Queues the view's announcements behind speech in progress instead of interrupting it.
    public func speechAnnouncementsQueued(_ value: Bool = true) -> some View {
        _speechSetting(.speechQueued, value)
    }

    /// Spells the view's text out character by character (a code, a licence plate).
    public func speechSpellsOutCharacters(_ value: Bool = true) -> some View {
        _speechSetting(.speechSpellsOut, value)
    }

    func _speechSetting(_ setting: AccessibilitySetting, _ on: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _accessibility([.accessibilitySettings([WireAccessibilitySetting(setting: setting, value: on ? 1 : 0)])])
    }
}
