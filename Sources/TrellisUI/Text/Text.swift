import TrellisProtocol

/// A string literal used as a text key: shown translated when the app's string tables
/// (`Localizable.strings`, `Localizable.xcstrings`) have it for the user's language, as
/// written otherwise, with interpolations formatted (FoundationCompat/Localization/StringTables.swift,
/// shared with `String(localized:)`).
public struct LocalizedStringKey: Hashable, ExpressibleByStringInterpolation, Sendable {
    /// The literal with its interpolations formatted: what shows when nothing translates it.
    let rendered: String
    /// What only some keys carry; nil for a key that is its own lookup form and has no
    /// arguments, images or styled texts — nearly every key in an app without string
    /// tables. Keeping them out of line makes such a key two words, so a
    /// `Text("\(row.id)")` in every row of a long list copies and frees one string.
    private let extras: Extras?

    /// The key looked up: the literal with each interpolation as its format specifier
    /// (`"Hello %@"`, `"%lld items"`), as Xcode extracts it.
    var formatKey: String { extras?.formatKey ?? rendered }
    /// The interpolated values, formatted, in order.
    var arguments: [String] { extras?.arguments ?? [] }
    /// The symbol names of images interpolated in the literal, in order (each shown as
    /// `Text.imagePlaceholder` in `rendered`).
    var images: [String] { extras?.images ?? [] }
    /// Styled `Text` values interpolated in the literal, where each begins in `rendered`.
    var styledTexts: Interpolations { extras?.styledTexts ?? Interpolations() }

    /// A key's seldom-set parts (immutable, shared by copies of the key).
    private final class Extras: Sendable {
        let formatKey: String?
        let arguments: [String]
        let images: [String]
        let styledTexts: Interpolations
        init(formatKey: String?, arguments: [String], images: [String], styledTexts: Interpolations) {
            self.formatKey = formatKey
            self.arguments = arguments
            self.images = images
            self.styledTexts = styledTexts
        }
    }

    fileprivate init(rendered: String, formatKey: String?, arguments: [String] = [],
                 images: [String] = [], styledTexts: Interpolations = Interpolations()) {
        self.rendered = rendered
        let plain = (formatKey == nil || formatKey == rendered) && arguments.isEmpty && images.isEmpty
            && styledTexts.isEmpty && styledTexts.literalRanges.isEmpty
        extras = plain ? nil : Extras(formatKey: formatKey == rendered ? nil : formatKey, arguments: arguments,
                                      images: images, styledTexts: styledTexts)
    }

    /// The text to show: the app's translation for the user's language, else the literal.
    var key: String { localized(table: nil, in: StringTables.app) }

    /// The translation from `table` of `tables`, else the literal.
    func localized(table: String?, in tables: StringTables) -> String {
        if tables.isEmpty { return rendered }
        return tables.localized(formatKey, table: table, arguments: arguments) ?? rendered
    }

