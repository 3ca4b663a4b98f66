// Grid, GridRow, LazyVGrid/LazyHGrid with GridItem, aspectRatio/scaledToFit, position and
// zIndex as SwiftUI code writes them, laid out by the real daemon core (S22).
import Testing
import TrellisProtocol
@testable import TrellisUI

private struct PhotoGrid: View {
    var body: some View {
        LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {
            ForEach(0..<3, id: \.self) { i in
                Color.red.aspectRatio(1, contentMode: .fit).overlay(Text("p\(i)"))
            }
        }
        .frame(width: 208)
    }
}

private struct SettingsGrid: View {
    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 12) {
            GridRow {
                Text("Name")
                Text("Value")
            }
            Divider().gridCellUnsizedAxes(.horizontal)
            GridRow {
                Text("a").gridColumnAlignment(.trailing)
                Text("wide value")
            }
            GridRow {
                Text("spans both").gridCellColumns(2)
            }
        }
    }
}

private struct LayeredTaps: View {
    @State private var hit = "none"
    let redOnTop: Bool
    var body: some View {
        VStack {
            Text("hit \(hit)")
            ZStack {
                Color.red.frame(width: 100, height: 100).onTapGesture { hit = "red" }.zIndex(redOnTop ? 1 : 0)
                Color.green.frame(width: 100, height: 100).onTapGesture { hit = "green" }
            }
        }
    }
}

extension TrellisUITests {
    @MainActor @Suite struct GridAndPlacementAPI {
        private func frame(_ h: Harness, _ text: String) -> WireRect {
            h.connection.frame(of: h.connection.node(withText: text)!)!
        }

        @Test("S22 LazyVGrid with two flexible GridItems: square cells (aspectRatio 1, .fit) flow row by row")
        func photoGrid() {
            let h = Harness(PhotoGrid())
            let p0 = frame(h, "p0"), p1 = frame(h, "p1"), p2 = frame(h, "p2")
            // (208 - 8) / 2 = 100-point columns; each square 100, its label centred in it.
            #expect(p1.x - p0.x == 108 && p1.y == p0.y)
            #expect(p2.x == p0.x && p2.y - p0.y == 108)
        }

        @Test("S22 Grid: columns line up across rows; gridColumnAlignment, gridCellColumns and an unsized Divider")
        func settingsGrid() {
            let h = Harness(SettingsGrid())
            let name = frame(h, "Name"), value = frame(h, "Value"), a = frame(h, "a"), wide = frame(h, "wide value")
            #expect(value.x == wide.x, "column 1 is leading-aligned (the grid's alignment)")
            #expect(a.x + a.width == name.x + name.width, "column 0 is trailing-aligned by gridColumnAlignment")
            #expect(wide.x - name.x == name.width + 12, "horizontalSpacing 12 between the columns")
            let spans = frame(h, "spans both")
            #expect(spans.x == name.x, "a cell spanning two columns starts at the first")
            let divider = h.connection.tree.laidOutNodes().compactMap { id -> WireRect? in
                guard h.connection.kind(of: id) == .shape, let f = h.connection.frame(of: id), f.height <= 1 else { return nil }
                return f
            }.first
            #expect(divider.map { $0.width == wide.x + wide.width - name.x } == true,
                    "the divider is as wide as the grid, not as wide as it is offered: \(String(describing: divider))")
        }

        @Test("zIndex decides which of two overlapping views a tap reaches")
        func zIndexTaps() {
            for redOnTop in [false, true] {
                let h = Harness(LayeredTaps(redOnTop: redOnTop))
                let z = h.connection.frame(of: h.connection.firstNode(ofKind: .zstack)!)!
                h.connection.tap(at: WirePoint(x: z.x + z.width / 2, y: z.y + z.height / 2))
                h.settle()
                #expect(h.texts.contains(redOnTop ? "hit red" : "hit green"), "\(h.texts)")
            }
        }

        @Test("S22 aspectRatio and scaledToFit size a colour by its ratio; position centres a view on a point")
        func aspectAndPosition() {
            let h = Harness(VStack(spacing: 0) {
                Color.red.aspectRatio(2, contentMode: .fit).overlay(Text("ratio")).frame(width: 300, height: 300)
                Text("P").position(x: 30, y: 40).frame(width: 200, height: 100).overlay(alignment: .topLeading) { Text("origin") }
            })
            let colour = h.connection.tree.laidOutNodes().first { h.connection.kind(of: $0) == .shape }
            let c = colour.flatMap { h.connection.frame(of: $0) }
            #expect(c.map { ($0.width, $0.height) == (300, 150) } == true, "\(String(describing: c))")
            let p = frame(h, "P"), origin = frame(h, "origin")
            #expect(p.x + p.width / 2 - origin.x == 30 && p.y + p.height / 2 - origin.y == 40)
        }
    }
}

