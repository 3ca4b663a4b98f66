// The terminal's picture as data: a grid of cells, each a grapheme with colours and
// attributes. Painting a frame produces a grid; `AnsiRenderer` turns the difference
// between two grids into escape sequences. Both steps are pure and unit-testable.
import TrellisProtocol

/// An opaque 24-bit colour (cells have no transparency: opacity is blended when painting).
public struct RGB: Hashable, Sendable {
    public var r: UInt8, g: UInt8, b: UInt8
    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8) { self.r = r; self.g = g; self.b = b }

    public static let white = RGB(255, 255, 255)
    public static let black = RGB(0, 0, 0)

    /// `color` composited over `self` with `color.a × opacity` as coverage.
    public func blending(_ color: WireColor, opacity: Double) -> RGB {
        let a = max(0, min(1, Double(color.a) / 255 * opacity))
        func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
            UInt8((Double(top) * a + Double(bottom) * (1 - a)).rounded())
        }
        return RGB(mix(color.r, r), mix(color.g, g), mix(color.b, b))
    }

    /// The average of two colours (a text glyph drawn over a cell split in two halves).
    public func averaged(with o: RGB) -> RGB {
        RGB(UInt8((Int(r) + Int(o.r)) / 2), UInt8((Int(g) + Int(o.g)) / 2), UInt8((Int(b) + Int(o.b)) / 2))
    }
}

/// SGR attributes of a cell.
public struct CellAttributes: OptionSet, Hashable, Sendable {
    public var rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let bold = CellAttributes(rawValue: 1 << 0)
    public static let underline = CellAttributes(rawValue: 1 << 1)
    public static let inverse = CellAttributes(rawValue: 1 << 2)
    public static let dim = CellAttributes(rawValue: 1 << 3)
    public static let italic = CellAttributes(rawValue: 1 << 4)
    public static let strikethrough = CellAttributes(rawValue: 1 << 5)
}

/// One character cell.
///
/// `text` is one grapheme, `" "` for a blank, or `""` for the right half of a wide
/// (two-column) grapheme drawn in the cell to its left.
public struct Cell: Hashable, Sendable {
    public var text: String
    public var foreground: RGB
    public var background: RGB
    public var attributes: CellAttributes

    public init(text: String = " ", foreground: RGB = .black, background: RGB = .white,
                attributes: CellAttributes = []) {
        self.text = text
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// A blank cell showing `background`.
    public static func blank(_ background: RGB) -> Cell { Cell(text: " ", background: background) }
}

/// A rectangle of cells, row-major.
public struct CellGrid: Hashable, Sendable {
    public let columns: Int
    public let rows: Int
    public var cells: [Cell]

    public init(columns: Int, rows: Int, fill: Cell = .blank(.white)) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        cells = Array(repeating: fill, count: self.columns * self.rows)
    }

    public subscript(column: Int, row: Int) -> Cell {
        get { cells[row * columns + column] }
        set { cells[row * columns + column] = newValue }
    }

    public func contains(column: Int, row: Int) -> Bool {
        column >= 0 && row >= 0 && column < columns && row < rows
    }

    /// The characters of row `row`, wide graphemes once, for tests and snapshots.
    public func line(_ row: Int) -> String {
        var s = ""
        for c in 0..<columns { s += self[c, row].text }
        return s
    }

    /// Every row as text, trailing blanks trimmed (the terminal backend's snapshot).
    public var text: String {
        (0..<rows).map { r in
            var l = line(r)
            while l.last == " " { l.removeLast() }
            return l
        }.joined(separator: "\n")
    }
}
