// A modifier applied to a `Group` of several views or to a `ForEach` applies to each of
// their views, as SwiftUI documents for Group ("any modifier you apply to the group affects
// all of that group's members"): `HStack { ForEach(colors) { Circle().fill($0) }.frame(width: 20) }`
// is a row of 20-point circles, not one 20-point column holding them all.
// Environment and trait modifiers reach every member either way and are not distributed;
// presentations and screen chrome are declared once for the whole (`_AppliesToWhole`).

/// Modifiers applied once to a Group or ForEach, not to each of its views: presentations
/// (one sheet or alert per binding), the screen's chrome (title, toolbar) and navigation
/// destinations, which would otherwise be declared once per view.
protocol _AppliesToWhole {}
extension _PresentationModifier: _AppliesToWhole {}
extension _FileDialogModifier: _AppliesToWhole {}
extension _EnvironmentObjectHook: _AppliesToWhole {}

/// Content that holds several views and hands a modifier to each.
protocol _ModifierDistributing {
    /// The views with `modifier` applied to each, or nil when there is nothing to
    /// distribute over (a Group of one view).
    func _distributing<M: ViewModifier>(_ modifier: M) -> (any View)?
}

extension ForEach where Content: View {
    public static var _distributesModifiers: Bool { true }
}

extension Group where Content: View {
    public static var _distributesModifiers: Bool { true }
}

extension ForEach: _ModifierDistributing where Content: View {
    func _distributing<M: ViewModifier>(_ modifier: M) -> (any View)? {
        let make = content
        var each = ForEach<Data, ID, ModifiedContent<Content, M>>(data, content: { make($0).modifier(modifier) }, id: idOf)
        each.rowLimit = rowLimit
        each.onDeleteAction = onDeleteAction
        each.onMoveAction = onMoveAction
        each.onInsertAction = onInsertAction
        return each
    }
}

extension Group: _ModifierDistributing where Content: View {
    func _distributing<M: ViewModifier>(_ modifier: M) -> (any View)? {
        if let block = content as? _ElementsProviding {
            return _DistributedViews(views: block._elements.map { _modified($0, modifier) })
        }
        // `Group { ForEach(…) }`: each of the ForEach's views.
        if let inner = content as? _ModifierDistributing { return inner._distributing(modifier) }
        return nil
    }
}

/// `view` with `modifier` applied.
private func _modified<M: ViewModifier>(_ view: any View, _ modifier: M) -> any View {
    func apply<V: View>(_ v: V) -> any View { ModifiedContent(content: v, modifier: modifier) }
    return apply(view)
}

/// The members of a Group, each modified: placed where the group was, each by its
/// position (as the block's views were).
struct _DistributedViews: View, StructuralView, _ModifierDistributing {
    typealias Body = Never
    static var _distributesModifiers: Bool { true }
    let views: [any View]
    func _reconcile(in node: GraphNode) {
        node.reconcileChildren(views.enumerated().map { (.index($0.offset), $0.element) })
    }
    func _distributing<M: ViewModifier>(_ modifier: M) -> (any View)? {
        _DistributedViews(views: views.map { _modified($0, modifier) })
    }
}

/// A modified Group or ForEach takes a further modifier the same way: each view gets the
/// first modifier, then the next (`ForEach { … }.padding().onAppear { … }`).
extension ModifiedContent: _ModifierDistributing where Content: _ModifierDistributing, Content: View, Modifier: ViewModifier {
    func _distributing<M: ViewModifier>(_ next: M) -> (any View)? {
        guard let each = content._distributing(modifier) as? any _ModifierDistributing else { return nil }
        return each._distributing(next)
    }
}

extension ModifiedContent where Content: View, Modifier: ViewModifier {
    /// Whether this modifier is applied to each view of a Group or ForEach it modifies
    /// (environment and trait modifiers reach every view without).
    @inline(__always)
    static var _distributes: Bool {
        Content._distributesModifiers && !(Modifier.self is any _ListRowTransparentModifier.Type)
            && !(Modifier.self is any _AppliesToWhole.Type)
    }

    /// A modified Group or ForEach hands a further modifier on to each of its views.
    public static var _distributesModifiers: Bool { Content._distributesModifiers }

    /// This modifier applied to each view of a Group or ForEach it modifies, or nil.
    @inline(__always)
    var _distributed: (any View)? {
        guard Self._distributes, let several = content as? any _ModifierDistributing else { return nil }
        return several._distributing(modifier)
    }
}

/// A view that a list must not wrap as one row: a modified Group or ForEach, whose views
/// each become a row.
protocol _DistributesModifier { var _distributesModifier: Bool { get } }
extension ModifiedContent: _DistributesModifier where Content: View, Modifier: ViewModifier {
    var _distributesModifier: Bool { Self._distributes }
}