private struct RowTaps: View {
    @State private var taps = 0
    let shaped: Bool
    var body: some View {
        VStack {
            Text("taps \(taps)")
            Group {
                if shaped {
                    HStack { Text("left"); Spacer(); Text("right") }.contentShape(Rectangle()).onTapGesture { taps += 1 }
                } else {
                    HStack { Text("left"); Spacer(); Text("right") }.onTapGesture { taps += 1 }
                }
            }
            .frame(width: 300)
        }
    }
}

extension TrellisUITests.GridAndPlacementAPI {
    @Test("contentShape(Rectangle()) makes the gap between a row's texts tappable, as list rows use it")
    func contentShapeRow() {
        for shaped in [false, true] {
            let h = Harness(RowTaps(shaped: shaped))
            let left = h.connection.frame(of: h.connection.node(withText: "left")!)!
            h.connection.tap(at: WirePoint(x: left.x + 150, y: left.y + left.height / 2))
            h.settle()
            #expect(h.texts.contains(shaped ? "taps 1" : "taps 0"), "\(h.texts)")
        }
    }
}

extension TrellisUITests.GridAndPlacementAPI {
    @Test("safeAreaInset puts its content at the edge and the view takes the rest")
    func safeAreaInset() {
        let h = Harness(VStack(spacing: 0) {
            Color.red.overlay(Text("main")).safeAreaInset(edge: .bottom) { Text("bar") }.frame(width: 200, height: 300)
            Color.blue.overlay(Text("side")).safeAreaInset(edge: .leading, spacing: 10) { Text("nav") }.frame(width: 200, height: 100)
        })
        let main = h.connection.frame(of: h.connection.node(withText: "main")!)!
        let bar = h.connection.frame(of: h.connection.node(withText: "bar")!)!
        // The colour is 200 × 280 (its label centred in it); the bar's 20 points are below.
        #expect(main.y + main.height / 2 + 140 == bar.y, "\(main) \(bar)")
        #expect(bar.x + bar.width / 2 == main.x + main.width / 2)
        let side = h.connection.frame(of: h.connection.node(withText: "side")!)!
        let nav = h.connection.frame(of: h.connection.node(withText: "nav")!)!
        // nav is 30 wide; the colour starts 10 after it and is 160 wide.
        #expect(side.x + side.width / 2 == nav.x + nav.width + 10 + 80, "\(nav) \(side)")
    }
}

private struct Adaptive: View {
    @State private var wide = true
    var body: some View {
        VStack {
            Button("narrow") { wide = false }
            ViewThatFits(in: .horizontal) {
                Text("Full title of the item").onAppear { Log.print("full appeared") }
                Text("Short").onAppear { Log.print("short appeared") }
            }
            .frame(width: wide ? 300 : 100)
        }
    }
}

extension TrellisUITests.GridAndPlacementAPI {
    @Test("ViewThatFits shows the first view that fits and switches when the space changes; only the shown one appears")
    func viewThatFits() {
        let h = Harness(Adaptive())
        #expect(h.texts.contains("Full title of the item") && !h.texts.contains("Short"))
        #expect(Log.take().contains("full appeared"))
        h.tap("narrow")
        #expect(h.texts.contains("Short") && !h.texts.contains("Full title of the item"), "\(h.texts)")
        #expect(Log.take().contains("short appeared"))
    }
}

extension TrellisUITests.GridAndPlacementAPI {
    @Test("alignmentGuide: a closure of the view's dimensions moves it against its stack's alignment")
    func alignmentGuide() {
        let h = Harness(VStack(alignment: .leading, spacing: 0) {
            Text("first line")
            Text("indented").alignmentGuide(.leading) { _ in -20 }
            Text("hanging").alignmentGuide(.leading) { d in d[.trailing] }
        })
        let first = h.connection.frame(of: h.connection.node(withText: "first line")!)!
        let indented = h.connection.frame(of: h.connection.node(withText: "indented")!)!
        let hanging = h.connection.frame(of: h.connection.node(withText: "hanging")!)!
        #expect(indented.x - first.x == 20)
        #expect(hanging.x + hanging.width == first.x)
    }
}

