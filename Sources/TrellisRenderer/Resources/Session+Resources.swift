// defineImage and defineFont: the resources a session sends once, assembled from their parts
// (ResourceParts), checked, and handed to the backend.
import TrellisProtocol

extension Session {
    /// `defineImage`: a bitmap's encoded bytes (README §5); the backend decodes them.
    func defineImage(key: UInt64, offset: UInt64, total: UInt64, data: [UInt8]) throws(SessionFailure) {
        if let bytes = try define(&images, key: key, offset: offset, total: total, data: data,
                                  limit: limits.maxSessionBytes - fonts.heldBytes) {
            // An offscreen session's images are drawn by its painter only; no window shows them.
            if let o = offscreen { o.rasterizer.imageDefined(key, bytes: bytes, surface: surface) }
            else { backend.imageDefined(key, bytes: bytes, surface: surface) }
        }
    }

    /// `defineFont`: a TrueType/OpenType file the app ships. Bytes that are no sfnt at all
    /// are the client's fault (invalidValue); a font whose tables the backend cannot read
    /// is the backend's to report (it logs once and falls back).
    func defineFont(key: UInt64, offset: UInt64, total: UInt64, data: [UInt8]) throws(SessionFailure) {
        if let bytes = try define(&fonts, key: key, offset: offset, total: total, data: data,
                                  limit: limits.maxSessionBytes - images.heldBytes) {
            guard FontFile.isSfnt(bytes) else {
                throw SessionFailure(.invalidValue,
                    "defineFont(\(key)): \(total) bytes that are not a TrueType or OpenType font (they start \(FontFile.describeStart(bytes)))")
            }
            // The backend measures the session's text, so it learns the font even offscreen.
            backend.fontDefined(key, bytes: bytes, surface: surface)
            offscreen?.rasterizer.fontDefined(key, bytes: bytes, surface: surface)
        }
    }

    private func define(_ store: inout ResourceParts, key: UInt64, offset: UInt64, total: UInt64, data: [UInt8],
                        limit: Int) throws(SessionFailure) -> [UInt8]? {
        do {
            return try store.define(key: key, offset: offset, total: total, data: data, limit: limit)
        } catch {
            switch error {
            case .invalid(let why): throw SessionFailure(.invalidValue, why)
            case .tooLarge(let n):
                throw SessionFailure(.limitExceeded,
                    "the session's images and fonts would hold \(n + (store.message == "defineFont" ? images.heldBytes : fonts.heldBytes)) bytes, over maxSessionBytes (\(limits.maxSessionBytes))")
            }
        }
    }
}

/// What the core checks of a font file before a backend sees it: its first tag.
enum FontFile {
    /// TrueType (00 01 00 00, `true`), OpenType with CFF outlines (`OTTO`) or a collection
    /// (`ttcf`): the tags FreeType reads as sfnt.
    static func isSfnt(_ b: [UInt8]) -> Bool {
        guard b.count >= 12 else { return false }
        let tag = Array(b[0..<4])
        return tag == [0, 1, 0, 0] || tag == Array("OTTO".utf8) || tag == Array("true".utf8) || tag == Array("ttcf".utf8)
    }

    /// The first bytes in hexadecimal, for the error text.
    static func describeStart(_ b: [UInt8]) -> String {
        b.isEmpty ? "empty" : b.prefix(4).map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined(separator: " ")
    }
}
