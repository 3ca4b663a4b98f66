#if !canImport(Darwin)
import Foundation

// Apps that share data with their widgets or extensions keep it in an app-group container
// found through `FileManager.containerURL(forSecurityApplicationGroupIdentifier:)`. Linux has
// no app groups or entitlements; what the call is for — one folder that every program of the
// group, run by this user, finds under the same name — is a folder named after the group in
// the user's application-support folder.

extension FileManager {
    /// The shared folder of the app group `groupIdentifier`: `<application support>/<groupIdentifier>`
    /// (`~/.local/share/group.com.example.app` on Linux), created when missing. `nil` when the
    /// identifier cannot name a folder (empty, `.`/`..`, or containing `/`) or the folder
    /// cannot be created.
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
        guard !groupIdentifier.isEmpty, groupIdentifier != ".", groupIdentifier != "..",
              !groupIdentifier.contains("/") else { return nil }
        let folder = URL.applicationSupportDirectory.appending(path: groupIdentifier, directoryHint: .isDirectory)
        do {
            try createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            return nil
        }
        return folder
    }
}
#endif
