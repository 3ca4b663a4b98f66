import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The kind of device an interface is laid out for.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision
}

/// The device the app runs on. A Linux desktop window is resizable and usually wider than
/// a phone, so `userInterfaceIdiom` is `.pad` (the idiom whose layouts expect a large,
/// resizable window); `name` is the host name, `systemName` "Linux" and `systemVersion`
/// the kernel's release.
public final class UIDevice: @unchecked Sendable {
    public static let current = UIDevice()

    public var userInterfaceIdiom: UIUserInterfaceIdiom { .pad }
    public var name: String { ProcessInfo.processInfo.hostName }
    public var model: String { "Linux" }
    public var localizedModel: String { model }
    public var systemName: String { "Linux" }
    public var systemVersion: String {
        var u = utsname()
        guard uname(&u) == 0 else { return "" }
        return withUnsafeBytes(of: &u.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
    /// A per-installation identifier that stays the same while the app's data does
    /// (kept in `UserDefaults`).
    public var identifierForVendor: UUID? {
        let key = "TrellisUIKit.identifierForVendor"
        if let s = UserDefaults.standard.string(forKey: key), let id = UUID(uuidString: s) { return id }
        let id = UUID()
        UserDefaults.standard.set(id.uuidString, forKey: key)
        return id
    }

    private init() {}
}
