// badge(_:): a count or short text attached to a list row or a tab item. In a list row it
// is drawn at the row's trailing edge in the secondary colour; on a tab item, as a red
// capsule with white text at the icon's corner. Elsewhere SwiftUI shows nothing, and
// neither does Trellis. A zero count or a nil text shows no badge.

/// The badge of a view, kept as a trait for its tab item.
struct _BadgeValue {
    let text: Text?
}

/// The trait key of a badge (read by TabView for its bar).
struct BadgeTraitKey: _ViewTraitKey {
    static var defaultValue: _BadgeValue? { nil }
}

/// Draws a badge in a list row; records it as a trait for a tab bar.
public struct _BadgeModifier: ViewModifier {
    public typealias Body = Never
    let text: Text?
}

extension _BadgeModifier: PrimitiveModifier {
    func _reconcile<C: View>(content: C, in node: GraphNode) {
        node.ext.traits[ObjectIdentifier(BadgeTraitKey.self)] = _BadgeValue(text: text)
        if node.env.isInListRow {
            // badgeProminence (Lists/BadgeProminence.swift): increased is a red capsule,
            // decreased a dimmer text.
            let prominence = node.env.badgeProminence
            node.reconcileChild(.index(0), HStack {
                content
                Spacer(minLength: 8)
                if let text {
                    if prominence == .increased {
                        text.font(.caption).foregroundColor(.white)
                            .padding(.horizontal, 6).padding(.vertical, 2)
                            .background(Capsule().fill(Color.red))
                    } else {
                        text.foregroundColor(prominence == .decreased ? Color.gray.opacity(0.6) : .secondary)
                    }
                }
            })
        } else {
            node.reconcileChild(.index(0), content)
        }
    }
}

extension View {
    /// Shows `count` as the badge of this list row or tab item (none when zero).
    public func badge(_ count: Int) -> some View {
        modifier(_BadgeModifier(text: count == 0 ? nil : Text(verbatim: String(count))))
    }
    /// Shows `label` as the badge of this list row or tab item (none when nil).
    public func badge(_ label: Text?) -> some View {
        modifier(_BadgeModifier(text: label))
    }
    /// Shows the string as the badge of this list row or tab item (none when nil).
    public func badge(_ key: LocalizedStringKey?) -> some View {
        modifier(_BadgeModifier(text: key.map { Text($0) }))
    }
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        modifier(_BadgeModifier(text: label.map { Text($0) }))
    }
}

/// A tab item's badge: white text on a red capsule, over the icon's top trailing corner.
struct _TabBadge: View {
    let text: Text
    var body: some View {
        text.font(.caption2).foregroundColor(.white)
            .padding(.horizontal, 5)
            .background(Capsule().fill(Color.red))
    }
}
