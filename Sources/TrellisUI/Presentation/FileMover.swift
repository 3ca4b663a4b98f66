// fileMover: lets the user choose a folder, then moves files there.
import Foundation

extension View {
    /// Presents a file dialog while `isPresented` is true (and `file` is not nil) for
    /// choosing a folder, then moves `file` into it. After the move, `isPresented` is set
    /// to false and `onCompletion` receives the file's new URL or the error that stopped the
    /// move (a file of that name in the folder, for one); a cancelled dialog calls
    /// `onCancellation`. The dialog is Trellis's own (PlatformDifferences.md).
    public func fileMover(isPresented: Binding<Bool>, file: URL?,
                          onCompletion: @escaping (Result<URL, any Error>) -> Void,
                          onCancellation: @escaping () -> Void = {}) -> some View {
        _fileMover(isPresented: isPresented, files: file.map { [$0] } ?? [], onCompletion: { result in
            onCompletion(result.map { $0[0] })
        }, onCancellation: onCancellation)
    }

    /// Moves `files` into the folder the user chooses; `onCompletion` receives their new
    /// URLs, or the first error (the files before it have moved).
    public func fileMover<C: Collection>(isPresented: Binding<Bool>, files: C,
                                         onCompletion: @escaping (Result<[URL], any Error>) -> Void,
                                         onCancellation: @escaping () -> Void = {}) -> some View where C.Element == URL {
        _fileMover(isPresented: isPresented, files: Array(files), onCompletion: onCompletion, onCancellation: onCancellation)
    }

    func _fileMover(isPresented: Binding<Bool>, files: [URL],
                    onCompletion: @escaping (Result<[URL], any Error>) -> Void,
                    onCancellation: @escaping () -> Void) -> some View {
        let shown = Binding(get: { isPresented.wrappedValue && !files.isEmpty },
                            set: { isPresented.wrappedValue = $0 })
        return modifier(_FileDialogModifier(isPresented: shown, mode: .move, onChoose: { urls in
            let folder = urls[0]
            onCompletion(Result(catching: {
                try files.map { file in
                    let destination = folder.appendingPathComponent(file.lastPathComponent)
                    try FileManager.default.moveItem(at: file, to: destination)
                    return destination
                }
            }))
        }, onCancellation: onCancellation))
    }
}
