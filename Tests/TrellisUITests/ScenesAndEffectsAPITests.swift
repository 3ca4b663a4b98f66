// Issue 35: scenes' commands and modifiers, GeometryEffect/ProjectionTransform, AnyShape,
// containerShape.
import Foundation
import Testing
import TrellisProtocol
@testable import TrellisUI

@MainActor
private final class CommandCounts: ObservableObject {
    @Published var saved = 0
    @Published var deep = 0
    @Published var old = 0
}

private struct CommandsContent: View {
    @ObservedObject var counts: CommandCounts
    var body: some View {
        VStack {
            Text("saved \(counts.saved) deep \(counts.deep) old \(counts.old)")
            Button("Focus") {}
        }
    }
}

private struct SceneTagKey: EnvironmentKey { static var defaultValue: String { "none" } }
extension EnvironmentValues {
    fileprivate var sceneTag: String {
        get { self[SceneTagKey.self] }
        set { self[SceneTagKey.self] = newValue }
    }
}

private struct SceneTagReader: View {
    @Environment(\.sceneTag) var tag
    var body: some View { Text("tag \(tag)") }
}

/// Moves its content right by `fraction` of its width: an effect that needs the size.
private struct SlideEffect: GeometryEffect {
    var fraction: CGFloat
    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: fraction * size.width, y: 0))
    }
}

/// A horizontal skew, about the top-leading corner.
private struct SkewEffect: GeometryEffect {
    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0))
    }
}

@MainActor
private func press(_ h: Harness, _ char: Character, _ modifiers: KeyModifiers) {
    h.connection.press(key: UInt32(char.unicodeScalars.first!.value), modifiers: modifiers.rawValue)
    h.settle()
}

extension TrellisUITests {
    @MainActor @Suite struct ScenesAndEffectsAPI {
        @Test("commands: a CommandGroup's or CommandMenu's button runs when its keyboard shortcut is typed, submenus included")
        func commandShortcutsPressButtons() {
            let counts = CommandCounts()
            let scene = WindowGroup { CommandsContent(counts: counts) }
                .commands {
                    CommandGroup(replacing: .saveItem) {
                        Button("Save") { counts.saved += 1 }.keyboardShortcut("s")
                    }
                    CommandMenu("Tools") {
                        Menu("More") {
                            Button("Deep") { counts.deep += 1 }.keyboardShortcut("d", modifiers: [.command, .shift])
                        }
                    }
                }
            let h = Harness(AnyView(_rootView(of: scene)))
            h.tap("Focus")   // keys reach the app while a view of the window has focus
            press(h, "s", .control)
            #expect(h.texts.contains("saved 1 deep 0 old 0"))
            press(h, "d", [.control, .shift])
            #expect(h.texts.contains("saved 1 deep 1 old 0"))
            press(h, "d", .control)   // Shift missing: not the shortcut
            #expect(h.texts.contains("saved 1 deep 1 old 0"))
            // The hidden command buttons are not focus or tap targets: Tab reaches the
            // window's own controls and the menu bar's two menus (File, Tools), no more.
            let c = h.connection
            let tappable = c.visibleNodes().filter { c.property(.tappable, of: $0) == .tappable(true) }
            #expect(tappable.count == 3, "the Focus button and the File and Tools menus are tappable")
        }

        @Test("The menu bar: a scene's commands are menus at the top of its window in a Mac's order; a command without a shortcut runs from its menu")
        func menuBar() {
            let counts = CommandCounts()
            let scene = WindowGroup { CommandsContent(counts: counts) }
                .commands {
                    CommandMenu("Tools") {
                        Button("Deep") { counts.deep += 1 }   // no shortcut: only the menu reaches it
                    }
                    CommandGroup(after: .help) { Button("Guide") {} }
                    CommandGroup(replacing: .saveItem) { Button("Save") { counts.saved += 1 }.keyboardShortcut("s") }
                    CommandGroup(replacing: .newItem) {}   // removes New: no items, no menu of its own
                    CommandGroup(replacing: .appInfo) { Button("About") {} }
                }
            let h = Harness(AnyView(_rootView(parts: _windowParts(of: scene), appName: "Notes")))
            let c = h.connection
            func frame(_ text: String) -> WireRect? { c.node(withText: text).flatMap { c.frame(of: $0) } }
            // A menu's item, not the hidden copy the key host keeps for its shortcut: the
            // open menu is a layer over the window, last in the tree.
            func choose(_ text: String) {
                let shown = c.visibleNodes().compactMap { id -> WireRect? in
                    guard c.property(.text, of: id) == .text(text) else { return nil }
                    return c.frame(of: id)
                }
                #expect(shown.count == 2, "the key host's \(text) and the menu's: \(shown)")
                guard shown.count == 2, let f = shown.last else { return }
                c.tap(at: WirePoint(x: f.x + f.width / 2, y: f.y + f.height / 2))
                h.settle()
            }
            // The bar's titles, left to right, above the content.
            let titles = ["Notes", "File", "Tools", "Help"]
            let frames = titles.map { frame($0) }
            #expect(frames.allSatisfy { $0 != nil }, "every menu is drawn: \(h.texts)")
            let xs = frames.compactMap { $0?.x }
            #expect(xs == xs.sorted() && Set(xs).count == titles.count, "menus in a Mac's order: \(xs)")
            let content = frame("saved 0 deep 0 old 0")
            #expect(frames.allSatisfy { ($0?.y ?? .infinity) < (content?.y ?? 0) }, "the bar is above the content")
            #expect(!h.texts.contains("Edit") && !h.texts.contains("View") && !h.texts.contains("Window"),
                    "menus without commands are not drawn")
            // A command without a keyboard shortcut: open its menu, choose it.
            h.tap("Tools")
            choose("Deep")
            #expect(h.texts.contains("saved 0 deep 1 old 0"))
            #expect(!h.texts.contains("Cancel"), "choosing a command closes its menu")
            // File holds the saveItem group; its shortcut still works, pressed once.
            h.tap("File")
            choose("Save")
            #expect(h.texts.contains("saved 1 deep 1 old 0"))
            h.tap("Focus")
            press(h, "s", .control)
            #expect(h.texts.contains("saved 2 deep 1 old 0"))
            // Without commands there is no bar.
            let plain = Harness(AnyView(_rootView(of: WindowGroup { CommandsContent(counts: counts) })))
            #expect(!plain.texts.contains("File"))
        }

