// DEFLATE (RFC 1951) and its zlib wrapping (RFC 1950), decoded in pure Swift: PDF 1.5 and
// later keep page dictionaries in FlateDecode object streams, and the client reads a PDF's
// page size (`ImageFormat.vectorSize`) without zlib or any other C library.

/// A decoder for zlib streams (RFC 1950) and the raw DEFLATE data inside them (RFC 1951):
/// stored, fixed-Huffman and dynamic-Huffman blocks.
///
/// It exists so that TrellisProtocol, which stays pure Swift with no Foundation or C
/// dependency, can read the page size of a PDF whose page objects are compressed
/// (`ImageFormat.vectorSize`). It is written for untrusted bytes: every read is
/// bounds-checked, every step consumes input or fails, and the output is capped by `limit`.
/// Malformed data, input that ends early, or output that would grow past `limit` all give
/// nil (never a truncated prefix). Huffman codes are decoded a bit at a time (as zlib's
/// `puff` does): simple rather than fast, which is plenty for a PDF's object streams.
public enum Inflate {
    /// The bytes a zlib stream (RFC 1950) decompresses to, or nil when the header is not
    /// DEFLATE without a preset dictionary, the data is malformed or ends early, the
    /// Adler-32 checksum after it does not match, or the output would exceed `limit` bytes.
    /// Bytes after the checksum are ignored (a PDF stream may end with a newline).
    public static func zlib(_ bytes: ArraySlice<UInt8>, limit: Int) -> [UInt8]? {
        let s = bytes.startIndex
        guard bytes.count >= 6 else { return nil }
        let cmf = bytes[s], flg = bytes[s + 1]
        guard cmf & 0x0F == 8, cmf >> 4 <= 7, (Int(cmf) << 8 | Int(flg)) % 31 == 0, flg & 0x20 == 0 else { return nil }
        var input = BitReader(bytes[(s + 2)...])
        guard let out = try? inflate(&input, limit: limit) else { return nil }
        input.alignToByte()
        var stored: UInt32 = 0   // most significant byte first
        for _ in 0..<4 {
            guard let byte = try? input.bits(8) else { return nil }
            stored = stored << 8 | UInt32(byte)
        }
        return stored == adler32(out) ? out : nil
    }

    /// The bytes raw DEFLATE data (RFC 1951) decompresses to, or nil when it is malformed,
    /// ends before its final block, or would exceed `limit` bytes. Bytes after the final
    /// block are ignored.
    public static func raw(_ bytes: ArraySlice<UInt8>, limit: Int) -> [UInt8]? {
        var input = BitReader(bytes)
        return try? inflate(&input, limit: limit)
    }