    /// Two keys are the same key when they look up the same thing and show the same
    /// literal (the styled texts inside are not part of a key's identity).
    public static func == (a: LocalizedStringKey, b: LocalizedStringKey) -> Bool {
        a.rendered == b.rendered && (a.extras === b.extras
            || (a.formatKey == b.formatKey && a.arguments == b.arguments && a.images == b.images))
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rendered)
        hasher.combine(formatKey)
        hasher.combine(arguments)
        hasher.combine(images)
    }

    public init(_ value: String) { self.init(rendered: value, formatKey: nil) }
    /// `key` looked up with `value`'s arguments, showing `value` when nothing translates it
    /// (a `LocalizedStringResource`'s key and default).
    init(_ key: String, rendered value: String.LocalizationValue) {
        self.init(rendered: value.rendered, formatKey: key, arguments: value.arguments)
    }
    public init(stringLiteral value: String) { self.init(rendered: value, formatKey: nil) }

    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""
        /// Whether the lookup key is built: only when the app has string tables (SwiftPM's
        /// resource bundles, `Bundle.module` among them, are part of the app's), so an app
        /// without translations pays nothing for it.
        let localizable = StringTables.buildsKeys
        /// The lookup form and what a few literals hold besides their characters; nil until
        /// needed (always made when `localizable`), so `"\(row.id)"` builds one string.
        private var parts: Parts?
        struct Parts {
            /// The literal with each value as its specifier (`"%lld items"`).
            var format = ""
            /// The values, formatted, in order (only when `localizable`).
            var arguments: [String] = []
            /// Styled Texts interpolated so far, and where values holding Markdown
            /// characters lie in `output` (UTF-8).
            var styledTexts = Interpolations()
            /// The symbol names of interpolated images, in order.
            var images: [String] = []
        }
        private mutating func changeParts(_ change: (inout Parts) -> Void) {
            var p = parts ?? Parts()
            parts = nil   // uniquely referenced while it changes
            change(&p)
            parts = p
        }

        public init(literalCapacity: Int, interpolationCount: Int) {
            output.reserveCapacity(literalCapacity + 8 * interpolationCount)
            if localizable { parts = Parts() }
        }
        public mutating func appendLiteral(_ literal: String) {
            output += literal
            if localizable { changeParts { $0.format += literal.replacingOccurrences(of: "%", with: "%%") } }
        }
        /// One interpolated value: shown as `text`, looked up as `specifier`.
        mutating func append(_ text: String, specifier: @autoclosure () -> String = "%@") {
            // An interpolated value is never Markdown (SwiftUI parses the literal, then
            // inserts the values): where it could read as markup, it is kept as written.
            if InlineMarkdown.mayHaveMarkup(text) {
                let start = output.utf8.count
                changeParts { $0.styledTexts.literalRanges.append(start ..< start + text.utf8.count) }
            }
            output += text
            guard localizable else { return }
            let spec = specifier()
            changeParts { $0.format += spec; $0.arguments.append(text) }
        }
        public mutating func appendInterpolation(_ string: String) { append(string) }
        /// A number, formatted with its default printf specifier as SwiftUI does: integers
        /// as `%lld` / `%llu`, `Float` and `Double` as `%f` (six decimals: `"\(0.5)"` is
        /// `0.500000`). Digits are not grouped (the environment's `locale` is not consulted).
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) { append(value._defaultText, specifier: value._specifier) }
        /// A number formatted with a printf `specifier`, e.g. `"\(progress, specifier: "%.1f")"`.
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            append(String(format: specifier, value._arg), specifier: specifier)
        }
        /// Anything else, as `String(describing:)` shows it. (SwiftUI rejects such values;
        /// accepting them costs nothing for code written for SwiftUI.)
        public mutating func appendInterpolation<T>(_ value: T) { append(String(describing: value)) }
        public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F) where F.FormatOutput == String {
            append(format.locale(_SystemLocale.current).format(value))
        }
        /// A Text inside the literal keeps its styling (`"Hello \(Text(name).bold())"`).
        public mutating func appendInterpolation(_ text: Text) {
            let runs = text.styledRuns
            if runs.contains(where: { !$0.isPlain }) {
                let offset = output.utf8.count
                changeParts { $0.styledTexts.items.append((offset, runs)) }
            }
            append(text.string)
        }
        /// An image inside the text (`"\(Image(systemName: "star.fill")) 4.8"`): a symbol
        /// is drawn in the text's font and colour; a bitmap image shows nothing.
        public mutating func appendInterpolation(_ image: Image) {
            guard image.isSymbol else { return }
            append(String(Text.imagePlaceholder))
            changeParts { $0.images.append(image.systemName) }
        }
        /// A date in one of `Text`'s styles, e.g. `"Due \(deadline, style: .date)"`.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            append(Text(date, style: style).string)
        }

        /// The key this literal makes.
        fileprivate var key: LocalizedStringKey {
            guard let p = parts else { return LocalizedStringKey(output) }
            return LocalizedStringKey(rendered: output, formatKey: localizable ? p.format : nil,
                                      arguments: p.arguments, images: p.images, styledTexts: p.styledTexts)
        }
    }
    public init(stringInterpolation: StringInterpolation) { self = stringInterpolation.key }
}

/// What a `LocalizedStringKey`'s interpolations keep besides their characters: the styled
/// `Text` values (where each begins, as a UTF-8 offset in the rendered literal, and its
/// runs) and where the values that could read as Markdown lie. Not part of the key's identity (two keys
/// of the same literal are the same key), so equal and hashed alike whatever they hold.
struct Interpolations: Hashable, @unchecked Sendable {
    var items: [(offset: Int, runs: [TextRun])] = []
    /// Where interpolated values that hold Markdown characters lie (UTF-8 offsets in the
    /// rendered literal): their characters are not markup.
    var literalRanges: [Range<Int>] = []
    var isEmpty: Bool { items.isEmpty }

