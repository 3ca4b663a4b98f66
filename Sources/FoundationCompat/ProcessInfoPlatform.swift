#if !canImport(Darwin)
import Foundation

// Apps branch on these to adapt an iPhone/iPad app running on a Mac. A Linux process is
// neither, and code that asks must compile and take its ordinary path.

extension ProcessInfo {
    /// Whether this process is an iPhone or iPad app running on a Mac: never, on Linux.
    public var isiOSAppOnMac: Bool { false }

    /// Whether this process is a Mac Catalyst app: never, on Linux.
    public var isMacCatalystApp: Bool { false }
}
#endif
