// The EXIF orientation of a JPEG: part of what `defineImage` bytes mean (the daemon draws a
// JPEG turned by it, and the client sizes its bitmap node turned), so both peers read it the
// same way, here.

/// Reads the orientation a camera wrote into a JPEG's EXIF block (APP1 "Exif", TIFF tag
/// 0x0112): 1 (as stored) … 8, the TIFF/EXIF numbering. Phones store photos as the sensor
/// saw them and record the turn here; every image viewer applies it, and so does Trellis
/// (protocol README, `defineImage`).
public enum JPEGOrientation {
    /// The orientation of `bytes`, a JPEG; 1 when it has none, the block is malformed, or
    /// the bytes are not a JPEG. Only the segments before the image data are read.
    public static func of(_ bytes: [UInt8]) -> Int {
        guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return 1 }
        var i = 2
        while i + 4 <= bytes.count {
            guard bytes[i] == 0xFF else { return 1 }
            let marker = bytes[i + 1]
            if marker == 0xFF { i += 1; continue }
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }
            if marker == 0xDA || marker == 0xD9 { return 1 }   // image data: no EXIF before it
            let length = Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
            guard length >= 2, i + 2 + length <= bytes.count else { return 1 }
            if marker == 0xE1, let o = exif(bytes[(i + 4)..<(i + 2 + length)]) { return o }
            i += 2 + length
        }
        return 1
    }

    /// Whether `orientation` (5…8) turns the image a quarter: its shown width is its stored
    /// height.
    public static func swapsAxes(_ orientation: Int) -> Bool { (5...8).contains(orientation) }

    /// The stored pixel shown at (`x`, `y`) of an image of `width` × `height` stored pixels
    /// turned by `orientation` (1…8; anything else is 1).
    public static func source(x: Int, y: Int, width w: Int, height h: Int, orientation: Int) -> (x: Int, y: Int) {
        switch orientation {
        case 2: (w - 1 - x, y)                 // mirrored
        case 3: (w - 1 - x, h - 1 - y)         // turned 180°
        case 4: (x, h - 1 - y)                 // flipped vertically
        case 5: (y, x)                         // transposed
        case 6: (y, h - 1 - x)                 // turned 90° clockwise
        case 7: (w - 1 - y, h - 1 - x)         // transversed
        case 8: (w - 1 - y, x)                 // turned 90° counterclockwise
        default: (x, y)
        }
    }

    /// The orientation tag of an APP1 segment's payload, if it is an EXIF block holding one.
    private static func exif(_ p: ArraySlice<UInt8>) -> Int? {
        let b = Array(p)
        guard b.count >= 14, b[0..<6].elementsEqual([0x45, 0x78, 0x69, 0x66, 0, 0]) else { return nil }   // "Exif\0\0"
        let t = 6   // the TIFF header
        let little: Bool
        switch (b[t], b[t + 1]) {
        case (0x49, 0x49): little = true    // "II"
        case (0x4D, 0x4D): little = false   // "MM"
        default: return nil
        }
        func u16(_ at: Int) -> Int? {
            guard at >= 0, at + 2 <= b.count else { return nil }
            return little ? Int(b[at]) | Int(b[at + 1]) << 8 : Int(b[at]) << 8 | Int(b[at + 1])
        }
        func u32(_ at: Int) -> Int? {
            guard let lo = u16(little ? at : at + 2), let hi = u16(little ? at + 2 : at) else { return nil }
            return hi << 16 | lo
        }
        guard u16(t + 2) == 42, let ifd = u32(t + 4), let count = u16(t + ifd) else { return nil }
        for n in 0..<count {
            let entry = t + ifd + 2 + n * 12
            guard let tag = u16(entry) else { return nil }
            if tag == 0x0112 {
                guard u16(entry + 2) == 3, let v = u16(entry + 8), (1...8).contains(v) else { return nil }   // SHORT
                return v
            }
        }
        return nil
    }
}
