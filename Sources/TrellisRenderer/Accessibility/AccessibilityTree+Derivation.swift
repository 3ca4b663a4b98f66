// Deriving a surface's accessibility tree from its committed frame: the rules of README §7
// ("Accessibility") in one pass over the frame's items. Pure: the same frame, focus and
// editing state always give the same tree.
import TrellisProtocol

extension AccessibilityTree {
    /// The focused text field's editing state, as the session's editor holds it.
    public struct Editing: Sendable {
        public var node: NodeID
        public var text: String
        public var caret: Int
        public var selection: Range<Int>
        public init(node: NodeID, text: String, caret: Int, selection: Range<Int>) {
            self.node = node
            self.text = text
            self.caret = caret
            self.selection = selection
        }
    }

    /// Derives the tree of `frame` (README §7): `focused` is the session's focused node,
    /// `editing` the focused field's caret and selection.
    public init(frame: CommittedFrame, title: String, focused: NodeID?, editing: Editing?) {
        var builder = Builder(items: frame.items, focused: focused, editing: editing)
        let window = AccessibilityElement(id: 0, role: .window, name: title,
                                          frame: WireRect(x: 0, y: 0, width: frame.size.width, height: frame.size.height))
        self.title = title
        builder.elements.append(window)
        if !frame.items.isEmpty {
            let top = builder.collect(0, in: WireRect(x: 0, y: 0, width: frame.size.width, height: frame.size.height))
            builder.adopt(top, into: 0)
        }
        elements = builder.reachable()
        resolveLinks()
    }
}

/// One pass over a frame's items (paint order, depth-first): each subtree yields the
/// elements it forms, which its nearest element-forming ancestor adopts or merges.
private struct Builder {
    let items: FrameItems
    let focused: NodeID?
    let editing: AccessibilityTree.Editing?
    var elements: [AccessibilityElement] = []
    /// Inside the secondary view of an `accessibilityOverlay`: drawn transparent, read all the same.
    var readsTransparent = 0

    /// Each item's children (indices, paint order) and its subtree's end, found in one
    /// pass: the derivation then never rescans a subtree.
    var childLists: [[Int]]
    var subtreeEnds: [Int]
    /// The index of the focused node's item, if it is in the frame.
    var focusedItem: Int?

    init(items: FrameItems, focused: NodeID?, editing: AccessibilityTree.Editing?) {
        self.items = items
        self.focused = focused
        self.editing = editing
        elements.reserveCapacity(items.count + 1)
        let n = items.count
        childLists = Array(repeating: [], count: n)
        subtreeEnds = Array(repeating: n, count: n)
        var open: [(index: Int, depth: Int)] = []
        var i = 0
        for item in items {
            let d = item.depth
            while let top = open.last, top.depth >= d {
                subtreeEnds[top.index] = i
                open.removeLast()
            }
            if let parent = open.last { childLists[parent.index].append(i) }
            if let f = focused, item.id == f { focusedItem = i }
            open.append((i, d))
            i += 1
        }
    }

    /// The accessibility properties of one node.
    struct Attributes {
        var role: AccessibilityRole?
        var label: String?
        var value: String?
        var hint: String?
        var identifier: String?
        var added: WireAccessibilityTraits = []
        var removed: WireAccessibilityTraits = []
        var state: AccessibilityState = []
        var hidden = false
        var children: AccessibilityChildren?
        var sortPriority = 0.0
        var headingLevel = 0
        var actions: [String] = []
        var range: WireAccessibilityRange?
        var links: [WireAccessibilityLink] = []
        var customContent: [WireAccessibilityCustomContent] = []
        var points: [WireAccessibilityPoint] = []
        var settings: [WireAccessibilitySetting] = []
        /// The node's frame in window coordinates (where its points are).
        var frame = WireRect(x: 0, y: 0, width: 0, height: 0)
        var tappable = false
        var focusable = false
        /// Whether any property says something about the element (beyond role/children).
        var describes = false

