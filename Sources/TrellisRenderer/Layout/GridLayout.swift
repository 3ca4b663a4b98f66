// Grid and GridRow: a two-dimensional layout whose columns are shared by every row
// (LayoutModel.md, "Grid").
import TrellisProtocol

/// One cell of a grid, as the grid sees it.
private struct GridCell {
    var slot: Int32
    /// The first column the cell occupies, and how many.
    var column: Int
    var span: Int
    /// Axes on which the cell does not size its column (bit 0) or row (bit 1).
    var unsized: UInt8
}

extension NodeStore {
    /// The default distance between grid columns, rows and lazy-grid tracks.
    static let defaultGridSpacing = 8.0

    /// `grid`: sizes columns like a horizontal stack of columns (each column answers a
    /// proposal with its widest cell), then rows like a vertical stack of rows, and
    /// places every cell in its column and row.
    mutating func grid(_ s: Int32, _ p: Proposal, placing: Bool) -> WireSize {
        let i = Int(s)
        let rows = childLists[i]
        if rows.isEmpty { return .zero }
        let hGap = params[i].spacing.isNaN ? Self.defaultGridSpacing : params[i].spacing
        let vGapSet = params[i].rare.verticalSpacing
        let vGap = vGapSet.isNaN ? Self.defaultGridSpacing : vGapSet

        // The cells of each row; a child that is not a gridRow spans every column.
        var cellsByRow: [[GridCell]] = []
        cellsByRow.reserveCapacity(rows.count)
        var columns = 0
        for r in rows {
            guard kinds[Int(r)] == .gridRow else {
                cellsByRow.append([GridCell(slot: r, column: 0, span: .max, unsized: cellTrait(r) { $0.gridCellUnsizedAxes })])
                continue
            }
            var row: [GridCell] = []
            var col = 0
            for c in childLists[Int(r)] {
                let span = max(1, cellTrait(c) { $0.gridCellColumns })
                row.append(GridCell(slot: c, column: col, span: span, unsized: cellTrait(c) { $0.gridCellUnsizedAxes }))
                col += span
            }
            columns = max(columns, col)
            cellsByRow.append(row)
        }
        for r in cellsByRow.indices {
            for k in cellsByRow[r].indices where cellsByRow[r][k].span == .max {
                cellsByRow[r][k].span = max(columns, 1)
            }
        }
        columns = max(columns, 1)

        // Columns: what each answers for a width, from its single-column sized cells.
        func columnWidth(_ k: Int, _ proposal: Double) -> Double {
            var w = 0.0
            for row in cellsByRow {
                for cell in row where cell.column == k && cell.span == 1 && cell.unsized & 1 == 0 {
                    w = max(w, size(cell.slot, Proposal(w: proposal, h: .nan)).width)
                }
            }
            return w
        }
        var widths = Self.shareTracks(columns, proposed: p.w, gap: hGap, columnWidth)
        var columnX = [Double](repeating: 0, count: columns + 1)
        func layColumns() {
            for k in 0..<columns { columnX[k + 1] = columnX[k] + widths[k] + (k + 1 < columns ? hGap : 0) }
        }
        layColumns()
        func spanWidth(_ cell: GridCell) -> Double {
            let last = min(cell.column + cell.span, columns)
            return columnX[last] - columnX[cell.column] - (last < columns ? hGap : 0)
        }
        // A sized cell spanning several columns, offered the grid's whole proposal, that
        // takes more than they give widens the last column it spans (so a flexible view
        // across the grid, such as a colour, makes the grid as wide as it is offered:
        // `gridCellUnsizedAxes` is how a cell opts out).
        for row in cellsByRow {
            for cell in row where cell.span > 1 && cell.unsized & 1 == 0 {
                let have = spanWidth(cell)
                let need = size(cell.slot, Proposal(w: p.w, h: .nan)).width
                if need > have {
                    widths[min(cell.column + cell.span, columns) - 1] += need - have
                    layColumns()
                }
            }
        }

        // Rows: each answers a height with its tallest sized cell at its width.
        func rowHeight(_ r: Int, _ proposal: Double) -> Double {
            var h = 0.0
            for cell in cellsByRow[r] where cell.unsized & 2 == 0 {
                h = max(h, size(cell.slot, Proposal(w: spanWidth(cell), h: proposal)).height)
            }
            return h
        }
        let heights = Self.shareTracks(rows.count, proposed: p.h, gap: vGap, rowHeight)
        let width = columnX[columns]
        var height = heights.reduce(0, +) + vGap * Double(rows.count - 1)
        if !placing { return WireSize(width: width, height: max(height, 0)) }

        let gridAlignment = params[i].alignment
        var columnAlignment = [Double?](repeating: nil, count: columns)
        for row in cellsByRow {
            for cell in row where cell.span == 1 {
                if let a = cellTrait(cell.slot, { $0.gridColumnAlignment }) { columnAlignment[cell.column] = a.horizontalFraction }
            }
        }
        var y = 0.0
        for (r, row) in cellsByRow.enumerated() {
            let rowSlot = rows[r], rh = heights[r]
            let vertical = kinds[Int(rowSlot)] == .gridRow && props[Int(rowSlot)].contains { $0.tag == .alignment }
                ? params[Int(rowSlot)].alignment.verticalFraction : gridAlignment.verticalFraction
            if kinds[Int(rowSlot)] == .gridRow {
                placeDirectly(rowSlot, at: WirePoint(x: 0, y: y), size: WireSize(width: width, height: rh),
                              proposal: Proposal(w: width, h: rh))
            }
            for cell in row {
                let cw = spanWidth(cell)
                let q = Proposal(w: cw, h: rh)
                let cs = size(cell.slot, q)
                let anchor = cellTrait(cell.slot) { $0.gridCellAnchor }
                let fx = anchor?.x ?? (cell.span == 1 ? columnAlignment[cell.column] : nil) ?? gridAlignment.horizontalFraction
                let fy = anchor?.y ?? vertical
                let x = columnX[cell.column] + (cw - cs.width) * fx
                let dy = (rh - cs.height) * fy
                // Cells of a gridRow are its children (relative to it); others the grid's.
                put(cell.slot, at: x, kinds[Int(rowSlot)] == .gridRow ? dy : y + dy, q)
            }
            y += rh + vGap
        }
        height = max(height, 0)
        return WireSize(width: width, height: height)
    }

