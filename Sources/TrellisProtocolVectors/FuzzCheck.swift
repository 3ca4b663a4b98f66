import TrellisProtocol

/// The fuzzer's oracle, shared with the regression-replay test.
///
/// For arbitrary bytes, decoding as either stream must (1) never trap, (2) re-encode every
/// decoded message to exactly the bytes it came from (the encoding is canonical), and
/// (3) give the same messages and the same final error whether the bytes arrive at once,
/// split in two, or (for short inputs) one byte at a time.
public enum FuzzCheck {
    /// Maximum frame size used while fuzzing: small enough that libFuzzer can hit it.
    public static let maxFrameSize = 1 << 16

    /// Violations found (empty = fine).
    public static func run(_ data: [UInt8]) -> [String] {
        check(ClientMessage.self, data) + check(DaemonEvent.self, data)
    }

    struct Outcome<M: WireMessage & Equatable>: Equatable {
        var messages: [M] = []
        var error: ProtocolError?
    }

    static func check<M: WireMessage & Equatable>(_: M.Type, _ data: [UInt8]) -> [String] {
        var violations: [String] = []
        let whole = decode(M.self, [data[...]])

        // Canonical re-encoding, frame by frame.
        var offset = 0
        for m in whole.messages {
            let length = Int(data[offset]) | Int(data[offset + 1]) << 8 | Int(data[offset + 2]) << 16
                | Int(data[offset + 3]) << 24
            let original = Array(data[offset ..< offset + 8 + length])
            let again = ProtocolSamples.frame(m)
            if again != original {
                violations.append("\(M.self) \(m): re-encodes to \(VectorFile.hex(frame: again)), "
                    + "decoded from \(VectorFile.hex(frame: original))")
            }
            _ = m.description
            offset += 8 + length
        }

        // Splitting must not change the outcome.
        let mid = data.count / 2
        if decode(M.self, [data[..<mid], data[mid...]]) != whole {
            violations.append("\(M.self): splitting at \(mid) changes the result")
        }
        if data.count <= 128 {
            let drip = data.indices.map { data[$0 ... $0] }
            if decode(M.self, drip) != whole {
                violations.append("\(M.self): byte-by-byte feeding changes the result")
            }
        }
        return violations
    }

    static func decode<M: WireMessage & Equatable>(_: M.Type, _ chunks: [ArraySlice<UInt8>]) -> Outcome<M> {
        var decoder = FrameDecoder<M>(maxFrameSize: maxFrameSize)
        var out = Outcome<M>()
        for chunk in chunks {
            decoder.append(contentsOf: chunk)
            do {
                while let m = try decoder.next() { out.messages.append(m) }
            } catch {
                out.error = error
                // The decoder stays failed.
                do {
                    _ = try decoder.next()
                    out.error?.detail += " [decoder did not stay failed]"
                } catch {}
                return out
            }
        }
        return out
    }
}