        init(_ properties: [Property]) {
            for p in properties {
                switch p {
                case .accessibilityRole(let r): role = r
                case .accessibilityLabel(let s): label = s; describes = true
                case .accessibilityValue(let s): value = s; describes = true
                case .accessibilityHint(let s): hint = s; describes = true
                case .accessibilityIdentifier(let s): identifier = s; describes = true
                case .accessibilityAddTraits(let t): added = t; describes = true
                case .accessibilityRemoveTraits(let t): removed = t; describes = true
                case .accessibilityState(let s): state = s; describes = true
                case .accessibilityHidden(let h): hidden = h
                case .accessibilityChildren(let c): children = c
                case .accessibilitySortPriority(let v): sortPriority = v; describes = true
                case .accessibilityHeadingLevel(let l): headingLevel = Int(l); describes = true
                case .accessibilityActions(let a): actions = a; describes = true
                case .accessibilityRange(let r): range = r; describes = true
                case .accessibilityLinks(let l): links = l; describes = true
                case .accessibilityCustomContent(let c): customContent = c; describes = true
                case .accessibilityPoints(let p): points = p; describes = true
                case .accessibilitySettings(let v): settings = v; describes = true
                case .tappable(let t): tappable = t
                case .focusable(let f): focusable = f
                default: break
                }
            }
        }
    }

    /// The direct children of item `i` (indices), in reading order: a `background`'s
    /// primary view before its secondary (paint order has them the other way round).
    func children(of i: Int) -> [Int] {
        let out = childLists[i]
        if out.count == 2, items[i].kind == .background { return [out[1], out[0]] }
        return out
    }

    /// The elements the subtree of item `i` forms, in reading order (not yet adopted).
    mutating func collect(_ i: Int, in visible: WireRect) -> [Int] {
        let item = items[i]
        var a = Attributes(item.properties)
        if a.hidden || (item.opacity <= 0 && readsTransparent == 0) { return [] }
        let frame = item.transform?.boundingBox(of: item.frame) ?? item.frame
        a.frame = frame
        let clip = item.clip.map { Self.intersection($0, visible) } ?? visible
        if item.kind == .overlay, case .accessibilityOverlay(let mode)? = item.property(.accessibilityOverlay) {
            return overlay(i, mode: mode, in: clip)
        }
        var below: [Int] = []
        if a.children != .ignore {
            for c in children(of: i) { below += collect(c, in: clip) }
        }
        // Traits refine the role: isHeader makes a heading, isButton a button …
        let traitRole = a.added.isEmpty ? nil : Self.role(of: a.added)
        let defaultRole: AccessibilityRole? = {
            switch item.kind {
            case .text: return .staticText
            case .textField: return .textField
            case .image: return .image
            default: return nil
            }
        }()
        if a.added.contains(.isSearchField), item.kind == .textField { a.role = a.role ?? .searchField }
        var role = a.role ?? traitRole ?? defaultRole
        // Removing the trait of a derived role (`.isImage` from an image) leaves no role.
        if !a.removed.isEmpty, let r = role, a.role == nil, case let t = Self.trait(of: r), !t.isEmpty, a.removed.contains(t) {
            role = nil
        }
        let forms: Bool
        if role != nil || a.children != nil {
            forms = true
        } else if a.describes || a.tappable {
            // Properties (or a tap) without a role: lent to the one element below, or the
            // node is one element of its own.
            if below.count == 1 {
                lend(a, of: item.id, to: below[0])
                return below
            }
            forms = true
            role = a.tappable ? .button : (below.isEmpty ? .image : .group)
            if below.isEmpty, !a.describes { return [] }   // a bare tappable shape: nothing to read
        } else {
            return below
        }
        guard forms else { return below }
        let r = role ?? .group
        var e = AccessibilityElement(id: item.id, role: AccessibilityElement.Role(r), frame: frame)
        if Self.intersection(frame, clip).width <= 0 && frame.width > 0 || Self.intersection(frame, clip).height <= 0 && frame.height > 0 {
            e.states.insert(.offscreen)
        }
        // Content of leaves.
        switch item.kind {
        case .text:
            // An image inside the text is read by its name, as an image is.
            let runs = item.textStyle.runs
            e.name = runs.contains(where: { !$0.symbol.isEmpty })
                ? TextSymbols.substituted(item.text, runs, by: Self.symbolName).text : item.text
        case .textField:
            e.name = item.placeholder
            e.states.insert([.editable, .focusable])
            if item.isMultiline { e.states.insert(.multiLine) }
            if case .secure(true)? = item.property(.secure) { e.states.insert(.secure) }
            if let ed = editing, ed.node == item.id {
                e.text = .init(text: ed.text, caret: ed.caret, selection: ed.selection)
            } else {
                let t = item.text
                e.text = .init(text: t, caret: t.count, selection: t.count ..< t.count)
            }
            e.focusTarget = item.id
        case .image:
            e.name = Self.symbolName(item.systemName)
        default:
            break
        }
        if a.tappable { e.pressTarget = item.id }
        if a.tappable || a.focusable { e.focusTarget = e.focusTarget ?? item.id }
        let behaviour: AccessibilityChildren = a.children ?? Self.defaultBehaviour(of: e.role)
        switch behaviour {
        case .combine:
            var names: [String] = []
            for c in below { absorb(c, into: &e, names: &names) }
            if e.name.isEmpty { e.name = names.joined(separator: ", ") }
            takeFocusTargets(below: i, into: &e)
        case .contain:
            let me = elements.count
            elements.append(e)
            apply(a, of: item.id, to: me)
            adopt(below, into: me)
            return [me]
        case .ignore:
            // `below` is never adopted: unreachable, so not in the tree.
            takeFocusTargets(below: i, into: &e)
        }
        let me = elements.count
        elements.append(e)
        apply(a, of: item.id, to: me)
        return [me]
    }