        @Test("commandsRemoved drops the scene's commands; commandsReplaced puts others in their place")
        func commandsRemovedAndReplaced() {
            let counts = CommandCounts()
            let base = WindowGroup { CommandsContent(counts: counts) }
                .commands { CommandMenu("Old") { Button("Old") { counts.old += 1 }.keyboardShortcut("o") } }
            let removed = Harness(AnyView(_rootView(of: base.commandsRemoved())))
            removed.tap("Focus")
            press(removed, "o", .control)
            #expect(counts.old == 0)

            let replaced = Harness(AnyView(_rootView(of: base.commandsReplaced {
                CommandGroup(after: .newItem) { Button("New") { counts.saved += 10 }.keyboardShortcut("n") }
            })))
            replaced.tap("Focus")
            press(replaced, "o", .control)
            press(replaced, "n", .control)
            #expect(counts.old == 0 && counts.saved == 10)
        }

        @Test("Command groups are ordered as a Mac's menus: placements in menu order, before/replacing/after, CommandMenus after View")
        func commandOrder() {
            let items = _commandItems(CommandsBuilder.buildBlock(
                CommandGroup(after: .help) { Text("help") },
                CommandMenu("Custom") { Text("custom") },
                CommandGroup(after: .newItem) { Text("after new") },
                CommandGroup(before: .newItem) { Text("before new") },
                CommandGroup(replacing: .newItem) { Text("new") },
                CommandGroup(replacing: .sidebar) { Text("sidebar") }))
            let order = _orderedCommandItems(items).map { item -> String in
                if item.menuName != nil { return "menu" }
                return "\(item.placement!.order)-\(item.position.rawValue)"
            }
            #expect(order == ["10-0", "10-1", "10-2", "31-1", "menu", "50-2"])
        }

        @Test("A scene's environment and transformEnvironment reach the window's views; a scene without modifiers shows its content as is")
        func sceneEnvironment() {
            let plain = WindowGroup { SceneTagReader() }
            #expect(_rootView(of: plain) is SceneTagReader)
            let h = Harness(AnyView(_rootView(of: plain.environment(\.sceneTag, "blue"))))
            #expect(h.texts.contains("tag blue"))
            // As with views, the outer modifier acts first: the inner one transforms its value.
            let t = Harness(AnyView(_rootView(of: plain.transformEnvironment(\.sceneTag) { $0 += "b" }
                .environment(\.sceneTag, "a")
                .defaultSize(width: 400, height: 300)
                .windowResizability(.contentSize))))
            #expect(t.texts.contains("tag ab"))
        }

        @Test("GeometryEffect: effectValue(size:) gets the laid-out size; its translation and 2 × 2 part are drawn")
        func geometryEffect() throws {
            let h = Harness(Color.red.frame(width: 100, height: 40).modifier(SlideEffect(fraction: 0.5)), width: 300, height: 200)
            h.settle()
            let c = h.connection
            let offsets = c.visibleNodes().compactMap { c.property(.offset, of: $0) }
            #expect(offsets.contains(.offset(WirePoint(x: 50, y: 0))))
            let s = Harness(Text("skewed").modifier(SkewEffect()), width: 300, height: 200)
            let sc = s.connection
            #expect(sc.visibleNodes().contains { sc.property(.projection, of: $0) == .projection([1, 0, 0.5, 1]) })
            #expect(sc.visibleNodes().contains { sc.property(.anchor, of: $0) == .anchor(WirePoint(x: 0, y: 0)) })
        }

        @Test("ProjectionTransform: identity, affine form, concatenation and inverse")
        func projectionTransform() {
            let t = ProjectionTransform(CGAffineTransform(a: 2, b: 0, c: 0, d: 4, tx: 10, ty: -6))
            #expect(ProjectionTransform().isIdentity && !t.isIdentity && t.isAffine)
            #expect(t.concatenating(t.inverted()).isIdentity)
            var p = ProjectionTransform()
            p.m13 = 0.01
            #expect(!p.isAffine)
            var singular = ProjectionTransform(CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
            let invertible = singular.invert()
            #expect(!invertible)
            let moved = ProjectionTransform(CGAffineTransform(translationX: 5, y: 0))
                .concatenating(ProjectionTransform(CGAffineTransform(scaleX: 2, y: 2)))
            #expect(moved.m31 == 10 && moved.m11 == 2)   // translate, then scale the result
        }

        @Test("AnyShape draws as the shape it wraps; nested AnyShapes unwrap")
        func anyShape() {
            let round = true
            let shape = round ? AnyShape(RoundedRectangle(cornerRadius: 8)) : AnyShape(Rectangle())
            #expect(AnyShape(shape)._shapeKind == .roundedRectangle)
            #expect(AnyShape(Circle()).path(in: CGRect(x: 0, y: 0, width: 10, height: 10)) == Circle().path(in: CGRect(x: 0, y: 0, width: 10, height: 10)))
            let h = Harness(shape.fill(Color.red).frame(width: 50, height: 30))
            let c = h.connection
            #expect(c.visibleNodes().contains { c.property(.cornerRadius, of: $0) == .cornerRadius(8) })
        }

        @Test("containerShape: ContainerRelativeShape below it takes the shape; a rectangle without one")
        func containerShapeSetsContainerRelativeShape() {
            let h = Harness(VStack {
                ContainerRelativeShape().fill(Color.blue).frame(width: 60, height: 40)
                    .containerShape(RoundedRectangle(cornerRadius: 12))
                ContainerRelativeShape().fill(Color.green).frame(width: 60, height: 40)
            })
            let c = h.connection
            let kinds = c.visibleNodes().compactMap { c.property(.shape, of: $0) }
            #expect(kinds.contains(.shape(.roundedRectangle)) && kinds.contains(.shape(.rectangle)))
            #expect(c.visibleNodes().contains { c.property(.cornerRadius, of: $0) == .cornerRadius(12) })
        }
    }
}

private struct PositionedList: View {
    @State var position: Int? = 150
    var body: some View {
        VStack {
            Button("first") { position = 0 }
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<200, id: \.self) { Text("row \($0)").frame(height: 20) }
                }
            }
            .scrollPosition(id: $position, anchor: .top)
            .frame(height: 200)
        }
    }
}

private struct RoleDemo: View {
    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink("Edit") { Text("Editor").toolbarRole(.editor) }
                NavigationLink("Plain") { Text("Plain screen") }
            }
        }
    }
}

extension TrellisUITests {
    @MainActor @Suite struct ScrollAndChromeAPI {
        private func inView(_ h: Harness, _ text: String) -> Bool {
            guard let row = h.connection.node(withText: text), let f = h.connection.frame(of: row),
                  let s = h.connection.firstNode(ofKind: .scroll), let v = h.connection.frame(of: s) else { return false }
            return f.y >= v.y - 0.5 && f.y + f.height <= v.y + v.height + 0.5
        }

