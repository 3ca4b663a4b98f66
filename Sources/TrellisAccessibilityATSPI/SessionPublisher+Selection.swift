// org.a11y.atspi.Selection for containers whose children are chosen one at a time: a
// list's rows, a radio group's options (a segmented or inline Picker), a tab bar's tabs.
// Selecting a child presses it, as the user would; a selection is never cleared by
// assistive technology (SwiftUI's single selection has no "none" to go back to).
import TrellisRenderer

extension SessionPublisher {
    /// Roles whose children form a selection.
    static let selectionRoles: Set<AccessibilityElement.Role> = [.list, .radioGroup, .tabList]

    /// Whether `e` offers the Selection interface.
    func offersSelection(_ e: AccessibilityElement) -> Bool { Self.selectionRoles.contains(e.role) }

    /// The indices (in the tree) of `e`'s selected children: selected rows and tabs,
    /// checked radio buttons.
    func selectedChildren(of e: AccessibilityElement, in tree: AccessibilityTree) -> [Int] {
        e.children.filter { c in
            c >= 0 && c < tree.elements.count
                && !tree.elements[c].states.intersection([.selected, .checked]).isEmpty
        }
    }

    func selection(_ call: Call, _ member: String) -> Bool {
        guard case .element(let i) = call.target, let tree = call.tree, offersSelection(tree.elements[i]) else { return false }
        let e = tree.elements[i]
        let selected = selectedChildren(of: e, in: tree)
        switch member {
        case "GetSelectedChild":
            guard let k = call.reader.int32() else { return invalidArguments(call) }
            let child = k >= 0 && Int(k) < selected.count ? reference(selected[Int(k)], in: tree) : nullReference
            return reply(call) { $0.reference(child) }
        case "IsChildSelected":
            guard let k = call.reader.int32() else { return invalidArguments(call) }
            let isSelected = k >= 0 && Int(k) < e.children.count && selected.contains(e.children[Int(k)])
            return reply(call) { $0.bool(isSelected) }
        case "SelectChild":
            guard let k = call.reader.int32() else { return invalidArguments(call) }
            var done = false
            if k >= 0, Int(k) < e.children.count {
                let child = e.children[Int(k)]
                done = selected.contains(child)
                    || performer?.performAccessibility(.activate, on: tree.elements[child].id, surface: surface) == true
            }
            return reply(call) { $0.bool(done) }
        case "DeselectSelectedChild", "DeselectChild", "SelectAll", "ClearSelection":
            _ = call.reader.int32()
            return reply(call) { $0.bool(false) }
        default:
            return false
        }
    }
}
