// UIKit's names that SwiftUI apps use beside SwiftUI, for Linux. This file: the image
// picker SwiftUI apps wrap in UIViewControllerRepresentable.
import Foundation
#if !canImport(Darwin)
import CoreGraphics
#endif

/// A controller that manages a stack of controllers (the image picker is one).
open class UINavigationController: UIViewController {
    /// The controllers on the stack, bottom first.
    open var viewControllers: [UIViewController] = []
    /// The top controller.
    open var topViewController: UIViewController? { viewControllers.last }
    /// A stack whose bottom controller is `rootViewController`.
    public init(rootViewController: UIViewController) {
        viewControllers = [rootViewController]
        super.init(nibName: nil, bundle: nil)
    }
    public override init(nibName: String? = nil, bundle: Bundle? = nil) { super.init(nibName: nibName, bundle: bundle) }
    public required init?(coder: NSCoder) { return nil }
    /// Pushes `controller` on the stack.
    open func pushViewController(_ controller: UIViewController, animated: Bool) { viewControllers.append(controller) }
    /// Pops the top controller.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        viewControllers.count > 1 ? viewControllers.removeLast() : nil
    }
}

/// What a navigation controller tells its delegate (the image picker's delegate adopts it).
@MainActor
public protocol UINavigationControllerDelegate: AnyObject {}

/// A picker for an image from the user's files.
///
/// TrellisUI shows it, where a `UIViewControllerRepresentable` returns it, as Trellis's file
/// dialog for images (the sheet `fileImporter` presents): choosing a file calls the
/// delegate's `imagePickerController(_:didFinishPickingMediaWithInfo:)` with the image
/// (`.originalImage`, and `.editedImage` when `allowsEditing`: there is no crop step) and its
/// file URL (`.imageURL`); cancelling calls `imagePickerControllerDidCancel(_:)`. A desktop
/// has no camera or photo library, so every source type picks from files and
/// `isSourceTypeAvailable` is true only for `.photoLibrary` and `.savedPhotosAlbum`.
open class UIImagePickerController: UINavigationController {
    /// Where images come from.
    open var sourceType: SourceType = .photoLibrary
    /// Whether the user may crop the image (no crop step here; see the type's description).
    open var allowsEditing = false
    /// The media types offered (`"public.image"`).
    open var mediaTypes: [String] = ["public.image"]
    /// Told of the choice.
    open weak var delegate: (UIImagePickerControllerDelegate & UINavigationControllerDelegate)?

    public override init(nibName: String? = nil, bundle: Bundle? = nil) { super.init(nibName: nibName, bundle: bundle) }
    public required init?(coder: NSCoder) { return nil }

    /// Whether `sourceType` can be used: files stand for the photo library; there is no camera.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType != .camera }
    /// The media types `sourceType` offers.
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? ["public.image"] : nil
    }

    /// The user chose the image file at `url`: the delegate is told, with the image.
    @MainActor package func finishPicking(url: URL) {
        var info: [InfoKey: Any] = [.imageURL: url, .mediaType: "public.image"]
        if let image = UIImage(contentsOfFile: url.path) {
            info[.originalImage] = image
            if allowsEditing { info[.editedImage] = image }
        }
        delegate?.imagePickerController(self, didFinishPickingMediaWithInfo: info)
    }
    /// The user cancelled: the delegate is told.
    @MainActor package func cancelPicking() { delegate?.imagePickerControllerDidCancel(self) }

    /// Where images come from.
    public enum SourceType: Int, Sendable { case photoLibrary, camera, savedPhotosAlbum }

    /// The keys of what the delegate is given.
    public struct InfoKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
    }
}

/// What an image picker tells its delegate: the chosen image, or that the user cancelled.
@MainActor
public protocol UIImagePickerControllerDelegate: AnyObject {
    /// The user chose an image; `info` holds it (`.originalImage`) and its file (`.imageURL`).
    func imagePickerController(_ picker: UIImagePickerController,
                               didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    /// The user cancelled.
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(_ picker: UIImagePickerController,
                                      didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {}
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {}
}