        @Test("scrollPosition(id:anchor:) scrolls to the binding's view when shown and when the binding changes")
        func scrollPositionScrollsToBinding() {
            let h = Harness(PositionedList())
            h.settle()
            #expect(inView(h, "row 150") && !inView(h, "row 0"))
            if let row = h.connection.node(withText: "row 150"), let f = h.connection.frame(of: row),
               let v = h.connection.frame(of: h.connection.firstNode(ofKind: .scroll)!) {
                #expect(abs(f.y - v.y) < 0.5, "anchored at the top")
            }
            h.tap("first")
            #expect(inView(h, "row 0") && !inView(h, "row 150"))
        }

        @Test("toolbarRole(.editor) draws the pushed screen's back button without its title, as an iPhone does")
        func toolbarRoleEditorHidesBackTitle() {
            let h = Harness(RoleDemo())
            h.tap("Plain")
            #expect(h.texts.contains("Plain screen") && h.texts.contains("Back"))
            let e = Harness(RoleDemo())
            e.tap("Edit")
            #expect(e.texts.contains("Editor") && !e.texts.contains("Back"))
        }

        @Test("flipsForRightToLeftLayoutDirection mirrors the view in a right-to-left layout only")
        func flipsForRightToLeft() {
            let rtl = Harness(Text("arrow").flipsForRightToLeftLayoutDirection(true).environment(\.layoutDirection, .rightToLeft))
            #expect(rtl.connection.visibleNodes().contains { rtl.connection.property(.scale, of: $0) == .scale(WirePoint(x: -1, y: 1)) })
            let ltr = Harness(Text("arrow").flipsForRightToLeftLayoutDirection(true))
            #expect(!ltr.connection.visibleNodes().contains { ltr.connection.property(.scale, of: $0) != nil })
        }

        @Test("listSectionSpacing sets the space above section headers")
        func listSectionSpacing() throws {
            func headerY(_ spacing: ListSectionSpacing?) throws -> Double {
                let list = List {
                    Section("Alpha") { Text("a") }
                    Section("Beta") { Text("b") }
                }
                let h = spacing.map { Harness(AnyView(list.listSectionSpacing($0))) } ?? Harness(AnyView(list))
                let node = try #require(h.connection.node(withText: "BETA"))
                return try #require(h.connection.frame(of: node)).y
            }
            let standard = try headerY(nil)
            #expect(try headerY(.default) == standard)
            #expect(try headerY(.custom(40)) == standard + 48)   // 24 more above each header
            #expect(try headerY(.compact) == standard - 16)
        }

        @Test("controlGroupStyle(.menu) collapses a group into a menu under its label; .navigation draws the controls without the background")
        func controlGroupStyles() {
            let menu = Harness(ControlGroup { Button("Cut") {}; Button("Copy") {} } label: { Text("Edit") }.controlGroupStyle(.menu))
            #expect(menu.texts.contains("Edit") && !menu.texts.contains("Cut"))
            menu.tap("Edit")
            #expect(menu.texts.contains("Cut") && menu.texts.contains("Copy"))
            let automatic = Harness(ControlGroup { Button("Cut") {} })
            #expect(automatic.connection.visibleNodes().contains { automatic.connection.property(.shape, of: $0) != nil })
            let nav = Harness(ControlGroup { Button("Cut") {} }.controlGroupStyle(.navigation))
            #expect(nav.texts.contains("Cut"))
            #expect(!nav.connection.visibleNodes().contains { nav.connection.property(.shape, of: $0) != nil })
        }

        @Test("containerBackground draws for navigation containers, not for a widget outside one")
        func containerBackground() {
            let nav = Harness(Text("screen").containerBackground(Color.red, for: .navigation))
            #expect(nav.connection.visibleNodes().contains { nav.connection.property(.shape, of: $0) != nil })
            let widget = Harness(Text("screen").containerBackground(Color.red, for: .widget))
            #expect(!widget.connection.visibleNodes().contains { widget.connection.property(.shape, of: $0) != nil })
        }
    }
}

private struct GeometryWatcher: View {
    @State var width: CGFloat = 0
    @State var wide = false
    var body: some View {
        VStack {
            Text("width \(Int(width))")
            Button("widen") { wide = true }
            Color.blue.frame(width: wide ? 180 : 120, height: 20)
                .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { width = $0 }
        }
    }
}

final class CopiedTexts: @unchecked Sendable { var texts: [String] = [] }

private struct SizeCategoryReader: View {
    @Environment(\.sizeCategory) var category
    @Environment(\.dynamicTypeSize) var size
    @Environment(\.menuOrder) var order
    var body: some View {
        Text("\(category == .accessibilityLarge ? "axL" : "other") \(size == .accessibility2 ? "a2" : "other") \(order == .fixed ? "fixed" : "auto")")
    }
}

extension TrellisUITests {
    @MainActor @Suite struct GeometryAndEnvironmentAPI {
        @Test("onGeometryChange runs with the laid-out value, and again when it changes")
        func onGeometryChangeReportsWidth() {
            let h = Harness(GeometryWatcher())
            h.settle()
            #expect(h.texts.contains("width 120"))
            h.tap("widen")
            h.settle()
            #expect(h.texts.contains("width 180"))
        }

        @Test("sizeCategory is dynamicTypeSize under its older name; menuOrder is readable")
        func sizeCategoryAndMenuOrder() {
            #expect(ContentSizeCategory(DynamicTypeSize.xSmall) == .extraSmall)
            #expect(DynamicTypeSize(ContentSizeCategory.accessibilityExtraExtraExtraLarge) == .accessibility5)
            #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory && !ContentSizeCategory.large.isAccessibilityCategory)
            let h = Harness(SizeCategoryReader().environment(\.sizeCategory, .accessibilityLarge).menuOrder(.fixed))
            #expect(h.texts.contains("axL a2 fixed"))
        }

        @Test("navigationDocument: the title opens a menu headed by the document's name; Share copies its URL or text")
        func navigationDocument() async {
            let copied = CopiedTexts()
            let url = URL(fileURLWithPath: "/tmp/Report.txt")
            let h = Harness(NavigationStack {
                Text("Body").navigationTitle("Report").navigationDocument(url)
            }.environment(\.shareClipboard, _ShareClipboard { copied.texts.append($0) }))
            #expect(h.texts.contains("Report") && !h.texts.contains("Share"))
            h.tap("Report")
            #expect(h.texts.contains("Report.txt") && h.texts.contains("Share"), "\(h.texts)")
            h.tap("Share")
            #expect(copied.texts == ["file:///tmp/Report.txt"])

            let t = Harness(NavigationStack {
                Text("Body").navigationTitle("Note").navigationDocument("Remember the milk", preview: SharePreview("Shopping"))
            }.environment(\.shareClipboard, _ShareClipboard { copied.texts.append($0) }))
            t.tap("Note")
            #expect(t.texts.contains("Shopping"), "\(t.texts)")
            t.tap("Share")
            for _ in 0..<200 where copied.texts.count < 2 { await Task.yield() }
            #expect(copied.texts.last == "Remember the milk")
        }

