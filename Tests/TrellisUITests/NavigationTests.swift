// S28: NavigationStack pushes and pops screens: the destination appears and the covered
// screen disappears in one commit, screens on the stack keep their state, the path binding
// always matches what is shown, titles and toolbar items are drawn in the bar.
import Foundation
import Testing
import TrellisEmbedded
import TrellisProtocol
@testable import TrellisUI

struct Detail: View {
    let name: String
    @State private var likes = 0
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        let _ = Log.print("Detail body \(name)")
        VStack {
            Text("Detail \(name)")
            Button("like \(likes)") { likes += 1 }
            Button("Close detail") { dismiss() }
        }
        .navigationTitle(name)
        .onAppear { Log.print("detail appear \(name)") }
        .onDisappear { Log.print("detail disappear \(name)") }
    }
}

struct Library: View {
    @State private var taps = 0
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Open A", destination: Detail(name: "A"))
                Button("root taps \(taps)") { taps += 1 }
            }
            .navigationTitle("Library")
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) { Button("Add") { taps += 10 } }
                ToolbarItem(placement: .bottomBar) { Text("Bottom") }
            }
            .onAppear { Log.print("root appear") }
            .onDisappear { Log.print("root disappear") }
        }
    }
}

struct Route: Hashable { let n: Int }

struct PathApp: View {
    @State private var path: [Route] = []
    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Text("path \(path.map { String($0.n) }.joined(separator: ","))")
                NavigationLink("Go 1", value: Route(n: 1))
                Button("Deep link") { path = [Route(n: 1), Route(n: 2), Route(n: 3)] }
            }
            .navigationDestination(for: Route.self) { r in
                VStack {
                    Text("Route \(r.n) of \(path.count)")
                    NavigationLink("Next", value: Route(n: r.n + 1))
                    Button("Pop to root") { path.removeAll() }
                }
                .navigationTitle("Route \(r.n)")
            }
        }
    }
}

struct PresentedDestination: View {
    @State private var show = false
    var body: some View {
        NavigationStack {
            Button("Show settings") { show = true }
                .navigationDestination(isPresented: $show) { Text("Settings screen") }
            Text(show ? "shown" : "hidden")
        }
    }
}

struct MissingDestination: View {
    var body: some View {
        NavigationStack { NavigationLink("Nowhere", value: 42) }
    }
}

extension TrellisUITests {
    @MainActor @Suite struct Navigation {
        @Test("S28 pushing shows the destination, its title and a back button; the root disappears, the destination appears, in one commit")
        func pushAndPop() {
            let h = Harness(Library(), width: 400, height: 600)
            #expect(h.texts.contains("Library"))
            #expect(h.texts.contains("Add"))
            #expect(h.texts.contains("Bottom"))
            h.tap("root taps 0")
            _ = Log.take()
            let before = h.connection.received.count
            h.tap("Open A")
            #expect(Log.take() == ["Detail body A", "root disappear", "detail appear A"])
            let commits = h.connection.received[before...].filter { if case .committed = $0 { true } else { false } }
            #expect(commits.count == 1, "one commit for the push")
            #expect(h.texts.contains("Detail A"))
            #expect(h.texts.contains("A"), "the destination's title is in the bar")
            #expect(h.texts.contains("Back"))
            #expect(!h.texts.contains("Library"))
            h.tap("like 0")
            _ = Log.take()
            h.tap("Back")
            #expect(Log.take() == ["detail disappear A", "root appear"])
            #expect(h.texts.contains("root taps 1"), "the root kept its state")
            // Pushed again: a new destination identity.
            h.tap("Open A")
            #expect(h.texts.contains("like 0"))
        }

        @Test("S28 a navigation screen is opaque: a colour behind a NavigationView does not show through, a background its content sets does")
        func screenIsOpaque() throws {
            let h = Harness(ZStack {
                Color.red
                NavigationView { Text("Inside").navigationTitle("Title") }
            }, width: 300, height: 400)
            let c = h.connection
            let nodes = c.visibleNodes()
            let red = WireColor(r: 255, g: 59, b: 48, a: 255), white = WireColor(r: 255, g: 255, b: 255, a: 255)
            let redIndex = try #require(nodes.firstIndex { c.property(.fill, of: $0) == .fill(red) })
            let cover = nodes.indices.first { i in
                guard c.property(.fill, of: nodes[i]) == .fill(white), let f = c.frame(of: nodes[i]) else { return false }
                return f.width == 300 && f.height == 400
            }
            let coverIndex = try #require(cover, "the screen has a window-sized system background")
            #expect(coverIndex > redIndex, "drawn over the colour behind the NavigationView")
            // Dark: the system background is black.
            let dark = Harness(NavigationView { Text("Inside") }.preferredColorScheme(.dark), width: 300, height: 400)
            let black = WireColor(r: 0, g: 0, b: 0, a: 255)
            #expect(dark.connection.visibleNodes().contains { dark.connection.property(.fill, of: $0) == .fill(black) })
        }