    /// An overlay whose secondary view describes its primary (`accessibilityOverlay`).
    mutating func overlay(_ i: Int, mode: AccessibilityOverlay, in clip: WireRect) -> [Int] {
        let parts = children(of: i)
        guard parts.count == 2 else { return parts.flatMap { collect($0, in: clip) } }
        let primary = mode == .representation ? [] : collect(parts[0], in: clip)
        readsTransparent += 1
        let secondary = collect(parts[1], in: clip)
        readsTransparent -= 1
        switch mode {
        case .representation:
            return secondary
        case .children:
            guard primary.count == 1 else { return primary + secondary }
            for c in secondary { elements[c].parent = primary[0] }
            elements[primary[0]].children += secondary
            return primary
        case .actions:
            guard let target = primary.first else { return [] }
            for c in secondary {
                if let t = elements[c].pressTarget {
                    elements[target].customTargets.append((t, AccessibilityElement.tapAction))
                    elements[target].customNames.append(elements[c].name.isEmpty ? "Action" : elements[c].name)
                }
            }
            finishActions(target)
            return primary
        }
    }

    /// The elements reachable from the window, in reading order (pre-order), indices
    /// renumbered: elements merged into a combined one, or dropped by `.ignore`, go.
    func reachable() -> [AccessibilityElement] {
        var out: [AccessibilityElement] = []
        out.reserveCapacity(elements.count)
        func visit(_ i: Int, parent: Int?) {
            let me = out.count
            let children = elements[i].children
            out.append(elements[i])
            out[me].parent = parent
            if children.isEmpty { return }
            out[me].children.removeAll(keepingCapacity: true)
            for c in children {
                out[me].children.append(out.count)
                visit(c, parent: me)
            }
        }
        visit(0, parent: nil)
        return out
    }