        @Test("ShareLink with a SharePreview still shares its item")
        func shareLinkWithPreview() {
            let copied = CopiedTexts()
            let h = Harness(ShareLink(item: "hello", preview: SharePreview("Greeting"))
                .environment(\.shareClipboard, _ShareClipboard { copied.texts.append($0) }))
            h.tap("Share")
            #expect(copied.texts == ["hello"])
        }
    }
}

private struct SceneStored: View {
    @SceneStorage("selectedTab") var tab = "first"
    var body: some View {
        VStack {
            Text("tab \(tab)")
            Button("pick") { tab = "second" }
        }
    }
}

private struct SceneStoredTwin: View {
    @SceneStorage("selectedTab") var tab = "first"
    var body: some View { Text("twin \(tab)") }
}

private struct ModeSheet: View {
    @Environment(\.presentationMode) var mode
    var body: some View {
        VStack {
            Text(mode.wrappedValue.isPresented ? "presented" : "not presented")
            Button("Close") { mode.wrappedValue.dismiss() }
        }
    }
}

private struct ModePresenter: View {
    @State var shown = false
    var body: some View {
        Button("Open") { shown = true }
            .sheet(isPresented: $shown) { ModeSheet() }
    }
}

private struct Tagged: ViewModifier {
    let tag: String
    func body(content: Content) -> some View {
        VStack { content; Text("resolved \(tag)") }
    }
}

private struct TagFromEnvironment: EnvironmentalModifier {
    func resolve(in environment: EnvironmentValues) -> Tagged { Tagged(tag: environment.sceneTag) }
}

extension TrellisUITests {
    @MainActor @Suite struct StorageAndPresentationAPI {
        @Test("@SceneStorage shares a value by key between views and keeps it in the scene's store, apart from @AppStorage")
        func sceneStorage() {
            let h = Harness(VStack { SceneStored(); SceneStoredTwin() })
            #expect(h.texts.contains("tab first") && h.texts.contains("twin first"))
            h.tap("pick")
            #expect(h.texts.contains("tab second") && h.texts.contains("twin second"))
            #expect(AppStorageStore.scene.values["selectedTab"] as? String == "second")
            #expect(AppStorageStore.shared.values["selectedTab"] == nil)
        }

        @Test("presentationMode: isPresented inside a sheet, and dismiss() closes it")
        func presentationModeDismisses() {
            let h = Harness(ModePresenter())
            h.tap("Open")
            #expect(h.texts.contains("presented"))
            h.tap("Close")
            #expect(!h.texts.contains("presented") && !h.texts.contains("Close"))
        }

        @Test("An EnvironmentalModifier is resolved with the environment it is applied in")
        func environmentalModifier() {
            let h = Harness(Text("body").modifier(TagFromEnvironment()).environment(\.sceneTag, "green"))
            #expect(h.texts.contains("resolved green") && h.texts.contains("body"))
        }

        @Test("headerProminence(.increased) draws section headers larger than the standard ones")
        func headerProminence() throws {
            func headerHeight(_ p: Prominence) throws -> Double {
                let h = Harness(List { Section { Text("row") } header: { Text("Head").textCase(nil) } }.headerProminence(p))
                let node = try #require(h.connection.node(withText: "Head"))
                return try #require(h.connection.frame(of: node)).height
            }
            #expect(try headerHeight(.increased) > headerHeight(.standard))
        }

        @Test("contextMenu(ContextMenu { }) shows its items on a long press; nil leaves the view as it is")
        func contextMenuValue() {
            let none: ContextMenu<Button<Text>>? = nil
            let plain = Harness(Text("plain").contextMenu(none))
            #expect(plain.texts == ["plain"])
            let menu = Harness(Text("hold me").frame(width: 100, height: 40).contextMenu(ContextMenu { Button("Act") {} }))
            #expect(menu.texts.contains("hold me") && !menu.texts.contains("Act"))
        }
    }
}

extension TrellisUITests {
    @MainActor @Suite struct ContainerRelativeFrameAPI {
        @Test("containerRelativeFrame outside a scroll view sizes from the window: count and spacing split it")
        func windowRelative() throws {
            let h = Harness(HStack(spacing: 0) {
                Text("A").containerRelativeFrame(.horizontal, count: 4, spacing: 0)
                Text("B").containerRelativeFrame(.horizontal, count: 4, span: 2, spacing: 0)
                Spacer(minLength: 0)
            }, width: 800, height: 200)
            h.settle()
            let c = h.connection
            let aNode = try #require(c.node(withText: "A")), bNode = try #require(c.node(withText: "B"))
            let a = try #require(c.frame(of: aNode)), b = try #require(c.frame(of: bNode))
            // A is centred in a 200-point frame, B in the 400-point one after it.
            #expect(abs((a.x + a.width / 2) - 100) < 1)
            #expect(abs((b.x + b.width / 2) - 400) < 1)
        }

        @Test("containerRelativeFrame inside a scroll view takes the scroll view's size, once it is reported")
        func scrollRelative() throws {
            let h = Harness(ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(0..<3, id: \.self) { Text("page \($0)").containerRelativeFrame(.horizontal) }
                }
            }
            .frame(width: 300, height: 100), width: 800, height: 600)
            h.settle()
            let c = h.connection
            let n0 = try #require(c.node(withText: "page 0")), n1 = try #require(c.node(withText: "page 1"))
            let p0 = try #require(c.frame(of: n0)), p1 = try #require(c.frame(of: n1))
            #expect(abs((p1.x - p0.x) - 300) < 1, "pages are one scroll-view width apart: \(p0) \(p1)")
        }
    }
}

