// The seeds' lifecycle scenarios, one copy shared by the test targets that mount them:
// TrellisUITests (in process, on the embedded daemon core) and TrellisTestingTests
// (through a real trellisd). Each view logs through `log` where the seed prints, so a
// test reads its own lines whichever way the events reached the app.
// (Tests/TrellisUITests/SeedSnippets.swift keeps the seeds' code verbatim, `print` and
// all, as the source-compatibility check.)
import TrellisUI

public enum SeedScenarios {
    /// Seed 000: an `if` without `else` toggled by a button; the text logs its appearance
    /// and disappearance (S17, S18).
    public struct ToggleText: View {
        let log: @MainActor (String) -> Void
        @State private var isShowText = false
        public init(log: @escaping @MainActor (String) -> Void) { self.log = log }
        public var body: some View {
            VStack {
                if isShowText {
                    Text("Hello, World!")
                        .onAppear { log("Text appeared") }
                        .onDisappear { log("Text disappeared") }
                }
                Button("Show/Hide Text") { isShowText.toggle() }
            }
        }
    }

    /// Seed 001: ZStack layers hidden with opacity still take part in layout, so every
    /// layer appears and none disappears (S18).
    public struct ZStackOpacity: View {
        let log: @MainActor (String) -> Void
        @State private var selection = 1
        public init(log: @escaping @MainActor (String) -> Void) { self.log = log }
        public var body: some View {
            VStack {
                ZStack {
                    Text("1")
                        .opacity(selection == 1 ? 1 : 0)
                        .onAppear { log("1 appear") }
                        .onDisappear { log("1 disappear") }
                    Text("2")
                        .opacity(selection == 2 ? 1 : 0)
                        .onAppear { log("2 appear") }
                        .onDisappear { log("2 disappear") }
                }
                Button("select") { selection = selection == 1 ? 2 : 1 }
            }
        }
    }

    /// Seed 001: a TabView keeps both tabs alive; the loading guarded by `@State` runs once
    /// per tab (S20). The tab bar items are "Tab 1" and "Tab 2".
    public struct Tabs: View {
        let log: @MainActor (String) -> Void
        @State private var selection = 1
        public init(log: @escaping @MainActor (String) -> Void) { self.log = log }
        public var body: some View {
            TabView(selection: $selection) {
                TabContent(idx: 1, log: log).tabItem { Text("Tab 1") }.tag(1)
                TabContent(idx: 2, log: log).tabItem { Text("Tab 2") }.tag(2)
            }
        }
    }

    /// One tab of `Tabs`: logs its appearance, its one load, its disappearance.
    public struct TabContent: View {
        let idx: Int
        let log: @MainActor (String) -> Void
        @State private var loaded = false
        public init(idx: Int, log: @escaping @MainActor (String) -> Void) { self.idx = idx; self.log = log }
        public var body: some View {
            Text("View \(idx)")
                .onAppear {
                    log("tab \(idx) appear")
                    if !loaded {
                        log("load data \(idx)")
                        loaded = true
                    }
                }
                .onDisappear { log("tab \(idx) disappear") }
        }
    }
}
