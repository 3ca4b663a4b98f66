// FoundationCompat: Foundation API that SwiftUI apps use and swift-corelibs-foundation (the
// Foundation of Linux) lacks, each added only after a probe on Linux showed it missing.
// Every addition does what Apple documents; where the Linux answer differs (XDG folders
// instead of ~/Library), FoundationCompat.docc/FoundationCompat.md says so.
//
// On Apple platforms Foundation has all of this, so the module compiles to nothing there
// and the product can stay in a package's dependencies on every platform.
@_exported import Foundation
// Apple's Foundation brings the Observation module with it: a model file that imports only
// Foundation can write `@Observable`. Linux's does not, so this module does.
#if !canImport(Darwin)
@_exported import Observation
#endif