extension TrellisUITests {
    @MainActor @Suite struct SymbolEffectAndTitleMenuAPI {
        @Test("symbolEffect: an active .disappear hides the symbol, .scale.up enlarges it; symbolEffectsRemoved undoes both")
        func symbolEffectStates() {
            let hidden = Harness(Image(systemName: "star").symbolEffect(.disappear, isActive: true))
            #expect(hidden.connection.visibleNodes().contains { hidden.connection.property(.opacity, of: $0) == .opacity(0) })
            let shown = Harness(Image(systemName: "star").symbolEffect(.disappear, isActive: false))
            #expect(!shown.connection.visibleNodes().contains { shown.connection.property(.opacity, of: $0) == .opacity(0) })
            let big = Harness(Image(systemName: "star").symbolEffect(.scale.up, isActive: true))
            #expect(big.connection.visibleNodes().contains { big.connection.property(.scale, of: $0) == .scale(WirePoint(x: 1.2, y: 1.2)) })
            let removed = Harness(Image(systemName: "star").symbolEffect(.disappear).symbolEffectsRemoved())
            #expect(!removed.connection.visibleNodes().contains { removed.connection.property(.opacity, of: $0) == .opacity(0) })
            // Discrete and motion effects compile with SwiftUI's spellings.
            let count = 3
            _ = Image(systemName: "bell").symbolEffect(.bounce.up.byLayer, options: .repeat(2).speed(2), value: count)
            _ = Image(systemName: "wifi").symbolEffect(.variableColor.iterative.reversing, options: .repeating)
            _ = Image(systemName: "heart").symbolEffect(.pulse)
        }

        @Test("ToolbarTitleMenu draws the title with a chevron; tapping it lists the actions")
        func toolbarTitleMenu() {
            let h = Harness(NavigationStack {
                Text("Messages").navigationTitle("Inbox").toolbar {
                    ToolbarTitleMenu { Button("Archive") {} }
                }
            })
            #expect(h.texts.contains("Inbox") && !h.texts.contains("Archive"))
            h.tap("Inbox")
            #expect(h.texts.contains("Archive"))
        }

        @Test("Menu(_:systemImage:) labels the menu with title and symbol; primaryAction runs on a tap instead of opening it")
        func menuForms() {
            let h = Harness(MenuForms())
            #expect(h.texts.contains("Sort Order") && !h.texts.contains("By name"))
            h.tap("Sort Order")
            #expect(h.texts.contains("By name"), "a menu without a primary action opens")
            h.tap("By name")
            #expect(h.texts.contains("order name"))
            h.tap("Add")
            #expect(h.texts.contains("added 1") && !h.texts.contains("Add many"), "the primary action ran; the menu stayed closed")
        }

        @Test("navigationTitle(Binding) is renamed from the title's menu: Rename makes it a field that edits the binding")
        func renamableTitle() throws {
            let h = Harness(RenamableTitleScreen())
            #expect(h.texts.contains("Draft") && !h.texts.contains("Rename"))
            h.tap("Draft")
            h.tap("Rename")
            let field = try #require(h.connection.firstNode(ofKind: .textField))
            h.connection.inject(.inputText(id: field, text: "Draft 2"))
            h.settle()
            #expect(h.texts.contains("saved as Draft 2"), "\(h.texts)")
        }
    }
}

/// A wedge whose opening animates (SwiftUI's usual custom animatable shape).
private struct Wedge: Shape {
    var degrees: Double
    var inset: CGFloat
    var animatableData: AnimatablePair<Double, CGFloat> {
        get { AnimatablePair(degrees, inset) }
        set { degrees = newValue.first; inset = newValue.second }
    }
    func path(in rect: CGRect) -> Path {
        var p = Path()
        p.move(to: CGPoint(x: rect.midX, y: rect.midY))
        p.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2 - inset,
                 startAngle: .zero, endAngle: .degrees(degrees), clockwise: false)
        p.closeSubpath()
        return p
    }
}

private struct Dim: AnimatableModifier {
    var amount: Double
    var animatableData: Double {
        get { amount }
        set { amount = newValue }
    }
    func body(content: Content) -> some View { content.opacity(1 - amount) }
}

extension TrellisUITests {
    @MainActor @Suite struct ShapeTransformAndAnimatableAPI {
        @Test("Shape offset, rotation, scale, transform and size move the outline within the frame")
        func shapeModifiers() {
            let r = CGRect(x: 0, y: 0, width: 10, height: 20)
            #expect(Circle().offset(x: 10).path(in: r).boundingRect == Circle().path(in: r).boundingRect.offsetBy(dx: 10, dy: 0))
            let turned = Rectangle().rotation(.degrees(90)).path(in: r).boundingRect
            #expect(abs(turned.width - 20) < 1e-9 && abs(turned.height - 10) < 1e-9 && abs(turned.midX - 5) < 1e-9 && abs(turned.midY - 10) < 1e-9)
            let half = Rectangle().scale(0.5).path(in: r).boundingRect
            #expect(half == CGRect(x: 2.5, y: 5, width: 5, height: 10))
            let moved = Rectangle().transform(CGAffineTransform(translationX: 3, y: 4)).path(in: r).boundingRect
            #expect(moved == CGRect(x: 3, y: 4, width: 10, height: 20))
            #expect(Rectangle().size(width: 4, height: 6).path(in: r).boundingRect == CGRect(x: 0, y: 0, width: 4, height: 6))
            // An inset keeps the modifier: a stroke border of an offset circle.
            #expect(Circle().offset(x: 2).inset(by: 1).path(in: r).boundingRect.minX == Circle().inset(by: 1).path(in: r).boundingRect.minX + 2)
            let h = Harness(Circle().offset(x: 5).fill(Color.red).frame(width: 20, height: 20))
            #expect(h.connection.visibleNodes().contains { h.connection.property(.shape, of: $0) == .shape(.path) })
        }

        @Test("transformEffect draws the view moved by the transform's translation")
        func transformEffect() {
            let h = Harness(Text("moved").transformEffect(CGAffineTransform(translationX: 7, y: 3)))
            #expect(h.connection.visibleNodes().contains { h.connection.property(.offset, of: $0) == .offset(WirePoint(x: 7, y: 3)) })
        }

        @Test("Animatable: AnimatablePair adds, scales and interpolates; animatable shapes and modifiers draw their value")
        func animatable() {
            let a = AnimatablePair(1.0, CGFloat(2)), b = AnimatablePair(3.0, CGFloat(6))
            #expect(a + b == AnimatablePair(4.0, CGFloat(8)))
            #expect(b.scaled(by: 0.5) == AnimatablePair(1.5, CGFloat(3)))
            #expect(a.interpolated(towards: b, amount: 0.5) == AnimatablePair(2.0, CGFloat(4)))
            #expect(a.magnitudeSquared == 5)
            #expect(EmptyAnimatableData.zero.magnitudeSquared == 0)
            var w = Wedge(degrees: 90, inset: 0)
            w.animatableData = AnimatablePair(180, 2)
            #expect(w.degrees == 180 && w.inset == 2)
            #expect(Circle().animatableData == EmptyAnimatableData())
            let h = Harness(VStack {
                Wedge(degrees: 270, inset: 4).fill(Color.blue).frame(width: 40, height: 40)
                Text("dim").modifier(Dim(amount: 0.75))
            })
            #expect(h.connection.visibleNodes().contains { h.connection.property(.opacity, of: $0) == .opacity(0.25) })
            #expect(h.connection.visibleNodes().contains { h.connection.property(.shape, of: $0) == .shape(.path) })
        }
    }
}

