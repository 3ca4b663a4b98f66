// The AT-SPI2 interfaces Text and EditableText: a text field's text, caret and selection,
// and a label's name read as text. AT-SPI2 offsets are code points; the core's are
// Characters (grapheme clusters): every offset is converted on the way in and out.
import TrellisProtocol
import TrellisRenderer

/// An element's text as AT-SPI2 counts it: code-point offsets.
struct PublishedText {
    var text: ATSPIText
    /// -1 when the text has no caret (a label).
    var caret: Int
    var selection: Range<Int>?
}

extension SessionPublisher {
    /// The text an element offers through the Text interface: a field's text, or the name
    /// of a label or heading (so a screen reader can read it by word).
    func textOf(_ e: AccessibilityElement) -> PublishedText? {
        if let t = e.text {
            let text = ATSPIText(t.text)
            let selection = t.selection.isEmpty ? nil
                : text.scalarOffset(character: t.selection.lowerBound)..<text.scalarOffset(character: t.selection.upperBound)
            return PublishedText(text: text, caret: text.scalarOffset(character: t.caret), selection: selection)
        }
        if e.role == .staticText || e.role == .heading || e.role == .link {
            return PublishedText(text: ATSPIText(e.name), caret: -1, selection: nil)
        }
        return nil
    }

    func text(_ call: Call, _ member: String) -> Bool {
        guard let e = call.element, let t = textOf(e) else { return false }
        let r = call.reader
        switch member {
        case "GetText":
            guard let start = r.int32(), let end = r.int32() else { return invalidArguments(call) }
            return reply(call) { $0.string(t.text.substring(Int(start), Int(end))) }
        case "GetCharacterAtOffset":
            guard let o = r.int32() else { return invalidArguments(call) }
            let c = o >= 0 && Int(o) < t.text.count ? Int32(t.text.scalars[Int(o)].value) : 0
            return reply(call) { $0.int32(c) }
        case "GetStringAtOffset", "GetTextAtOffset", "GetTextBeforeOffset", "GetTextAfterOffset":
            guard let o = r.int32(), let kind = r.uint32() else { return invalidArguments(call) }
            let range = unit(member == "GetStringAtOffset" ? granularity(kind) : boundary(kind), at: Int(o),
                             in: t.text, step: member == "GetTextBeforeOffset" ? -1 : member == "GetTextAfterOffset" ? 1 : 0)
            return reply(call) {
                $0.string(range.map { t.text.substring($0.lowerBound, $0.upperBound) } ?? "")
                $0.int32(Int32(range?.lowerBound ?? 0))
                $0.int32(Int32(range?.upperBound ?? 0))
            }
        case "SetCaretOffset":
            guard let o = r.int32() else { return invalidArguments(call) }
            let c = t.text.characterOffset(scalar: Int(o))
            return perform(call, .select(c..<c), on: e, valid: e.text != nil && o >= 0 && Int(o) <= t.text.count)
        case "GetNSelections":
            return reply(call) { $0.int32(t.selection == nil ? 0 : 1) }
        case "GetSelection":
            guard let n = r.int32() else { return invalidArguments(call) }
            let s = n == 0 ? t.selection : nil
            return reply(call) { $0.int32(Int32(s?.lowerBound ?? 0)); $0.int32(Int32(s?.upperBound ?? 0)) }
        case "AddSelection", "SetSelection":
            if member == "SetSelection" { guard r.int32() != nil else { return invalidArguments(call) } }
            guard let start = r.int32(), let end = r.int32() else { return invalidArguments(call) }
            let lo = min(start, end), hi = max(start, end)
            let valid = e.text != nil && lo >= 0 && Int(hi) <= t.text.count
            let range = t.text.characterOffset(scalar: Int(lo))..<t.text.characterOffset(scalar: Int(hi))
            return perform(call, .select(range), on: e, valid: valid)
        case "RemoveSelection":
            guard let n = r.int32() else { return invalidArguments(call) }
            let c = e.text?.caret ?? 0
            return perform(call, .select(c..<c), on: e, valid: e.text != nil && n == 0 && t.selection != nil)
        case "GetCharacterExtents", "GetRangeExtents":
            let start = r.int32(), end = member == "GetRangeExtents" ? r.int32() : start.map { $0 + 1 }
            guard let start, let end, let type = r.uint32() else { return invalidArguments(call) }
            let f = toPixels(characterExtents(Int(start), Int(end), of: e, text: t.text), type)
            return reply(call) { w in
                for v in [f.x, f.y, f.width, f.height] { w.int32(v.isFinite ? Int32(clamping: Int(v.rounded())) : 0) }
            }
        case "GetOffsetAtPoint":
            return reply(call) { $0.int32(-1) }
        case "GetAttributes", "GetAttributeRun":
            return reply(call) { $0.stringDictionary([]); $0.int32(0); $0.int32(Int32(t.text.count)) }
        case "GetDefaultAttributes", "GetDefaultAttributeSet":
            return reply(call) { $0.stringDictionary([]) }
        case "GetAttributeValue":
            return reply(call) { $0.string("") }
        case "GetBoundedRanges":
            return reply(call) { $0.container("a", "(iisv)") {} }
        case "ScrollSubstringTo", "ScrollSubstringToPoint":
            return reply(call) { $0.bool(false) }
        default:
            return false
        }
    }

