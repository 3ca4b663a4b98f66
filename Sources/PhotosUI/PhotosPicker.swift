// PhotosUI's picker on a desktop without a photo library: PhotosPicker chooses image (or
// video) files in Trellis's file dialog (`fileImporter`), and each chosen file becomes a
// PhotosPickerItem whose `loadTransferable(type:)` reads the file and imports it as the
// app asks (Data, Image, or the app's own Transferable type), as the photo library's items do.
import Foundation
import TrellisUI
import UniformTypeIdentifiers

/// The kinds of assets a picker offers.
public struct PHPickerFilter: Equatable, Hashable, Sendable {
    /// The file types the filter admits (empty with `excluded`: everything but those).
    let types: [UTType]
    let excluded: [UTType]

    public static let images = PHPickerFilter(types: [.image], excluded: [])
    public static let videos = PHPickerFilter(types: [.movie], excluded: [])
    /// A desktop has no live photos: their still images.
    public static let livePhotos = PHPickerFilter(types: [.image], excluded: [])
    public static let screenshots = PHPickerFilter(types: [.png], excluded: [])
    public static let panoramas = PHPickerFilter(types: [.image], excluded: [])
    public static let bursts = PHPickerFilter(types: [.image], excluded: [])
    public static let depthEffectPhotos = PHPickerFilter(types: [.image], excluded: [])
    public static let slomoVideos = PHPickerFilter(types: [.movie], excluded: [])
    public static let timelapseVideos = PHPickerFilter(types: [.movie], excluded: [])
    public static let cinematicVideos = PHPickerFilter(types: [.movie], excluded: [])

    /// Assets any of `subfilters` admits.
    public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
        PHPickerFilter(types: subfilters.flatMap(\.types), excluded: subfilters.flatMap(\.excluded))
    }
    /// Assets every one of `subfilters` admits (the narrowest of their types).
    public static func all(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
        // A type every subfilter admits: one of a subfilter's types that conforms to a type
        // of each of the others (`.all(of: [.images, .screenshots])`: PNG).
        let candidates = subfilters.flatMap(\.types)
        var types: [UTType] = []
        for t in candidates where !types.contains(t) && subfilters.allSatisfy({ f in f.types.contains { t.conforms(to: $0) } }) {
            types.append(t)
        }
        return PHPickerFilter(types: types, excluded: subfilters.flatMap(\.excluded))
    }
    /// Assets `filter` does not admit (among images and videos).
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter {
        PHPickerFilter(types: [.image, .movie], excluded: filter.types)
    }

    /// The content types the file dialog offers.
    var contentTypes: [UTType] {
        guard !excluded.isEmpty else { return types }
        // `not(.videos)`: the dialog shows images; `not(.images)`: videos.
        return [.image, .movie].filter { t in !excluded.contains { t.conforms(to: $0) } }
    }
}

/// How the picker orders and keeps a multiple selection.
public struct PhotosPickerSelectionBehavior: Equatable, Hashable, Sendable {
    let name: String
    public static let `default` = PhotosPickerSelectionBehavior(name: "default")
    public static let ordered = PhotosPickerSelectionBehavior(name: "ordered")
    public static let continuous = PhotosPickerSelectionBehavior(name: "continuous")
    public static let continuousAndOrdered = PhotosPickerSelectionBehavior(name: "continuousAndOrdered")
}

/// An asset the user picked: a file, loaded as the app asks.
public struct PhotosPickerItem: Equatable, Hashable, Sendable {
    /// Which encoding a picker hands out when an asset has several (a file has one).
    public struct EncodingDisambiguationPolicy: Equatable, Hashable, Sendable {
        let name: String
        public static let automatic = EncodingDisambiguationPolicy(name: "automatic")
        public static let current = EncodingDisambiguationPolicy(name: "current")
        public static let compatible = EncodingDisambiguationPolicy(name: "compatible")
    }

    /// The picked file.
    let url: URL
    /// The asset's identifier: the picked file's path.
    public let itemIdentifier: String?

    /// An item for the asset with `itemIdentifier`: a file path.
    public init(itemIdentifier: String) {
        url = URL(fileURLWithPath: itemIdentifier)
        self.itemIdentifier = itemIdentifier
    }

    init(url: URL) {
        self.url = url
        itemIdentifier = url.path
    }