private struct InspectorDemo: View {
    @State var shown = false
    var body: some View {
        Button("Inspect") { shown = true }
            .inspector(isPresented: $shown) { Text("Details") }
            .inspectorColumnWidth(300)
    }
}

@MainActor
private func dataCount<D: DynamicViewContent>(_ content: D) -> Int { content.data.count }

extension TrellisUITests {
    @MainActor @Suite struct SmallAPIAdditions {
        @Test("listRowSpacing puts space between a list's rows")
        func listRowSpacing() throws {
            func gap(_ spacing: CGFloat?) throws -> Double {
                let h = Harness(List { Text("first"); Text("second") }.listRowSpacing(spacing))
                let a = try #require(h.connection.node(withText: "first")), b = try #require(h.connection.node(withText: "second"))
                return try #require(h.connection.frame(of: b)).y - (try #require(h.connection.frame(of: a)).y)
            }
            #expect(try gap(12) == gap(nil) + 12)
        }

        @Test("labelsVisibility(.hidden) hides control labels; .visible shows them")
        func labelsVisibility() {
            let hidden = Harness(Toggle("Wi-Fi", isOn: .constant(true)).labelsVisibility(.hidden))
            #expect(!hidden.texts.contains("Wi-Fi"))
            let shown = Harness(Toggle("Wi-Fi", isOn: .constant(true)).labelsVisibility(.visible))
            #expect(shown.texts.contains("Wi-Fi"))
        }

        @Test("inspector presents its content as a sheet, as in a compact window")
        func inspectorIsASheet() {
            let h = Harness(InspectorDemo())
            #expect(!h.texts.contains("Details"))
            h.tap("Inspect")
            #expect(h.texts.contains("Details"))
        }

        @Test("EmptyModifier leaves the view as it is; ForEach is DynamicViewContent; corner radii; directions")
        func smallTypes() {
            let h = Harness(Text("same").modifier(EmptyModifier.identity))
            #expect(h.texts == ["same"])
            #expect(dataCount(ForEach(0..<3, id: \.self) { Text("\($0)") }) == 3)
            let r = UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 4, bottomTrailing: 8))
            #expect(r.topLeadingRadius == 4 && r.bottomTrailingRadius == 8 && r.cornerRadii.bottomTrailing == 8)
            #expect(HorizontalDirection.Set.all.contains(.leading) && !VerticalDirection.Set.up.contains(.down))
            var env = EnvironmentValues()
            #expect(env.colorSchemeContrast == .standard && env.backgroundProminence == .standard)
            env.colorSchemeContrast = .increased
            #expect(env.colorSchemeContrast == .increased)
        }

        @Test("layoutDirectionBehavior(.mirrors) mirrors in a right-to-left layout; .fixed does not")
        func layoutDirectionBehavior() {
            let m = Harness(Text("arrow").layoutDirectionBehavior(.mirrors).environment(\.layoutDirection, .rightToLeft))
            #expect(m.connection.visibleNodes().contains { m.connection.property(.scale, of: $0) == .scale(WirePoint(x: -1, y: 1)) })
            let f = Harness(Text("arrow").layoutDirectionBehavior(.fixed).environment(\.layoutDirection, .rightToLeft))
            #expect(!f.connection.visibleNodes().contains { f.connection.property(.scale, of: $0) != nil })
        }

        @Test("Spring: duration and bounce, physical constants and the motion towards a target")
        func spring() {
            let s = Spring(duration: 0.5, bounce: 0)
            #expect(s.dampingRatio == 1 && s.response == 0.5 && abs(s.bounce) < 1e-12)
            let physical = Spring(mass: 1, stiffness: s.stiffness, damping: s.damping)
            #expect(abs(physical.response - 0.5) < 1e-9 && abs(physical.dampingRatio - 1) < 1e-9)
            #expect(s.value(target: 1.0, time: 0) == 0)
            #expect(abs(s.value(target: 1.0, time: 5) - 1) < 1e-6)
            let bouncy = Spring(duration: 0.5, bounce: 0.5)
            let peak = stride(from: 0.0, through: 1.0, by: 0.01).map { bouncy.value(target: 1.0, time: $0) }.max()!
            #expect(peak > 1.05, "a bouncing spring overshoots")
            let over = Spring(response: 0.5, dampingRatio: 2)
            #expect(over.value(target: 1.0, time: 0.2) < s.value(target: 1.0, time: 0.2), "overdamped is slower")
            _ = Animation.spring(.snappy)
        }
    }
}

private final class TapLocations: @unchecked Sendable { var local: [CGPoint] = []; var global: [CGPoint] = [] }

extension TrellisUITests {
    @MainActor @Suite struct SpatialTapAPI {
        @Test("SpatialTapGesture and onTapGesture(coordinateSpace:) report where the tap landed, locally or in the window")
        func spatialTap() throws {
            let taps = TapLocations()
            let h = Harness(VStack(spacing: 0) {
                Color.blue.frame(width: 100, height: 50).onTapGesture { taps.local.append($0) }
                Color.red.frame(width: 100, height: 50)
                    .gesture(SpatialTapGesture(coordinateSpace: .global).onEnded { taps.global.append($0.location) })
            }, width: 400, height: 300)
            h.settle()
            let c = h.connection
            let blue = try #require(c.visibleNodes().first { c.property(.tappable, of: $0) == .tappable(true) })
            let f = try #require(c.frame(of: blue))
            c.tap(at: WirePoint(x: f.x + 10, y: f.y + 20))
            h.settle()
            #expect(taps.local == [CGPoint(x: 10, y: 20)])
            c.tap(at: WirePoint(x: f.x + 30, y: f.y + 50 + 5))
            h.settle()
            #expect(taps.global == [CGPoint(x: f.x + 30, y: f.y + 55)])
        }
    }
}

/// Shows the label and, when expanded, the content; toggled by its own button.
private struct ArrowStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            Button(configuration.isExpanded ? "Collapse" : "Expand") { configuration.isExpanded.toggle() }
            configuration.label
            if configuration.isExpanded { configuration.content }
        }
    }
}

