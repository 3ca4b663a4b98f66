// What one session holds of the resources it sent: its images and fonts as assembled from
// their parts, the store entries its image keys name, and the keys it was asked to send.
import TrellisProtocol

/// A session's images and fonts (`defineImage`, `useImage`, `defineFont`).
///
/// The bytes a session defines count against its `maxSessionBytes` (images and fonts
/// together); the image bytes themselves live once in the daemon's `ImageStore`, shared by
/// the sessions of one uid, and `stored` says which entry each of this session's keys
/// names. Session+Resources.swift holds the operations; this type holds only their state,
/// so that `Session` keeps one field for all of it.
struct SessionResources {
    /// The images this session defined, by key, as assembled from their parts.
    var images = ResourceParts(message: "defineImage")
    /// The fonts this session defined, by key.
    var fonts = ResourceParts(message: "defineFont")
    /// The daemon's image store (the compositor's, shared by its sessions).
    var store: ImageStore
    /// What each of this session's image keys holds in `store`.
    var stored: [UInt64: StoredImage] = [:]
    /// Keys `imageMissing` was sent for that are not defined yet.
    var missing: Set<UInt64> = []
    /// An image named in `missing` arrived since the last batch of input: the last frame,
    /// which drew it as a placeholder, is drawn again.
    var missedImageArrived = false
    /// Counts resource bytes received into the compositor's total (set by the compositor).
    var bytesReceived: (Int) -> Void = { _ in }

    init(store: ImageStore) { self.store = store }

    /// Bytes the session's images and fonts hold together, against `maxSessionBytes`.
    var heldBytes: Int { images.heldBytes + fonts.heldBytes }

    /// Room left under `limit` for the resources of `message`'s kind: the other kind's bytes
    /// already count.
    func room(for message: String, under limit: Int) -> Int {
        limit - (message == fonts.message ? images.heldBytes : fonts.heldBytes)
    }
}