    /// An element made of a whole subtree (combined or ignoring its children) is what a
    /// screen reader follows while keyboard focus is anywhere in it: a control drawn from
    /// parts (a slider's key target, a stepper's buttons hidden from assistive technology)
    /// is focused through them.
    func takeFocusTargets(below i: Int, into e: inout AccessibilityElement) {
        if e.focusTarget == nil { e.focusTarget = firstFocusTarget(below: i) }
        if let f = focusedItem, f > i, f < subtreeEnds[i] { e.holdsFocus = true }
    }

    /// The first focus target in the subtree of item `i` (the daemon's rule: a text field,
    /// a `focusable` node, a `tappable` one not marked `focusable(false)`).
    func firstFocusTarget(below i: Int) -> NodeID? {
        for j in (i + 1) ..< subtreeEnds[i] {
            let item = items[j]
            if item.kind == .textField { return item.id }
            if case .focusable(let f)? = item.property(.focusable) {
                if f { return item.id }
            } else if case .tappable(true)? = item.property(.tappable) {
                return item.id
            }
        }
        return nil
    }

    /// A node's properties on an element it did not form (the innermost setting wins).
    mutating func lend(_ a: Attributes, of node: NodeID, to i: Int) {
        if a.tappable {
            if elements[i].pressTarget == nil { elements[i].pressTarget = node }
            if elements[i].focusTarget == nil { elements[i].focusTarget = node }
        }
        let plain: Set<AccessibilityElement.Role> = [.staticText, .group, .image]
        let own = elements[i].role
        let ownTrait = Self.trait(of: own)
        let removedOwn = !ownTrait.isEmpty && a.removed.contains(ownTrait)
        if let r = Self.role(of: a.added), plain.contains(own) || removedOwn {
            elements[i].role = AccessibilityElement.Role(r)
        } else if a.tappable, elements[i].role == .staticText || elements[i].role == .image {
            elements[i].role = .button
        } else if removedOwn {
            elements[i].role = .staticText   // an image read as text (`accessibilityRemoveTraits(.isImage)`)
        }
        apply(a, of: node, to: i, fillOnly: true)
    }

    /// Sets an element's name, value, states and actions from the properties of `node`.
    mutating func apply(_ a: Attributes, of node: NodeID, to i: Int, fillOnly: Bool = false) {
        // In place (the array's element is modified where it is: an element is large and
        // a copy out and back costs more than the rest of the derivation).
        Self.apply(a, of: node, to: &elements[i], fillOnly: fillOnly, focused: focused)
        Self.finishActions(&elements[i])
    }

    static func apply(_ a: Attributes, of node: NodeID, to e: inout AccessibilityElement, fillOnly: Bool, focused: NodeID?) {
        if let l = a.label, !(fillOnly && e.labelled) { e.name = l; e.labelled = true }
        if let v = a.value, !(fillOnly && !e.value.isEmpty) { e.value = v }
        if let h = a.hint, !(fillOnly && !e.hint.isEmpty) { e.hint = h }
        if let d = a.identifier, !(fillOnly && !e.identifier.isEmpty) { e.identifier = d }
        if let r = a.range, e.range == nil || !fillOnly { e.range = r; e.valueTarget = node }
        if a.headingLevel > 0, e.headingLevel == 0 || !fillOnly { e.headingLevel = a.headingLevel }
        if a.sortPriority != 0, e.sortPriority == 0 || !fillOnly { e.sortPriority = a.sortPriority }
        if a.headingLevel > 0, e.role == .staticText { e.role = .heading }
        if !a.links.isEmpty || !a.customContent.isEmpty || !a.points.isEmpty || !a.settings.isEmpty {
            applyDescriptions(a, to: &e, fillOnly: fillOnly)
        }
        if !a.added.isEmpty {
            if a.added.contains(.isSelected) { e.states.insert(.selected) }
            if a.added.contains(.isModal) { e.states.insert(.modal) }
            if a.added.contains(.updatesFrequently) { e.states.insert(.updatesFrequently) }
        }
        if !a.removed.isEmpty, a.removed.contains(.isSelected) { e.states.remove(.selected) }
        if !a.state.isEmpty {
            for (wire, state) in Self.stateMap where a.state.contains(wire) { e.states.insert(state) }
        }
        if e.role == .toggle || e.role == .checkBox || e.role == .radioButton { e.states.insert(.checkable) }
        if e.role == .dialog || e.role == .alert { e.states.insert(.modal) }
        if !a.state.isEmpty, a.state.contains(.activatable), e.activateTarget == nil { e.activateTarget = node }
        if (!a.state.isEmpty && a.state.contains(.adjustable)) || e.role == .slider || e.role == .stepper, e.adjustTarget == nil {
            e.adjustTarget = node
        }
        for k in a.actions.indices where !e.customTargets.contains(where: { $0.0 == node && $0.1 == UInt32(k) }) {
            e.customTargets.append((node, UInt32(k)))
            e.customNames.append(a.actions[k])
        }
        e.states.remove(.focused)
        if let f = e.focusTarget {
            e.states.insert(.focusable)
            if f == focused || e.holdsFocus { e.states.insert(.focused) }
        }
    }

