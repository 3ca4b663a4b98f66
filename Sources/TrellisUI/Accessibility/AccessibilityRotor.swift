// Rotors: named lists of places in a view (a mail's VIP messages, a document's
// headings) a screen reader user jumps between. A rotor is offered by the element of the
// view it modifies; each entry is carried as an `accessibilityLinks` entry of kind
// `rotorEntry` (the rotor's name, the entry's label and, for an entry made with a
// namespace, the key of the view marked `accessibilityRotorEntry(id:in:)`), and the
// daemon resolves it to that view's element (README §7 rule 8).
//
// On Linux the AT-SPI bridge publishes each rotor as the object attribute
// `rotor:NAME` (its entry labels, `;` between) and the elements the entries lead to as
// the element's DETAILS relation, in order: an AT-SPI client (Orca, Accerciser, a script)
// enumerates the rotors and their entries from the attribute and reaches the entries'
// elements through the relation. An entry made with an identifier but no namespace is listed by its label; the
// daemon cannot find its view (it knows no `ForEach` or `id(_:)` identities), so it leads
// nowhere. AT-SPI does not say when a client navigates to an entry, so `prepare` is not
// run.
import TrellisProtocol

/// Content of a rotor: entries, written with `AccessibilityRotorContentBuilder` (entries,
/// a `ForEach` of entries, `if`/`else`).
public protocol AccessibilityRotorContent {
    associatedtype Body: AccessibilityRotorContent
    @AccessibilityRotorContentBuilder var body: Self.Body { get }
}

extension Never: AccessibilityRotorContent {}

/// One entry as the rotor sends it: its label and the key of the view it leads to.
struct RotorEntryValue {
    var label: String
    var key: String
}

/// Rotor content that knows its entries without a body (entries, lists, `ForEach`).
protocol PrimitiveRotorContent {
    func appendEntries(to list: inout [RotorEntryValue])
}

extension AccessibilityRotorContent {
    /// The entries of this content, in order.
    func rotorEntries() -> [RotorEntryValue] {
        var list: [RotorEntryValue] = []
        appendRotorEntries(to: &list)
        return list
    }

    func appendRotorEntries(to list: inout [RotorEntryValue]) {
        if let primitive = self as? PrimitiveRotorContent {
            primitive.appendEntries(to: &list)
        } else {
            body.appendRotorEntries(to: &list)
        }
    }
}

/// A rotor's content as the builder collects it: its entries in order.
public struct _AccessibilityRotorEntryList: AccessibilityRotorContent, PrimitiveRotorContent {
    public typealias Body = Never
    public var body: Never { return fatalError("_AccessibilityRotorEntryList has no body") }
    let entries: [RotorEntryValue]

    func appendEntries(to list: inout [RotorEntryValue]) { list += entries }
}

/// Builds a rotor's content from entries, `ForEach`, `if` and `if`/`else`.
@resultBuilder
public enum AccessibilityRotorContentBuilder {
    public static func buildExpression<Content: AccessibilityRotorContent>(_ content: Content) -> _AccessibilityRotorEntryList {
        _AccessibilityRotorEntryList(entries: content.rotorEntries())
    }
    /// A `ForEach` of entries: each element's entries in order. (ForEach is a View; the
    /// builder takes it as rotor content here rather than through a second conformance.)
    public static func buildExpression<Data, ID, Content: AccessibilityRotorContent>(_ forEach: ForEach<Data, ID, Content>) -> _AccessibilityRotorEntryList {
        var list: [RotorEntryValue] = []
        for element in forEach.data { forEach.content(element).appendRotorEntries(to: &list) }
        return _AccessibilityRotorEntryList(entries: list)
    }
    public static func buildBlock(_ parts: _AccessibilityRotorEntryList...) -> _AccessibilityRotorEntryList {
        _AccessibilityRotorEntryList(entries: parts.flatMap(\.entries))
    }
    public static func buildOptional(_ part: _AccessibilityRotorEntryList?) -> _AccessibilityRotorEntryList {
        part ?? _AccessibilityRotorEntryList(entries: [])
    }
    public static func buildEither(first: _AccessibilityRotorEntryList) -> _AccessibilityRotorEntryList { first }
    public static func buildEither(second: _AccessibilityRotorEntryList) -> _AccessibilityRotorEntryList { second }
    public static func buildArray(_ parts: [_AccessibilityRotorEntryList]) -> _AccessibilityRotorEntryList {
        _AccessibilityRotorEntryList(entries: parts.flatMap(\.entries))
    }
    public static func buildLimitedAvailability(_ part: _AccessibilityRotorEntryList) -> _AccessibilityRotorEntryList { part }
}

