// AT-SPI2 counts text offsets in Unicode code points; the daemon core counts Characters
// (grapheme clusters). These convert both ways and find words, for the Text interface.

/// A text as AT-SPI2 sees it: its code points, with conversions to Character offsets.
struct ATSPIText {
    let string: String
    /// The code points.
    let scalars: [Unicode.Scalar]
    /// For each Character, the code-point offset where it starts (plus the end).
    let characterStarts: [Int]

    init(_ string: String) {
        self.string = string
        scalars = Array(string.unicodeScalars)
        var starts: [Int] = []
        var offset = 0
        for c in string {
            starts.append(offset)
            offset += c.unicodeScalars.count
        }
        starts.append(offset)
        characterStarts = starts
    }

    var count: Int { scalars.count }

    /// The code-point offset of a Character offset (clamped).
    func scalarOffset(character: Int) -> Int {
        characterStarts[min(max(character, 0), characterStarts.count - 1)]
    }

    /// The Character offset of a code-point offset: the Character that contains it
    /// (clamped to the text).
    func characterOffset(scalar: Int) -> Int {
        let s = min(max(scalar, 0), count)
        var lo = 0, hi = characterStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if characterStarts[mid] <= s { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// The code points in `start..<end` (clamped; `end` -1 means to the end).
    func substring(_ start: Int, _ end: Int) -> String {
        let e = end < 0 ? count : min(end, count)
        let s = min(max(start, 0), e)
        var out = String.UnicodeScalarView()
        out.append(contentsOf: scalars[s..<e])
        return String(out)
    }

    /// The Character around code-point `offset`, as a code-point range.
    func characterRange(at offset: Int) -> Range<Int>? {
        guard offset >= 0, offset < count else { return nil }
        let c = characterOffset(scalar: offset)
        return characterStarts[c]..<characterStarts[c + 1]
    }

    /// The word around code-point `offset` (letters and digits; the granularity AT-SPI
    /// calls WORD), or the run of other code points there.
    func wordRange(at offset: Int) -> Range<Int>? {
        guard offset >= 0, offset < count else { return nil }
        func isWord(_ i: Int) -> Bool {
            scalars[i].properties.isAlphabetic || scalars[i].properties.numericType != nil
        }
        let kind = isWord(offset)
        var lo = offset, hi = offset + 1
        while lo > 0 && isWord(lo - 1) == kind { lo -= 1 }
        while hi < count && isWord(hi) == kind { hi += 1 }
        return lo..<hi
    }

    /// The line around code-point `offset` (split at newlines).
    func lineRange(at offset: Int) -> Range<Int>? {
        guard offset >= 0, offset <= count, count > 0 else { return nil }
        let o = min(offset, count - 1)
        var lo = o, hi = o
        while lo > 0 && scalars[lo - 1] != "\n" { lo -= 1 }
        while hi < count && scalars[hi] != "\n" { hi += 1 }
        if hi < count { hi += 1 }
        return lo..<hi
    }
}