        @Test("S28 a destination's body runs only when it is shown")
        func destinationBodyOnlyWhenShown() {
            let h = Harness(Library(), width: 400, height: 600)
            #expect(!Log.lines.contains { $0.hasPrefix("Detail body") })
            h.tap("Open A")
            #expect(Log.take().contains("Detail body A"))
        }

        @Test("S28 toolbar items in the bar are live: the trailing button acts on the root's state")
        func toolbarItem() throws {
            let h = Harness(Library(), width: 400, height: 600)
            h.tap("Add")
            #expect(h.texts.contains("root taps 10"))
            let c = h.connection
            let add = try #require(c.frame(of: c.node(withText: "Add")!))
            let title = try #require(c.frame(of: c.node(withText: "Library")!))
            #expect(add.x > 300 && add.y < 44, "trailing in the bar: \(add)")
            #expect(abs(title.x + title.width / 2 - 200) < 1 && title.y < 44, "title centred in the bar: \(title)")
            let bottom = try #require(c.frame(of: c.node(withText: "Bottom")!))
            #expect(bottom.y > 540, "bottom bar at the bottom: \(bottom)")
        }

        @Test("S28 dismiss() in a pushed screen pops it")
        func dismissPops() {
            let h = Harness(Library(), width: 400, height: 600)
            h.tap("Open A")
            h.tap("Close detail")
            #expect(h.texts.contains("Library"))
            #expect(!h.texts.contains("Detail A"))
        }

        @Test("S28 value links and navigationDestination(for:): the path binding always equals what is shown")
        func pathBinding() {
            let h = Harness(PathApp(), width: 400, height: 600)
            h.tap("Go 1")
            #expect(h.texts.contains("Route 1 of 1"))
            h.tap("Next")
            #expect(h.texts.contains("Route 2 of 2"))
            h.tap("Back")
            #expect(h.texts.contains("Route 1 of 1"))
            h.tap("Back")
            #expect(h.texts.contains("path "))
            h.tap("Deep link")
            #expect(h.texts.contains("Route 3 of 3"))
            #expect(h.texts.contains("Route 3"))
            h.tap("Pop to root")
            #expect(h.texts.contains("path "))
            #expect(h.texts.contains("Deep link"))
        }

        @Test("S28 navigationDestination(isPresented:) pushes while true; Back sets it false")
        func presentedDestination() {
            let h = Harness(PresentedDestination(), width: 400, height: 600)
            h.tap("Show settings")
            #expect(h.texts.contains("Settings screen"))
            h.tap("Back")
            #expect(h.texts.contains("hidden"))
            #expect(!h.texts.contains("Settings screen"))
        }

        @Test("S28 a value without a navigationDestination shows a placeholder and logs SwiftUI's warning, never crashes")
        func missingDestination() {
            let h = Harness(MissingDestination(), width: 400, height: 600)
            h.tap("Nowhere")
            #expect(Log.take().contains { $0.contains("no matching navigationDestination") })
            #expect(h.texts.contains("Back"))
        }

        @Test("NavigationView behaves as a stack")
        func navigationView() {
            struct App: View {
                var body: some View {
                    NavigationView {
                        NavigationLink(destination: Text("Inside")) { Text("Enter") }
                            .navigationBarTitle("Home", displayMode: .inline)
                    }
                }
            }
            let h = Harness(App(), width: 400, height: 600)
            #expect(h.texts.contains("Home"))
            h.tap("Enter")
            #expect(h.texts.contains("Inside"))
        }
    }
}

