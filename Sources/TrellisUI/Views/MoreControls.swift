// Menu, Link, ColorPicker, formatted text fields, and the text and colour initializers
// real SwiftUI files use.
import TrellisProtocol

/// A button that lists actions over the window when tapped (like a menu on an iPhone).
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    @State private var open = false
    /// Made by a menu style (`Menu(configuration)`): drawn as is, not styled again.
    var isStyled = false
    @Environment(\.menuStyle) private var style

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        if let style, !isStyled {
            // Controls/MenuStyle.swift
            style.make(MenuStyleConfiguration(label: .init(content: AnyView(label)), content: .init(content: AnyView(content))))
        } else {
            Button(action: { open = true }) { label }
                .confirmationDialog(Text(""), isPresented: $open) { content }
        }
    }
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

/// Opens a URL with the environment's `openURL` action.
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label
    @Environment(\.openURL) private var openURL

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: some View {
        Button(action: { openURL(destination) }) { label }
    }
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) { self.init(destination: destination) { Text(titleKey) } }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) { self.init(destination: destination) { Text(title) } }
}

/// Opens URLs (`@Environment(\.openURL)`). The default hands the URL to `xdg-open`
/// when the system has it, else logs it.
public struct OpenURLAction {
    let handler: (URL) -> Void
    public init(handler: @escaping (URL) -> Result) {
        self.handler = { _ = handler($0) }
    }
    init(_ handler: @escaping (URL) -> Void) { self.handler = handler }
    public func callAsFunction(_ url: URL) { handler(url) }

    /// What a custom handler did with the URL.
    public enum Result { case handled, discarded, systemAction }

    static let system = OpenURLAction { url in
        MainActor.assumeIsolated { openWithSystem(url) }
    }

    @MainActor
    static func openWithSystem(_ url: URL) {
        let opener = "/usr/bin/xdg-open"
        guard FileManager.default.isExecutableFile(atPath: opener) else {
            TrellisLog.emit("openURL: no xdg-open on this system; not opening \(url)")
            return
        }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: opener)
        p.arguments = [url.absoluteString]
        do { try p.run() } catch { TrellisLog.emit("openURL: cannot run xdg-open: \(error)") }
    }
}

struct OpenURLKey: EnvironmentKey { static var defaultValue: OpenURLAction { .system } }

extension EnvironmentValues {
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}

/// Chooses a colour: a swatch that steps through the system colours when tapped (a
/// documented simplification of the system colour panel).
public struct ColorPicker<Label: View>: View {
    let selection: Binding<Color>
    let label: Label
    static var palette: [Color] { [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown, .gray, .black] }

    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.label = label()
    }

    public var body: some View {
        HStack {
            label
            Spacer()
            Circle().fill(selection.wrappedValue).frame(width: 24, height: 24)
                .onTapGesture {
                    let p = Self.palette
                    let i = p.firstIndex(of: selection.wrappedValue) ?? -1
                    selection.wrappedValue = p[(i + 1) % p.count]
                }
        }
    }
}

extension ColorPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

/// The text of a formatted field while it is edited: kept as typed (so "12." or a typo
/// survives) until the value changes from elsewhere, then re-formatted.
final class FormattedDraft: @unchecked Sendable {
    var text: String?
    /// The formatted value when `text` was typed.
    var valueText = ""
}

extension TextField where Label == Text {
    /// A field editing `value` through `format`: typed text that parses updates the value;
    /// text that does not stays on screen and leaves the value alone.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        self.init(titleKey.key, formatted: value, format: format)
    }
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        self.init(String(title), formatted: value, format: format)
    }

    init<F: ParseableFormatStyle>(_ title: String, formatted value: Binding<F.FormatInput>, format: F)
    where F.FormatOutput == String {
        let draft = FormattedDraft()
        let text = Binding<String>(get: {
            let shown = format.format(value.wrappedValue)
            if let d = draft.text, draft.valueText == shown { return d }
            draft.text = nil
            return shown
        }, set: { typed in
            draft.text = typed
            if let parsed = try? format.parseStrategy.parse(typed) {
                draft.valueText = format.format(parsed)
                value.wrappedValue = parsed
            } else {
                draft.valueText = format.format(value.wrappedValue)
            }
        })
        self.init(title, text: text)
    }
}

extension Text {
    /// How `Text(_:style:)` shows a date.
    public enum DateStyle: Sendable { case date, time, relative, offset, timer }