/// One entry of a rotor: a label, and the element it leads to (`id` in `namespace`,
/// matching `accessibilityRotorEntry(id:in:)`), or a range of the rotor's own element's
/// text.
public struct AccessibilityRotorEntry<ID: Hashable>: AccessibilityRotorContent, PrimitiveRotorContent {
    public typealias Body = Never
    public var body: Never { return fatalError("AccessibilityRotorEntry has no body") }

    let label: String
    let key: String
    let textRange: Range<String.Index>?
    let prepare: () -> Void

    /// An entry leading to the element identified by `id` (a `ForEach` or `id(_:)`
    /// identity: listed by its label, see the file's note on Linux).
    public init(_ label: Text, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        self.label = label.string
        self.key = ""
        self.textRange = textRange
        self.prepare = prepare
    }

    /// An entry leading to the view marked `accessibilityRotorEntry(id: id, in: namespace)`.
    public init(_ label: Text, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        self.label = label.string
        self.key = accessibilityLinkKey(id, in: namespace)
        self.textRange = textRange
        self.prepare = prepare
    }

    public init(_ labelKey: LocalizedStringKey, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        self.init(Text(labelKey), id: id, textRange: textRange, prepare: prepare)
    }

    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        self.init(Text(String(label)), id: id, textRange: textRange, prepare: prepare)
    }

    public init(_ labelKey: LocalizedStringKey, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        self.init(Text(labelKey), id: id, in: namespace, textRange: textRange, prepare: prepare)
    }

    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        self.init(Text(String(label)), id: id, in: namespace, textRange: textRange, prepare: prepare)
    }

    func appendEntries(to list: inout [RotorEntryValue]) {
        list.append(RotorEntryValue(label: label, key: key))
    }
}

extension AccessibilityRotorEntry where ID == Never {
    /// An entry for a range of the text of the element that offers the rotor.
    public init(_ label: Text? = nil, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) {
        self.label = label?.string ?? ""
        self.key = ""
        self.textRange = textRange
        self.prepare = prepare
    }

    public init(_ labelKey: LocalizedStringKey, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) {
        self.init(Text(labelKey), textRange: textRange, prepare: prepare)
    }

    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) {
        self.init(Text(String(label)), textRange: textRange, prepare: prepare)
    }
}


extension ForEach where Content: AccessibilityRotorContent {
    /// Rotor entries for each element of `data`, identified by `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, content: content, id: { $0[keyPath: id] })
    }
}

extension ForEach where Content: AccessibilityRotorContent, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Rotor entries for each identifiable element of `data`.
    public init(_ data: Data, @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, content: content, id: { $0.id })
    }
}

/// The rotors a screen reader offers of itself (headings, links …), which an app can
/// fill with entries of its own (`accessibilityRotor(_:entries:)` with a system rotor).
/// Published under the rotor's name ("Headings", "Links" …).
public struct AccessibilitySystemRotor: Sendable {
    let name: String

    public static var links: AccessibilitySystemRotor { .init(name: "Links") }
    public static func links(visited: Bool) -> AccessibilitySystemRotor { .init(name: visited ? "Visited Links" : "Unvisited Links") }
    public static var headings: AccessibilitySystemRotor { .init(name: "Headings") }
    public static func headings(level: AccessibilityHeadingLevel) -> AccessibilitySystemRotor {
        level == .unspecified ? .headings : .init(name: "Headings Level \(level.rawValue)")
    }
    public static var boldText: AccessibilitySystemRotor { .init(name: "Bold Text") }
    public static var italicText: AccessibilitySystemRotor { .init(name: "Italic Text") }
    public static var underlineText: AccessibilitySystemRotor { .init(name: "Underline Text") }
    public static var misspelledWords: AccessibilitySystemRotor { .init(name: "Misspelled Words") }
    public static var images: AccessibilitySystemRotor { .init(name: "Images") }
    public static var textFields: AccessibilitySystemRotor { .init(name: "Text Fields") }
    public static var tables: AccessibilitySystemRotor { .init(name: "Tables") }
    public static var lists: AccessibilitySystemRotor { .init(name: "Lists") }
    public static var landmarks: AccessibilitySystemRotor { .init(name: "Landmarks") }
}

