// The process's table of type declarations: the system's (UTTypeSystemDeclarations), the
// app's (`exportedAs`/`importedAs`) and the dynamic types made up for unknown tags.
import Foundation

/// One type's declaration: where it sits in the conformance hierarchy and its tags.
struct UTTypeDeclaration: Sendable {
    enum Origin: Sendable { case system, exported, imported, dynamic }
    /// The identifier as declared (lookups ignore case, as Apple's do).
    let identifier: String
    /// The identifiers of its direct supertypes.
    let conformsTo: [String]
    let filenameExtensions: [String]
    let mimeTypes: [String]
    let description: String?
    let origin: Origin
}

/// Every type this process knows, looked up by identifier, extension or MIME type.
///
/// Apple's type database is system-wide (Launch Services reads every installed app's
/// declarations); Linux has none, so this one is per process: the system types this module
/// declares plus what the app declares while it runs. Guarded by a lock: `UTType` is
/// `Sendable` and may be made on any thread.
final class UTTypeRegistry: @unchecked Sendable {
    static let shared = UTTypeRegistry()

    private let lock = NSLock()
    private var declarations: [String: UTTypeDeclaration] = [:]   // lower-cased identifier
    private var byExtension: [String: [String]] = [:]             // lower-cased tag → identifiers, declaration order
    private var byMIMEType: [String: [String]] = [:]
    /// Supertype closures, computed on first use and cleared when a declaration is added.
    private var closures: [String: [String]] = [:]

    private init() {
        for declaration in UTTypeSystemDeclarations.all { insert(declaration) }
    }

    private func insert(_ d: UTTypeDeclaration) {
        let key = d.identifier.lowercased()
        declarations[key] = d
        for e in d.filenameExtensions { byExtension[e.lowercased(), default: []].append(d.identifier) }
        for m in d.mimeTypes { byMIMEType[m.lowercased(), default: []].append(d.identifier) }
        closures = [:]
    }

    func declaration(_ identifier: String) -> UTTypeDeclaration? {
        lock.lock(); defer { lock.unlock() }
        return declarations[identifier.lowercased()]
    }

    /// Adds `declaration` unless a type with its identifier is already declared (the first
    /// declaration wins, as the system's do over an app's on Apple platforms). Returns the
    /// declaration in force.
    @discardableResult
    func declare(_ declaration: UTTypeDeclaration) -> UTTypeDeclaration {
        lock.lock(); defer { lock.unlock() }
        if let existing = declarations[declaration.identifier.lowercased()] { return existing }
        insert(declaration)
        return declaration
    }

    /// Identifiers of the types carrying `tag` of `tagClass`, in declaration order.
    func identifiers(tag: String, tagClass: UTTagClass) -> [String] {
        lock.lock(); defer { lock.unlock() }
        switch tagClass {
        case .filenameExtension: return byExtension[tag.lowercased()] ?? []
        case .mimeType: return byMIMEType[tag.lowercased()] ?? []
        default: return []
        }
    }

    /// Every identifier `identifier` conforms to, directly or indirectly, nearest first;
    /// excluding itself.
    func supertypeClosure(of identifier: String) -> [String] {
        lock.lock(); defer { lock.unlock() }
        let key = identifier.lowercased()
        if let cached = closures[key] { return cached }
        var seen: Set<String> = [key]
        var order: [String] = []
        var queue = declarations[key]?.conformsTo ?? []
        while !queue.isEmpty {
            let next = queue.removeFirst()
            guard seen.insert(next.lowercased()).inserted else { continue }
            let canonical = declarations[next.lowercased()]?.identifier ?? next
            order.append(canonical)
            queue += declarations[next.lowercased()]?.conformsTo ?? []
        }
        closures[key] = order
        return order
    }
}
