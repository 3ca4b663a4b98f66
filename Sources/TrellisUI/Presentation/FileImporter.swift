// fileImporter: lets the user choose existing files, presented as Trellis's file dialog
// (FileDialog.swift) where SwiftUI presents the system's picker.
import Foundation
import UniformTypeIdentifiers

extension View {
    /// Presents a file dialog while `isPresented` is true for choosing one existing file of
    /// one of `allowedContentTypes` (a file whose type conforms to one of them; folders are
    /// chosen when a folder type is allowed).
    ///
    /// When the user chooses, `isPresented` is set to false and then `onCompletion` receives
    /// the file's URL. When the user cancels, `isPresented` is set to false and `onCompletion`
    /// is not called, as SwiftUI documents. The dialog is a sheet of Trellis's own views, not
    /// a system picker (PlatformDifferences.md); `fileDialogDefaultDirectory(_:)` sets where
    /// it opens. The URL needs no security-scoped access on Linux.
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType],
                             onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View {
        modifier(_FileDialogModifier(isPresented: isPresented,
                                     mode: .open(types: allowedContentTypes, multiple: false),
                                     onChoose: { urls in onCompletion(.success(urls[0])) },
                                     onCancellation: {}))
    }

    /// Presents a file dialog for choosing existing files: several when
    /// `allowsMultipleSelection` (each tap toggles a file), one otherwise. `onCompletion`
    /// receives the chosen URLs after `isPresented` is set to false; a cancelled dialog calls
    /// `onCancellation` instead.
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType],
                             allowsMultipleSelection: Bool,
                             onCompletion: @escaping (Result<[URL], any Error>) -> Void,
                             onCancellation: @escaping () -> Void = {}) -> some View {
        modifier(_FileDialogModifier(isPresented: isPresented,
                                     mode: .open(types: allowedContentTypes, multiple: allowsMultipleSelection),
                                     onChoose: { urls in onCompletion(.success(urls)) },
                                     onCancellation: onCancellation))
    }
}
