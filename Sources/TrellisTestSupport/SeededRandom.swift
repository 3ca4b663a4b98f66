// Seeded randomness for tests: the same sequence on every platform for a given seed, and
// every randomized test says which seed it ran so a failure can be replayed.
import Foundation

/// SplitMix64: tiny, fast, and the same sequence on every platform for a given seed.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    public var state: UInt64
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The seeds of randomized tests.
///
/// A test asks `TestSeed.value(default:)` for its seed: the default keeps the suite
/// deterministic, `TRELLIS_TEST_SEED=N` replays (or explores) another one, and the seed
/// is printed with the test's name so a failing run in CI says how to replay it.
public enum TestSeed {
    /// The seed to use: `TRELLIS_TEST_SEED` when set (decimal or 0x-hex), else `fallback`.
    /// Prints `seed NAME = N (replay: TRELLIS_TEST_SEED=N)`.
    public static func value(_ fallback: UInt64, for name: String = #function) -> UInt64 {
        let seed = override ?? fallback
        print("seed \(name) = \(seed) (replay: TRELLIS_TEST_SEED=\(seed))")
        return seed
    }

    /// A generator seeded with `value(fallback, for: name)`.
    public static func generator(_ fallback: UInt64, for name: String = #function) -> SplitMix64 {
        SplitMix64(seed: value(fallback, for: name))
    }

    static var override: UInt64? {
        guard let text = ProcessInfo.processInfo.environment["TRELLIS_TEST_SEED"], !text.isEmpty else { return nil }
        if text.hasPrefix("0x") { return UInt64(text.dropFirst(2), radix: 16) }
        return UInt64(text)
    }
}