    /// `rendered` with the Markdown characters of interpolated values escaped, so the
    /// parser keeps them as written.
    func escapingValues(in rendered: String) -> String {
        guard !literalRanges.isEmpty else { return rendered }
        let bytes = Array(rendered.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 8)
        var ranges = literalRanges[...]
        for (i, b) in bytes.enumerated() {
            while let r = ranges.first, i >= r.upperBound { ranges.removeFirst() }
            if let r = ranges.first, r.contains(i), b < 0x80, InlineMarkdown.Parser.isEscapable(Character(Unicode.Scalar(b))) {
                out.append(UInt8(ascii: "\\"))
            }
            out.append(b)
        }
        return String(decoding: out, as: UTF8.self)
    }
    static func == (a: Interpolations, b: Interpolations) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
}

extension Text {
    /// The rendered literal `string` as runs: its own characters plain, each styled
    /// interpolated Text in its runs.
    fileprivate static func runs(of string: String, styled: Interpolations) -> [TextRun] {
        let utf8 = Array(string.utf8)
        var out: [TextRun] = []
        var position = 0
        for (offset, runs) in styled.items where offset >= position && offset <= utf8.count {
            if offset > position { out.append(TextRun(string: String(decoding: utf8[position..<offset], as: UTF8.self))) }
            out += runs
            position = offset + runs.reduce(0) { $0 + $1.string.utf8.count }
        }
        if position < utf8.count { out.append(TextRun(string: String(decoding: utf8[position...], as: UTF8.self))) }
        return out
    }
}

/// A run of text. Leaf render node `text`; font, weight and colour come from the
/// environment unless set on the `Text` itself.
public struct Text: View, Equatable {
    public typealias Body = Never
    let string: String
    /// Styling set on the Text itself, boxed: a plain `Text` is then three words and
    /// fits inline in an `any View` (no allocation per Text held by the value tree).
    private var style: TextStyle?

    var font: Font? {
        get { style?.font }
        set {
            // A Text with no style yet (most): its style made directly.
            if let newValue, style == nil { style = TextStyle(font: newValue) }
            else if newValue != nil { restyleSetting { $0.font = newValue } } else { restyle { $0.font = nil } }
        }
    }
    var weight: Font.Weight? {
        get { style?.weight }
        set { if newValue != nil { restyleSetting { $0.weight = newValue } } else { restyle { $0.weight = nil } } }
    }
    var color: Color? {
        get { style?.color }
        set {
            if let newValue, style == nil { style = TextStyle(color: newValue) }
            else if newValue != nil { restyleSetting { $0.color = newValue } } else { restyle { $0.color = nil } }
        }
    }
    var isItalic: Bool {
        get { style?.isItalic ?? false }
        set { restyle { $0.isItalic = newValue } }
    }
    /// `underline(_:pattern:color:)` and `strikethrough(_:pattern:color:)` set on the Text.
    var underline: Text.LineStyle? {
        get { style?.underline }
        set { restyle { $0.underline = newValue } }
    }
    var strikethrough: Text.LineStyle? {
        get { style?.strikethrough }
        set { restyle { $0.strikethrough = newValue } }
    }

    /// `kerning(_:)`, `tracking(_:)`, `fontWidth(_:)` and `baselineOffset(_:)` set on the Text.
    var kerningValue: CGFloat? {
        get { style?.fields.kerning }
        set { restyle { $0.kerning = newValue } }
    }
    var trackingValue: CGFloat? {
        get { style?.fields.tracking }
        set { restyle { $0.tracking = newValue } }
    }
    var fontWidthValue: Font.Width? {
        get { style?.fields.fontWidth }
        set { restyle { $0.fontWidth = newValue } }
    }
    var baselineOffsetValue: CGFloat? {
        get { style?.fields.baselineOffset }
        set { restyle { $0.baselineOffset = newValue } }
    }

