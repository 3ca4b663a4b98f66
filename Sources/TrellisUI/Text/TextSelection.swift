// Text selections: where the caret is, or what is selected, in an editable text, for a
// `TextField` or `TextEditor` made with a `selection:` binding.
//
// The daemon owns the caret while the user edits (it is not reported to the client), so
// the binding follows the edits the client receives: after each change of the text it is
// an insertion point at the end of what changed, which is where the caret is after
// typing, pasting or deleting.

/// The selected range of an editable text, or the caret's position when nothing is
/// selected, with the side of a line break the caret belongs to.
public struct TextSelection: Hashable {
    /// A selection's ranges in the text.
    public enum Indices: Hashable {
        /// One range (empty: the caret).
        case selection(Range<String.Index>)
        /// Several ranges.
        case multiSelection(RangeSet<String.Index>)
    }

    /// What is selected.
    public var indices: Indices
    /// Which side of a line break an insertion point belongs to.
    public var affinity: TextSelectionAffinity

    /// `range` selected.
    public init(range: Range<String.Index>) {
        indices = .selection(range)
        affinity = .automatic
    }

    /// The caret at `insertionPoint`, nothing selected.
    public init(insertionPoint: String.Index) {
        self.init(range: insertionPoint ..< insertionPoint)
    }

    /// Several `ranges` selected.
    public init(ranges: RangeSet<String.Index>) {
        indices = .multiSelection(ranges)
        affinity = .automatic
    }

    /// Whether the selection is a caret (an empty range) rather than selected text.
    public var isInsertion: Bool {
        switch indices {
        case .selection(let r): return r.isEmpty
        case .multiSelection(let set): return set.ranges.allSatisfy(\.isEmpty)
        }
    }

    /// The caret after `old` became `new`: at the end of the characters that changed.
    static func caret(after old: String, becoming new: String) -> TextSelection {
        let a = Array(old), b = Array(new)
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        let offset = max(b.count - suffix, prefix)
        return TextSelection(insertionPoint: new.index(new.startIndex, offsetBy: offset))
    }

    /// `text` that also moves `selection` to the caret after each change.
    static func tracking(_ text: Binding<String>, _ selection: Binding<TextSelection?>) -> Binding<String> {
        Binding(get: { text.wrappedValue }, set: { newValue in
            let old = text.wrappedValue
            text.wrappedValue = newValue
            if old != newValue { selection.wrappedValue = caret(after: old, becoming: newValue) }
        })
    }
}

/// Which side of a line break (or of a change of writing direction) a caret belongs to
/// when its position is on one: the end of the line before it or the start of the next.
public enum TextSelectionAffinity: Hashable, Sendable {
    /// Chosen by the platform.
    case automatic
    /// The end of the earlier line.
    case upstream
    /// The start of the later line.
    case downstream
}

extension View {
    /// Sets the affinity of selections made in editable text below. (The daemon draws a
    /// caret at a wrap point at the start of the next line whatever the affinity.)
    public func textSelectionAffinity(_ affinity: TextSelectionAffinity) -> some View {
        environment(\.textSelectionAffinity, affinity)
    }
}

struct TextSelectionAffinityKey: EnvironmentKey { static var defaultValue: TextSelectionAffinity { .automatic } }

extension EnvironmentValues {
    /// The affinity of text selections below (`textSelectionAffinity(_:)`).
    public var textSelectionAffinity: TextSelectionAffinity {
        get { self[TextSelectionAffinityKey.self] }
        set { self[TextSelectionAffinityKey.self] = newValue }
    }
}

extension TextField where Label == Text {
    /// A field whose `selection` follows the caret as the text is edited (see
    /// `TextSelection`); `axis` `.vertical` makes it a multi-line field.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, selection: Binding<TextSelection?>,
                prompt: Text? = nil, axis: Axis? = nil) {
        self.init(titleKey, text: TextSelection.tracking(text, selection), prompt: prompt, axis: axis ?? .horizontal)
    }

    /// A field whose `selection` follows the caret as the text is edited.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, selection: Binding<TextSelection?>,
                                   prompt: Text? = nil, axis: Axis? = nil) {
        self.init(title, text: TextSelection.tracking(text, selection), prompt: prompt, axis: axis ?? .horizontal)
    }
}

extension TextEditor {
    /// An editor whose `selection` follows the caret as the text is edited.
    public init(text: Binding<String>, selection: Binding<TextSelection?>) {
        self.init(text: TextSelection.tracking(text, selection))
    }
}