extension TrellisUITests {
    @MainActor @Suite struct DisclosureAndScrollAnchorAPI {
        @Test("A custom DisclosureGroupStyle gets the label, the content and the expansion binding")
        func disclosureGroupStyle() {
            let h = Harness(DisclosureGroup("Details") { Text("Hidden part") }.disclosureGroupStyle(ArrowStyle()))
            #expect(h.texts.contains("Details") && h.texts.contains("Expand") && !h.texts.contains("Hidden part"))
            h.tap("Expand")
            #expect(h.texts.contains("Hidden part") && h.texts.contains("Collapse"))
            let standard = Harness(DisclosureGroup("Details") { Text("Hidden part") }.disclosureGroupStyle(.automatic))
            standard.tap("Details")
            #expect(standard.texts.contains("Hidden part"))
        }

        @Test("defaultScrollAnchor(.bottom) starts a scroll view at the end of its content")
        func defaultScrollAnchorBottom() throws {
            let h = Harness(ScrollView {
                VStack(spacing: 0) { ForEach(0..<50, id: \.self) { Text("line \($0)").frame(height: 20) } }
            }
            .defaultScrollAnchor(.bottom)
            .frame(height: 200), width: 400, height: 600)
            h.settle()
            let c = h.connection
            let scroll = try #require(c.firstNode(ofKind: .scroll)), v = try #require(c.frame(of: scroll))
            let last = try #require(c.node(withText: "line 49")), f = try #require(c.frame(of: last))
            #expect(abs((f.y + f.height) - (v.y + v.height)) < 1, "the last line ends at the scroll view's bottom")
        }
    }
}

extension TrellisUITests {
    @MainActor @Suite struct BadgePaletteCoordinateAPI {
        @Test("badgeProminence(.increased) draws a list badge as a red capsule; standard as secondary text")
        func badgeProminence() {
            let loud = Harness(List { Text("Inbox").badge(3) }.badgeProminence(.increased))
            #expect(loud.texts.contains("3"))
            #expect(loud.connection.visibleNodes().contains { loud.connection.property(.shape, of: $0) == .shape(.capsule) })
            let quiet = Harness(List { Text("Inbox").badge(3) })
            #expect(!quiet.connection.visibleNodes().contains { quiet.connection.property(.shape, of: $0) == .shape(.capsule) })
        }

        @Test("pickerStyle(.palette) shows the options in a row, like .segmented")
        func palettePicker() {
            let h = Harness(Picker("Size", selection: .constant(1)) {
                Text("Small").tag(0)
                Text("Large").tag(1)
            }.pickerStyle(.palette))
            #expect(h.texts.contains("Small") && h.texts.contains("Large"))
        }

        @Test("paletteSelectionEffect: .symbolVariant draws the selected option's symbol in the variant without the highlight; .custom draws no highlight")
        func paletteSelectionEffects() {
            func picker(_ effect: PaletteSelectionEffect) -> Harness {
                Harness(Picker("Mood", selection: .constant(1)) {
                    Image(systemName: "star").tag(0)
                    Image(systemName: "heart").tag(1)
                }
                .pickerStyle(.palette)
                .paletteSelectionEffect(effect))
            }
            func symbols(_ h: Harness) -> [String] {
                h.connection.visibleNodes().compactMap { id -> String? in
                    if case .systemName(let n)? = h.connection.property(.systemName, of: id) { return n }
                    return nil
                }
            }
            // The system highlight: the raised white segment under the selected option.
            func accentFills(_ h: Harness) -> Int {
                h.connection.visibleNodes().filter {
                    h.connection.property(.fill, of: $0) == .fill(Color.white.wire) && h.connection.property(.shape, of: $0) != nil
                }.count
            }
            let automatic = picker(.automatic), variant = picker(.symbolVariant(.fill)), custom = picker(.custom)
            #expect(symbols(automatic) == ["star", "heart"] && accentFills(automatic) == 1)
            #expect(symbols(variant) == ["star", "heart.fill"] && accentFills(variant) == 0, "\(symbols(variant))")
            #expect(symbols(custom) == ["star", "heart"] && accentFills(custom) == 0)
        }

        @Test("CoordinateSpaceProtocol values stand for the CoordinateSpace cases")
        func coordinateSpaces() {
            #expect(NamedCoordinateSpace.named("stack").coordinateSpace == .named(AnyHashable("stack")))
            #expect(LocalCoordinateSpace.local.coordinateSpace == .local && GlobalCoordinateSpace.global.coordinateSpace == .global)
            let proxy = GeometryProxy(size: CGSize(width: 10, height: 20))
            #expect(proxy.frame(in: .named("stack")).size == CGSize(width: 10, height: 20))
            _ = DragGesture()
            _ = DragGesture(minimumDistance: 0, coordinateSpace: .named("stack"))
            _ = SpatialTapGesture(coordinateSpace: .global)
            _ = Text("x").coordinateSpace(.named("stack"))
        }
    }
}

extension TrellisUITests {
    @MainActor @Suite struct TabSectionAndIndexAPI {
        @Test("TabSection's tabs join the tab bar in order; a .search tab is labelled Search")
        func tabSectionsAndSearchRole() {
            let h = Harness(TabView {
                TabSection("Mail") {
                    Tab("Inbox", systemImage: "tray", value: 0) { Text("inbox body") }
                    Tab("Sent", systemImage: "paperplane", value: 1) { Text("sent body") }
                }
                Tab(value: 2, role: .search) { Text("search body") }
            })
            #expect(h.texts.contains("Inbox") && h.texts.contains("Sent") && h.texts.contains("Search"))
            #expect(h.texts.contains("inbox body") && !h.texts.contains("Mail"))
            h.tap("Search")
            #expect(h.texts.contains("search body"))
        }

        @Test("indexViewStyle(.page(backgroundDisplayMode: .always)) draws a capsule behind the page dots")
        func pageIndexBackground() {
            func capsules(_ mode: PageIndexViewStyle.BackgroundDisplayMode) -> Int {
                let h = Harness(TabView {
                    Text("one").tag(0)
                    Text("two").tag(1)
                }
                .tabViewStyle(.page)
                .indexViewStyle(.page(backgroundDisplayMode: mode)))
                let c = h.connection
                return c.visibleNodes().filter { c.property(.shape, of: $0) == .shape(.capsule) }.filter {
                    if case .fill(let color)? = c.property(.fill, of: $0) { return color.a > 0 }
                    return false
                }.count
            }
            #expect(capsules(.always) == 1)
            #expect(capsules(.never) == 0)
        }
    }
}

