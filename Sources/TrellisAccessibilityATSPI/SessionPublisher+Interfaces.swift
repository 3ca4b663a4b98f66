// The AT-SPI2 interfaces Accessible, Application, Component and Action: their method
// calls, answered from the session's current tree. Signatures are at-spi2-core's
// (xml/*.xml of 2.46). A bad index or offset answers an empty value, false or an
// InvalidArgs error: a request from the bus must never stop the daemon.
import TrellisProtocol
import TrellisRenderer

extension SessionPublisher {
    /// The interfaces an object implements (`GetInterfaces`; libatspi and pyatspi offer
    /// an interface only when it is listed).
    func interfaces(of call: Call) -> [String] {
        guard let e = call.element else { return [ATSPIName.accessible, ATSPIName.application] }
        var list = [ATSPIName.accessible, ATSPIName.component]
        if !e.actions.isEmpty { list.append(ATSPIName.action) }
        if e.range != nil { list.append(ATSPIName.value) }
        if textOf(e) != nil { list.append(ATSPIName.text) }
        if e.text != nil && !e.states.contains(.disabled) { list.append(ATSPIName.editableText) }
        if offersSelection(e) { list.append(ATSPIName.selection) }
        return list
    }

    // MARK: org.a11y.atspi.Accessible

    func accessible(_ call: Call, _ member: String) -> Bool {
        let e = call.element
        switch member {
        case "GetChildAtIndex":
            guard let i = call.reader.int32() else { return invalidArguments(call) }
            let children = children(of: call)
            return reply(call) { $0.reference(i >= 0 && Int(i) < children.count ? children[Int(i)] : self.nullReference) }
        case "GetChildren":
            let children = children(of: call)
            return reply(call) { w in w.container("a", "(so)") { children.forEach(w.reference) } }
        case "GetIndexInParent":
            var index: Int32 = -1
            if case .element(let i) = call.target, let tree = call.tree {
                if let p = tree.elements[i].parent {
                    index = Int32(tree.elements[p].children.firstIndex(of: i) ?? -1)
                } else {
                    index = 0
                }
            }
            return reply(call) { $0.int32(index) }
        case "GetRelationSet":
            var relations: [(UInt32, [ObjectReference])] = []
            if let e, let tree = call.tree {
                relations = e.relations.map { r in (ATSPIRelation.number(r.kind), r.targets.map { self.reference($0, in: tree) }) }
            }
            return reply(call) { w in
                w.container("a", "(ua(so))") {
                    for (kind, targets) in relations {
                        w.container("r", "ua(so)") {
                            w.uint32(kind)
                            w.container("a", "(so)") { targets.forEach(w.reference) }
                        }
                    }
                }
            }
        case "GetRole":
            return reply(call) { $0.uint32(self.role(of: e).number) }
        case "GetRoleName", "GetLocalizedRoleName":
            return reply(call) { $0.string(self.role(of: e).name) }
        case "GetState":
            let words = e.map { ATSPIState.words(ATSPIState.of($0)) } ?? [0, 0]
            return reply(call) { w in w.container("a", "u") { words.forEach(w.uint32) } }
        case "GetAttributes":
            var attributes: [(String, String)] = [("toolkit", "Trellis")]
            if let e {
                if e.headingLevel > 0 { attributes.append(("level", String(e.headingLevel))) }
                if !e.identifier.isEmpty { attributes.append(("id", e.identifier)) }
                attributes += ATSPIAttributes.of(e, in: call.tree)
            }
            return reply(call) { $0.stringDictionary(attributes) }
        case "GetApplication":
            return reply(call) { $0.reference(self.rootReference) }
        case "GetInterfaces":
            let list = interfaces(of: call)
            return reply(call) { $0.stringArray(list) }
        default:
            return false
        }
    }

    func role(of e: AccessibilityElement?) -> ATSPIRole {
        guard let e else { return .application }
        return ATSPIRole(e.role, states: e.states)
    }

    // MARK: org.a11y.atspi.Application

    func application(_ call: Call, _ member: String) -> Bool {
        guard call.element == nil else { return false }
        switch member {
        case "GetLocale":
            return reply(call) { $0.string("") }
        case "GetApplicationBusAddress":
            // No peer-to-peer address: clients keep talking through the accessibility bus.
            return reply(call) { $0.string("") }
        default:
            return false
        }
    }

    // MARK: org.a11y.atspi.Component

    /// An element's extents in `coordinateType`, in pixels: screen coordinates where the
    /// backend knows where the window is (X11), else window coordinates (headless, png).
    func extents(_ i: Int, in tree: AccessibilityTree, _ coordinateType: UInt32) -> WireRect {
        var f = tree.elements[i].frame
        if coordinateType == ATSPICoordinates.parent, let p = tree.elements[i].parent {
            f.x -= tree.elements[p].frame.x
            f.y -= tree.elements[p].frame.y
        }
        return toPixels(f, coordinateType)
    }

    /// A rectangle in window points as `coordinateType` pixels (parent-relative ones are
    /// only scaled).
    func toPixels(_ f: WireRect, _ coordinateType: UInt32) -> WireRect {
        guard let placement = performer?.screenPlacement(of: surface) else { return f }
        let s = placement.scale
        var r = WireRect(x: f.x * s, y: f.y * s, width: f.width * s, height: f.height * s)
        if coordinateType == ATSPICoordinates.screen {
            r.x += placement.origin.x
            r.y += placement.origin.y
        }
        return r
    }