    /// Lengths of `count` tracks sharing `proposed` (nan: each its ideal) with `gap`
    /// between them, by the stack's rule (LayoutModel.md): least flexible first (length
    /// offered infinity minus length offered 0), each offered an equal share of what is
    /// left. `answer(k, x)` is track k's length for a proposal x.
    static func shareTracks(_ count: Int, proposed: Double, gap: Double,
                            _ answer: (Int, Double) -> Double) -> [Double] {
        if count == 0 { return [] }
        if proposed.isNaN { return (0..<count).map { answer($0, .nan) } }
        var order: [(track: Int, flexibility: Double)] = []
        order.reserveCapacity(count)
        for k in 0..<count { order.append((k, answer(k, .infinity) - answer(k, 0))) }
        order.sort { $0.flexibility != $1.flexibility ? $0.flexibility < $1.flexibility : $0.track < $1.track }
        var remaining = proposed - gap * Double(count - 1)
        var lengths = [Double](repeating: 0, count: count)
        for (n, entry) in order.enumerated() {
            let length = answer(entry.track, max(remaining / Double(count - n), 0))
            lengths[entry.track] = length
            remaining -= length
        }
        return lengths
    }

    /// A grid cell's value of a cell trait: the outermost node that sets it, from `s`
    /// down through single-child wrappers (the `gridCellColumns` rule in trellis.idl).
    func cellTrait<T: Equatable>(_ s: Int32, _ read: (RareLayoutParams) -> T) -> T {
        let unset = read(RareLayoutParams())
        var n = s
        while true {
            let v = read(params[Int(n)].rare)
            if v != unset { return v }
            switch kinds[Int(n)] {
            case .effect, .padding, .frame, .fixedSize, .background, .overlay, .aspectRatio:
                let kids = childLists[Int(n)]
                guard let first = kids.first else { return unset }
                n = first
            default:
                return unset
            }
        }
    }

    /// Gives `s` the size, proposal and position its parent computed for it, without
    /// running its own rule: a grid row, whose cells the grid places itself.
    mutating func placeDirectly(_ s: Int32, at origin: WirePoint, size: WireSize, proposal: Proposal) {
        let i = Int(s)
        statistics.placements += 1
        if frameCache != nil { replaced.mark(s) }
        origins[i] = origin
        sizes[i] = size
        placedProposals[i] = proposal
        placed[i] = true
        dirty[i] = false
    }
}
