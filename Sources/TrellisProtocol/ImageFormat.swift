// What `defineImage` bytes are (PNG, JPEG, SVG or PDF, told by their signature) and, for the
// vector formats, their intrinsic size in points: part of what the bytes mean on the wire
// (the daemon accepts them by signature; the client sends the size in `bitmap`), so both
// peers read them the same way, here.

/// The encoded image formats `defineImage` accepts, told by the bytes' signature (protocol
/// README §7, "Resources").
public enum ImageFormat: Sendable, Equatable {
    case png, jpeg
    /// An SVG document: drawn by rasterizing it at the size it is shown at.
    case svg
    /// A PDF document's first page: drawn by rasterizing it at the size it is shown at.
    case pdf

    /// How far into the bytes an SVG's root `<svg` may start after an XML declaration,
    /// comments or a DOCTYPE (an editor's header is a few hundred bytes).
    public static let svgRootWindow = 4_096

    /// The format `bytes` start like, or nil. PNG: 89 50 4E 47 0D 0A 1A 0A. JPEG: FF D8 FF.
    /// PDF: `%PDF-`. SVG: after an optional UTF-8 byte-order mark and whitespace, `<svg`, or
    /// `<?xml` / `<!` (a comment or DOCTYPE) with `<svg` within the first
    /// `svgRootWindow` bytes.
    public static func of(_ b: [UInt8]) -> ImageFormat? {
        if b.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if b.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if b.starts(with: Array("%PDF-".utf8)) { return .pdf }
        var i = b.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while i < b.count, b[i] == 0x20 || b[i] == 0x09 || b[i] == 0x0A || b[i] == 0x0D { i += 1 }
        let rest = b[i...]
        if rest.starts(with: Array("<svg".utf8)) { return .svg }
        if rest.starts(with: Array("<?xml".utf8)) || rest.starts(with: Array("<!".utf8)) {
            return find(Array("<svg".utf8), in: b[..<min(b.count, svgRootWindow)]) != nil ? .svg : nil
        }
        return nil
    }

    /// Whether the format is drawn from a document at any size (SVG, PDF) rather than pixels.
    public var isVector: Bool { self == .svg || self == .pdf }

    /// The intrinsic size in points of SVG or PDF `bytes` (1 SVG user unit or CSS pixel = 1
    /// point; 1 PDF point = 1 point), or nil when it cannot be read:
    ///
    /// - SVG: the root element's `width` and `height` when both are absolute lengths (a bare
    ///   number or px; pt, pc, in, cm, mm at 96 CSS pixels per inch), else its `viewBox`'s
    ///   width and height (what librsvg, which the daemon draws with, does).
    /// - PDF: the first `/MediaBox` array in the file (the first page's, or the page tree's
    ///   it inherits), width and height exchanged when the first `/Rotate` is 90 or 270.
    ///   When the file's bytes hold no usable `/MediaBox` (PDF 1.5 and later writers often
    ///   keep page objects in compressed object streams), its FlateDecode object streams are
    ///   inflated in file order (`Inflate`, within `pdfStreamLimit` each and
    ///   `pdfInflateBudget` in all) and the first `/MediaBox` in them is used, turned by the
    ///   first `/Rotate` met on the way.
    public static func vectorSize(_ b: [UInt8]) -> (width: Double, height: Double)? {
        switch of(b) {
        case .svg?: svgSize(b)
        case .pdf?: pdfSize(b)
        default: nil
        }
    }

