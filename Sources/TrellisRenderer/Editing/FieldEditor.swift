// The editing model of the focused text field: caret, selection, edits and undo, in
// grapheme clusters. One per session (only the focused field is edited); the session
// routes keys, typed text and clicks here and sends the field's whole new text on.
import TrellisProtocol

/// A caret and selection in a field's text, in grapheme clusters (`Character`s): the
/// selection runs between `anchor` (where it began) and `head` (where the caret is).
public struct FieldSelection: Hashable, Sendable {
    public var anchor: Int
    public var head: Int

    public init(anchor: Int, head: Int) {
        self.anchor = anchor
        self.head = head
    }

    /// A caret with nothing selected.
    public init(caret: Int) { self.init(anchor: caret, head: caret) }

    public var lower: Int { min(anchor, head) }
    public var upper: Int { max(anchor, head) }
    public var isEmpty: Bool { anchor == head }
    public var range: Range<Int> { lower..<upper }
}

/// Edits the text of one focused field the way desktop text fields do (GTK, AppKit).
///
/// The app owns the value: every edit produces the whole new text, which the session sends
/// as `inputText`, and the app commits it back (its "echo"). Keystrokes typed faster than
/// the echo must not be lost, so texts sent and not yet seen committed are kept in
/// `inFlight`; a committed text that is none of them is the app's own change (a formatter,
/// an `onChange` that uppercases, Add clearing the field) and is adopted (`committed(_:)`).
struct FieldEditor {
    /// How the caret moves.
    enum Motion {
        case left, right, wordLeft, wordRight, lineStart, lineEnd, up, down, start, end
    }

    /// The field.
    let node: NodeID
    /// Whether Return inserts a newline and Up/Down move between lines (a TextEditor).
    var multiline: Bool
    /// A password field: the caret stays at the end, nothing is copied (`secure`).
    var secure = false
    /// The text as the user sees it.
    private(set) var chars: [Character]
    private(set) var selection: FieldSelection
    /// How far a single-line field's text is scrolled (kept by `Session.decorateEditing`).
    var scrollX = 0.0
    /// How far a multi-line field's lines are scrolled up (kept by `Session.decorateEditing`).
    var scrollY = 0.0
    /// The column Up/Down aim for, kept across consecutive vertical moves.
    private var goalColumn: Int?
    /// Texts sent and not yet committed back, oldest first.
    private var inFlight: [String] = []
    /// The text the field's node held in the last frame.
    private var lastCommitted: String
    private var undoStack: [State] = []
    private var redoStack: [State] = []
    /// The kind of the last edit, so a run of typing (or of deleting) is one undo step.
    private var lastEdit: EditKind?

    /// Most undo steps kept per field.
    static let undoLimit = 100

    private enum EditKind { case typing, deleting, other }
    private struct State { var chars: [Character]; var selection: FieldSelection }

    /// Starts editing `text` with the caret at its end (where a click or Tab leaves it,
    /// unless the click places it).
    init(node: NodeID, text: String, multiline: Bool) {
        self.node = node
        self.multiline = multiline
        chars = Array(text)
        lastCommitted = text
        selection = FieldSelection(caret: chars.count)
    }

    var text: String { String(chars) }
    /// The selection's text; nothing in a secure field (a password is never copied).
    var selectedText: String { secure ? "" : String(chars[selection.range]) }

    // MARK: the app's text

    /// The field's committed text in a new frame. Text the tree already held (a commit of
    /// something else, before the app saw the edit) or an echo of text sent (or an older
    /// one) changes nothing; any other text is the app's own and replaces the user's, the
    /// caret keeping its distance from the end (so a formatter that rewrites what is
    /// before the caret leaves it after the same trailing characters; a cleared field has
    /// it at 0). Returns whether the text was adopted.
    mutating func committed(_ text: String) -> Bool {
        guard text != lastCommitted else { return false }
        lastCommitted = text
        if let i = inFlight.firstIndex(of: text) {
            inFlight.removeFirst(i + 1)
            return false
        }
        let new = Array(text)
        inFlight = []
        guard new != chars else { return false }
        let fromEnd = chars.count - selection.head
        chars = new
        selection = FieldSelection(caret: max(0, min(new.count, new.count - fromEnd)))
        lastEdit = nil
        goalColumn = nil
        return true
    }

