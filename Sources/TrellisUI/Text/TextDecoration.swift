import TrellisProtocol

extension Text {
    /// How an underline or strikethrough is drawn: its pattern and colour (nil: the
    /// text's colour).
    public struct LineStyle: Hashable, Sendable {
        /// The dash pattern of a text line.
        public struct Pattern: Hashable, Sendable {
            let wire: LinePattern
            public static let solid = Pattern(wire: .solid)
            public static let dot = Pattern(wire: .dot)
            public static let dash = Pattern(wire: .dash)
            public static let dashDot = Pattern(wire: .dashDot)
            public static let dashDotDot = Pattern(wire: .dashDotDot)
        }

        public var pattern: Pattern
        public var color: Color?

        public init(pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A solid line in the text's colour.
        public static let single = LineStyle()

        /// The line as the wire carries it (alpha 0: the text's colour).
        func wire(in env: EnvironmentValues) -> WireTextLine {
            WireTextLine(color: color?.wire(in: env) ?? WireColor(r: 0, g: 0, b: 0, a: 0), pattern: pattern.wire)
        }
    }

    /// Underlines the text (a solid line in `color`, or the text's colour).
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        underline(isActive, pattern: .solid, color: color)
    }

    /// Underlines the text with a line of `pattern`.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text {
        var t = self
        t.underline = isActive ? LineStyle(pattern: pattern, color: color) : nil
        return t
    }

    /// Strikes the text through (a solid line in `color`, or the text's colour).
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        strikethrough(isActive, pattern: .solid, color: color)
    }

    /// Strikes the text through with a line of `pattern`.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text {
        var t = self
        t.strikethrough = isActive ? LineStyle(pattern: pattern, color: color) : nil
        return t
    }

    /// The decoration properties of this Text in `env` (its own lines win).
    func decorationProperties(_ env: EnvironmentValues, into p: inout [Property]) {
        if let u = underline ?? env.underlineStyle { p.append(.underline(u.wire(in: env))) }
        if let s = strikethrough ?? env.strikethroughStyle { p.append(.strikethrough(s.wire(in: env))) }
    }
}

struct UnderlineStyleKey: EnvironmentKey { static var defaultValue: Text.LineStyle? { nil } }
struct StrikethroughStyleKey: EnvironmentKey { static var defaultValue: Text.LineStyle? { nil } }

extension EnvironmentValues {
    /// The underline of the text below (set by `View.underline`).
    var underlineStyle: Text.LineStyle? {
        get { self[UnderlineStyleKey.self] }
        set { self[UnderlineStyleKey.self] = newValue }
    }
    /// The strikethrough of the text below (set by `View.strikethrough`).
    var strikethroughStyle: Text.LineStyle? {
        get { self[StrikethroughStyleKey.self] }
        set { self[StrikethroughStyleKey.self] = newValue }
    }
}

extension View {
    /// Underlines the text in this view (a line of `pattern` in `color`, or each text's
    /// colour); `false` removes an underline set above.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        environment(\.underlineStyle, isActive ? Text.LineStyle(pattern: pattern, color: color) : nil)
    }

    /// Strikes through the text in this view; `false` removes one set above.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        environment(\.strikethroughStyle, isActive ? Text.LineStyle(pattern: pattern, color: color) : nil)
    }
}