    /// `customAttribute(_:)` values and the characters each covers (Text/TextAttribute.swift).
    var customAttributeSpans: [TextAttributeSpan] {
        get { style?.fields.attributes ?? [] }
        set { restyle { $0.attributes = newValue.isEmpty ? nil : newValue } }
    }
    /// `textScale(_:isEnabled:)` set on the Text (Text/TextScale.swift).
    var scaleValue: Text.Scale? {
        get { style?.fields.scale }
        set { restyle { $0.scale = newValue } }
    }
    /// `typesettingLanguage(_:isEnabled:)` set on the Text (Text/TypesettingLanguage.swift).
    var typesettingLanguageValue: TypesettingLanguage? {
        get { style?.fields.typesettingLanguage }
        set { restyle { $0.typesettingLanguage = newValue } }
    }
    /// Narrower wordings of the string, widest first (Text/TextVariant.swift).
    var sizeVariants: [String] {
        get { style?.fields.variants ?? [] }
        set { restyle { $0.variants = newValue.isEmpty ? nil : newValue } }
    }
    /// The styled runs a Text made of several shows (`+`, Markdown, AttributedString;
    /// Text/TextRun.swift); empty for a Text of one style.
    var runs: [TextRun] {
        get { style?.fields.runs ?? [] }
        set { restyle { $0.runs = newValue.isEmpty ? nil : newValue } }
    }
    /// What a Text made from a `TimeDataSource` shows at each moment (Text/TimeDataSource.swift).
    var timeSource: TextTimeSource? {
        get { style?.fields.timeSource }
        set { restyle { $0.timeSource = newValue } }
    }

    /// This text's styling and attributes with `content` as its characters: how a renderer
    /// draws one line, run or glyph of it (the key it may have come from is dropped).
    func withCharacters(_ content: String) -> Text {
        var t = Text(verbatim: content)
        t.style = style
        t.restyle { $0.localization = nil; $0.timeSource = nil; $0.attributes = nil; $0.variants = nil; $0.runs = nil }
        return t
    }

    /// Replaces the style box with one changed by `change` (nil when nothing is set).
    private mutating func restyle(_ change: (inout TextStyle.Fields) -> Void) {
        var f = style?.fields ?? TextStyle.Fields()
        change(&f)
        style = TextStyle.make(f)
    }

    /// `restyle` for a change that sets a value: the style cannot be empty afterwards, so
    /// it is not compared with the empty one (`font(_:)` and `foregroundColor(_:)` on every
    /// row of a list: comparing fonts and colours was most of their cost).
    private mutating func restyleSetting(_ change: (inout TextStyle.Fields) -> Void) {
        var f = style?.fields ?? TextStyle.Fields()
        change(&f)
        style = TextStyle.nonEmpty(f)
    }

    public static func == (a: Text, b: Text) -> Bool { a.string == b.string && a.style == b.style }