    /// Records `text` as sent to the app.
    private mutating func sent() -> String {
        let t = String(chars)
        inFlight.append(t)
        if inFlight.count > 64 { inFlight.removeFirst() }   // an app that never echoes
        return t
    }

    // MARK: edits (each returns the new whole text, or nil when the text did not change)

    /// Types (or pastes) `text`, replacing the selection.
    mutating func insert(_ text: String) -> String? {
        var typed = Array(text)
        if !multiline { typed.removeAll { $0 == "\n" || $0 == "\r\n" || $0 == "\r" } }
        guard !typed.isEmpty || !selection.isEmpty else { return nil }
        replaceSelection(with: typed, kind: typed.count == 1 && selection.isEmpty ? .typing : .other)
        return sent()
    }

    /// Backspace: deletes the selection, else the cluster (or, by word, the word) before
    /// the caret.
    mutating func deleteBackward(byWord: Bool = false) -> String? {
        if selection.isEmpty {
            guard selection.head > 0 else { return nil }
            selection.anchor = byWord ? wordStart(before: selection.head) : selection.head - 1
        }
        replaceSelection(with: [], kind: .deleting)
        return sent()
    }

    /// Delete: deletes the selection, else the cluster (or word) after the caret.
    mutating func deleteForward(byWord: Bool = false) -> String? {
        if selection.isEmpty {
            guard selection.head < chars.count else { return nil }
            selection.anchor = byWord ? wordEnd(after: selection.head) : selection.head + 1
        }
        replaceSelection(with: [], kind: .deleting)
        return sent()
    }

    /// Cut: the selected text (nil when nothing is selected) after deleting it.
    mutating func cut() -> (cut: String, text: String)? {
        guard !selection.isEmpty, !secure else { return nil }
        let s = selectedText
        replaceSelection(with: [], kind: .other)
        return (s, sent())
    }

    mutating func undo() -> String? {
        guard let state = undoStack.popLast() else { return nil }
        redoStack.append(State(chars: chars, selection: selection))
        restore(state)
        return sent()
    }

    mutating func redo() -> String? {
        guard let state = redoStack.popLast() else { return nil }
        undoStack.append(State(chars: chars, selection: selection))
        restore(state)
        return sent()
    }

    private mutating func restore(_ state: State) {
        chars = state.chars
        selection = state.selection
        lastEdit = nil
        goalColumn = nil
    }

    private mutating func replaceSelection(with new: [Character], kind: EditKind) {
        if kind == .other || lastEdit != kind {
            undoStack.append(State(chars: chars, selection: selection))
            if undoStack.count > Self.undoLimit { undoStack.removeFirst() }
        }
        redoStack.removeAll()
        lastEdit = kind
        goalColumn = nil
        let r = selection.range
        chars.replaceSubrange(r, with: new)
        selection = FieldSelection(caret: r.lowerBound + new.count)
    }

    // MARK: selection (never changes the text)

    /// Moves the caret; with `extend`, moves only the selection's head. Left/Right with a
    /// selection and no `extend` collapse it to its start/end, as desktop fields do.
    mutating func move(_ motion: Motion, extend: Bool) {
        lastEdit = nil
        if secure { selection = FieldSelection(caret: chars.count); return }
        let head = selection.head
        var target: Int
        switch motion {
        case .left:
            target = !extend && !selection.isEmpty ? selection.lower : max(0, head - 1)
        case .right:
            target = !extend && !selection.isEmpty ? selection.upper : min(chars.count, head + 1)
        case .wordLeft: target = wordStart(before: head)
        case .wordRight: target = wordEnd(after: head)
        case .lineStart: target = multiline ? lineBounds(at: head).lowerBound : 0
        case .lineEnd: target = multiline ? lineBounds(at: head).upperBound : chars.count
        case .start: target = 0
        case .end: target = chars.count
        case .up, .down:
            target = vertical(from: head, down: motion == .down)
            selection = extend ? FieldSelection(anchor: selection.anchor, head: target) : FieldSelection(caret: target)
            return
        }
        goalColumn = nil
        selection = extend ? FieldSelection(anchor: selection.anchor, head: target) : FieldSelection(caret: target)
    }