    /// A date in one of SwiftUI's styles.
    public init(_ date: Date, style: DateStyle) {
        switch style {
        case .date: self.init(date.formatted(date: .long, time: .omitted))
        case .time: self.init(date.formatted(date: .omitted, time: .shortened))
        case .relative, .offset, .timer:
            let seconds = Int(date.timeIntervalSinceNow.rounded())
            let m = abs(seconds) / 60, s = abs(seconds) % 60
            let sign = style == .offset ? (seconds < 0 ? "-" : "+") : ""
            self.init(style == .timer ? "\(m):\(s < 10 ? "0" : "")\(s)" : "\(sign)\(m) min, \(s) sec")
        }
    }

    /// The text between two dates.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        let seconds = Int((countsDown ? timerInterval.upperBound.timeIntervalSinceNow
                           : Date().timeIntervalSince(timerInterval.lowerBound)).rounded())
        let s = max(seconds, 0)
        self.init("\(s / 60):\(s % 60 < 10 ? "0" : "")\(s % 60)")
    }
}

extension Color {
    /// A colour from hue, saturation and brightness (0 … 1 each).
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6, s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let c = v * s, x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1)), m = v - c
        let (r, g, b): (Double, Double, Double)
        switch Int(h) {
        case 0: (r, g, b) = (c, x, 0)
        case 1: (r, g, b) = (x, c, 0)
        case 2: (r, g, b) = (0, c, x)
        case 3: (r, g, b) = (0, x, c)
        case 4: (r, g, b) = (x, 0, c)
        default: (r, g, b) = (c, 0, x)
        }
        self.init(red: r + m, green: g + m, blue: b + m, opacity: opacity)
    }

    /// Colour spaces of `Color(_:red:green:blue:opacity:)`; all are drawn as sRGB.
    public enum RGBColorSpace: Sendable { case sRGB, sRGBLinear, displayP3 }

    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(white: white, opacity: opacity)
    }
}

/// Translucent backgrounds (`.ultraThinMaterial` …), drawn as translucent white.
public struct Material: ShapeStyle, Sendable {
    let opacity: Double
    public static let ultraThinMaterial = Material(opacity: 0.5)
    public static let thinMaterial = Material(opacity: 0.65)
    public static let regularMaterial = Material(opacity: 0.8)
    public static let thickMaterial = Material(opacity: 0.9)
    public static let ultraThickMaterial = Material(opacity: 0.95)
    public static let bar = Material(opacity: 0.9)
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { Material.ultraThinMaterial }
    public static var thinMaterial: Material { Material.thinMaterial }
    public static var regularMaterial: Material { Material.regularMaterial }
    public static var thickMaterial: Material { Material.thickMaterial }
    public static var ultraThickMaterial: Material { Material.ultraThickMaterial }
    public static var bar: Material { Material.bar }
}

extension View {
    /// Fills the view's background with a style (a colour, gradient or material).
    @_disfavoredOverload
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(Rectangle().fill(style))
    }
    /// Fills `shape` with `style` behind the view.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(shape.fill(style))
    }
    /// The primary style applies (secondary and tertiary levels are accepted).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        foregroundStyle(primary)
    }
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2,
                                                                               _ tertiary: S3) -> some View {
        foregroundStyle(primary)
    }
}