    public init(verbatim content: String) { string = content }
    /// A string shown as it is. Disfavored, as in SwiftUI: a literal, interpolated or not,
    /// goes to the `LocalizedStringKey` initializer (whose interpolation formats numbers
    /// with printf specifiers and takes `specifier:`); a `String` value comes here.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { string = String(content) }
    /// Looked up for the user's languages now, and again for the environment's `\.locale`
    /// when a subtree sets one of another language (`.environment(\.locale, Locale(identifier:
    /// "de"))`), as SwiftUI resolves keys against the environment. Interpolated values keep
    /// the formatting they got here.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        // The app's own tables when it has none (most apps): nothing to look up or keep.
        let tables = bundle == nil && StringTables.appIsEmpty ? nil : StringTables.of(bundle)
        string = tables.map { key.localized(table: tableName, in: $0) } ?? key.rendered
        // Interpolated styled Texts keep their styling where the literal is shown as written
        // (a translation places them where it wants); otherwise its Markdown is styled.
        if !key.styledTexts.isEmpty, string == key.rendered {
            showRuns(Text.runs(of: string, styled: key.styledTexts))
        } else {
            styleMarkdown(string == key.rendered ? key.styledTexts.escapingValues(in: string) : string)
        }
        if !key.images.isEmpty { showSymbols(key.images); return }
        if let tables, !tables.isEmpty {
            restyle { $0.localization = TextLocalization(key: key, table: tableName, bundle: bundle) }
        }
    }

    /// Shows `runs` in place of the plain string.
    private mutating func showRuns(_ runs: [TextRun]) { self = Text(runs: runs) }

    /// Shows the images interpolated in a key as their symbols (Text/TextRun.swift).
    private mutating func showSymbols(_ symbols: [String]) { self = withSymbols(symbols) }

    /// Styles the inline Markdown of a string that came from a key (Text/MarkdownText.swift):
    /// the characters become the text without the markup, styled by runs.
    private mutating func styleMarkdown(_ source: String? = nil) {
        guard let runs = MarkdownText.runs(source ?? string) else { return }
        self = Text(runs: runs)
    }

    /// A string resource, looked up as a key of its table and bundle is: for the user's
    /// languages, or for its own locale's when that is not the process's, and again for the
    /// environment's `\.locale` when a subtree sets one (as a `LocalizedStringKey` is).
    /// Disfavored: a literal is a `LocalizedStringKey`, as in SwiftUI.
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        let key = LocalizedStringKey(resource.key, rendered: resource.defaultValue)
        let bundle = resource.bundle.bundle
        let tables = StringTables.of(bundle, for: resource.locale)
        string = key.localized(table: resource.table, in: tables)
        styleMarkdown()
        if !tables.isEmpty || !StringTables.of(bundle).isEmpty {
            restyle { $0.localization = TextLocalization(key: key, table: resource.table, bundle: bundle) }
        }
    }

    /// The string to show in `env`: translated again when the environment's locale is not
    /// the process's and the Text came from a key.
    func string(in env: EnvironmentValues) -> String {
        guard let l = style?.fields.localization else { return string }
        return l.string(for: env.locale) ?? string
    }

    /// The characters and runs to show in `env`: the translation for the environment's
    /// locale, its Markdown styled again, when that is not what the Text holds.
    func content(in env: EnvironmentValues) -> (string: String, runs: [TextRun]) {
        guard style != nil else { return (string, []) }
        let shown = string(in: env)
        guard shown != string else { return (string, runs) }
        guard let md = MarkdownText.runs(shown) else { return (shown, []) }
        let t = Text(runs: md)
        return (t.string, t.runs)
    }
    /// `input` as `format` writes it in the session's locale (`_SystemLocale`), as SwiftUI
    /// formats in the environment's.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        string = format.locale(_SystemLocale.current).format(input)
    }

    public func font(_ font: Font?) -> Text { var t = self; t.font = font; return t }
    public func fontWeight(_ weight: Font.Weight?) -> Text { var t = self; t.weight = weight; return t }
    public func bold() -> Text { fontWeight(.bold) }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    /// Set in the italic face.
    public func italic() -> Text { var t = self; t.isItalic = true; return t }
    public func italic(_ isActive: Bool) -> Text { var t = self; t.isItalic = isActive; return t }
    public func foregroundColor(_ color: Color?) -> Text { var t = self; t.color = color; return t }

    /// The two texts one after the other, each piece keeping its own styling (a modifier
    /// applied to the result styles the pieces that set none, as in SwiftUI).
    public static func + (lhs: Text, rhs: Text) -> Text {
        var t = Text(runs: lhs.styledRuns + rhs.styledRuns)
        // Each side's custom attributes keep covering its own characters.
        t.customAttributeSpans = TextAttributeSpan.joining(lhs.customAttributeSpans, count: lhs.string.count,
                                                           rhs.customAttributeSpans)
        // What the two share and a run cannot carry stays on the whole (each piece's
        // kerning and tracking are its run's).
        if lhs.fontWidthValue == rhs.fontWidthValue { t.fontWidthValue = lhs.fontWidthValue }
        if lhs.scaleValue == rhs.scaleValue { t.scaleValue = lhs.scaleValue }
        if lhs.typesettingLanguageValue == rhs.typesettingLanguageValue {
            t.typesettingLanguageValue = lhs.typesettingLanguageValue
        }
        return t
    }
}

/// The styling of one `Text` value (immutable; a modifier makes a new one).
final class TextStyle: Equatable, @unchecked Sendable {
    /// What a Text can carry besides its string: the four fields apps set on most texts
    /// inline, the rest in a box of their own made only when one is set. (All of them
    /// inline made every `Text(...).foregroundColor(...)` allocate a box of 560 bytes.)
    struct Fields: Equatable {
        var font: Font?
        var weight: Font.Weight?
        var color: Color?
        var isItalic = false
        private var more: MoreBox?

        /// Nothing is set (as `== Fields()`, without comparing fonts and colours).
        var isEmpty: Bool { !isItalic && more == nil && weight == nil && color == nil && font == nil }