    /// A point in `coordinateType` pixels as window points.
    func fromPixels(_ p: WirePoint, _ coordinateType: UInt32) -> WirePoint {
        guard let placement = performer?.screenPlacement(of: surface), placement.scale > 0 else { return p }
        var q = p
        if coordinateType == ATSPICoordinates.screen {
            q.x -= placement.origin.x
            q.y -= placement.origin.y
        }
        return WirePoint(x: q.x / placement.scale, y: q.y / placement.scale)
    }

    func component(_ call: Call, _ member: String) -> Bool {
        guard case .element(let i) = call.target, let tree = call.tree else { return false }
        func clamp(_ v: Double) -> Int32 { v.isFinite ? Int32(clamping: Int(v.rounded())) : 0 }
        switch member {
        case "Contains", "GetAccessibleAtPoint":
            guard let x = call.reader.int32(), let y = call.reader.int32(), let type = call.reader.uint32() else {
                return invalidArguments(call)
            }
            var p = fromPixels(WirePoint(x: Double(x), y: Double(y)), type)
            if type == ATSPICoordinates.parent, let parent = tree.elements[i].parent {
                p.x += tree.elements[parent].frame.x
                p.y += tree.elements[parent].frame.y
            }
            let f = tree.elements[i].frame
            let inside = p.x >= f.x && p.y >= f.y && p.x < f.x + f.width && p.y < f.y + f.height
            if member == "Contains" { return reply(call) { $0.bool(inside) } }
            var hit = nullReference
            if inside, let j = tree.element(at: p), j != i, isDescendant(j, of: i, in: tree) {
                hit = reference(j, in: tree)
            }
            return reply(call) { $0.reference(hit) }
        case "GetExtents":
            guard let type = call.reader.uint32() else { return invalidArguments(call) }
            let f = extents(i, in: tree, type)
            return reply(call) { w in
                w.container("r", "iiii") { w.int32(clamp(f.x)); w.int32(clamp(f.y)); w.int32(clamp(f.width)); w.int32(clamp(f.height)) }
            }
        case "GetPosition":
            guard let type = call.reader.uint32() else { return invalidArguments(call) }
            let f = extents(i, in: tree, type)
            return reply(call) { $0.int32(clamp(f.x)); $0.int32(clamp(f.y)) }
        case "GetSize":
            let f = toPixels(tree.elements[i].frame, ATSPICoordinates.window)
            return reply(call) { $0.int32(clamp(f.width)); $0.int32(clamp(f.height)) }
        case "GetLayer":
            return reply(call) { $0.uint32(i == 0 ? ATSPICoordinates.layerWindow : ATSPICoordinates.layerWidget) }
        case "GetMDIZOrder":
            return reply(call) { $0.int16(0) }
        case "GrabFocus":
            let done = performer?.performAccessibility(.focus, on: tree.elements[i].id, surface: surface) ?? false
            return reply(call) { $0.bool(done) }
        case "GetAlpha":
            return reply(call) { $0.double(1) }
        case "SetExtents", "SetPosition", "SetSize", "ScrollTo", "ScrollToPoint":
            // The app lays itself out; an assistive technology cannot move or resize it.
            return reply(call) { $0.bool(false) }
        default:
            return false
        }
    }

    func isDescendant(_ j: Int, of i: Int, in tree: AccessibilityTree) -> Bool {
        var k: Int? = j
        var steps = 0
        while let c = k, steps <= tree.elements.count {
            if c == i { return true }
            k = tree.elements[c].parent
            steps += 1
        }
        return false
    }

    // MARK: org.a11y.atspi.Action

    /// The request action `index` of `e` stands for (custom actions count among
    /// themselves).
    func request(forAction index: Int, of e: AccessibilityElement) -> AccessibilityRequest? {
        guard index >= 0, index < e.actions.count else { return nil }
        switch e.actions[index] {
        case .press: return .activate
        case .increment: return .increment
        case .decrement: return .decrement
        case .custom:
            let k = e.actions[..<index].filter { if case .custom = $0 { return true } else { return false } }.count
            return .custom(k)
        }
    }

    func action(_ call: Call, _ member: String) -> Bool {
        guard let e = call.element else { return false }
        switch member {
        case "GetName", "GetLocalizedName", "GetDescription", "GetKeyBinding":
            guard let i = call.reader.int32() else { return invalidArguments(call) }
            let valid = i >= 0 && Int(i) < e.actions.count
            let text = valid && (member == "GetName" || member == "GetLocalizedName") ? e.actions[Int(i)].name : ""
            return reply(call) { $0.string(text) }
        case "GetActions":
            return reply(call) { w in
                w.container("a", "(sss)") {
                    for a in e.actions { w.container("r", "sss") { w.string(a.name); w.string(""); w.string("") } }
                }
            }
        case "DoAction":
            guard let i = call.reader.int32() else { return invalidArguments(call) }
            var done = false
            if let r = request(forAction: Int(i), of: e) {
                done = performer?.performAccessibility(r, on: e.id, surface: surface) ?? false
            }
            return reply(call) { $0.bool(done) }
        default:
            return false
        }
    }
}
