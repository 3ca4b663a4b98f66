// Lazy rows (S19) through the shapes real lists have: sections, blocks of sections, groups
// and modifiers around a ForEach. Each `limited(to:)` returns a value of the *same type*
// with only a prefix of the rows, so identities and state survive when the prefix grows.

extension TupleView: LazyRowSource {
    var elementCount: Int {
        elements.reduce(0) { $0 + (($1 as? LazyRowSource)?.elementCount ?? 1) }
    }

    /// The first `n` rows across the block's elements, in order; views that are not
    /// collections count as one row and are always kept.
    func limited(to n: Int) -> any View {
        var remaining = n
        var out: [any View] = []
        for e in elements {
            if let s = e as? LazyRowSource {
                let k = max(min(remaining, s.elementCount), 0)
                out.append(s.limited(to: k))
                remaining -= k
            } else {
                out.append(e)
                remaining -= 1
            }
        }
        // The same tuple type with each element replaced by its limited version.
        guard let layout else { return self }
        var copy = value
        withUnsafeMutableBytes(of: &copy) { raw in
            for (i, e) in out.enumerated() { layout.setElement(i, in: raw.baseAddress!, to: e) }
        }
        return TupleView(copy)
    }
}

extension Section: LazyRowSource where Parent: View, Content: View & LazyRowSource, Footer: View {
    var elementCount: Int { content.elementCount }
    func limited(to n: Int) -> any View {
        Section(header: header, content: content.limited(to: n) as! Content, footer: footer)
    }
}

extension Group: LazyRowSource where Content: View & LazyRowSource {
    var elementCount: Int { content.elementCount }
    func limited(to n: Int) -> any View { Group(content: content.limited(to: n) as! Content) }
}

extension ModifiedContent: LazyRowSource where Content: View & LazyRowSource, Modifier: ViewModifier {
    var elementCount: Int { content.elementCount }
    func limited(to n: Int) -> any View {
        ModifiedContent(content: content.limited(to: n) as! Content, modifier: modifier)
    }
}
