// Resolving a view value into the subviews a custom container sees (`Group(subviews:)`,
// `ForEach(subviews:)`) and into its sections (`Group(sections:)`, `ForEach(sections:)`).
//
// Like a Picker reading its options from its content (Controls/PickerOptions.swift), the
// content *value* is walked: the elements of a builder block, a ForEach's rows, the branch
// an `if` took, a Group's or AnyView's content, a Section's parts. Every other view is one
// subview (a leaf), whatever it draws. The walk runs in the container's body, so the
// container's content must be a value it holds — which is how custom containers take it
// (`@ViewBuilder content`). A custom view whose body produces several views is one
// subview here: its body is not evaluated during the walk (its state lives in the graph).
//
// Each subview's id is the path of identities that led to it (block positions, branches,
// ForEach ids), so it is the same across updates and follows its ForEach element when
// the data is reordered; the subview's node is keyed by that id, so its state does too.

/// One thing a walk found: a subview, or (walking for sections) an explicit section.
enum _ResolvedContent {
    case subview(Subview)
    case section(SectionConfiguration)
}

/// A view that is not one subview but stands for the subviews (or sections) it holds.
@MainActor
protocol _SubviewsProviding {
    func _resolve(path: [ChildKey], into out: inout [_ResolvedContent])
}

@MainActor
enum SubviewResolver {
    /// The contents of `view` at `path`, in order.
    static func resolve(_ view: any View, path: [ChildKey] = [], into out: inout [_ResolvedContent]) {
        if let p = view as? _SubviewsProviding {
            p._resolve(path: path, into: &out)
        } else {
            out.append(.subview(Subview(view: view, path: path)))
        }
    }

    /// The subviews of `view`: sections give their header, content and footer subviews, in
    /// that order.
    static func subviews(of view: any View) -> [Subview] {
        var found: [_ResolvedContent] = []
        resolve(view, into: &found)
        var out: [Subview] = []
        for item in found {
            switch item {
            case .subview(let s): out.append(s)
            case .section(let s): out += s.header.elements + s.content.elements + s.footer.elements
            }
        }
        return out
    }

    /// The sections of `view`: its `Section`s, and each run of subviews between them as an
    /// implicit section without header, footer or container values.
    static func sections(of view: any View) -> [SectionConfiguration] {
        var found: [_ResolvedContent] = []
        resolve(view, into: &found)
        var out: [SectionConfiguration] = []
        var loose: [Subview] = []
        func closeLoose() {
            guard let first = loose.first else { return }
            out.append(SectionConfiguration(id: .init(path: first.id.path + [.branch(-1)]), header: SubviewsCollection([]),
                                            content: SubviewsCollection(loose), footer: SubviewsCollection([]),
                                            containerValues: ContainerValues()))
            loose = []
        }
        for item in found {
            switch item {
            case .subview(let s): loose.append(s)
            case .section(let s):
                closeLoose()
                out.append(s)
            }
        }
        closeLoose()
        return out
    }
}

extension TupleView: _SubviewsProviding {
    func _resolve(path: [ChildKey], into out: inout [_ResolvedContent]) {
        for (i, v) in elements.enumerated() { SubviewResolver.resolve(v, path: path + [.index(i)], into: &out) }
    }
}

extension Group: _SubviewsProviding where Content: View {
    func _resolve(path: [ChildKey], into out: inout [_ResolvedContent]) {
        SubviewResolver.resolve(content, path: path, into: &out)
    }
}

extension Optional: _SubviewsProviding where Wrapped: View {
    func _resolve(path: [ChildKey], into out: inout [_ResolvedContent]) {
        if let v = self { SubviewResolver.resolve(v, path: path + [.branch(0)], into: &out) }
    }
}

extension _ConditionalContent: _SubviewsProviding {
    func _resolve(path: [ChildKey], into out: inout [_ResolvedContent]) {
        switch storage {
        case .trueContent(let v): SubviewResolver.resolve(v, path: path + [.branch(0)], into: &out)
        case .falseContent(let v): SubviewResolver.resolve(v, path: path + [.branch(1)], into: &out)
        }
    }
}