    static func svgSize(_ b: [UInt8]) -> (width: Double, height: Double)? {
        guard let start = find(Array("<svg".utf8), in: b[...]) else { return nil }
        var end = start
        var quote: UInt8? = nil
        while end < b.count {
            let c = b[end]
            if let q = quote { if c == q { quote = nil } } else if c == 0x22 || c == 0x27 { quote = c } else if c == 0x3E { break }
            end += 1
        }
        let tag = String(decoding: b[start..<end], as: UTF8.self)
        func attribute(_ name: String) -> String? {
            var search = tag[...]
            while let r = search.firstRange(of: name) {
                let before = search[..<r.lowerBound].last
                var after = search[r.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
                search = search[r.upperBound...]
                guard let b = before, b == " " || b == "\t" || b == "\n" || b == "\r", after.first == "=" else { continue }
                after = after.dropFirst().drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
                guard let q = after.first, q == "\"" || q == "'" else { continue }
                let value = after.dropFirst()
                guard let close = value.firstIndex(of: q) else { return nil }
                return String(value[..<close])
            }
            return nil
        }
        func length(_ s: String?) -> Double? {
            guard let t = s.map(trimmed), !t.isEmpty else { return nil }
            let units: [(String, Double)] = [("px", 1), ("pt", 96.0 / 72), ("pc", 16), ("in", 96), ("cm", 96 / 2.54), ("mm", 9.6 / 2.54)]
            for (unit, k) in units where t.hasSuffix(unit) {
                return Double(trimmed(String(t.dropLast(unit.count)))).map { $0 * k }
            }
            return Double(t)   // percentages and em/ex are not absolute: nil
        }
        if let w = length(attribute("width")), let h = length(attribute("height")), w > 0, h > 0, w.isFinite, h.isFinite {
            return (w, h)
        }
        guard let box = attribute("viewBox") else { return nil }
        let numbers = box.split { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" || $0 == "\r" }.compactMap { Double($0) }
        guard numbers.count == 4, numbers[2] > 0, numbers[3] > 0, numbers[2].isFinite, numbers[3].isFinite else { return nil }
        return (numbers[2], numbers[3])
    }

    private static func trimmed(_ s: String) -> String {
        let space: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        return String(s.drop(while: space).reversed().drop(while: space).reversed())
    }

    /// The most bytes one compressed object stream may inflate to while looking for a PDF's
    /// page size, and the most all of them together may: a hostile file cannot make the
    /// client decompress without bound.
    static let pdfStreamLimit = 8 << 20, pdfInflateBudget = 32 << 20

    static func pdfSize(_ b: [UInt8]) -> (width: Double, height: Double)? {
        var (size, turn) = pageGeometry(b[...])
        if size == nil {
            var budget = pdfInflateBudget
            for data in objectStreams(b) where budget > 0 {
                let limit = min(pdfStreamLimit, budget)
                guard let text = Inflate.zlib(data, limit: limit) else { budget -= limit; continue }
                budget -= text.count
                let found = pageGeometry(text[...])
                turn = turn ?? found.turn
                if let s = found.size { size = s; break }
            }
        }
        guard let (w, h) = size else { return nil }
        if let turn, ((turn % 360) + 360) % 360 % 180 == 90 { return (h, w) }
        return (w, h)
    }

    /// The width and height of the first `/MediaBox` array in `b` (nil when there is none or
    /// it is not four numbers spanning an area), and the value of its first `/Rotate`.
    static func pageGeometry(_ b: ArraySlice<UInt8>) -> (size: (Double, Double)?, turn: Int?) {
        var turn: Int?
        if let r = find(Array("/Rotate".utf8), in: b) {
            let digits = b[(r + 7)...].drop { $0 == 0x20 }.prefix { (0x30...0x39).contains($0) || $0 == 0x2D }
            turn = Int(String(decoding: digits, as: UTF8.self))
        }
        guard let at = find(Array("/MediaBox".utf8), in: b) else { return (nil, turn) }
        var i = at + 9
        while i < b.endIndex, b[i] != 0x5B, b[i] != 0x2F { i += 1 }   // up to "[" (not past another key)
        guard i < b.endIndex, b[i] == 0x5B, let close = b[i...].firstIndex(of: 0x5D) else { return (nil, turn) }
        let numbers = String(decoding: b[(i + 1)..<close], as: UTF8.self)
            .split { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" }.compactMap { Double($0) }
        guard numbers.count == 4 else { return (nil, turn) }
        let w = abs(numbers[2] - numbers[0]), h = abs(numbers[3] - numbers[1])
        guard w > 0, h > 0, w.isFinite, h.isFinite else { return (nil, turn) }
        return ((w, h), turn)
    }

    /// The still-compressed data of the FlateDecode object streams (`/Type /ObjStm`) in a PDF,
    /// in file order, read without the cross-reference table: each `stream` keyword that
    /// ends a dictionary and is followed by CRLF or LF starts data that runs for the
    /// dictionary's `/Length` when that is a direct integer that ends at an `endstream`,
    /// else up to the next `endstream`. The dictionary is the text from the `obj` keyword
    /// before it.
    static func objectStreams(_ b: [UInt8]) -> [ArraySlice<UInt8>] {
        let keyword = Array("stream".utf8), end = Array("endstream".utf8), obj = Array("obj".utf8)
        func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 || c == 0x0C || c == 0x00 }
        var streams: [ArraySlice<UInt8>] = []
        var i = 0, objectStart = 0
        while let k = find(keyword, in: b[i...]) {
            i = k + keyword.count
            var before = k
            while before > objectStart, isSpace(b[before - 1]) { before -= 1 }
            guard before - 2 >= objectStart, b[before - 1] == 0x3E, b[before - 2] == 0x3E else { continue }   // ">>"
            var start = i
            if start + 1 < b.count, b[start] == 0x0D, b[start + 1] == 0x0A { start += 2 } else if start < b.count, b[start] == 0x0A { start += 1 } else { continue }
            // The dictionary: from the last "obj" token (after a space, so not "endobj") before it.
            var from = before - 2
            while from > objectStart, !(b[from...].starts(with: obj) && isSpace(b[from - 1])) { from -= 1 }
            let dictionary = b[from..<k]
            var stop: Int? = nil
            if let n = directLength(dictionary), n <= b.count - start {
                var after = start + n
                while after < b.count, isSpace(b[after]) { after += 1 }
                if b[after...].starts(with: end) { stop = start + n }
            }
            guard let stop = stop ?? find(end, in: b[start...]) else { break }
            if find(Array("/ObjStm".utf8), in: dictionary) != nil, find(Array("/FlateDecode".utf8), in: dictionary) != nil {
                streams.append(b[start..<stop])
            }
            i = stop
            objectStart = stop
        }
        return streams
    }

    /// A stream dictionary's `/Length` when it is a direct integer (not `12 0 R`).
    static func directLength(_ d: ArraySlice<UInt8>) -> Int? {
        func digits(_ s: ArraySlice<UInt8>) -> ArraySlice<UInt8> { s.prefix { (0x30...0x39).contains($0) } }
        func spaces(_ s: ArraySlice<UInt8>) -> ArraySlice<UInt8> { s.drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 } }
        var rest = d
        while let at = find(Array("/Length".utf8), in: rest) {
            rest = d[(at + 7)...]
            let value = spaces(rest)
            guard value.startIndex > rest.startIndex else { continue }   // "/Length1" and the like
            let number = digits(value)
            let afterNumber = spaces(value[number.endIndex...])
            let generation = digits(afterNumber)
            if !generation.isEmpty, spaces(afterNumber[generation.endIndex...]).first == 0x52 { return nil }   // "R"
            return Int(String(decoding: number, as: UTF8.self))
        }
        return nil
    }

    /// The index of the first occurrence of `needle` in `hay`.
    static func find(_ needle: [UInt8], in hay: ArraySlice<UInt8>) -> Int? {
        guard !needle.isEmpty, hay.count >= needle.count else { return nil }
        var i = hay.startIndex
        while i + needle.count <= hay.endIndex {
            if hay[i] == needle[0], hay[i..<(i + needle.count)].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }
}
