// Grid in, escape sequence out: the terminal backend's only output path.
//
// Given the grid the terminal currently shows and the grid it should show, emits the
// shortest reasonable byte string that turns one into the other: cursor moves only to
// reach changed cells, SGR (colour/attribute) codes only when the pen changes. A full
// repaint (no previous grid, or a size change) paints every cell; it never clears the
// screen first, so there is no blank flash.

/// How colours are written.
public enum ColorMode: Hashable, Sendable {
    /// 24-bit `38;2;r;g;b` (terminals that set `COLORTERM=truecolor` or `24bit`).
    case trueColor
    /// The xterm 256-colour palette (6×6×6 cube + grey ramp), nearest match.
    case palette256

    /// `trueColor` when the environment's `COLORTERM` says the terminal supports it.
    public static func detect(colorTerm: String?) -> ColorMode {
        switch colorTerm?.lowercased() {
        case "truecolor", "24bit": return .trueColor
        default: return .palette256
        }
    }
}

/// Turns grid differences into ANSI/xterm escape sequences. Pure.
public struct AnsiRenderer: Sendable {
    public var colorMode: ColorMode

    public init(colorMode: ColorMode) { self.colorMode = colorMode }

    /// The bytes that change the screen from `previous` (nil: unknown, repaint all) to
    /// `next`. Empty when nothing changed. Ends with the pen reset (`ESC[0m`) so text
    /// written by others (logs on stderr) is not coloured by accident.
    public func render(from previous: CellGrid?, to next: CellGrid) -> String {
        let full = previous == nil || previous!.columns != next.columns || previous!.rows != next.rows
        var out = ""
        var pen: (fg: RGB, bg: RGB, attrs: CellAttributes)? = nil   // nil: terminal default
        var cursor: (col: Int, row: Int)? = nil                      // nil: unknown
        for row in 0..<next.rows {
            var col = 0
            while col < next.columns {
                let cell = next[col, row]
                let width = cell.text.isEmpty ? 0 : TerminalWidth.of(cell.text)
                if cell.text.isEmpty {   // right half of a wide grapheme: painted by its leader
                    col += 1
                    continue
                }
                if !full && !changed(previous!, next, col: col, row: row, width: width) {
                    col += 1
                    continue
                }
                if cursor == nil || cursor!.col != col || cursor!.row != row {
                    out += "\u{1B}[\(row + 1);\(col + 1)H"
                }
                out += sgr(for: cell, after: pen)
                pen = (cell.foreground, cell.background, cell.attributes)
                out += cell.text
                cursor = (col + width, row)
                col += max(width, 1)
            }
        }
        if pen != nil { out += "\u{1B}[0m" }
        return out
    }

    /// Whether the grapheme at (`col`, `row`), `width` columns wide, must be rewritten.
    private func changed(_ a: CellGrid, _ b: CellGrid, col: Int, row: Int, width: Int) -> Bool {
        if a[col, row] != b[col, row] { return true }
        // A wide grapheme whose right half was overwritten must be rewritten whole.
        if width == 2, col + 1 < b.columns, a[col + 1, row] != b[col + 1, row] { return true }
        return false
    }

    /// SGR codes that set the pen to `cell`'s, given the current pen.
    func sgr(for cell: Cell, after pen: (fg: RGB, bg: RGB, attrs: CellAttributes)?) -> String {
        var codes: [String] = []
        var needFg = true, needBg = true
        if let p = pen, p.attrs == cell.attributes {
            needFg = p.fg != cell.foreground
            needBg = p.bg != cell.background
        } else {
            codes.append("0")
            if cell.attributes.contains(.bold) { codes.append("1") }
            if cell.attributes.contains(.dim) { codes.append("2") }
            if cell.attributes.contains(.italic) { codes.append("3") }
            if cell.attributes.contains(.underline) { codes.append("4") }
            if cell.attributes.contains(.inverse) { codes.append("7") }
            if cell.attributes.contains(.strikethrough) { codes.append("9") }
        }
        if needFg { codes.append(color(cell.foreground, foreground: true)) }
        if needBg { codes.append(color(cell.background, foreground: false)) }
        return codes.isEmpty ? "" : "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    func color(_ c: RGB, foreground: Bool) -> String {
        switch colorMode {
        case .trueColor: return "\(foreground ? 38 : 48);2;\(c.r);\(c.g);\(c.b)"
        case .palette256: return "\(foreground ? 38 : 48);5;\(Self.paletteIndex(c))"
        }
    }

    /// The xterm-256 palette entry nearest to `c` (cube 16...231 or grey ramp 232...255).
    public static func paletteIndex(_ c: RGB) -> Int {
        let levels = [0, 95, 135, 175, 215, 255]
        func nearestLevel(_ v: UInt8) -> Int {
            var best = 0
            for i in 1..<levels.count where abs(levels[i] - Int(v)) < abs(levels[best] - Int(v)) { best = i }
            return best
        }
        let (ri, gi, bi) = (nearestLevel(c.r), nearestLevel(c.g), nearestLevel(c.b))
        let cube = 16 + 36 * ri + 6 * gi + bi
        let cubeDistance = distance(c, (levels[ri], levels[gi], levels[bi]))
        let average = (Int(c.r) + Int(c.g) + Int(c.b)) / 3
        let greyStep = max(0, min(23, (average - 8 + 5) / 10))
        let grey = 8 + 10 * greyStep
        return distance(c, (grey, grey, grey)) < cubeDistance ? 232 + greyStep : cube
    }

    private static func distance(_ c: RGB, _ p: (Int, Int, Int)) -> Int {
        let dr = Int(c.r) - p.0, dg = Int(c.g) - p.1, db = Int(c.b) - p.2
        return dr * dr + dg * dg + db * db
    }
}

/// Column width of a grapheme in a terminal: 2 for East Asian wide/fullwidth characters
/// and emoji shown in emoji presentation, else 1 (combining marks ride on their base).
public enum TerminalWidth {
    public static func of(_ grapheme: String) -> Int {
        let utf8 = grapheme.utf8
        if utf8.count == 1 { return 1 }          // ASCII: the common case, no scalar walk
        guard let first = grapheme.unicodeScalars.first else { return 0 }
        if grapheme.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        return isWide(first.value) ? 2 : 1
    }

    public static func of(_ c: Character) -> Int { of(String(c)) }

    static func isWide(_ v: UInt32) -> Bool {
        switch v {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
             0x4E00...0x9FFF, 0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF,
             0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
             0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x1FA70...0x1FAFF, 0x1F680...0x1F6FF,
             0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