    /// The type of the file (from its extension), then the types it conforms to.
    public var supportedContentTypes: [UTType] {
        guard let type = UTType(filenameExtension: url.pathExtension) else { return [.data] }
        return [type]
    }

    /// The file's contents as `type` (`Data`, `Image`, or a Transferable type of the app
    /// that imports this file type); nil when `type` imports none of its types. Reading the
    /// file fails with the file system's error.
    public func loadTransferable<T: Transferable>(type: T.Type) async throws -> T? {
        let url = url
        let data = try await Task.detached { try Data(contentsOf: url) }.value
        for contentType in supportedContentTypes {
            if let value = try await T._importing(data, contentType: contentType) { return value }
        }
        return nil
    }

    /// The same, delivered to `completionHandler` (on an arbitrary thread, as in PhotosUI).
    @discardableResult
    public func loadTransferable<T: Transferable>(type: T.Type, completionHandler: @escaping @Sendable (Result<T?, any Error>) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        let item = self
        Task {
            do { completionHandler(.success(try await item.loadTransferable(type: type))) } catch { completionHandler(.failure(error)) }
            progress.completedUnitCount = 1
        }
        return progress
    }
}

/// A button that opens a picker of photos (image files); the picked items go to `selection`.
public struct PhotosPicker<Label: View>: View {
    let label: Label
    let types: [UTType]
    let multiple: Bool
    let choose: ([PhotosPickerItem]) -> Void
    @State private var presented = false

    public var body: some View {
        Button { presented = true } label: { label }
            .photosPickerDialog(isPresented: $presented, types: types, multiple: multiple, choose: choose)
    }

    /// A picker of one item.
    public init(selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                @ViewBuilder label: () -> Label) {
        self.label = label()
        types = (filter ?? .any(of: [.images, .videos])).contentTypes
        multiple = false
        choose = { selection.wrappedValue = $0.first }
    }

    /// A picker of up to `maxSelectionCount` items (no limit when nil).
    public init(selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                @ViewBuilder label: () -> Label) {
        self.label = label()
        types = (filter ?? .any(of: [.images, .videos])).contentTypes
        multiple = maxSelectionCount != 1
        let limit = maxSelectionCount.map { max(0, $0) } ?? Int.max
        choose = { selection.wrappedValue = Array($0.prefix(limit)) }
    }
}

extension PhotosPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        self.init(selection: selection, matching: filter, preferredItemEncoding: preferredItemEncoding) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                                   preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        self.init(selection: selection, matching: filter, preferredItemEncoding: preferredItemEncoding) { Text(title) }
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        self.init(selection: selection, maxSelectionCount: maxSelectionCount, selectionBehavior: selectionBehavior,
                  matching: filter, preferredItemEncoding: preferredItemEncoding) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                                   selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                                   preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        self.init(selection: selection, maxSelectionCount: maxSelectionCount, selectionBehavior: selectionBehavior,
                  matching: filter, preferredItemEncoding: preferredItemEncoding) { Text(title) }
    }
}

extension View {
    /// Presents the photo picker while `isPresented` is true; the picked item goes to `selection`.
    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                             preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) -> some View {
        photosPickerDialog(isPresented: isPresented, types: (filter ?? .any(of: [.images, .videos])).contentTypes, multiple: false) {
            selection.wrappedValue = $0.first
        }
    }

    /// Presents the photo picker while `isPresented` is true; up to `maxSelectionCount` items go to `selection`.
    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                             selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                             preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) -> some View {
        let limit = maxSelectionCount.map { max(0, $0) } ?? Int.max
        return photosPickerDialog(isPresented: isPresented, types: (filter ?? .any(of: [.images, .videos])).contentTypes,
                                  multiple: maxSelectionCount != 1) { selection.wrappedValue = Array($0.prefix(limit)) }
    }

    /// The file dialog for `types`; a cancelled dialog leaves the selection as it was.
    func photosPickerDialog(isPresented: Binding<Bool>, types: [UTType], multiple: Bool,
                            choose: @escaping ([PhotosPickerItem]) -> Void) -> some View {
        fileImporter(isPresented: isPresented, allowedContentTypes: types, allowsMultipleSelection: multiple) { result in
            if case .success(let urls) = result { choose(urls.map(PhotosPickerItem.init(url:))) }
        }
    }
}