extension View {
    /// Offers a rotor named `label` whose entries `entries` builds.
    public func accessibilityRotor<Content: AccessibilityRotorContent>(_ label: Text, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View {
        _rotor(label.string, entries().rotorEntries())
    }

    /// Fills the system rotor `systemRotor` with `entries`.
    public func accessibilityRotor<Content: AccessibilityRotorContent>(_ systemRotor: AccessibilitySystemRotor, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View {
        _rotor(systemRotor.name, entries().rotorEntries())
    }

    public func accessibilityRotor<Content: AccessibilityRotorContent>(_ labelKey: LocalizedStringKey, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View {
        _rotor(Text(labelKey).string, entries().rotorEntries())
    }

    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, Content: AccessibilityRotorContent>(_ label: L, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View {
        _rotor(String(label), entries().rotorEntries())
    }

    /// A rotor with one entry per identifiable model value, labelled by `entryLabel`.
    public func accessibilityRotor<EntryModel: Identifiable>(_ rotorLabel: Text, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>) -> some View {
        _rotor(rotorLabel.string, entries.map { RotorEntryValue(label: $0[keyPath: entryLabel], key: "") })
    }

    public func accessibilityRotor<EntryModel: Identifiable>(_ systemRotor: AccessibilitySystemRotor, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>) -> some View {
        _rotor(systemRotor.name, entries.map { RotorEntryValue(label: $0[keyPath: entryLabel], key: "") })
    }

    public func accessibilityRotor<EntryModel: Identifiable>(_ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>) -> some View {
        accessibilityRotor(Text(rotorLabelKey), entries: entries, entryLabel: entryLabel)
    }

    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, EntryModel: Identifiable>(_ rotorLabel: L, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>) -> some View {
        accessibilityRotor(Text(String(rotorLabel)), entries: entries, entryLabel: entryLabel)
    }

    /// A rotor with one entry per model value, identified by `entryID` and labelled by
    /// `entryLabel`.
    public func accessibilityRotor<EntryModel, ID: Hashable>(_ rotorLabel: Text, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>) -> some View {
        _rotor(rotorLabel.string, entries.map { RotorEntryValue(label: $0[keyPath: entryLabel], key: "") })
    }

    public func accessibilityRotor<EntryModel, ID: Hashable>(_ systemRotor: AccessibilitySystemRotor, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>) -> some View {
        _rotor(systemRotor.name, entries.map { RotorEntryValue(label: $0[keyPath: entryLabel], key: "") })
    }

    public func accessibilityRotor<EntryModel, ID: Hashable>(_ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>) -> some View {
        accessibilityRotor(Text(rotorLabelKey), entries: entries, entryID: entryID, entryLabel: entryLabel)
    }

    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, EntryModel, ID: Hashable>(_ rotorLabel: L, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>) -> some View {
        accessibilityRotor(Text(String(rotorLabel)), entries: entries, entryID: entryID, entryLabel: entryLabel)
    }

    /// A rotor whose entries are ranges of this element's text ("Link 1", "Link 2" … are
    /// read: the daemon does not know the modified view's text to name them by).
    public func accessibilityRotor(_ label: Text, textRanges: [Range<String.Index>]) -> some View {
        _rotor(label.string, textRanges.indices.map { RotorEntryValue(label: "\(label.string) \($0 + 1)", key: "") })
    }

    public func accessibilityRotor(_ systemRotor: AccessibilitySystemRotor, textRanges: [Range<String.Index>]) -> some View {
        accessibilityRotor(Text(systemRotor.name), textRanges: textRanges)
    }

    public func accessibilityRotor(_ labelKey: LocalizedStringKey, textRanges: [Range<String.Index>]) -> some View {
        accessibilityRotor(Text(labelKey), textRanges: textRanges)
    }

    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol>(_ label: L, textRanges: [Range<String.Index>]) -> some View {
        accessibilityRotor(Text(String(label)), textRanges: textRanges)
    }

    /// Marks this view's element as where rotor entries made with `id` in `namespace` lead.
    public func accessibilityRotorEntry<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View {
        _accessibility([.accessibilityLinks([WireAccessibilityLink(kind: .rotorTarget, key: accessibilityLinkKey(id, in: namespace), rotor: "", label: "")])])
    }

    func _rotor(_ name: String, _ entries: [RotorEntryValue]) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        // The protocol wants a named rotor and at most 256 links on one node.
        let rotor = name.isEmpty ? "Rotor" : name
        let links = entries.prefix(256).map { WireAccessibilityLink(kind: .rotorEntry, key: $0.key, rotor: rotor, label: $0.label) }
        return _accessibility([.accessibilityLinks(Array(links))])
    }
}
