// Labeled pairs and linked groups: views that belong together for assistive technology
// although they are not one element. Each end carries a link (protocol property
// `accessibilityLinks`) under a key made of the namespace and the identifier; the daemon
// relates the elements that share a key (README §7 rule 8), which the AT-SPI bridge
// publishes as relations (LABELLED_BY/LABEL_FOR, MEMBER_OF, FLOWS_TO/FLOWS_FROM).
import TrellisProtocol

/// Which end of a labeled pair a view is (`accessibilityLabeledPair(role:id:in:)`).
public enum AccessibilityLabeledPairRole: Hashable, Sendable {
    /// The view describes the content (a "Volume" text beside a slider).
    case label
    /// The view is what the label describes (the slider).
    case content
}

/// The key both ends of a link carry: equal namespace and equal identifier link.
func accessibilityLinkKey<ID: Hashable>(_ id: ID, in namespace: Namespace.ID) -> String {
    "\(namespace.value)/" + String(reflecting: id)
}

extension View {
    /// Pairs this view with another as a label and the content it describes, matched by
    /// `id` in `namespace`: two separate views (a text and a control laid out apart) read
    /// as one labelled control. A screen reader reads the content with its label's name
    /// (on Linux the content's element gets the AT-SPI relation LABELLED_BY to the label,
    /// the label LABEL_FOR to the content, and content without a name of its own is named
    /// by the label, as Orca announces GTK's labelled widgets).
    public func accessibilityLabeledPair<ID: Hashable>(role: AccessibilityLabeledPairRole, id: ID, in namespace: Namespace.ID) -> some View {
        let link = WireAccessibilityLink(kind: role == .label ? .label : .content,
                                         key: accessibilityLinkKey(id, in: namespace), rotor: "", label: "")
        return _accessibility([.accessibilityLinks([link])])
    }

    /// Links this view's element with every other view marked with the same `id` in
    /// `namespace` (a cell and its row header in another column, a message and its
    /// reply): a screen reader can move between the linked elements directly. On Linux
    /// each element of the group gets the AT-SPI relation MEMBER_OF to the whole group
    /// (in reading order), FLOWS_TO to the next member and FLOWS_FROM to the previous one,
    /// which Orca follows.
    public func accessibilityLinkedGroup<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View {
        let link = WireAccessibilityLink(kind: .linkedGroup, key: accessibilityLinkKey(id, in: namespace), rotor: "", label: "")
        return _accessibility([.accessibilityLinks([link])])
    }
}
