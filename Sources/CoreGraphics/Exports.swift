// CoreGraphics for Linux: the module name SwiftUI code imports for its geometry.
//
// swift-corelibs-foundation already declares CGFloat, CGPoint, CGSize and CGRect with their
// geometry (`midX`, `insetBy`, `union`, `intersection`, `integral`, `standardized`,
// `divided`, `CGRectEdge`, `.zero`...); this module re-exports Foundation for those and
// adds what Linux's Foundation lacks and apps use: `CGAffineTransform` and the `applying(_:)`
// methods that take it, `CGVector`, and `equalTo(_:)`. Apple platforms have the real
// CoreGraphics: there this target does not exist (Package.swift).
@_exported import Foundation
