// The Swift packages an Xcode app target depends on (the project's package references), and
// how the port's Package.swift declares them, so that an app using a pure-Swift package
// (a parser, a collection, a networking helper) builds with it on Linux.
import Foundation

/// A Swift package product the app target uses, with the package it comes from.
public struct PackageDependency: Equatable, Sendable {
    /// Where the package comes from.
    public enum Source: Equatable, Sendable {
        /// A repository URL, resolved with `requirement`.
        case remote(url: String, requirement: Requirement)
        /// A folder on this machine (absolute path).
        case local(path: String)
    }

    /// Which versions of a remote package Xcode accepts: the project file's `requirement`.
    public enum Requirement: Equatable, Sendable {
        case upToNextMajor(from: String)
        case upToNextMinor(from: String)
        case exact(String)
        case range(from: String, upTo: String)
        case branch(String)
        case revision(String)
    }

    public var source: Source
    /// The package's products the target links.
    public var products: [String]

    public init(source: Source, products: [String]) {
        self.source = source
        self.products = products
    }

    /// SwiftPM's identity of the package: the last component of its URL or path without
    /// `.git`, which `.product(name:package:)` names it by.
    public var identity: String {
        let location: String
        switch source {
        case .remote(let url, _): location = url
        case .local(let path): location = path
        }
        var last = location.split(separator: "/").last.map(String.init) ?? location
        if last.hasSuffix(".git") { last.removeLast(4) }
        return last
    }

    /// The `.package(…)` entry of a manifest's `dependencies`.
    public var manifestEntry: String {
        let q = HostPackage.swiftLiteral
        switch source {
        case .local(let path): return ".package(path: \(q(path)))"
        case let .remote(url, requirement):
            switch requirement {
            case .upToNextMajor(let v): return ".package(url: \(q(url)), from: \(q(v)))"
            case .upToNextMinor(let v): return ".package(url: \(q(url)), .upToNextMinor(from: \(q(v))))"
            case .exact(let v): return ".package(url: \(q(url)), exact: \(q(v)))"
            case let .range(a, b): return ".package(url: \(q(url)), \(q(a))..<\(q(b)))"
            case .branch(let b): return ".package(url: \(q(url)), branch: \(q(b)))"
            case .revision(let r): return ".package(url: \(q(url)), revision: \(q(r)))"
            }
        }
    }

    /// Reads a target's `packageProductDependencies` from a project file's objects: each
    /// `XCSwiftPackageProductDependency` with its `XCRemoteSwiftPackageReference` or
    /// `XCLocalSwiftPackageReference` (a relative path is taken from `sourceRoot`). Plugin
    /// products and products without a package reference are left out. Products of one
    /// package are grouped, in the order the target lists them.
    static func read(target: [String: Any], objects: [String: Any], sourceRoot: String) -> [PackageDependency] {
        var found: [PackageDependency] = []
        for id in target["packageProductDependencies"] as? [String] ?? [] {
            guard let dep = objects[id] as? [String: Any], var product = dep["productName"] as? String,
                  let refID = dep["package"] as? String, let ref = objects[refID] as? [String: Any] else { continue }
            if product.hasPrefix("plugin:") { continue }
            product = product.trimmingCharacters(in: .whitespaces)
            let source: Source
            switch ref["isa"] as? String {
            case "XCRemoteSwiftPackageReference":
                guard let url = ref["repositoryURL"] as? String,
                      let requirement = requirement(ref["requirement"] as? [String: Any] ?? [:]) else { continue }
                source = .remote(url: url, requirement: requirement)
            case "XCLocalSwiftPackageReference":
                guard let relative = (ref["relativePath"] ?? ref["path"]) as? String else { continue }
                let path = relative.hasPrefix("/") ? relative : sourceRoot + "/" + relative
                source = .local(path: URL(fileURLWithPath: path).standardizedFileURL.path)
            default: continue
            }
            if let k = found.firstIndex(where: { $0.source == source }) {
                if !found[k].products.contains(product) { found[k].products.append(product) }
            } else {
                found.append(PackageDependency(source: source, products: [product]))
            }
        }
        return found
    }

    /// A remote reference's `requirement` dictionary as a ``Requirement``; nil for a kind
    /// this reader does not know.
    static func requirement(_ r: [String: Any]) -> Requirement? {
        let min = r["minimumVersion"] as? String
        switch r["kind"] as? String {
        case "upToNextMajorVersion": return min.map { .upToNextMajor(from: $0) }
        case "upToNextMinorVersion": return min.map { .upToNextMinor(from: $0) }
        case "exactVersion": return (r["version"] as? String).map { .exact($0) }
        case "versionRange":
            guard let min, let max = r["maximumVersion"] as? String else { return nil }
            return .range(from: min, upTo: max)
        case "branch": return (r["branch"] as? String).map { .branch($0) }
        case "revision": return (r["revision"] as? String).map { .revision($0) }
        default: return nil
        }
    }
}
