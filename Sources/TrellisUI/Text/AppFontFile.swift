// The fonts an app ships: TrueType/OpenType files among its resources (and the ones its
// Info.plist lists under UIAppFonts), indexed by the names `Font.custom` may use, and sent to
// the daemon once per connection (`defineFont`), since the daemon never reads the app's files.
import Foundation
import TrellisProtocol

/// One font file the app ships: its bytes, the key they are defined under (a 64-bit FNV-1a
/// hash of them) and the faces it holds.
final class AppFontFile: @unchecked Sendable {
    /// A face of the file, by the names its `name` table gives it.
    struct Face: Equatable {
        /// The family the daemon asks fontconfig for (the typographic family when the font
        /// has one, else the legacy family).
        var family: String
        /// Every name `Font.custom` may give for this face: family names, full name and
        /// PostScript name (lowercased).
        var names: Set<String>
        /// OS/2 usWeightClass (400 regular, 700 bold).
        var weight: UInt16
        var isItalic: Bool
    }

    let key: UInt64
    let bytes: [UInt8]
    let faces: [Face]

    init?(bytes b: [UInt8]) {
        let faces = SfntNames.faces(b)
        guard !faces.isEmpty else { return nil }
        bytes = b
        self.faces = faces
        var h: UInt64 = 0xcbf29ce484222325
        for x in b { h = (h ^ UInt64(x)) &* 0x100000001b3 }
        key = h == 0 ? 1 : h
    }

    /// The `defineFont` messages that send the bytes in parts under the frame limit.
    var definitions: [ClientMessage] {
        ResourceMessages.parts(of: bytes) { .defineFont(key: key, offset: $0, total: $1, data: $2) }
    }

    // MARK: the app's fonts

    private static let lock = NSLock()
    nonisolated(unsafe) private static var index: [String: (AppFontFile, Face)]?

    /// The app font `name` names (a family, full or PostScript name, any case), or nil when
    /// no font the app ships has that name (then it is a system family's name).
    static func named(_ name: String) -> (file: AppFontFile, face: Face)? {
        lock.lock()
        defer { lock.unlock() }
        if index == nil { index = buildIndex(roots: ResourceBundles.roots(for: nil)) }
        return index?[name.lowercased()]
    }

    /// Tests: index the fonts under `roots` instead of the app's resources.
    static func reindex(roots: [String]) {
        lock.lock()
        index = buildIndex(roots: roots)
        lock.unlock()
    }

    /// Every font file under `roots` (`.ttf`, `.otf`, `.ttc`, and the files an `Info.plist`
    /// there lists under `UIAppFonts`), each name mapped to its first face with that name.
    static func buildIndex(roots: [String]) -> [String: (AppFontFile, Face)] {
        var paths: [String] = []
        for root in roots {
            paths += appFontsListed(in: root)
            for ext in [".ttf", ".otf", ".ttc", ".TTF", ".OTF", ".TTC"] { paths += ResourceBundles.find(ext, under: root) }
        }
        var seen = Set<String>()
        var out: [String: (AppFontFile, Face)] = [:]
        for path in paths where seen.insert(path).inserted {
            guard let data = FileManager.default.contents(atPath: path), let file = AppFontFile(bytes: [UInt8](data)) else { continue }
            for face in file.faces {
                for n in face.names where out[n] == nil { out[n] = (file, face) }
            }
        }
        return out
    }

    /// The files an Info.plist at `root` lists under UIAppFonts (paths relative to `root`).
    static func appFontsListed(in root: String) -> [String] {
        guard let data = FileManager.default.contents(atPath: root + "/Info.plist"),
              let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
              let fonts = plist["UIAppFonts"] as? [String] else { return [] }
        return fonts.map { root + "/" + $0 }
    }
}

/// Reads the names, weight and slant of the faces in TrueType/OpenType bytes (a single font
/// or a `ttcf` collection), from the `name`, `OS/2` and `head` tables. Nothing is trusted:
/// every offset is checked against the bytes.
enum SfntNames {
    static func faces(_ b: [UInt8]) -> [AppFontFile.Face] {
        guard b.count >= 12 else { return [] }
        if b[0..<4].elementsEqual("ttcf".utf8) {
            let n = min(Int(u32(b, 8) ?? 0), 64)
            return (0..<n).compactMap { i in u32(b, 12 + 4 * i).flatMap { face(b, at: Int($0)) } }
        }
        return face(b, at: 0).map { [$0] } ?? []
    }

    private static func face(_ b: [UInt8], at start: Int) -> AppFontFile.Face? {
        guard let tag = u32(b, start), [0x0001_0000, 0x4F54_544F, 0x7472_7565].contains(tag),
              let numTables = u16(b, start + 4) else { return nil }
        var tables: [String: (offset: Int, length: Int)] = [:]
        for i in 0..<Int(numTables) {
            let r = start + 12 + 16 * i
            guard r + 16 <= b.count, let off = u32(b, r + 8), let len = u32(b, r + 12) else { return nil }
            tables[String(decoding: b[r..<r + 4], as: UTF8.self)] = (Int(off), Int(len))
        }
        guard let name = tables["name"] else { return nil }
        var names: [UInt16: String] = [:]
        var rank: [UInt16: Int] = [:]
        guard let count = u16(b, name.offset + 2), let storage = u16(b, name.offset + 4) else { return nil }
        for i in 0..<Int(count) {
            let r = name.offset + 6 + 12 * i
            guard let platform = u16(b, r), let encoding = u16(b, r + 2), let language = u16(b, r + 4),
                  let id = u16(b, r + 6), let length = u16(b, r + 8), let offset = u16(b, r + 10),
                  [1, 2, 4, 6, 16, 17].contains(id) else { continue }
            let s = name.offset + Int(storage) + Int(offset), e = s + Int(length)
            guard s >= 0, e <= b.count else { continue }
            let text: String
            let score: Int
            switch (platform, encoding) {
            case (3, 1), (3, 10), (0, _):
                var units: [UInt16] = []
                var j = s
                while j + 1 < e { units.append(UInt16(b[j]) << 8 | UInt16(b[j + 1])); j += 2 }
                text = String(decoding: units, as: UTF16.self)
                score = platform == 3 && language == 0x409 ? 3 : 2
            case (1, 0):
                text = String(decoding: b[s..<e], as: UTF8.self)
                score = 1
            default:
                continue
            }
            if score > rank[id, default: 0], !text.isEmpty { names[id] = text; rank[id] = score }
        }
        guard let family = names[16] ?? names[1] else { return nil }
        var weight: UInt16 = 400
        var italic = false
        if let os2 = tables["OS/2"], let w = u16(b, os2.offset + 4), let sel = u16(b, os2.offset + 62) {
            if (1...1000).contains(w) { weight = w }
            italic = sel & 1 != 0
        } else if let head = tables["head"], let style = u16(b, head.offset + 44) {
            weight = style & 1 != 0 ? 700 : 400
            italic = style & 2 != 0
        }
        let all = [names[1], names[4], names[6], names[16]].compactMap { $0?.lowercased() }
        return AppFontFile.Face(family: family, names: Set(all), weight: weight, isItalic: italic)
    }

    private static func u16(_ b: [UInt8], _ i: Int) -> UInt16? {
        guard i >= 0, i + 2 <= b.count else { return nil }
        return UInt16(b[i]) << 8 | UInt16(b[i + 1])
    }

    private static func u32(_ b: [UInt8], _ i: Int) -> UInt32? {
        guard i >= 0, i + 4 <= b.count else { return nil }
        return UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3])
    }
}
