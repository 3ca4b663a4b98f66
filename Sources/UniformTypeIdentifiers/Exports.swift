// UniformTypeIdentifiers for Linux: the module name apps import for `UTType`.
//
// Apple's module re-exports Foundation (a file that imports only UniformTypeIdentifiers can
// name `URL`); so does this one. Apple platforms have the real module: there this target
// does not exist (Package.swift).
@_exported import Foundation