extension TrellisUITests.GridAndPlacementAPI {
    @Test("compositingGroup, drawingGroup, blendMode and colorMultiply reach the daemon as group properties")
    func compositingModifiers() {
        let h = Harness(VStack {
            Text("a").compositingGroup()
            Text("b").drawingGroup()
            Text("c").blendMode(.multiply)
            Text("d").colorMultiply(.red)
            Text("e").blendMode(.normal)
        })
        func effect(above text: String) -> NodeID { h.connection.parent(of: h.connection.node(withText: text)!)! }
        #expect(h.connection.property(.compositingGroup, of: effect(above: "a")) == .compositingGroup(true))
        #expect(h.connection.property(.compositingGroup, of: effect(above: "b")) == .compositingGroup(true))
        #expect(h.connection.property(.blendMode, of: effect(above: "c")) == .blendMode(.multiply))
        #expect(h.connection.property(.colorMultiply, of: effect(above: "d")) != nil)
        #expect(h.connection.property(.blendMode, of: effect(above: "e")) == nil, "normal is the default: nothing sent")
    }
}

private struct DeepLinks: View {
    @State private var opened = "none"
    var body: some View {
        Text("opened \(opened)").onOpenURL { opened = $0.absoluteString }
    }
}

extension TrellisUITests.GridAndPlacementAPI {
    @Test("onOpenURL: a URL the app is asked to open reaches the handler on screen; one asked before waits for it")
    func onOpenURL() {
        OpenURLRouter.reset()
        defer { OpenURLRouter.reset() }
        #expect(OpenURLRouter.urls(inArguments: ["--flag", "notes://item/7", "plain", "https://example.org/x"]).map(\.absoluteString)
                == ["notes://item/7", "https://example.org/x"])
        OpenURLRouter.open(URL(string: "notes://early")!)
        let h = Harness(DeepLinks())
        h.settle()
        #expect(h.texts.contains("opened notes://early"), "\(h.texts)")
        OpenURLRouter.open(URL(string: "notes://item/7")!)
        h.settle()
        #expect(h.texts.contains("opened notes://item/7"), "\(h.texts)")
    }
}

extension TrellisUITests.GridAndPlacementAPI {
    @Test("underline and strikethrough, on a Text and on a view, reach the text's properties")
    func textDecorations() {
        let h = Harness(VStack {
            Text("own").underline().strikethrough(pattern: .dash, color: .red)
            VStack { Text("inherited") }.underline(pattern: .dot)
            Text("again").underline(false).underline()
            VStack { Text("none") }.underline(false)
        })
        func property(_ tag: PropertyTag, _ text: String) -> Property? {
            h.connection.property(tag, of: h.connection.node(withText: text)!)
        }
        guard case .underline(let u)? = property(.underline, "own"), case .strikethrough(let s)? = property(.strikethrough, "own") else {
            Issue.record("no decoration on 'own'"); return
        }
        #expect(u.pattern == .solid && u.color.a == 0, "solid, in the text's colour")
        #expect(s.pattern == .dash && s.color.a == 255)
        guard case .underline(let i)? = property(.underline, "inherited") else { Issue.record("no inherited underline"); return }
        #expect(i.pattern == .dot)
        #expect(property(.underline, "again") != nil, "the later underline() sets it again")
        #expect(property(.underline, "none") == nil && property(.strikethrough, "none") == nil)
    }
}

private struct ActivityViews: View {
    @State private var continued = "none"
    @State private var opened = "none"
    var body: some View {
        VStack {
            Text("continued \(continued)")
                .onContinueUserActivity(NSUserActivityTypeBrowsingWeb) { continued = $0.webpageURL?.absoluteString ?? "?" }
            Text("opened \(opened)").onOpenURL { opened = $0.absoluteString }
        }
        .userActivity("org.example.reading") { $0.title = "Chapter 3" }
    }
}

extension TrellisUITests.GridAndPlacementAPI {
    @Test("onContinueUserActivity: a web link the app is opened with continues web browsing; other URLs still go to onOpenURL; userActivity makes the current activity")
    func userActivities() {
        OpenURLRouter.reset()
        UserActivityRouter.reset()
        defer { OpenURLRouter.reset(); UserActivityRouter.reset() }
        let h = Harness(ActivityViews())
        h.settle()
        #expect(UserActivityRouter.current?.activityType == "org.example.reading")
        #expect(UserActivityRouter.current?.title == "Chapter 3")
        #expect(UserActivityRouter.current?.isCurrent == true)
        OpenURLRouter.open(URL(string: "https://example.org/book/3")!)
        OpenURLRouter.open(URL(string: "notes://item/7")!)
        h.settle()
        #expect(h.texts.contains("continued https://example.org/book/3"), "\(h.texts)")
        #expect(h.texts.contains("opened notes://item/7"), "the custom scheme is a URL to open: \(h.texts)")
        let a = NSUserActivity(activityType: "t")
        a.addUserInfoEntries(from: ["k": 1])
        a.addUserInfoEntries(from: ["k": 2, "j": 3])
        #expect(a.userInfo?["k"] as? Int == 2 && a.userInfo?.count == 2)
    }
}