struct MailApp: View {
    @State private var selected: String?
    let folders = ["Inbox", "Sent", "Trash"]
    var body: some View {
        NavigationSplitView {
            List(folders, id: \.self, selection: $selected) { Text($0) }
                .navigationTitle("Folders")
        } detail: {
            Text(selected.map { "Showing \($0)" } ?? "Pick a folder")
        }
    }
}

extension TrellisUITests.Navigation {
    @Test("NavigationSplitView: the sidebar List(selection:) selects by ForEach id; the detail follows")
    func splitViewSelection() throws {
        let h = Harness(MailApp(), width: 800, height: 600)
        #expect(h.texts.contains("Pick a folder"))
        #expect(h.texts.contains("Folders"))
        h.tap("Sent")
        #expect(h.texts.contains("Showing Sent"))
        let c = h.connection
        let sent = try #require(c.frame(of: c.node(withText: "Sent")!))
        let detail = try #require(c.frame(of: c.node(withText: "Showing Sent")!))
        #expect(sent.x < 280 && detail.x > 281, "sidebar then detail: \(sent) \(detail)")
    }

    @Test("List(selection:) with tagged static rows selects the tag")
    func staticSelection() {
        struct Pick: View {
            @State private var choice: Int?
            var body: some View {
                VStack {
                    Text("choice \(choice.map(String.init) ?? "none")")
                    List(selection: $choice) {
                        Text("One").tag(1)
                        Text("Two").tag(2)
                    }
                }
            }
        }
        let h = Harness(Pick(), width: 400, height: 400)
        h.tap("Two")
        #expect(h.texts.first == "choice 2")
    }

    @Test("List(selection:) with a Set: each tap adds the row's id or removes it; selected rows are marked selected")
    func multipleSelection() throws {
        struct Pick: View {
            @State private var chosen: Set<String> = []
            var body: some View {
                VStack {
                    Text("chosen \(chosen.sorted().joined(separator: ","))")
                    List(["Ann", "Bob", "Cy"], id: \.self, selection: $chosen) { Text($0) }
                }
            }
        }
        let h = Harness(Pick(), width: 400, height: 400)
        h.tap("Ann")
        h.tap("Cy")
        #expect(h.texts.first == "chosen Ann,Cy")
        h.tap("Ann")
        #expect(h.texts.first == "chosen Cy")
        let cy = try #require(h.connection.node(withText: "Cy"))
        var n: NodeID? = cy, selected = false
        while let id = n {
            if case .accessibilityAddTraits(let t)? = h.connection.property(.accessibilityAddTraits, of: id), t.contains(.isSelected) { selected = true }
            n = h.connection.parent(of: id)
        }
        #expect(selected, "the selected row carries the isSelected trait")
    }
}

struct PathMission: Hashable, Codable { let name: String }
private struct NotCodable: Hashable { let n: Int }
private struct PrivateStop: Hashable, Codable { let n: Int }

extension TrellisUITests.Navigation {
    @Test("NavigationPath.codable saves a path of Codable values and NavigationPath(_:) restores it, types included")
    func codablePath() throws {
        var path = NavigationPath()
        path.append(PathMission(name: "Apollo 11"))
        path.append(7)
        path.append("crew")
        let data = try JSONEncoder().encode(try #require(path.codable))
        let restored = NavigationPath(try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data))
        #expect(restored == path && restored.count == 3)
        #expect(restored.elements.first?.base as? PathMission == PathMission(name: "Apollo 11"))
        var local = NavigationPath([PrivateStop(n: 3)])
        local = NavigationPath(try #require(local.codable))
        #expect(local.elements.first?.base as? PrivateStop == PrivateStop(n: 3), "a private type round-trips inside the process")
        path.append(NotCodable(n: 1))
        #expect(path.codable == nil, "a value that is not Codable makes the path not codable")
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: Data(#"["NoSuchType","{}"]"#.utf8))
        }
    }
}

private struct ActiveLinks: View {
    @State private var showDetail = false
    @State private var picked: Int?
    var body: some View {
        NavigationStack {
            List {
                Text(showDetail ? "detail shown" : "detail hidden")
                NavigationLink(destination: Text("Detail screen"), isActive: $showDetail) { Text("Open detail") }
                NavigationLink("Second", destination: Text("Second screen"), tag: 2, selection: $picked)
                Button("Jump to second") { picked = 2 }
            }
        }
    }
}

extension TrellisUITests.Navigation {
    @Test("NavigationLink(destination:isActive:) and (tag:selection:): tapping sets the binding and pushes; setting it pushes; Back clears it")
    func activeLinks() {
        let h = Harness(ActiveLinks(), width: 400, height: 600)
        h.tap("Open detail")
        #expect(h.texts.contains("Detail screen"), "\(h.texts)")
        h.tap("Back")
        #expect(h.texts.contains("detail hidden") && !h.texts.contains("Detail screen"), "\(h.texts)")
        h.tap("Jump to second")
        #expect(h.texts.contains("Second screen"), "setting the selection pushes: \(h.texts)")
        h.tap("Back")
        #expect(h.texts.contains("Jump to second") && !h.texts.contains("Second screen"))
    }

