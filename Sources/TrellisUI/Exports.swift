// TrellisUI: the SwiftUI-compatible client library of Trellis.
//
// Apps write `import TrellisUI` where a SwiftUI app writes `import SwiftUI`. Like SwiftUI,
// importing the library makes Foundation, Combine (here OpenCombine: `ObservableObject`,
// `@Published`, publishers) and Observation (`@Observable`) available without more imports.
//
// Language mode: this module and its tests build in Swift 5 mode. SwiftUI app code is
// written for that mode (e.g. `static var defaultValue` in an `EnvironmentKey`, closures
// captured by view values that are not `Sendable`); Swift 6 strict checking rejects such
// seed snippets, so the library is compiled the way the apps that use it are.
@_exported import Foundation
@_exported import OpenCombine
@_exported import Observation