        /// Field by field, the cheap ones and shared boxes first; fonts and colours are
        /// compared only when everything else is equal.
        static func == (a: Fields, b: Fields) -> Bool {
            guard a.isItalic == b.isItalic, a.weight == b.weight else { return false }
            if a.more !== b.more {
                guard let x = a.more, let y = b.more, x.values == y.values else { return false }
            }
            return Color.same(a.color, b.color) && a.font == b.font
        }

        /// The seldom-set fields.
        struct More: Equatable {
            var underline: Text.LineStyle?
            var strikethrough: Text.LineStyle?
            var kerning: CGFloat?
            var tracking: CGFloat?
            var fontWidth: Font.Width?
            var baselineOffset: CGFloat?
            /// The key the Text was made from (only when the app has string tables).
            var localization: TextLocalization?
            var attributes: [TextAttributeSpan]?
            var scale: Text.Scale?
            var typesettingLanguage: TypesettingLanguage?
            var timeSource: TextTimeSource?
            var variants: [String]?
            var runs: [TextRun]?
        }
        /// Immutable: a change makes a new box (styles are shared between Text values).
        final class MoreBox: Equatable {
            let values: More
            init(_ values: More) { self.values = values }
            static func == (a: MoreBox, b: MoreBox) -> Bool { a === b || a.values == b.values }
        }

        private func get<T>(_ path: KeyPath<More, T?>) -> T? { more?.values[keyPath: path] }
        private mutating func set<T>(_ path: WritableKeyPath<More, T?>, _ value: T?) {
            guard value != nil || more != nil else { return }
            var m = more?.values ?? More()
            m[keyPath: path] = value
            more = m == More() ? nil : MoreBox(m)
        }

        var underline: Text.LineStyle? { get { get(\.underline) } set { set(\.underline, newValue) } }
        var strikethrough: Text.LineStyle? { get { get(\.strikethrough) } set { set(\.strikethrough, newValue) } }
        var kerning: CGFloat? { get { get(\.kerning) } set { set(\.kerning, newValue) } }
        var tracking: CGFloat? { get { get(\.tracking) } set { set(\.tracking, newValue) } }
        var fontWidth: Font.Width? { get { get(\.fontWidth) } set { set(\.fontWidth, newValue) } }
        var baselineOffset: CGFloat? { get { get(\.baselineOffset) } set { set(\.baselineOffset, newValue) } }
        var localization: TextLocalization? { get { get(\.localization) } set { set(\.localization, newValue) } }
        var attributes: [TextAttributeSpan]? { get { get(\.attributes) } set { set(\.attributes, newValue) } }
        var scale: Text.Scale? { get { get(\.scale) } set { set(\.scale, newValue) } }
        var typesettingLanguage: TypesettingLanguage? {
            get { get(\.typesettingLanguage) }
            set { set(\.typesettingLanguage, newValue) }
        }
        var timeSource: TextTimeSource? { get { get(\.timeSource) } set { set(\.timeSource, newValue) } }
        var variants: [String]? { get { get(\.variants) } set { set(\.variants, newValue) } }
        var runs: [TextRun]? { get { get(\.runs) } set { set(\.runs, newValue) } }
    }
    let fields: Fields
    var font: Font? { fields.font }
    var weight: Font.Weight? { fields.weight }
    var color: Color? { fields.color }
    var isItalic: Bool { fields.isItalic }
    var underline: Text.LineStyle? { fields.underline }
    var strikethrough: Text.LineStyle? { fields.strikethrough }

    private init(_ fields: Fields) { self.fields = fields }
    /// A style that sets only a font, or only a colour: what most styled Texts carry.
    init(font: Font) { var f = Fields(); f.font = font; fields = f }
    init(color: Color) { var f = Fields(); f.color = color; fields = f }

    /// nil when nothing is set, so an unstyled Text carries no box.
    static func make(_ fields: Fields) -> TextStyle? {
        fields.isEmpty ? nil : TextStyle(fields)
    }

    /// A box for `fields`, which the caller knows are not all unset.
    static func nonEmpty(_ fields: Fields) -> TextStyle { TextStyle(fields) }

    static func == (a: TextStyle, b: TextStyle) -> Bool { a === b || a.fields == b.fields }
}

