// Property checks a session applies before staging create/update/reset.
import TrellisProtocol

extension Property {
    /// Why this value is out of its documented range, or `nil` when it is fine.
    ///
    /// The decoder already rejects NaN and negative sizes; the session checks again
    /// against the same table so the invariant does not depend on which decoder
    /// produced the message (the compositor also accepts messages built in memory).
    var rangeViolation: String? {
        func finiteNonNegative(_ v: Double) -> Bool { v.isFinite && v >= 0 }
        switch self {
        case .fontSize(let v): return v.isFinite && v > 0 ? nil : "fontSize must be finite and > 0, got \(v)"
        case .fontWeight(let w): return (100...900).contains(w) ? nil : "fontWeight must be 100...900, got \(w)"
        case .cornerRadius(let v), .spacing(let v), .width(let v), .height(let v),
             .minWidth(let v), .idealWidth(let v), .minHeight(let v), .idealHeight(let v),
             .minLength(let v):
            return finiteNonNegative(v) ? nil : "\(tag) must be finite and >= 0, got \(v)"
        case .maxWidth(let v), .maxHeight(let v):
            return !v.isNaN && v >= 0 ? nil : "\(tag) must be >= 0 (infinity allowed), got \(v)"
        case .insets(let e):
            return [e.top, e.leading, e.bottom, e.trailing].allSatisfy(\.isFinite)
                ? nil : "insets must be finite"
        case .opacity(let v): return (0...1).contains(v) ? nil : "opacity must be 0...1, got \(v)"
        case .offset(let p): return p.x.isFinite && p.y.isFinite ? nil : "offset must be finite"
        case .layoutPriority(let v): return v.isFinite ? nil : "layoutPriority must be finite"
        case .fixedAxes(let a): return a <= 3 ? nil : "fixedAxes uses bits 0 and 1 only, got \(a)"
        case .lineWidth(let w): return finiteNonNegative(w) ? nil : "lineWidth must be finite and >= 0, got \(w)"
        case .dash(let d):
            guard d.allSatisfy(finiteNonNegative) else { return "dash lengths must be finite and >= 0" }
            return d.isEmpty || d.contains { $0 > 0 } ? nil : "dash lengths must not all be 0"
        case .pathData(let data):
            guard data.allSatisfy(\.isFinite) else { return "pathData must be finite" }
            return PathGeometry.violation(data)
        case .gradient(let data): return GradientFill.violation(data)
        case .rotation(let v): return v.isFinite ? nil : "rotation must be finite"
        case .scale(let p), .anchor(let p): return p.x.isFinite && p.y.isFinite ? nil : "\(tag) must be finite"
        case .miterLimit(let v): return v.isFinite && v > 0 ? nil : "miterLimit must be finite and > 0, got \(v)"
        case .blur(let v): return finiteNonNegative(v) ? nil : "blur must be finite and >= 0, got \(v)"
        case .transitionBlur(let b):
            return finiteNonNegative(b.insertRadius) && finiteNonNegative(b.removeRadius)
                ? nil : "transitionBlur radii must be finite and >= 0, got \(b.insertRadius), \(b.removeRadius)"
        case .shadow(let s):
            return finiteNonNegative(s.radius) && s.x.isFinite && s.y.isFinite
                ? nil : "shadow radius must be finite and >= 0 and its offset finite"
        case .innerShadow(let s):
            return finiteNonNegative(s.radius) && s.x.isFinite && s.y.isFinite
                ? nil : "innerShadow radius must be finite and >= 0 and its offset finite"
        case .accessibilityRange(let r):
            guard r.minimum <= r.maximum else { return "accessibilityRange minimum \(r.minimum) is above maximum \(r.maximum)" }
            return r.minimum <= r.value && r.value <= r.maximum
                ? nil : "accessibilityRange value \(r.value) is outside \(r.minimum)...\(r.maximum)"
        case .accessibilityActions(let names):
            return names.count <= 64 ? nil : "accessibilityActions names at most 64 actions, got \(names.count)"
        case .accessibilityLinks(let links):
            guard links.count <= 256 else { return "accessibilityLinks has at most 256 entries, got \(links.count)" }
            for (k, l) in links.enumerated() {
                if l.kind == .rotorEntry {
                    if l.rotor.isEmpty { return "accessibilityLinks[\(k)]: a rotorEntry names its rotor" }
                } else if l.key.isEmpty {
                    return "accessibilityLinks[\(k)]: a \(l.kind) link needs a key"
                }
            }
            return nil
        case .accessibilityCustomContent(let list):
            guard list.count <= 64 else { return "accessibilityCustomContent has at most 64 entries, got \(list.count)" }
            if let k = list.firstIndex(where: { $0.id.isEmpty }) { return "accessibilityCustomContent[\(k)] has no id" }
            return nil
        case .accessibilityPoints(let list):
            guard list.count <= 32 else { return "accessibilityPoints has at most 32 entries, got \(list.count)" }
            for (k, p) in list.enumerated() {
                guard p.point.x.isFinite, p.point.y.isFinite else { return "accessibilityPoints[\(k)] must be finite" }
                if p.kind != .activation, p.label.isEmpty { return "accessibilityPoints[\(k)]: a \(p.kind) point needs a label" }
            }
            return nil
        case .accessibilitySettings(let list):
            guard list.count <= 16 else { return "accessibilitySettings has at most 16 entries, got \(list.count)" }
            var seen = Set<AccessibilitySetting>()
            for (k, v) in list.enumerated() {
                guard seen.insert(v.setting).inserted else { return "accessibilitySettings[\(k)]: \(v.setting) appears twice" }
                if let why = Self.settingViolation(v) { return "accessibilitySettings[\(k)]: \(why)" }
            }
            return nil
        case .trim(let t):
            guard t.count == 2 else { return "trim takes exactly 2 values (from, to), got \(t.count)" }
            return t[0] <= t[1] ? nil : "trim from \(t[0]) is after to \(t[1])"
        case .projection(let m):
            guard m.count == 4 else { return "projection takes exactly 4 values (a, b, c, d), got \(m.count)" }
            return m.allSatisfy(\.isFinite) ? nil : "projection must be finite"
        case .colorMatrix(let m):
            guard m.count == 20 else { return "colorMatrix takes exactly 20 values (a 4 × 5 matrix), got \(m.count)" }
            return m.allSatisfy(\.isFinite) ? nil : "colorMatrix must be finite"
        case .pathSize(let s):
            return s.width.isFinite && s.height.isFinite && s.width > 0 && s.height > 0
                ? nil : "pathSize must be finite and > 0, got \(s.width)x\(s.height)"
        case .zIndex(let v): return v.isFinite ? nil : "zIndex must be finite"
        case .aspectRatio(let v): return v.isFinite && v > 0 ? nil : "aspectRatio must be finite and > 0, got \(v)"
        case .verticalSpacing(let v): return finiteNonNegative(v) ? nil : "verticalSpacing must be finite and >= 0, got \(v)"
        case .position(let p), .gridCellAnchor(let p):
            return p.x.isFinite && p.y.isFinite ? nil : "\(tag) must be finite"
        case .gridCellColumns(let n): return (1...4096).contains(n) ? nil : "gridCellColumns must be 1...4096, got \(n)"
        case .gridCellUnsizedAxes(let a): return a <= 3 ? nil : "gridCellUnsizedAxes uses bits 0 and 1 only, got \(a)"
        case .placements(let list):
            for (k, e) in list.enumerated() {
                guard e.x.isFinite, e.y.isFinite, e.anchorX.isFinite, e.anchorY.isFinite,
                      e.proposalWidth >= 0, e.proposalHeight >= 0, e.unspecified <= 3 else {
                    return "placements[\(k)]: position and anchor must be finite, the proposal >= 0 and its bits 0...3"
                }
            }
            return nil
        case .layoutSizes(let list):
            for (k, e) in list.enumerated() {
                guard e.unspecified <= 3 else { return "layoutSizes[\(k)]: unspecified bits must be 0...3" }
            }
            return nil
        case .measureProposals(let list):
            if list.count > 16 { return "measureProposals holds at most 16 proposals, got \(list.count)" }
            return list.allSatisfy { $0.unspecified <= 3 } ? nil : "measureProposals: unspecified bits must be 0...3"
        case .alignmentGuides(let list):
            guard list.count % 4 == 0 else { return "alignmentGuides holds groups of 4 values, got \(list.count)" }
            for k in stride(from: 0, to: list.count, by: 4) where !(0...65535).contains(list[k]) || list[k].rounded() != list[k] {
                return "alignmentGuides[\(k)]: the guide must be a whole number 0...65535, got \(list[k])"
            }
            return list.allSatisfy(\.isFinite) ? nil : "alignmentGuides must be finite"
        case .customAlignment(let list):
            guard list.count % 4 == 0 else { return "customAlignment holds groups of 4 values, got \(list.count)" }
            for k in stride(from: 0, to: list.count, by: 4) where !(6...65535).contains(list[k]) || list[k].rounded() != list[k] {
                return "customAlignment[\(k)]: the guide must be a whole number 6...65535, got \(list[k])"
            }
            return list.allSatisfy(\.isFinite) ? nil : "customAlignment must be finite"
        case .textRuns(let runs):
            guard runs.count <= 4096 else { return "textRuns has at most 4096 runs, got \(runs.count)" }
            for (k, r) in runs.enumerated() {
                guard r.length >= 1 else { return "textRuns[\(k)]: length must be >= 1" }
                guard r.fontSize.isFinite, r.fontSize >= 0 else { return "textRuns[\(k)]: fontSize must be 0 or finite and > 0, got \(r.fontSize)" }
                guard r.fontWeight == 0 || (100...900).contains(r.fontWeight) else {
                    return "textRuns[\(k)]: fontWeight must be 0 or 100...900, got \(r.fontWeight)"
                }
                guard r.baselineOffset.isFinite else { return "textRuns[\(k)]: baselineOffset must be finite" }
            }
            return nil
        case .gridItems(let items):
            if items.isEmpty { return "gridItems needs at least one item" }
            for (k, item) in items.enumerated() {
                guard finiteNonNegative(item.minimum), !item.maximum.isNaN, item.maximum >= item.minimum,
                      finiteNonNegative(item.spacing) else {
                    return "gridItems[\(k)]: minimum and spacing must be finite and >= 0 and maximum >= minimum"
                }
            }
            return nil
        default: return nil
        }
    }