    /// The Adler-32 checksum of `bytes` (RFC 1950 §8.2).
    public static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        var i = 0
        while i < bytes.count {
            let end = min(bytes.count, i + 5552)   // the most bytes before `b` can overflow
            while i < end { a += UInt32(bytes[i]); b += a; i += 1 }
            a %= 65521; b %= 65521
        }
        return b << 16 | a
    }

    private struct Malformed: Error {}

    /// Reads bits least significant first, as DEFLATE packs them.
    private struct BitReader {
        let data: ArraySlice<UInt8>
        var next: Int
        var buffer: UInt64 = 0
        var count = 0

        init(_ data: ArraySlice<UInt8>) { self.data = data; next = data.startIndex }

        /// The next `n` (0…32) bits as an integer; throws when the input ends first.
        mutating func bits(_ n: Int) throws(Malformed) -> Int {
            while count < n {
                guard next < data.endIndex else { throw Malformed() }
                buffer |= UInt64(data[next]) << UInt64(count)
                next += 1; count += 8
            }
            let value = Int(buffer & ((1 << UInt64(n)) - 1))
            buffer >>= UInt64(n); count -= n
            return value
        }

        /// Drops the bits left in the current byte (before a stored block and the checksum).
        mutating func alignToByte() { _ = try? bits(count % 8) }
    }

    /// A canonical Huffman code (RFC 1951 §3.2.2): how many codes have each length, and the
    /// symbols ordered by code.
    private struct Huffman {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []
        /// Whether some bit patterns are no code (allowed only for a single code).
        var incomplete = false

        /// The code with these code lengths (0 = unused symbol). Throws when the lengths
        /// over-subscribe the code space, or leave it incomplete with more than one code
        /// (a single code of length 1 is allowed, as zlib allows it).
        init(lengths: [Int]) throws(Malformed) {
            for l in lengths { counts[l] += 1 }
            var left = 1
            for l in 1...15 {
                left = left * 2 - counts[l]
                if left < 0 { throw Malformed() }
            }
            incomplete = left > 0
            if incomplete, lengths.count(where: { $0 > 0 }) > 1 { throw Malformed() }
            var offsets = [Int](repeating: 0, count: 16)
            for l in 1..<15 { offsets[l + 1] = offsets[l] + counts[l] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (symbol, l) in lengths.enumerated() where l > 0 {
                symbols[offsets[l]] = symbol; offsets[l] += 1
            }
        }

        /// The next symbol: codes are packed most significant bit first, so they are read a
        /// bit at a time. Throws on a code the table lacks or when the input ends.
        func decode(_ input: inout BitReader) throws(Malformed) -> Int {
            var code = 0, first = 0, index = 0
            for l in 1...15 {
                code |= try input.bits(1)
                let n = counts[l]
                if code - first < n { return symbols[index + code - first] }
                index += n; first = (first + n) << 1; code <<= 1
            }
            throw Malformed()
        }
    }

    private static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769,
                                       1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    private static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
    /// The order in which a dynamic block lists the code-length code's lengths.
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// The fixed codes (RFC 1951 §3.2.6). All 288 literal/length and 32 distance symbols
    /// get codes so the tables are complete; the unused ones (286, 287, 30, 31) are
    /// rejected when decoded.
    private static let fixed: (literals: Huffman, distances: Huffman) = {
        let literals = (0..<288).map { $0 < 144 ? 8 : $0 < 256 ? 9 : $0 < 280 ? 7 : 8 }
        // Both sets of lengths are valid, so construction cannot fail.
        return try! (Huffman(lengths: literals), Huffman(lengths: [Int](repeating: 5, count: 32)))
    }()

    private static func inflate(_ input: inout BitReader, limit: Int) throws(Malformed) -> [UInt8] {
        let limit = max(0, limit)
        var out: [UInt8] = []
        var last = false
        while !last {
            last = try input.bits(1) == 1
            switch try input.bits(2) {
            case 0:
                input.alignToByte()
                let length = try input.bits(16), complement = try input.bits(16)
                guard length == complement ^ 0xFFFF, length <= limit - out.count else { throw Malformed() }
                for _ in 0..<length { out.append(UInt8(try input.bits(8))) }
            case 1:
                try codes(&input, fixed.literals, fixed.distances, into: &out, limit: limit)
            case 2:
                let (literals, distances) = try dynamicCodes(&input)
                try codes(&input, literals, distances, into: &out, limit: limit)
            default:
                throw Malformed()
            }
        }
        return out
    }

    /// Reads a dynamic block's header (RFC 1951 §3.2.7): its literal/length and distance codes.
    private static func dynamicCodes(_ input: inout BitReader) throws(Malformed) -> (Huffman, Huffman) {
        let literalCount = try input.bits(5) + 257, distanceCount = try input.bits(5) + 1
        let codeLengthCount = try input.bits(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else { throw Malformed() }
        var codeLengths = [Int](repeating: 0, count: 19)
        for i in 0..<codeLengthCount { codeLengths[codeLengthOrder[i]] = try input.bits(3) }
        let codeLengthCode = try Huffman(lengths: codeLengths)
        guard !codeLengthCode.incomplete else { throw Malformed() }   // zlib's rule for this code
        var lengths: [Int] = []
        let total = literalCount + distanceCount
        while lengths.count < total {
            let symbol = try codeLengthCode.decode(&input)
            var value = symbol, repeats = 1
            switch symbol {
            case 16:
                guard let previous = lengths.last else { throw Malformed() }
                value = previous; repeats = 3 + (try input.bits(2))
            case 17: value = 0; repeats = 3 + (try input.bits(3))
            case 18: value = 0; repeats = 11 + (try input.bits(7))
            default: break
            }
            guard lengths.count + repeats <= total else { throw Malformed() }
            lengths += repeatElement(value, count: repeats)
        }
        guard lengths[256] > 0 else { throw Malformed() }   // no end-of-block code
        return (try Huffman(lengths: Array(lengths[..<literalCount])), try Huffman(lengths: Array(lengths[literalCount...])))
    }

    /// Decodes a Huffman block's literals and back-references up to its end-of-block code.
    private static func codes(_ input: inout BitReader, _ literals: Huffman, _ distances: Huffman,
                              into out: inout [UInt8], limit: Int) throws(Malformed) {
        while true {
            let symbol = try literals.decode(&input)
            if symbol < 256 {
                guard out.count < limit else { throw Malformed() }
                out.append(UInt8(symbol))
                continue
            }
            if symbol == 256 { return }
            let l = symbol - 257
            guard l < lengthBase.count else { throw Malformed() }
            let length = lengthBase[l] + (try input.bits(lengthExtra[l]))
            let d = try distances.decode(&input)
            guard d < distanceBase.count else { throw Malformed() }
            let distance = distanceBase[d] + (try input.bits(distanceExtra[d]))
            guard distance <= out.count, length <= limit - out.count else { throw Malformed() }
            let from = out.count - distance
            for k in 0..<length { out.append(out[from + k]) }   // may overlap what it appends
        }
    }
}
