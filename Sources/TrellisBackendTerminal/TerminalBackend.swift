// The interactive terminal backend: draws into the terminal trellisd runs in and turns
// keys, clicks and resizes into input. See TerminalMetrics for how points map to cells.
#if canImport(Glibc)
import Glibc
#endif
import TrellisProtocol
import TrellisBackendRaster
import TrellisRenderer

/// `trellisd --backend terminal`.
///
/// One screen shows one surface: the one drawn most recently (with several clients,
/// the last to commit is in front; when it closes, the previous one comes back). Input
/// goes to the surface shown. Each frame is painted into a `CellGrid` (`GridPainter`)
/// and only the cells that changed since the previous frame are written, in one
/// `write` (`AnsiRenderer`).
///
/// Keys: Tab / Shift-Tab move focus (the compositor's traversal over tappable,
/// focusable and text-field nodes; the focused node is shown in inverse video);
/// Enter or Space taps the centre of the focused node; typing edits a focused text
/// field (`inputText` carries the field's whole new text); a click taps the cell's
/// centre; the wheel scrolls. `q` (outside a text field) or Ctrl-C quits (Ctrl-C copies
/// instead while a field has text selected: OSC 52 gives it to the terminal's clipboard);
/// the terminal's own paste arrives as a bracketed paste, typed into the field at once;
/// Ctrl-L repaints.
public final class TerminalBackend: Backend {
    public let name = "terminal"
    public weak var inputSink: (any InputSink)?
    private let device: TerminalDevice
    private let renderer: AnsiRenderer
    private var interaction = TerminalInteraction()
    private var parser = InputParser()
    private var shown: CellGrid?
    /// The sessions' bitmaps, decoded and reduced to at most 256 pixels a side: the terminal
    /// draws them as half-block colours (`GridPainter`).
    private let bitmaps = DecodedImages<RasterizedImage>(decode: { RasterizedImage.decoding($0) })
    private var columns: Int
    private var rows: Int
    /// The waiting screen's text until a client commits.
    public var idleMessage = "trellisd: waiting for an app to connect — q quits"

    /// Takes over the terminal on stdin/stdout (throws when they are not a terminal).
    public init(colorMode: ColorMode? = nil) throws {
        device = try TerminalDevice()
        let env = getenv("COLORTERM").map { String(cString: $0) }
        renderer = AnsiRenderer(colorMode: colorMode ?? .detect(colorTerm: env))
        (columns, rows) = device.size()
        // The screen is painted on the first frame (or the first key): until then the
        // daemon's own "listening on …" line stays readable at the top of the screen.
        try device.activate()
    }

    deinit { device.restore() }

    /// The terminal's current size in points (10 × 20 per cell).
    public var surfaceSize: WireSize { TerminalMetrics.surfaceSize(columns: columns, rows: rows) }

    // MARK: TextMeasurer

    public func measure(text: String, style: TextStyle, proposedWidth: Double?, lineLimit: Int?) -> TextMetrics {
        TerminalMetrics.measure(text: text, proposedWidth: proposedWidth, lineLimit: lineLimit)
    }

    public func size(text: String, style: TextStyle, proposedWidth: Double?, proposedHeight: Double?,
                     lineLimit: Int?) -> WireSize {
        TerminalMetrics.size(text: text, proposedWidth: proposedWidth, proposedHeight: proposedHeight, lineLimit: lineLimit)
    }

    /// One pass: every line is one cell row tall.
    public func measure(text: String, style: TextStyle, proposedWidth: Double?, proposedHeight: Double?,
                        lineLimit: Int?) -> TextMetrics {
        TerminalMetrics.measure(text: text, proposedWidth: proposedWidth, proposedHeight: proposedHeight,
                                lineLimit: lineLimit)
    }

    /// A symbol is drawn as one character: one cell wide, one row tall.
    public func symbolSize(_ name: String, style: TextStyle) -> WireSize {
        WireSize(width: Double(TerminalWidth.of(SymbolGlyphs.glyph(for: name))) * TerminalMetrics.cellWidth,
                 height: TerminalMetrics.cellHeight)
    }

    // MARK: Backend

    public func draw(_ frame: CommittedFrame, surface: SurfaceID) {
        interaction.drew(frame, on: surface)
        present()
    }

    public func surfaceClosed(_ surface: SurfaceID) {
        bitmaps.close(surface)
        interaction.closed(surface)
        present()
    }

    /// Decodes the bytes on a worker thread (a bad file keeps the gray box, as on the
    /// raster backend); the cells show the gray box until `collectDecodedImages`.
    public func imageDefined(_ key: UInt64, image: StoredImage, surface: SurfaceID) {
        bitmaps.offLoop = true
        bitmaps.define(key, image: image, surface: surface)
    }

    public var isDecodingImages: Bool { bitmaps.isDecoding }

    /// The frame drawn again is diffed cell by cell, so only the image's cells are written.
    public func collectDecodedImages() -> [SurfaceID] { bitmaps.collectDecoded() }

    public func focusChanged(to node: NodeID?, surface: SurfaceID) {
        interaction.focusChanged(to: node, on: surface)
        if surface == interaction.front { present() }
    }

    public var pollDescriptor: Int32? { device.pollDescriptor }

    /// Terminals redraw at most 30 times a second (escape output is the cost).
    public var frameInterval: Double? { 1.0 / 30 }

    public func pump() {
        if shown == nil { present() }
        let (bytes, resized) = device.readAvailable()
        if resized { handleResize() }
        var inputs = parser.feed(bytes)
        if parser.hasPendingInput && bytes.count < 4096 { inputs += parser.flushEscape() }
        for input in inputs {
            for action in interaction.translate(input) { perform(action) }
        }
    }

    // MARK: private

    private func perform(_ action: TerminalInteraction.Action) {
        switch action {
        case .deliver(let event, let surface):
            inputSink?.deliver(event, on: surface)
        case .quit:
            inputSink?.deliver(.quit, on: interaction.front ?? SurfaceID(0))
        case .repaint:
            shown = nil
            present()
        case .redrawFocus:
            present()
        }
    }

    private func handleResize() {
        let (c, r) = device.size()
        guard c != columns || r != rows else { return }
        (columns, rows) = (c, r)
        shown = nil
        let size = surfaceSize
        // Every surface relayouts at the new size (the daemon redraws without the client).
        for s in interaction.frames.keys.sorted() { inputSink?.deliver(.resize(size), on: s) }
        present()
    }

    /// Writes the difference between what is shown and what should be, in one write.
    private func present() {
        guard device.isActive else { return }   // the user's screen is back: never draw on it
        let grid: CellGrid
        if let s = interaction.front, let frame = interaction.frames[s] {
            grid = GridPainter.paint(frame, focus: interaction.focusState(s), columns: columns, rows: rows,
                                     bitmaps: bitmaps.images(of: s))
        } else {
            grid = idleGrid()
        }
        let bytes = renderer.render(from: shown, to: grid)
        shown = grid
        if !bytes.isEmpty { device.write(bytes) }
    }

    /// Writes a control sequence (not drawing) to the terminal while the screen is ours.
    func writeControl(_ sequence: String) {
        guard device.isActive else { return }
        device.write(sequence)
    }

    private func idleGrid() -> CellGrid {
        var g = CellGrid(columns: columns, rows: rows)
        guard rows > 0 else { return g }
        let row = rows / 2
        let text = Array(idleMessage)
        let start = max(0, (columns - text.count) / 2)
        for (i, ch) in text.enumerated() where start + i < columns {
            g[start + i, row] = Cell(text: String(ch), foreground: RGB(110, 110, 115), background: .white)
        }
        return g
    }
}
