// Text.Layout: the lines, runs and glyphs of a laid-out Text, as a TextRenderer sees them.
//
// The daemon shapes and draws text (Pango); the client has no glyph metrics of its own. A
// renderer's layout is therefore computed on the client from the size the daemon measured
// for the text: lines are broken greedily at spaces with every grapheme advancing half the
// font size (the metric of the headless backend, exact there; an estimate of Pango's
// proportional advances), and the lines share the measured height equally. Each run or
// glyph a renderer draws is drawn by the daemon as text at that position.

extension Text {
    /// The lines of a laid-out text, with the runs of glyphs in each: what a `TextRenderer`
    /// draws, in the text's own coordinates (origin at its top-leading corner).
    public struct Layout: RandomAccessCollection, Equatable {
        /// The position of a character (grapheme cluster) in the text's string.
        public typealias CharacterIndex = Int

        let lines: [Line]
        /// Whether some of the text did not fit and is not in the layout.
        public var isTruncated: Bool

        init(lines: [Line], isTruncated: Bool) {
            self.lines = lines
            self.isTruncated = isTruncated
        }

        public var startIndex: Int { 0 }
        public var endIndex: Int { lines.count }
        public subscript(index: Int) -> Line { lines[index] }

        /// Where glyphs sit on their baseline: the start of the baseline (`origin`), the
        /// advance (`width`) and the extent above (`ascent`) and below (`descent`) it.
        public struct TypographicBounds: Equatable, Sendable {
            public var origin: CGPoint
            public var width: CGFloat
            public var ascent: CGFloat
            public var descent: CGFloat
            public var leading: CGFloat

            public init(origin: CGPoint, width: CGFloat, ascent: CGFloat, descent: CGFloat, leading: CGFloat) {
                self.origin = origin
                self.width = width
                self.ascent = ascent
                self.descent = descent
                self.leading = leading
            }

            /// The box from the top of the ascent to the bottom of the descent.
            public var rect: CGRect {
                CGRect(x: origin.x, y: origin.y - ascent, width: width, height: ascent + descent)
            }
        }

        /// Options for drawing lines, runs and slices into a `GraphicsContext`.
        public struct DrawingOptions: OptionSet, Sendable {
            public let rawValue: UInt32
            public init(rawValue: UInt32) { self.rawValue = rawValue }
            /// Glyphs are placed at fractional positions rather than whole pixels (the
            /// daemon always places text at fractional positions).
            public static let disablesSubpixelQuantization = DrawingOptions(rawValue: 1 << 0)
        }

        /// One line: its runs of glyphs, left to right.
        public struct Line: RandomAccessCollection, Equatable {
            /// The start of the line's baseline in the text's coordinates. Changing it moves
            /// the whole line (and its runs) when the line is drawn.
            public var origin: CGPoint {
                didSet {
                    let dx = origin.x - oldValue.x, dy = origin.y - oldValue.y
                    for i in runs.indices { runs[i].origin.x += dx; runs[i].origin.y += dy }
                }
            }
            var runs: [Run]
            let width: CGFloat
            let ascent: CGFloat
            let descent: CGFloat

            public var startIndex: Int { 0 }
            public var endIndex: Int { runs.count }
            public subscript(index: Int) -> Run { runs[index] }

            /// The line's extent on its baseline.
            public var typographicBounds: TypographicBounds {
                TypographicBounds(origin: origin, width: width, ascent: ascent, descent: descent, leading: 0)
            }
        }

        /// One glyph of a run: the character it shows and where it starts on the baseline,
        /// relative to the run's origin.
        struct Glyph: Equatable {
            let characterIndex: Int
            let character: String
            let offset: CGFloat
            let advance: CGFloat
        }

        /// A run of glyphs of one line that share their style and custom attributes. Its
        /// elements are slices of one glyph each.
        public struct Run: RandomAccessCollection, Equatable {
            /// The styled text the run's glyphs are drawn with.
            let text: Text
            /// The attributes that cover the run (`customAttribute(_:)`).
            let attributes: [TextAttributeSpan]
            let glyphs: [Glyph]
            /// The start of the run's baseline.
            var origin: CGPoint
            let ascent: CGFloat
            let descent: CGFloat
            /// The direction the run's characters are read in.
            public let layoutDirection: LayoutDirection

