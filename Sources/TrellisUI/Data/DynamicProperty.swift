/// A stored property of a view that TrellisUI connects to the view's identity before its
/// body runs (`@State`, `@Binding`, `@Environment`, `@StateObject`, ...). Custom
/// dynamic properties (structs that contain these) are connected recursively.
public protocol DynamicProperty {
    /// Called before the body of the view that holds this property runs.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// Implemented by TrellisUI's dynamic properties: connect to the node's storage.
@MainActor
protocol _DynamicPropertyInstall {
    func _install(in node: GraphNode, label: String)
}

extension GraphNode {
    /// Connects the dynamic properties of the current value (found through reflection,
    /// by field label) to this identity's storage, environment and observed objects.
    func install(first: Bool) {
        // Checked before the view is boxed as `Any` for reflection (a copy per body).
        if !info.providesInstallTarget && holdsNoDynamicProperty(ObjectIdentifier(info.viewType)) { return }
        guard let provider = view as? _InstallTargetProviding else { return install(target: view) }
        // An App's dynamic properties are one set of storage for all its windows (each a
        // graph of its own): found there before installing, and put there after.
        let shared = provider._sharedStorage
        if let shared { for (k, v) in shared.boxes where storage[k] == nil { storage[k] = v } }
        install(target: provider._installTarget)
        if let shared { for (k, v) in storage where _SharedDynamicStorage.shareable(v) { shared.boxes[k] = v } }
    }

    func install(target: Any) {
        let typeID = ObjectIdentifier(type(of: target))
        if holdsNoDynamicProperty(typeID) { return }
        dynamicLabels.removeAll(keepingCapacity: true)
        envLinks.removeAll(keepingCapacity: true)
        sourceLabels.removeAll(keepingCapacity: true)
        let before = Set(objectSubscriptions.keys)
        graph.seenObjects.removeAll(keepingCapacity: true)
        installFields(of: target, prefix: "")
        if dynamicLabels.isEmpty { graph.typesWithoutDynamicProperties.insert(typeID) }
        for id in before where !graph.seenObjects.contains(id) {
            objectSubscriptions[id]?.1.cancel()
            objectSubscriptions[id] = nil
        }
    }

    /// Most views hold no dynamic property: known per type after the first reflection,
    /// that costs a set lookup. Clears the labels when so.
    private func holdsNoDynamicProperty(_ typeID: ObjectIdentifier) -> Bool {
        guard objectSubscriptions.isEmpty && graph.typesWithoutDynamicProperties.contains(typeID) else { return false }
        dynamicLabels.removeAll(keepingCapacity: true)
        return true
    }

    private func installFields(of value: Any, prefix: String) {
        let m = Mirror(reflecting: value)
        for child in m.children {
            guard let label = child.label else { continue }
            if let p = child.value as? _DynamicPropertyInstall {
                dynamicLabels.append(prefix + label)
                p._install(in: self, label: prefix + label)
            } else if child.value is DynamicProperty {
                installFields(of: child.value, prefix: prefix + label + ".")
            }
        }
    }
}

/// Values (like the App root) whose dynamic properties live in a wrapped value.
@MainActor
protocol _InstallTargetProviding {
    var _installTarget: Any { get }
    /// Storage shared with the same value's identities in other graphs (an App's windows).
    var _sharedStorage: _SharedDynamicStorage? { get }
}

extension _InstallTargetProviding {
    var _sharedStorage: _SharedDynamicStorage? { nil }
}

/// The storage (`@State` boxes, `@StateObject` objects...) of dynamic properties held by
/// identities in several graphs: an App value's, which all its windows share as in SwiftUI.
@MainActor
final class _SharedDynamicStorage {
    var boxes: [String: AnyObject] = [:]

    /// Whether a storage entry holds app state (a `@State` box, a `@StateObject`'s
    /// object) rather than a link bound to one identity (`@Environment`'s), which each
    /// graph keeps its own.
    static func shareable(_ entry: AnyObject) -> Bool {
        entry is _GraphIndependentBox || entry is any ObservableObject
    }
}

/// Storage that does not belong to one identity: it can be shared by the graphs of an
/// App's windows.
protocol _GraphIndependentBox: AnyObject {}