    /// UTF-8 length of the string this property carries (0 for non-string properties).
    var stringLength: Int {
        switch self {
        case .text(let s), .fontName(let s), .systemName(let s), .placeholder(let s): s.utf8.count
        default: 0
        }
    }
}

extension TransactionStaging {
    /// Checks `props` for a node of `kind`: each valid for the kind, in range, strings
    /// within the limit.
    func validate(_ props: [Property], for kind: NodeKind, node id: NodeID) throws(SessionFailure) {
        for p in props {
            guard p.tag.isValid(for: kind) else {
                throw SessionFailure(.invalidProperty, "property \(p.tag) is not valid for \(kind) node \(id)")
            }
            if let why = p.rangeViolation {
                throw SessionFailure(.invalidValue, "node \(id): \(why)")
            }
            if p.stringLength > limits.maxStringLength {
                throw SessionFailure(.limitExceeded,
                    "node \(id): \(p.tag) string of \(p.stringLength) bytes exceeds the limit of \(limits.maxStringLength)")
            }
        }
    }
}

extension Property {
    /// Why a reading setting's value is not one its setting takes (README §7 rule 11).
    static func settingViolation(_ v: WireAccessibilitySetting) -> String? {
        let x = v.value
        let whole = x.isFinite && x == x.rounded()
        switch v.setting {
        case .textContentType:
            return whole && x >= 1 && x <= 255 && AccessibilityTextContent(rawValue: UInt8(x)) != nil
                ? nil : "textContentType \(x) is no AccessibilityTextContent"
        case .speechPitch:
            return x.isFinite && x >= -1 && x <= 1 ? nil : "speechPitch must be -1...1, got \(x)"
        case .speechPunctuation, .speechQueued, .speechSpellsOut, .largeContentViewer:
            return x == 0 || x == 1 ? nil : "\(v.setting) must be 0 or 1, got \(x)"
        case .directTouch:
            return whole && x >= 0 && x <= 7 ? nil : "directTouch must be a whole number 0...7, got \(x)"
        }
    }
}