    /// Links, custom content, points and settings (README §7 rules 8–11). Lent from an
    /// outer node (`fillOnly`), an entry the element already has (same custom-content id,
    /// same setting, an activation point) stays.
    static func applyDescriptions(_ a: Attributes, to e: inout AccessibilityElement, fillOnly: Bool) {
        e.links += a.links
        for c in a.customContent {
            let item = AccessibilityElement.CustomContent(id: c.id, label: c.label, value: c.value, high: c.high)
            if let k = e.customContent.firstIndex(where: { $0.id == c.id }) {
                if !fillOnly { e.customContent[k] = item }
            } else {
                e.customContent.append(item)
            }
        }
        for v in a.settings {
            if let k = e.settings.firstIndex(where: { $0.setting == v.setting }) {
                if !fillOnly { e.settings[k] = v }
            } else {
                e.settings.append(v)
            }
        }
        for p in a.points {
            let f = a.frame
            let w = p.unit ? WirePoint(x: f.x + p.point.x * f.width, y: f.y + p.point.y * f.height)
                           : WirePoint(x: f.x + p.point.x, y: f.y + p.point.y)
            switch p.kind {
            case .activation:
                if e.activationPoint == nil || !fillOnly { e.activationPoint = w }
            case .drag, .drop:
                e.points.append(.init(kind: p.kind, point: w, label: p.label))
            }
        }
    }

    /// The element's actions, in a fixed order: press, increment and decrement, custom.
    mutating func finishActions(_ i: Int) { Self.finishActions(&elements[i]) }

    static func finishActions(_ e: inout AccessibilityElement) {
        var actions: [AccessibilityElement.Action] = []
        let enabled = !e.states.contains(.disabled)
        if enabled, e.pressTarget != nil || e.activateTarget != nil || e.text != nil { actions.append(.press) }
        if enabled, e.adjustTarget != nil { actions += [.increment, .decrement] }
        for n in e.customNames { actions.append(.custom(n)) }
        e.actions = actions
    }

    /// Merges the element `c` (and its subtree) into `e` (`.combine`).
    mutating func absorb(_ c: Int, into e: inout AccessibilityElement, names: inout [String]) {
        let x = elements[c]
        let becomesAction = x.pressTarget != nil && e.pressTarget != nil && x.pressTarget != e.pressTarget && x.activateTarget == nil
        if !x.name.isEmpty, !becomesAction { names.append(x.name) }
        if !x.value.isEmpty, x.role != .staticText, !becomesAction { names.append(x.value) }
        if e.range == nil, x.range != nil { e.value = x.value; e.range = x.range; e.valueTarget = x.valueTarget }
        // A second control merged into one element (a row's info or delete button) stays
        // operable: it becomes a custom action named after it, which taps it.
        if becomesAction, let t = x.pressTarget {
            e.customTargets.append((t, AccessibilityElement.tapAction))
            e.customNames.append(x.name.isEmpty ? "Press" : x.name)
        }
        e.pressTarget = e.pressTarget ?? x.pressTarget
        e.focusTarget = e.focusTarget ?? x.focusTarget
        e.activateTarget = e.activateTarget ?? x.activateTarget
        e.adjustTarget = e.adjustTarget ?? x.adjustTarget
        e.states.formUnion(x.states.intersection(Self.mergedStates))
        e.customTargets += x.customTargets
        e.customNames += x.customNames
        e.links += x.links
        for c in x.customContent where !e.customContent.contains(where: { $0.id == c.id }) { e.customContent.append(c) }
        for v in x.settings where e.setting(v.setting) == nil { e.settings.append(v) }
        e.activationPoint = e.activationPoint ?? x.activationPoint
        e.points += x.points
        if e.role == .group, x.role != .staticText, x.role != .image, x.role != .group {
            e.role = x.role   // a combined row with a toggle reads as the toggle
        }
        for g in x.children { absorb(g, into: &e, names: &names) }
    }