/// A rectangle whose four corners have their own radii.
public struct UnevenRoundedRectangle: InsettableShape {
    public var topLeadingRadius: CGFloat, bottomLeadingRadius: CGFloat
    public var bottomTrailingRadius: CGFloat, topTrailingRadius: CGFloat
    public var style: RoundedCornerStyle
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.topLeadingRadius = topLeadingRadius; self.bottomLeadingRadius = bottomLeadingRadius
        self.bottomTrailingRadius = bottomTrailingRadius; self.topTrailingRadius = topTrailingRadius; self.style = style
    }
    public func path(in r: CGRect) -> Path {
        let limit = min(r.width, r.height) / 2
        let tl = min(topLeadingRadius, limit), tr = min(topTrailingRadius, limit)
        let br = min(bottomTrailingRadius, limit), bl = min(bottomLeadingRadius, limit)
        var p = Path()
        p.move(to: CGPoint(x: r.minX + tl, y: r.minY))
        p.addLine(to: CGPoint(x: r.maxX - tr, y: r.minY))
        if tr > 0 { p.addArc(center: CGPoint(x: r.maxX - tr, y: r.minY + tr), radius: tr, startAngle: .degrees(-90), endAngle: .degrees(0), clockwise: false) }
        p.addLine(to: CGPoint(x: r.maxX, y: r.maxY - br))
        if br > 0 { p.addArc(center: CGPoint(x: r.maxX - br, y: r.maxY - br), radius: br, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false) }
        p.addLine(to: CGPoint(x: r.minX + bl, y: r.maxY))
        if bl > 0 { p.addArc(center: CGPoint(x: r.minX + bl, y: r.maxY - bl), radius: bl, startAngle: .degrees(90), endAngle: .degrees(180), clockwise: false) }
        p.addLine(to: CGPoint(x: r.minX, y: r.minY + tl))
        if tl > 0 { p.addArc(center: CGPoint(x: r.minX + tl, y: r.minY + tl), radius: tl, startAngle: .degrees(180), endAngle: .degrees(270), clockwise: false) }
        p.closeSubpath()
        return p
    }
    public func inset(by amount: CGFloat) -> _InsetShape<UnevenRoundedRectangle> { _InsetShape(base: self, amount: amount) }
}

/// A part of a shape's outline, from `from` to `to` of its length (0 … 1).
public struct _TrimmedShape<Base: Shape>: Shape {
    let base: Base
    let from: CGFloat
    let to: CGFloat
    public func path(in rect: CGRect) -> Path { base.path(in: rect).trimmedPath(from: from, to: to) }
    /// Drawn by the daemon from the base outline, so a changing fraction animates there.
    public func _trim(in rect: CGRect) -> (path: Path, from: Double, to: Double)? {
        if let inner = base._trim(in: rect) {
            // trim of a trim: fractions of the inner part's length.
            let span = inner.to - inner.from
            return (inner.path, inner.from + span * Double(from), inner.from + span * Double(to))
        }
        return (base.path(in: rect), Double(from), Double(to))
    }
}

extension Shape {
    /// The part of the outline between the two fractions of its length, for strokes
    /// (progress rings).
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(base: self, from: min(max(startFraction, 0), 1), to: min(max(endFraction, 0), 1))
    }
}

extension Path {
    /// The part of the path between two fractions of its length, as lines (curves are
    /// flattened in 16 steps).
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        var points: [[CGPoint]] = []
        var cur: [CGPoint] = []
        var last = CGPoint.zero, start = CGPoint.zero
        for e in elements {
            switch e {
            case .move(let p): if cur.count > 1 { points.append(cur) }; cur = [p]; last = p; start = p
            case .line(let p): if cur.isEmpty { cur = [last] }; cur.append(p); last = p
            case .quad(let c, let p):
                if cur.isEmpty { cur = [last] }
                for k in 1...16 {
                    let t = Double(k) / 16, u = 1 - t
                    cur.append(CGPoint(x: u * u * last.x + 2 * u * t * c.x + t * t * p.x, y: u * u * last.y + 2 * u * t * c.y + t * t * p.y))
                }
                last = p
            case .curve(let c1, let c2, let p):
                if cur.isEmpty { cur = [last] }
                for k in 1...16 {
                    let t = Double(k) / 16, u = 1 - t
                    cur.append(CGPoint(x: u * u * u * last.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p.x,
                                       y: u * u * u * last.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p.y))
                }
                last = p
            case .close: cur.append(start); last = start; points.append(cur); cur = []
            }
        }
        if cur.count > 1 { points.append(cur) }
        var segments: [(CGPoint, CGPoint, Double)] = []
        for poly in points { for k in 1..<poly.count {
            let a = poly[k - 1], b = poly[k]
            segments.append((a, b, ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()))
        } }
        let total = segments.reduce(0) { $0 + $1.2 }
        guard total > 0, to > from else { return Path() }
        let lo = Double(from) * total, hi = Double(to) * total
        var out = Path()
        var walked = 0.0
        var open = false
        for (a, b, len) in segments {
            let s0 = walked, s1 = walked + len
            walked = s1
            guard s1 > lo, s0 < hi, len > 0 else { open = false; continue }
            func at(_ s: Double) -> CGPoint { let t = (s - s0) / len; return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
            if !open { out.move(to: at(max(lo, s0))); open = true }
            out.addLine(to: at(min(hi, s1)))
        }
        return out
    }
}