extension EmptyView: _SubviewsProviding {
    func _resolve(path: [ChildKey], into out: inout [_ResolvedContent]) {}
}

extension AnyView: _SubviewsProviding {
    func _resolve(path: [ChildKey], into out: inout [_ResolvedContent]) {
        SubviewResolver.resolve(storage, path: path + [.type(ObjectIdentifier(type(of: storage)))], into: &out)
    }
}

extension IDView: _SubviewsProviding {
    func _resolve(path: [ChildKey], into out: inout [_ResolvedContent]) {
        SubviewResolver.resolve(content, path: path + [.id(AnyHashable(id))], into: &out)
    }
}

extension ForEach: _SubviewsProviding where Content: View {
    func _resolve(path: [ChildKey], into out: inout [_ResolvedContent]) {
        var seen = Set<AnyHashable>()
        for element in data {
            var key = AnyHashable(idOf(element))
            // Repeated ids stay distinct subviews (as the ForEach's own rows do).
            var n = 1
            while !seen.insert(key).inserted {
                key = AnyHashable([AnyHashable(idOf(element)), AnyHashable(n)])
                n += 1
            }
            SubviewResolver.resolve(content(element), path: path + [.id(key)], into: &out)
        }
    }
}

extension Section: _SubviewsProviding where Parent: View, Content: View, Footer: View {
    func _resolve(path: [ChildKey], into out: inout [_ResolvedContent]) {
        func part(_ v: any View, _ i: Int) -> SubviewsCollection {
            var found: [_ResolvedContent] = []
            SubviewResolver.resolve(v, path: path + [.index(i)], into: &found)
            // A section inside a section's content is flattened into it.
            return SubviewsCollection(found.flatMap { item -> [Subview] in
                switch item {
                case .subview(let s): return [s]
                case .section(let s): return s.header.elements + s.content.elements + s.footer.elements
                }
            })
        }
        out.append(.section(SectionConfiguration(id: .init(path: path), header: part(header, 0), content: part(content, 1),
                                                 footer: part(footer, 2), containerValues: ContainerValues())))
    }
}

extension ModifiedContent: _SubviewsProviding where Content: View, Modifier: ViewModifier {
    /// A modifier around one view leaves that view one subview (this whole value, so its
    /// container values and tag are found on it). Around several — a `Group`, a
    /// `ForEach` — it applies to each of them, as SwiftUI applies a group's modifiers
    /// to its members; around a section, its container values are the section's.
    func _resolve(path: [ChildKey], into out: inout [_ResolvedContent]) {
        guard let inner = content as? _SubviewsProviding else {
            out.append(.subview(Subview(view: self, path: path)))
            return
        }
        var found: [_ResolvedContent] = []
        inner._resolve(path: path, into: &found)
        let m = modifier
        func wrapOne(_ s: Subview) -> Subview { Subview(view: _applying(m, to: s.view), path: s.id.path) }
        func wrapAll(_ c: SubviewsCollection) -> SubviewsCollection { SubviewsCollection(c.elements.map(wrapOne)) }
        for item in found {
            switch item {
            case .subview(let s): out.append(.subview(wrapOne(s)))
            case .section(var s):
                if let w = m as? _ContainerValueWriting {
                    // The section's own values: written outside its earlier ones.
                    var values = ContainerValues()
                    w._write(into: &values)
                    values.merge(s.containerValues)
                    s.containerValues = values
                } else {
                    s = SectionConfiguration(id: s.id, header: wrapAll(s.header), content: wrapAll(s.content),
                                             footer: wrapAll(s.footer), containerValues: s.containerValues)
                }
                out.append(.section(s))
            }
        }
    }
}

/// `view` with `modifier` applied, as its own type.
@MainActor
private func _applying<M: ViewModifier>(_ modifier: M, to view: any View) -> any View {
    func make<V: View>(_ v: V) -> any View { ModifiedContent(content: v, modifier: modifier) }
    return make(view)
}