    /// Makes `list` the children of `parent`, ordered by sort priority (higher first),
    /// then reading order.
    mutating func adopt(_ list: [Int], into parent: Int) {
        var ordered = list
        if list.contains(where: { elements[$0].sortPriority != 0 }) {
            ordered = list.enumerated().sorted {
                let a = elements[$0.element].sortPriority, b = elements[$1.element].sortPriority
                return a != b ? a > b : $0.offset < $1.offset
            }.map(\.element)
        }
        for c in ordered { elements[c].parent = parent }
        elements[parent].children = ordered
    }

    /// The states a combined element takes from the elements merged into it.
    static let mergedStates: AccessibilityElement.States = [.checked, .mixed, .selected, .checkable]

    /// The client's states and the element's.
    static let stateMap: [(AccessibilityState, AccessibilityElement.States)] = [
        (.checked, .checked), (.mixed, .mixed), (.expanded, .expanded), (.collapsed, .collapsed), (.disabled, .disabled),
    ]

    static func defaultBehaviour(of role: AccessibilityElement.Role) -> AccessibilityChildren {
        switch role {
        case .window, .group, .list, .listItem, .radioGroup, .tabList, .dialog, .alert, .menu: return .contain
        default: return .combine
        }
    }

    static func role(of traits: WireAccessibilityTraits) -> AccessibilityRole? {
        if traits.contains(.isHeader) { return .heading }
        if traits.contains(.isButton) { return .button }
        if traits.contains(.isLink) { return .link }
        if traits.contains(.isToggle) { return .toggle }
        if traits.contains(.isSearchField) { return .searchField }
        if traits.contains(.isImage) { return .image }
        if traits.contains(.isStaticText) { return .staticText }
        return nil
    }

    static func trait(of role: AccessibilityElement.Role) -> WireAccessibilityTraits {
        switch role {
        case .heading: return .isHeader
        case .button: return .isButton
        case .link: return .isLink
        case .toggle: return .isToggle
        case .searchField: return .isSearchField
        case .image: return .isImage
        case .staticText: return .isStaticText
        default: return []
        }
    }

    static func trait(of role: AccessibilityRole) -> WireAccessibilityTraits {
        trait(of: AccessibilityElement.Role(role))
    }

    /// How a symbol name reads: its words, without the variant suffixes
    /// (`square.and.arrow.up` → "square and arrow up", `heart.fill` → "heart").
    static func symbolName(_ name: String) -> String {
        let variants: Set<Substring> = ["fill", "circle", "square", "slash", "badge", "rectangle"]
        var parts = name.split(separator: ".")
        while parts.count > 1, let last = parts.last, variants.contains(last) { parts.removeLast() }
        return parts.joined(separator: " ")
    }

    static func intersection(_ a: WireRect, _ b: WireRect) -> WireRect {
        let x0 = max(a.x, b.x), y0 = max(a.y, b.y)
        let x1 = min(a.x + a.width, b.x + b.width), y1 = min(a.y + a.height, b.y + b.height)
        return WireRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
}