            public var startIndex: Int { 0 }
            public var endIndex: Int { glyphs.count }
            public subscript(index: Int) -> RunSlice { RunSlice(run: self, indices: index ..< index + 1) }

            /// The characters the run's glyphs show, one per glyph.
            public var characterIndices: [CharacterIndex] { glyphs.map(\.characterIndex) }

            /// The run's extent on its baseline.
            public var typographicBounds: TypographicBounds {
                TypographicBounds(origin: origin, width: glyphs.reduce(0) { $0 + $1.advance },
                                  ascent: ascent, descent: descent, leading: 0)
            }

            /// The custom attribute of type `T` set on this run's text, or nil.
            public subscript<T: TextAttribute>(_: T.Type) -> T? {
                guard let first = glyphs.first else { return nil }
                return TextAttributeSpan.value(T.self, at: first.characterIndex, in: attributes)
            }
        }

        /// Some consecutive glyphs of a run: what a renderer draws to treat glyphs one by one.
        public struct RunSlice: RandomAccessCollection, Equatable {
            /// The run the glyphs belong to.
            public var run: Run
            /// The glyphs' positions in the run.
            public var indices: Range<Int>

            /// The glyphs `indices` of `run`.
            public init(run: Run, indices: Range<Int>) {
                self.run = run
                self.indices = indices.clamped(to: 0 ..< run.glyphs.count)
            }

            public var startIndex: Int { indices.lowerBound }
            public var endIndex: Int { indices.upperBound }
            public subscript(index: Int) -> RunSlice { RunSlice(run: run, indices: index ..< index + 1) }

            /// The characters the slice's glyphs show.
            public var characterIndices: [CharacterIndex] { run.glyphs[indices].map(\.characterIndex) }

            /// The slice's extent on the run's baseline.
            public var typographicBounds: TypographicBounds {
                let glyphs = run.glyphs[indices]
                let x = glyphs.first?.offset ?? 0
                return TypographicBounds(origin: CGPoint(x: run.origin.x + x, y: run.origin.y),
                                         width: glyphs.reduce(0) { $0 + $1.advance },
                                         ascent: run.ascent, descent: run.descent, leading: 0)
            }

            /// The custom attribute of type `T` on the slice's first glyph, or nil.
            public subscript<T: TextAttribute>(_: T.Type) -> T? {
                guard let first = run.glyphs[indices].first else { return nil }
                return TextAttributeSpan.value(T.self, at: first.characterIndex, in: run.attributes)
            }

            /// The characters of the slice, as drawn.
            var string: String { run.glyphs[indices].map(\.character).joined() }
        }
    }
}