extension Text: PrimitiveView {
    func _reconcile(in node: GraphNode) {
        // Under `textRenderer(_:)` the renderer draws the text (Text/TextRendererHost.swift).
        // A node keeps the way it was first shown: one that already holds a text node is
        // not turned into a host, one that is a host stays one.
        if node.renderID == nil, let host = TextRendererHost.make(for: self, in: node) {
            node.reconcileChild(.index(0), host)
            return
        }
        // Read once: each `node.env` would copy (retain and release) the environment, and a
        // Text reads about twenty values.
        let env = node.env
        var p: [Property] = []
        p.reserveCapacity(4)   // text, font size and weight, colour: usually one allocation
        var shownRuns: [TextRun] = []
        if let timed = timeSource {
            // A Text of a TimeDataSource shows the value of now, and is shown again when
            // the format's output next changes (Text/TimeDataSource.swift).
            let now = Date()
            p.append(.text(timed.text(now)))
            TextTimeSource.scheduleRefresh(of: node, at: timed.nextChange(now))
        } else {
            let shown = content(in: env)
            p.append(.text(shown.string))
            shownRuns = shown.runs
        }
        textStyleProperties(env: env, font: scaledFont(in: env), weight: weight, color: color,
                            graph: node.graph, into: &p)
        Text.applyTextEnvironment(env, baselineOffset: baselineOffsetValue, to: &p)
        Text.appendSpacing(env, font: font, text: self, lineSpacing: true, to: &p)   // Text/TextSpacing.swift
        decorationProperties(env, into: &p)   // Text/TextDecoration.swift
        // Runs on the wire (Text/TextRun.swift); the characters after the last styled one
        // are in the node's style without one.
        while shownRuns.last?.isPlain == true { shownRuns.removeLast() }
        if !shownRuns.isEmpty { p.append(.textRuns(shownRuns.map { $0.wire(in: env, graph: node.graph) })) }
        TextRun.handleLinks(shownRuns, of: node, env: env, into: &p)
        if (isItalic || env.isItalic) && !p.contains(.italic(true)) { p.append(.italic(true)) }
        if let l = env.lineLimit { p.append(.lineLimit(UInt32(max(0, l)))) }
        if let m = env.lineMinimum, m > 0 { p.append(.minLines(UInt32(m))) }
        let factor = env.minimumScaleFactor
        if factor < 1, factor.isFinite { p.append(.minimumScaleFactor(Double(max(factor, 0)))) }
        switch env.truncationMode {
        case .tail: break
        case .head: p.append(.truncationMode(.head))
        case .middle: p.append(.truncationMode(.middle))
        }
        if let t = env.contentTransitionProperty { p.append(t) }   // Animation/ContentTransition.swift
        node.render(.text, p, layout: .leaf)
        node.finishRender()
    }
}

/// Font and colour properties for text-like leaves, resolved from the environment.
@MainActor
func textStyleProperties(env: EnvironmentValues, font: Font?, weight: Font.Weight?, color: Color?,
                         graph: ViewGraph, into p: inout [Property]) {
    if var f = font ?? env.font {
        if let w = weight { f.weight = w }
        f.appendProperties(to: &p, env: env, graph: graph)
    } else if let w = weight {
        p.append(.fontWeight(w.value))
    }
    if let c = color ?? env.foregroundColor {
        p.append(.foreground(c.wire(in: env)))
    } else if env.colorScheme == .dark {
        // The daemon's default text colour is the light scheme's label colour (black).
        p.append(.foreground(Color.primary.wire(in: env)))
    }
    switch env.multilineTextAlignment {
    case .leading: break
    case .center: p.append(.textAlignment(.center))
    case .trailing: p.append(.textAlignment(.trailing))
    }
}

/// What a `Text` made from a `LocalizedStringKey` was made from: kept so that a subtree whose
/// `\.locale` is not the process's shows the key translated for that locale.
final class TextLocalization: Equatable, @unchecked Sendable {
    let key: LocalizedStringKey
    let table: String?
    let bundle: Bundle?

    init(key: LocalizedStringKey, table: String?, bundle: Bundle?) {
        self.key = key
        self.table = table
        self.bundle = bundle
    }

    /// The translation for `locale`'s language, or nil when `locale` is the process's (the
    /// Text's string is already that).
    func string(for locale: Locale) -> String? {
        guard locale.identifier != _SystemLocale.current.identifier else { return nil }
        return key.localized(table: table, in: StringTables.of(bundle, for: locale))
    }

    static func == (a: TextLocalization, b: TextLocalization) -> Bool {
        a === b || (a.key == b.key && a.table == b.table && a.bundle === b.bundle)
    }
}
