#if !canImport(Darwin)
import Foundation

// `URL.documentsDirectory` and its siblings, the way apps find where to save files. Each is
// the user's folder that `FileManager.urls(for:in:)` names on this system (XDG folders on
// Linux: Documents, ~/.cache, ~/.local/share...), so these agree with code that still asks
// FileManager.

extension URL {
    /// The user's documents folder (`~/Documents`), where an app keeps what the user made.
    public static var documentsDirectory: URL { userFolder(.documentDirectory) }

    /// The per-user cache folder (`~/.cache` on Linux): data the app can recreate.
    public static var cachesDirectory: URL { userFolder(.cachesDirectory) }

    /// The per-user application-support folder (`~/.local/share` on Linux): files an app
    /// keeps for itself that are not documents.
    public static var applicationSupportDirectory: URL { userFolder(.applicationSupportDirectory) }

    /// The user's downloads folder (`~/Downloads`).
    public static var downloadsDirectory: URL { userFolder(.downloadsDirectory) }

    /// The user's desktop folder (`~/Desktop`).
    public static var desktopDirectory: URL { userFolder(.desktopDirectory) }

    /// The user's movies folder (`~/Videos` on Linux).
    public static var moviesDirectory: URL { userFolder(.moviesDirectory) }

    /// The user's music folder (`~/Music`).
    public static var musicDirectory: URL { userFolder(.musicDirectory) }

    /// The user's pictures folder (`~/Pictures`).
    public static var picturesDirectory: URL { userFolder(.picturesDirectory) }

    /// The user's public folder (`~/Public`).
    public static var sharedPublicDirectory: URL { userFolder(.sharedPublicDirectory) }

    /// The user's trash folder (`~/.Trash`, as FileManager names it on Linux).
    public static var trashDirectory: URL { userFolder(.trashDirectory) }

    /// The URL of `directory` in `domain`, created when `shouldCreate` is true: the URL form
    /// of `FileManager.url(for:in:appropriateFor:create:)`, which it calls. Throws what that
    /// throws (the folder could not be created, or the system has no such folder).
    public init(for directory: FileManager.SearchPathDirectory, in domain: FileManager.SearchPathDomainMask,
                appropriateFor url: URL? = nil, create shouldCreate: Bool = false) throws {
        self = try FileManager.default.url(for: directory, in: domain, appropriateFor: url, create: shouldCreate)
    }

    /// The folder FileManager names for `directory` in the user's domain. Foundation on Linux
    /// always answers for the folders above (they are paths under the home folder, whether
    /// or not they exist yet); the home folder itself is the fallback should it not.
    private static func userFolder(_ directory: FileManager.SearchPathDirectory) -> URL {
        FileManager.default.urls(for: directory, in: .userDomainMask).first
            ?? URL(fileURLWithPath: NSHomeDirectory(), isDirectory: true)
    }
}
#endif