extension Text.Layout {
    /// The layout of `text` in a box of `size`, set in `fontSize`-point type with `tracking`
    /// extra points per grapheme, its lines placed across the width by `alignment`.
    static func make(_ text: Text, size: CGSize, fontSize: Double, tracking: Double, lineLimit: Int?,
                     alignment: TextAlignment, direction: LayoutDirection) -> Text.Layout {
        let characters = text.string.map { String($0) }
        let advance = CGFloat(Swift.max(fontSize / 2 + tracking, 0))
        let ranges = breakLines(characters, advance: advance, width: size.width)
        var kept = ranges
        var truncated = false
        if let limit = lineLimit, limit >= 0, kept.count > limit {
            kept = Array(kept.prefix(limit))
            truncated = true
        }
        // The lines share the measured height (the daemon's line height, spacing included).
        let lineHeight = kept.isEmpty ? CGFloat(fontSize) : Swift.max(size.height / CGFloat(kept.count), 1)
        let ascent = (lineHeight * 0.8).rounded(.toNearestOrAwayFromZero)
        let descent = lineHeight - ascent
        let spans = text.customAttributeSpans
        let plain = text.withCharacters("")
        var lines: [Line] = []
        for (n, range) in kept.enumerated() {
            let width = CGFloat(range.count) * advance
            var x: CGFloat = 0
            switch alignment {
            case .leading: x = 0
            case .center: x = ((size.width - width) / 2).rounded()
            case .trailing: x = size.width - width
            }
            if direction == .rightToLeft { x = size.width - width - x }
            let baseline = CGFloat(n) * lineHeight + ascent
            // Runs: stretches of the line covered by the same custom attributes.
            var runs: [Run] = []
            var start = range.lowerBound
            while start < range.upperBound {
                let covering = spans.filter { $0.range.contains(start) }
                var end = start + 1
                while end < range.upperBound, spans.filter({ $0.range.contains(end) }) == covering { end += 1 }
                let glyphs = (start ..< end).map {
                    Glyph(characterIndex: $0, character: characters[$0], offset: CGFloat($0 - start) * advance, advance: advance)
                }
                runs.append(Run(text: plain, attributes: covering, glyphs: glyphs,
                                origin: CGPoint(x: x + CGFloat(start - range.lowerBound) * advance, y: baseline),
                                ascent: ascent, descent: descent, layoutDirection: direction))
                start = end
            }
            lines.append(Line(origin: CGPoint(x: x, y: baseline), runs: runs, width: width, ascent: ascent, descent: descent))
        }
        return Text.Layout(lines: lines, isTruncated: truncated)
    }

    /// Greedy line breaking: a hard break at each newline, wrapping at spaces when a line
    /// would be wider than `width` (a word wider than the line is broken between
    /// characters), spaces at a wrap left out. Returns each line's character range.
    static func breakLines(_ characters: [String], advance: CGFloat, width: CGFloat) -> [Range<Int>] {
        let perLine = advance > 0 && width.isFinite ? Swift.max(Int((width + 0.5) / advance), 1) : Int.max
        var lines: [Range<Int>] = []
        var start = 0
        var i = 0
        while i <= characters.count {
            if i == characters.count || characters[i] == "\n" {
                lines.append(start ..< i)
                start = i + 1
                i += 1
                continue
            }
            if i - start + 1 > perLine && characters[i] != " " {
                // Wrap at the last space of the line, else between characters.
                var cut = i
                if let space = (start ..< i).last(where: { characters[$0] == " " }), space > start { cut = space }
                var end = cut
                while end > start, characters[end - 1] == " " { end -= 1 }
                lines.append(start ..< end)
                start = cut
                while start < characters.count, characters[start] == " " { start += 1 }
                i = start
                continue
            }
            i += 1
        }
        // Trailing spaces at the end of each line do not take part in its width.
        return lines.map { r in
            var end = r.upperBound
            while end > r.lowerBound, characters[end - 1] == " " { end -= 1 }
            return r.lowerBound ..< end
        }
    }
}

extension GraphicsContext {
    /// Draws the glyphs of `line` where the layout placed them (moved by the line's
    /// `origin`), with this context's transform, opacity and clip.
    public func draw(_ line: Text.Layout.Line, options: Text.Layout.DrawingOptions = .init()) {
        for run in line { draw(run, options: options) }
    }

    /// Draws the glyphs of `run` where the layout placed them.
    public func draw(_ run: Text.Layout.Run, options: Text.Layout.DrawingOptions = .init()) {
        draw(Text.Layout.RunSlice(run: run, indices: 0 ..< run.count), options: options)
    }

    /// Draws the glyphs of `slice` where the layout placed them: the daemon sets them as
    /// text in the run's style, the top of the ascent at the slice's typographic bounds.
    public func draw(_ slice: Text.Layout.RunSlice, options: Text.Layout.DrawingOptions = .init()) {
        let string = slice.string
        guard !string.isEmpty, !string.allSatisfy({ $0 == " " }) else { return }
        let bounds = slice.typographicBounds
        draw(slice.run.text.withCharacters(string), at: CGPoint(x: bounds.origin.x, y: bounds.origin.y - bounds.ascent),
             anchor: .topLeading)
    }
}
