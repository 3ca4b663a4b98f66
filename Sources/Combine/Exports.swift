// Combine for Linux: Apple's Combine names over OpenCombine, for files that `import Combine`.
//
// OpenCombine declares the same protocols and types as Combine (`Publisher`, `Subject`,
// `ObservableObject`, `@Published`, `AnyCancellable`...) under its own module name; this
// module re-exports it, so `import Combine` compiles unchanged and names the very types
// TrellisUI's `@StateObject` / `@ObservedObject` / `onReceive` take (TrellisUI re-exports
// this module). OpenCombineDispatch makes `DispatchQueue` a `Scheduler`
// (`receive(on: DispatchQueue.main)`); the Foundation integration is in this module's other
// files. Apple platforms have the real Combine: there this target does not exist (Package.swift).
@_exported import OpenCombine
@_exported import OpenCombineDispatch
import Foundation

// OpenCombine declares `DispatchQueue: Scheduler`, `Optional.publisher` and
// `Result.publisher` only `#if !canImport(Combine)`, and SwiftPM puts every module of a
// build in one search path. When OpenCombine is recompiled while this module's
// `Combine.swiftmodule` is already there (a toolchain change, new `-Xswiftc` flags), those
// declarations silently disappear. This function stops the build here instead, with this
// explanation, rather than at an app's `receive(on:)`. If it fails to compile, delete
// OpenCombine's objects (`rm -rf .build/*/debug/OpenCombine*.build .build/*/debug/Modules/OpenCombine*`)
// or the whole `.build`, and build again. See Combine.docc/Combine.md.
@usableFromInline
func _openCombineWasBuiltWithoutCombineInSight() {
    let queue: some Scheduler = DispatchQueue.main
    _ = queue
    _ = Optional<Int>.none.publisher
    _ = Result<Int, Never>.success(0).publisher
}