    func editableText(_ call: Call, _ member: String) -> Bool {
        guard let e = call.element, e.text != nil, let t = textOf(e) else { return false }
        let r = call.reader
        switch member {
        case "SetTextContents":
            guard let s = r.string() else { return invalidArguments(call) }
            return perform(call, .setText(s), on: e, valid: true)
        case "InsertText":
            guard let position = r.int32(), var s = r.string(), let length = r.int32() else { return invalidArguments(call) }
            if length >= 0 && Int(length) < s.unicodeScalars.count {
                s = ATSPIText(s).substring(0, Int(length))
            }
            let valid = position >= 0 && Int(position) <= t.text.count
            return perform(call, .insertText(s, at: t.text.characterOffset(scalar: Int(position))), on: e, valid: valid)
        case "DeleteText", "CutText":
            guard let start = r.int32(), let end = r.int32() else { return invalidArguments(call) }
            // CutText would need the clipboard, which belongs to the app's window: not offered.
            guard member == "DeleteText" else { return reply(call) { $0.bool(false) } }
            let e32 = end < 0 ? Int32(t.text.count) : end
            let valid = start >= 0 && start <= e32 && Int(e32) <= t.text.count
            let range = t.text.characterOffset(scalar: Int(start))..<t.text.characterOffset(scalar: Int(max(start, e32)))
            return perform(call, .deleteText(range), on: e, valid: valid)
        case "CopyText":
            // No reply value in the interface; nothing is copied (see CutText).
            return reply(call) { _ in }
        case "PasteText":
            return reply(call) { $0.bool(false) }
        default:
            return false
        }
    }

    /// Carries out `request` when `valid`; answers whether it was done.
    private func perform(_ call: Call, _ request: AccessibilityRequest, on e: AccessibilityElement, valid: Bool) -> Bool {
        let done = valid && (performer?.performAccessibility(request, on: e.id, surface: surface) ?? false)
        return reply(call) { $0.bool(done) }
    }

    /// Text units: 0 character, 1 word, 2 sentence (as line), 3 line (`AtspiTextGranularity`).
    private enum TextUnit { case character, word, line }

    private func granularity(_ g: UInt32) -> TextUnit {
        switch g {
        case 0: return .character
        case 1: return .word
        default: return .line
        }
    }

    /// `AtspiTextBoundaryType`: 0 char, 1–2 word start/end, 3–4 sentence, 5–6 line.
    private func boundary(_ b: UInt32) -> TextUnit {
        switch b {
        case 0: return .character
        case 1, 2: return .word
        default: return .line
        }
    }

    /// The unit at `offset`, or (`step` ±1) the one before or after it.
    private func unit(_ u: TextUnit, at offset: Int, in text: ATSPIText, step: Int) -> Range<Int>? {
        func find(_ o: Int) -> Range<Int>? {
            switch u {
            case .character: return text.characterRange(at: o)
            case .word: return text.wordRange(at: o)
            case .line: return text.lineRange(at: o)
            }
        }
        guard let here = find(offset) ?? (offset == text.count ? find(offset - 1) : nil) else { return nil }
        if step < 0 { return here.lowerBound > 0 ? find(here.lowerBound - 1) : nil }
        if step > 0 { return here.upperBound < text.count ? find(here.upperBound) : nil }
        return here
    }

    /// Approximate extents of code points `start..<end`: the element's frame divided
    /// evenly among its code points (the daemon does not keep glyph positions here).
    private func characterExtents(_ start: Int, _ end: Int, of e: AccessibilityElement, text: ATSPIText) -> WireRect {
        let n = max(text.count, 1)
        let s = min(max(start, 0), n), t = min(max(end, s), n)
        let w = e.frame.width / Double(n)
        return WireRect(x: e.frame.x + w * Double(s), y: e.frame.y, width: w * Double(t - s), height: e.frame.height)
    }
}
