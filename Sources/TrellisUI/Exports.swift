// TrellisUI: the SwiftUI-compatible client library of Trellis.
//
// Apps write `import TrellisUI` where a SwiftUI app writes `import SwiftUI`. Like SwiftUI,
// importing the library makes Foundation, Combine and Observation (`@Observable`)
// available without more imports, and with them CoreGraphics' geometry (on Apple platforms
// Foundation brings CoreGraphics along).
//
// Combine and CoreGraphics are separate modules of this package on Linux (Sources/Combine:
// OpenCombine under Apple's names with its Foundation integration; Sources/CoreGraphics:
// CGAffineTransform, CGVector), so a model file that writes `import Combine` names the same
// `ObservableObject` that `@StateObject` takes here. FoundationCompat adds the Foundation
// API apps use that Linux's Foundation lacks (`URL.documentsDirectory`...). On Apple
// platforms the system's Combine and CoreGraphics are used and FoundationCompat is empty.
//
// Language mode: this module and its tests build in Swift 5 mode. SwiftUI app code is
// written for that mode (e.g. `static var defaultValue` in an `EnvironmentKey`, closures
// captured by view values that are not `Sendable`); Swift 6 strict checking rejects such
// seed snippets, so the library is compiled the way the apps that use it are.
@_exported import Foundation
@_exported import FoundationCompat
@_exported import OpenCombine
@_exported import Observation
#if !canImport(Darwin)
@_exported import Combine
@_exported import CoreGraphics
// `Transferable` (drag and drop, ShareLink, file export), which SwiftUI apps use with no
// import of its own.
@_exported import CoreTransferable
#endif
// UIKit's names SwiftUI apps use (`UIScreen.main.bounds`, `UIColor`, feedback
// generators…): on iOS `import SwiftUI` brings UIKit; here TrellisUI brings its stand-in.
@_exported import TrellisUIKit
