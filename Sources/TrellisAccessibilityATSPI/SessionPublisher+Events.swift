// Events: the difference between the tree last published and the current one, as
// `org.a11y.atspi.Event.Object` signals (signature `siiva{sv}`: detail, two integers, a
// variant and properties, as at-spi2-core's xml/Event.xml declares them).
import TrellisDBus
import TrellisProtocol
import TrellisRenderer

extension SessionPublisher {
    /// Emits one `Event.Object` signal from element path `path`.
    func emit(_ member: String, from path: String, detail: String, _ a: Int32 = 0, _ b: Int32 = 0,
              value: (BusMessageWriter) -> Void = { $0.variantInt32(0) }) {
        connection.signal(path: path, interface: ATSPIName.eventObject, member: member) { w in
            w.string(detail)
            w.int32(a)
            w.int32(b)
            value(w)
            w.container("a", "{sv}") {}
        }
    }

    /// An announcement (`object:announcement`, new in at-spi2-core 2.46; the text is the
    /// variant, as atk-bridge sends it), from the app's window.
    func announce(_ text: String) {
        let window = ATSPIName.accessiblePrefix + String(tree?.elements.first?.id ?? 0)
        emit("Announcement", from: window, detail: "") { $0.variantString(text) }
    }

    /// Events for what changed from `old` to `new`: states (focus, checked, expanded …),
    /// name, description and value, children added and removed, text inserted and deleted
    /// and caret moves. Elements are matched by node id.
    func emitChanges(from old: AccessibilityTree, to new: AccessibilityTree) {
        var oldIndex: [NodeID: Int] = [:]
        for (i, e) in old.elements.enumerated() { oldIndex[e.id] = i }
        let path = { (e: AccessibilityElement) in ATSPIName.accessiblePrefix + String(e.id) }
        var gainedFocus: String?
        for e in new.elements {
            guard let j = oldIndex[e.id] else { continue }
            let was = old.elements[j]
            if was == e { continue }
            let p = path(e)
            let before = ATSPIState.of(was), after = ATSPIState.of(e)
            for s in before.symmetricDifference(after).sorted(by: { $0.rawValue < $1.rawValue }) {
                if s == .focused && after.contains(.focused) { gainedFocus = p; continue }
                emit("StateChanged", from: p, detail: s.eventName, after.contains(s) ? 1 : 0)
            }
            if was.name != e.name {
                emit("PropertyChange", from: p, detail: "accessible-name") { $0.variantString(e.name) }
            }
            if was.description != e.description {
                emit("PropertyChange", from: p, detail: "accessible-description") { $0.variantString(e.description) }
            }
            if was.range?.value != e.range?.value || was.value != e.value {
                emit("PropertyChange", from: p, detail: "accessible-value") { w in w.container("v", "d") { w.double(e.range?.value ?? 0) } }
            }
            emitTextChanges(from: was, to: e, path: p)
            emitChildrenChanges(from: was, in: old, to: e, in: new, path: p)
        }
        // Focus gained last: the element that lost focus reports first, as toolkits do.
        if let p = gainedFocus { emit("StateChanged", from: p, detail: "focused", 1) }
        if old.elements.first?.id != new.elements.first?.id, !new.elements.isEmpty {
            emit("ChildrenChanged", from: ATSPIName.rootPath, detail: "add", 0) { w in
                w.container("v", "(so)") { w.reference(self.reference(0, in: new)) }
            }
        }
    }

    private func emitTextChanges(from was: AccessibilityElement, to e: AccessibilityElement, path: String) {
        guard let a = textOf(was), let b = textOf(e) else { return }
        if a.text.string != b.text.string {
            // One changed span: the common prefix and suffix stay.
            let x = a.text.scalars, y = b.text.scalars
            var prefix = 0
            while prefix < x.count && prefix < y.count && x[prefix] == y[prefix] { prefix += 1 }
            var suffix = 0
            while suffix < x.count - prefix && suffix < y.count - prefix
                    && x[x.count - 1 - suffix] == y[y.count - 1 - suffix] { suffix += 1 }
            let deleted = a.text.substring(prefix, x.count - suffix)
            let inserted = b.text.substring(prefix, y.count - suffix)
            if !deleted.isEmpty {
                emit("TextChanged", from: path, detail: "delete", Int32(prefix), Int32(deleted.unicodeScalars.count)) {
                    $0.variantString(deleted)
                }
            }
            if !inserted.isEmpty {
                emit("TextChanged", from: path, detail: "insert", Int32(prefix), Int32(inserted.unicodeScalars.count)) {
                    $0.variantString(inserted)
                }
            }
        }
        if b.caret >= 0 && (a.caret != b.caret || a.text.string != b.text.string) {
            emit("TextCaretMoved", from: path, detail: "", Int32(b.caret))
        }
        if a.selection != b.selection && (a.selection != nil || b.selection != nil) {
            emit("TextSelectionChanged", from: path, detail: "")
        }
    }

    private func emitChildrenChanges(from was: AccessibilityElement, in old: AccessibilityTree,
                                     to e: AccessibilityElement, in new: AccessibilityTree, path: String) {
        let before = was.children.map { old.elements[$0].id }
        let after = e.children.map { new.elements[$0].id }
        guard before != after else { return }
        let kept = Set(before).intersection(after)
        for (k, id) in before.enumerated() where !kept.contains(id) {
            let ref = ObjectReference(bus: busName, path: ATSPIName.accessiblePrefix + String(id))
            emit("ChildrenChanged", from: path, detail: "remove", Int32(k)) { w in w.container("v", "(so)") { w.reference(ref) } }
        }
        for (k, id) in after.enumerated() where !kept.contains(id) {
            let ref = ObjectReference(bus: busName, path: ATSPIName.accessiblePrefix + String(id))
            emit("ChildrenChanged", from: path, detail: "add", Int32(k)) { w in w.container("v", "(so)") { w.reference(ref) } }
        }
    }
}