    mutating func selectAll() {
        lastEdit = nil
        selection = FieldSelection(anchor: 0, head: chars.count)
    }

    /// Places the caret at `offset` (a click), or extends the selection to it (Shift-click,
    /// a drag).
    mutating func place(at offset: Int, extend: Bool) {
        lastEdit = nil
        goalColumn = nil
        if secure { selection = FieldSelection(caret: chars.count); return }
        let o = max(0, min(chars.count, offset))
        selection = extend ? FieldSelection(anchor: selection.anchor, head: o) : FieldSelection(caret: o)
    }

    /// A double click: the word at `offset` (or the run of spaces or punctuation there).
    mutating func selectWord(at offset: Int) {
        lastEdit = nil
        if secure { selectAll(); return }
        let o = max(0, min(chars.count, offset))
        guard !chars.isEmpty else { return }
        let i = o == chars.count ? o - 1 : o
        let kind = Self.class(of: chars[i])
        var lo = i, hi = i + 1
        while lo > 0, Self.class(of: chars[lo - 1]) == kind { lo -= 1 }
        while hi < chars.count, Self.class(of: chars[hi]) == kind { hi += 1 }
        selection = FieldSelection(anchor: lo, head: hi)
    }

    /// A triple click: the line at `offset` (the whole text of a single-line field).
    mutating func selectLine(at offset: Int) {
        lastEdit = nil
        let r = multiline ? lineBounds(at: max(0, min(chars.count, offset))) : 0..<chars.count
        selection = FieldSelection(anchor: r.lowerBound, head: r.upperBound)
    }

    // MARK: boundaries

    /// Word characters, spaces, and everything else: a word is a run of letters, digits
    /// and connector punctuation (as `\w` in ICU).
    private enum CharClass { case word, space, other }

    private static func `class`(of c: Character) -> CharClass {
        if c.isLetter || c.isNumber || c == "_" || c == "'" { return .word }
        if c.isWhitespace { return .space }
        return .other
    }

    /// The start of the word before `offset` (skipping what is not a word first).
    func wordStart(before offset: Int) -> Int {
        var i = offset
        while i > 0, Self.class(of: chars[i - 1]) != .word { i -= 1 }
        while i > 0, Self.class(of: chars[i - 1]) == .word { i -= 1 }
        return i
    }

    /// The end of the word after `offset` (skipping what is not a word first).
    func wordEnd(after offset: Int) -> Int {
        var i = offset
        while i < chars.count, Self.class(of: chars[i]) != .word { i += 1 }
        while i < chars.count, Self.class(of: chars[i]) == .word { i += 1 }
        return i
    }

    /// The hard line (between newlines) holding `offset`, without its newline.
    func lineBounds(at offset: Int) -> Range<Int> {
        var lo = min(offset, chars.count)
        while lo > 0, !chars[lo - 1].isNewline { lo -= 1 }
        var hi = min(offset, chars.count)
        while hi < chars.count, !chars[hi].isNewline { hi += 1 }
        return lo..<hi
    }

    /// Up/Down between hard lines, aiming for the column the first vertical move started
    /// at; past the first (last) line, to the start (end) of the text.
    private mutating func vertical(from head: Int, down: Bool) -> Int {
        let line = lineBounds(at: head)
        let column = goalColumn ?? (head - line.lowerBound)
        goalColumn = column
        if down {
            guard line.upperBound < chars.count else { return chars.count }
            let next = lineBounds(at: line.upperBound + 1)
            return next.lowerBound + min(column, next.count)
        } else {
            guard line.lowerBound > 0 else { return 0 }
            let previous = lineBounds(at: line.lowerBound - 1)
            return previous.lowerBound + min(column, previous.count)
        }
    }
}