    @Test("a .keyboard toolbar item shows only while a text field has focus, in a row above the bottom bar placed by its own Spacer; its Done clears the focus and it goes")
    func keyboardToolbar() throws {
        struct Amount: View {
            @State private var amount = ""
            @FocusState private var focused: Bool
            var body: some View {
                NavigationStack {
                    VStack { TextField("Amount", text: $amount).focused($focused); Text("focused \(focused)") }
                        .toolbar {
                            ToolbarItemGroup(placement: .keyboard) { Spacer(); Button("Done") { focused = false } }
                            ToolbarItem(placement: .bottomBar) { Text("Bottom") }
                        }
                }
            }
        }
        let h = Harness(Amount(), width: 400, height: 600)
        let c = h.connection
        #expect(h.texts.contains("Bottom") && !h.texts.contains("Done"), "\(h.texts)")
        let field = try #require(c.visibleNodes().first { c.kind(of: $0) == .textField })
        c.inject(.focusChanged(id: field))
        h.settle()
        #expect(h.texts.contains("focused true") && h.texts.contains("Done"), "\(h.texts)")
        // A row of its own above the bottom bar; the group's Spacer puts Done at the right.
        let done = try #require(c.frame(of: c.node(withText: "Done")!)), bottom = try #require(c.frame(of: c.node(withText: "Bottom")!))
        #expect(done.y < bottom.y && done.x > 300, "done \(done), bottom \(bottom)")
        h.tap("Done")
        c.inject(.focusChanged(id: 0))   // the daemon's answer to the cleared focus
        h.settle()
        #expect(h.texts.contains("focused false") && !h.texts.contains("Done"), "\(h.texts)")
    }

    @Test("CGPoint, CGSize, CGRect and UnitPoint are Animatable with SwiftUI's pairs")
    func geometryAnimatable() {
        var size = CGSize(width: 10, height: 20)
        size.animatableData = AnimatablePair(30, 40)
        #expect(size == CGSize(width: 30, height: 40))
        var rect = CGRect(x: 0, y: 0, width: 1, height: 1)
        rect.animatableData = AnimatablePair(AnimatablePair(1, 2), AnimatablePair(3, 4))
        #expect(rect == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(UnitPoint.topLeading.animatableData == AnimatablePair(0, 0))
        #expect(CGPoint(x: 5, y: 6).animatableData.second == 6)
    }
}

extension TrellisUITests.Navigation {
    @Test("toolbar content with if and if/else shows the items of the branch taken, and follows the condition")
    func toolbarConditions() {
        struct Editor: View {
            @State private var isNew = true
            var body: some View {
                NavigationStack {
                    Button("Saved") { isNew = false }
                        .navigationTitle("Card")
                        .toolbar {
                            ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                            if !isNew {
                                ToolbarItem(placement: .bottomBar) { Button("Delete Card", systemImage: "trash", role: .destructive) {} }
                            }
                            if isNew {
                                ToolbarItem(placement: .confirmationAction) { Button("Add") {} }
                            } else {
                                ToolbarItem(placement: .confirmationAction) { Button("Save") {} }
                            }
                        }
                }
            }
        }
        let h = Harness(Editor(), width: 400, height: 700)
        #expect(h.texts.contains("Cancel") && h.texts.contains("Add") && !h.texts.contains("Save"))
        #expect(!h.connection.visibleNodes().contains { h.connection.property(.systemName, of: $0) == .systemName("trash") })
        h.tap("Saved")
        #expect(h.texts.contains("Save") && !h.texts.contains("Add"))
        #expect(h.connection.visibleNodes().contains { h.connection.property(.systemName, of: $0) == .systemName("trash") })
    }
}