private struct SearchResults: View {
    @Environment(\.isSearching) var searching
    @Environment(\.dismissSearch) var dismissSearch
    var body: some View {
        VStack {
            Text(searching ? "searching" : "idle")
            Button("Stop") { dismissSearch() }
        }
    }
}

private struct SearchDemo: View {
    @State var query = ""
    var body: some View {
        VStack {
            Text("query [\(query)]")
            SearchResults()
        }
        .searchable(text: $query)
        .searchSuggestions {
            Text("apple pie").searchCompletion("apple")
            Text("banana").searchCompletion("banana")
        }
    }
}

extension TrellisUITests {
    @MainActor @Suite struct SearchSuggestionsAPI {
        @Test("Typing in a searchable field starts searching and lists the suggestions; a completion fills the field")
        func suggestionsAndCompletion() throws {
            let h = Harness(SearchDemo())
            let c = h.connection
            #expect(h.texts.contains("idle") && !h.texts.contains("apple pie"))
            let field = try #require(c.visibleNodes().first { c.kind(of: $0) == .textField })
            c.inject(.focusChanged(id: field))   // the daemon focuses the field the user clicks
            c.inject(.inputText(id: field, text: "ap"))
            h.settle()
            #expect(h.texts.contains("searching") && h.texts.contains("apple pie") && h.texts.contains("query [ap]"))
            h.tap("apple pie")
            #expect(h.texts.contains("query [apple]") && h.texts.contains("idle") && !h.texts.contains("banana"))
        }

        @Test("dismissSearch clears the query and ends the search")
        func dismissSearchEnds() throws {
            let h = Harness(SearchDemo())
            let c = h.connection
            let field = try #require(c.visibleNodes().first { c.kind(of: $0) == .textField })
            c.inject(.focusChanged(id: field))
            c.inject(.inputText(id: field, text: "ba"))
            h.settle()
            #expect(h.texts.contains("searching"))
            h.tap("Stop")
            #expect(h.texts.contains("idle") && h.texts.contains("query []"))
        }
    }
}

extension TrellisUITests {
    @MainActor @Suite struct MenuIndicatorAndAcceptedAPI {
        @Test("menuIndicator(.visible) draws a chevron after a menu's label; hidden by default")
        func menuIndicator() {
            func images(_ v: Visibility?) -> Int {
                let menu = Menu("Sort") { Button("Name") {} }
                let h = v.map { Harness(AnyView(menu.menuIndicator($0))) } ?? Harness(AnyView(menu))
                return h.connection.visibleNodes().filter { h.connection.kind(of: $0) == .image }.count
            }
            #expect(images(.visible) == 1)
            #expect(images(nil) == 0 && images(.hidden) == 0)
        }

        @Test("Pinch and rotation gestures, text editor styles, content interaction and dynamic range compile with SwiftUI's spellings")
        func acceptedSpellings() {
            let h = Harness(VStack {
                Text("pinch").gesture(MagnifyGesture().onChanged { _ in }.onEnded { _ in })
                Text("old pinch").gesture(MagnificationGesture().onChanged { _ in })
                Text("turn").simultaneousGesture(RotateGesture(minimumAngleDelta: .degrees(2)).onEnded { _ in })
                Text("old turn").gesture(RotationGesture().onChanged { _ in })
                TextEditor(text: .constant("notes")).textEditorStyle(.plain)
                Image(systemName: "sun.max").allowedDynamicRange(.high)
            }
            .presentationContentInteraction(.scrolls))
            #expect(h.texts.contains("pinch") && h.texts.contains("turn"))
        }
    }
}

extension TrellisUITests {
    @MainActor @Suite struct SemanticStylesAndCustomToolbarAPI {
        @Test("Semantic shape styles draw the system colours; selection and link follow the tint")
        func semanticStyles() {
            func fill(_ view: some View) -> WireColor? {
                let h = Harness(view)
                let c = h.connection
                for n in c.visibleNodes() { if case .fill(let color)? = c.property(.fill, of: n), c.property(.shape, of: n) != nil { return color } }
                return nil
            }
            #expect(fill(Rectangle().fill(.separator).frame(width: 10, height: 10)) == WireColor(r: 60, g: 60, b: 67, a: 74))
            #expect(fill(Rectangle().fill(.windowBackground).frame(width: 10, height: 10)) == WireColor(r: 255, g: 255, b: 255))
            #expect(fill(Rectangle().fill(.link).frame(width: 10, height: 10)) == Color.accentColor.wire)
            #expect(fill(Rectangle().fill(.selection).frame(width: 10, height: 10).tint(.red)) == Color.red.wire)
        }

        @Test("toolbar(id:) places its items as toolbar does")
        func customizableToolbar() {
            let h = Harness(NavigationStack {
                Text("Body").navigationTitle("Doc").toolbar(id: "editor") {
                    ToolbarItem(id: "share", placement: .topBarTrailing) { Button("Share") {} }
                    ToolbarItem(id: "bold") { Button("Bold") {} }.customizationBehavior(.reorderable)
                }
            })
            #expect(h.texts.contains("Share") && h.texts.contains("Bold"))
        }
    }
}

private struct ZoomDemo: View {
    @Namespace var zoom
    var body: some View {
        NavigationStack {
            NavigationLink {
                Text("Photo detail").navigationTransition(.zoom(sourceID: "photo", in: zoom))
            } label: {
                Text("Photo").matchedTransitionSource(id: "photo", in: zoom) { $0.background(.gray).clipShape(RoundedRectangle(cornerRadius: 8)) }
            }
        }
    }
}

extension TrellisUITests {
    @MainActor @Suite struct NavigationTransitionAPI {
        @Test("A zoom navigation transition pushes its destination as a standard push")
        func zoomPushes() {
            let h = Harness(ZoomDemo())
            h.tap("Photo")
            #expect(h.texts.contains("Photo detail") && h.texts.contains("Back"))
        }
    }
}

private struct RenamableTitleScreen: View {
    @State private var name = "Draft"
    var body: some View {
        NavigationStack {
            Text("saved as \(name)").navigationTitle($name).navigationBarTitleDisplayMode(.inline)
        }
    }
}

private struct MenuForms: View {
    @State private var order = "none"
    @State private var added = 0
    var body: some View {
        VStack {
            Text("order \(order)")
            Text("added \(added)")
            Menu("Sort Order", systemImage: "arrow.up.arrow.down") {
                Button("By name") { order = "name" }
            }
            Menu("Add") {
                Button("Add many") { added += 10 }
            } primaryAction: {
                added += 1
            }
        }
    }
}
