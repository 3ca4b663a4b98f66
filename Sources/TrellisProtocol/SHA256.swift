// SHA-256 (FIPS 180-4): the digest that names an image in the daemon's image store
// (`useImage`). Both peers compute it, so it lives with the protocol, in pure Swift.

/// The SHA-256 digest of some bytes (FIPS 180-4).
///
/// The daemon's image store is shared by every session of a uid, so the name under which
/// an image is found must be one no client can forge for bytes it did not send: a
/// collision-resistant hash the daemon computes itself. A client computes the same digest
/// to ask for an image (`useImage`) before it sends the bytes.
public enum SHA256 {
    fileprivate static let k: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    /// The 32-byte digest of `bytes`.
    public static func digest(_ bytes: [UInt8]) -> [UInt8] {
        bytes.withUnsafeBufferPointer { digest($0) }
    }

    /// The 32-byte digest of `bytes`.
    public static func digest(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var state = State()
        defer { state.w.deallocate() }
        let n = bytes.count
        var at = 0
        if let base = bytes.baseAddress {
            while at + 64 <= n { state.block(base + at); at += 64 }
        }
        // The rest, a 1 bit, zeros, and the bit length: one or two final blocks.
        var tail = [UInt8](bytes[at...])
        tail.append(0x80)
        while tail.count % 64 != 56 { tail.append(0) }
        let bits = UInt64(n) &* 8
        for i in (0..<8).reversed() { tail.append(UInt8(truncatingIfNeeded: bits >> (UInt64(i) * 8))) }
        tail.withUnsafeBufferPointer { t in
            var i = 0
            while i < t.count { state.block(t.baseAddress! + i); i += 64 }
        }
        var out: [UInt8] = []
        out.reserveCapacity(32)
        for v in [state.a, state.b, state.c, state.d, state.e, state.f, state.g, state.h] {
            out += [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
        }
        return out
    }

    /// The running hash: eight words, and the message schedule's scratch (no allocation
    /// per block: the daemon hashes every image it receives, megabytes at a time).
    private struct State {
        var a: UInt32 = 0x6a09e667, b: UInt32 = 0xbb67ae85, c: UInt32 = 0x3c6ef372, d: UInt32 = 0xa54ff53a
        var e: UInt32 = 0x510e527f, f: UInt32 = 0x9b05688c, g: UInt32 = 0x1f83d9ab, h: UInt32 = 0x5be0cd19
        let w = UnsafeMutablePointer<UInt32>.allocate(capacity: 64)

        /// Hashes the 64 bytes at `p`.
        mutating func block(_ p: UnsafePointer<UInt8>) {
            for t in 0..<16 {
                let q = p + t * 4
                w[t] = UInt32(q[0]) << 24 | UInt32(q[1]) << 16 | UInt32(q[2]) << 8 | UInt32(q[3])
            }
            for t in 16..<64 {
                let x = w[t - 15], y = w[t - 2]
                let s0 = rotr(x, 7) ^ rotr(x, 18) ^ (x >> 3)
                let s1 = rotr(y, 17) ^ rotr(y, 19) ^ (y >> 10)
                w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
            }
            var a = self.a, b = self.b, c = self.c, d = self.d, e = self.e, f = self.f, g = self.g, h = self.h
            SHA256.k.withUnsafeBufferPointer { k in
                for t in 0..<64 {
                    let s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)
                    let ch = (e & f) ^ (~e & g)
                    let t1 = h &+ s1 &+ ch &+ k[t] &+ w[t]
                    let s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)
                    let maj = (a & b) ^ (a & c) ^ (b & c)
                    h = g; g = f; f = e; e = d &+ t1; d = c; c = b; b = a; a = t1 &+ s0 &+ maj
                }
            }
            self.a &+= a; self.b &+= b; self.c &+= c; self.d &+= d
            self.e &+= e; self.f &+= f; self.g &+= g; self.h &+= h
        }
    }

    /// The digest in lower-case hexadecimal, for logs and error texts.
    public static func hex(_ digest: [UInt8]) -> String {
        digest.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }
}

@inline(__always) private func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 { x >> n | x << (32 - n) }
