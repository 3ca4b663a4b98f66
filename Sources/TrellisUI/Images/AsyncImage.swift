// AsyncImage: an image loaded from a URL while the view is shown. The bytes are read off
// the main actor in the view's task (cancelled when the view disappears, restarted when
// the URL changes), turned into a BitmapFile and drawn as any bitmap Image is.
import Foundation

/// Where an `AsyncImage`'s load is: not finished (`.empty`), an image, or why there is none.
/// The view's content closure gets it and picks what to show for each case.
public enum AsyncImagePhase: @unchecked Sendable {
    /// Nothing loaded yet (or no URL).
    case empty
    /// The URL's bytes, decoded.
    case success(Image)
    /// The load or the decoding failed; the error says why.
    case failure(Error)

    /// The loaded image, when there is one, so content can write `phase.image ?? …`.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The failure's error, when the load failed.
    public var error: Error? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// Why an `AsyncImage` shows no image: its `.failure` phase carries one of these.
struct AsyncImageLoadError: Error, CustomStringConvertible, Equatable {
    let description: String
}

/// A view that loads an image from a URL and shows it once loaded, a placeholder until then.
///
/// The load runs while the view is shown: it is cancelled when the view disappears and
/// started again when the URL changes. `file:` URLs are read from disk, `data:` URLs
/// decoded, and `http:`/`https:` URLs fetched with the system's curl tool (not URLSession,
/// which would link libcurl into every app: Images/HTTPImageFetch.swift); an HTTP error
/// status, a network failure or a missing curl ends in `.failure` with the reason. The bytes
/// must be a PNG, JPEG, SVG or PDF: other formats fail too.
public struct AsyncImage<Content: View>: View {
    let url: URL?
    let scale: CGFloat
    let transaction: Transaction
    /// Nil: the default content (the image, else a gray placeholder).
    let content: ((AsyncImagePhase) -> Content)?
    @State private var loaded = Loaded(url: nil, phase: .empty)

    /// The phase reached for `url` (another URL's result is not shown).
    struct Loaded { var url: URL?; var phase: AsyncImagePhase }

    /// Shows the image at `url`, or a gray box filling the proposed space until it has
    /// loaded (and when it fails). `scale` divides the image's pixel size (2 for `@2x` art).
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        self.url = url
        self.scale = scale
        self.transaction = Transaction()
        self.content = nil
    }

    /// Shows `content(image)` once the image at `url` has loaded, `placeholder()` until
    /// then and when the load fails. Apply image modifiers such as `resizable()` in
    /// `content`: the loaded `Image` is handed to it.
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {
        self.url = url
        self.scale = scale
        self.transaction = Transaction()
        self.content = { phase in
            if let image = phase.image { return ViewBuilder.buildEither(first: content(image)) }
            return ViewBuilder.buildEither(second: placeholder())
        }
    }

    /// Shows `content(phase)` for each phase of the load: `.empty` first, then
    /// `.success` or `.failure`. The phase changes inside `transaction`, so an animation it
    /// carries animates the change.
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url
        self.scale = scale
        self.transaction = transaction
        self.content = content
    }

    private var phase: AsyncImagePhase { loaded.url == url ? loaded.phase : .empty }

    public var body: some View {
        shown.task(id: url) { [url, scale, transaction] in
            guard let url else { return }
            let result = await AsyncImageLoader.load(url, scale: Double(scale))
            guard !Task.isCancelled else { return }
            let phase: AsyncImagePhase
            switch result {
            case .success(let file): phase = .success(Image(bitmap: file))
            case .failure(let error): phase = .failure(error)
            }
            withTransaction(transaction) { loaded = Loaded(url: url, phase: phase) }
        }
    }

    @ViewBuilder private var shown: some View {
        if let content {
            content(phase)
        } else if let image = phase.image {
            image
        } else {
            // SwiftUI's default placeholder: a neutral box that fills what it is offered.
            Color.gray.opacity(0.2)
        }
    }
}

/// Reads an `AsyncImage`'s URL and decodes its bytes.
enum AsyncImageLoader {
    /// The decoded bitmap at `url`, or why there is none.
    static func load(_ url: URL, scale: Double) async -> Result<BitmapFile, AsyncImageLoadError> {
        let bytes: [UInt8]
        switch url.scheme?.lowercased() {
        case "file":
            let path = url.path
            // Read on a dispatch thread: a slow disk (or a pipe) must not hold the main
            // actor or a thread of the cooperative pool. Read to the end rather than by
            // the file's size, so pipes and special files work too.
            let data: Data? = await withCheckedContinuation { done in
                DispatchQueue.global().async {
                    done.resume(returning: (try? FileHandle(forReadingAtPath: path)?.readToEnd()) ?? nil)
                }
            }
            guard let data else { return .failure(AsyncImageLoadError(description: "AsyncImage: cannot read \(path)")) }
            bytes = [UInt8](data)
        case "data":
            guard let data = decodeDataURL(url.absoluteString) else {
                return .failure(AsyncImageLoadError(description: "AsyncImage: malformed data: URL"))
            }
            bytes = data
        case "http", "https":
            switch await HTTPImageFetch.fetch(url) {   // Images/HTTPImageFetch.swift
            case .success(let body): bytes = body
            case .failure(let why): return .failure(why)
            }
        case let scheme:
            return .failure(AsyncImageLoadError(description:
                "AsyncImage: \(scheme ?? "schemeless") URLs are not loaded by Trellis (only file:, data:, http: and https:): \(url.absoluteString)"))
        }
        guard let file = BitmapFile(bytes: bytes, scale: scale > 0 ? scale : 1) else {
            return .failure(AsyncImageLoadError(description: "AsyncImage: \(url.absoluteString) is not a PNG, JPEG, SVG or PDF image"))
        }
        return .success(file)
    }

    /// The bytes of `data:[<type>][;base64],<data>` (percent-encoded when not base64).
    static func decodeDataURL(_ s: String) -> [UInt8]? {
        guard s.lowercased().hasPrefix("data:"), let comma = s.firstIndex(of: ",") else { return nil }
        let header = s[s.index(s.startIndex, offsetBy: 5)..<comma]
        let payload = String(s[s.index(after: comma)...])
        if header.lowercased().hasSuffix(";base64") {
            let clean = payload.removingPercentEncoding ?? payload
            return Data(base64Encoded: clean, options: .ignoreUnknownCharacters).map { [UInt8]($0) }
        }
        return payload.removingPercentEncoding.map { Array($0.utf8) }
    }
}

extension Image {
    /// A bitmap image from bytes already read (`AsyncImage`'s result).
    init(bitmap: BitmapFile) {
        self.init(systemName: "")
        isSymbol = false
        self.bitmap = bitmap
    }
}
