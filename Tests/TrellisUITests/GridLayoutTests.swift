// GridLayout: used directly it is a Grid; inside AnyLayout each subview is a full-width row.
import Testing
import TrellisEmbedded
import TrellisProtocol
@testable import TrellisUI

extension TrellisUITests {
    @MainActor @Suite struct GridLayouts {
        @Test("GridLayout { GridRow … } lays cells out in columns as Grid does")
        func directGrid() throws {
            let h = Harness(GridLayout(horizontalSpacing: 10, verticalSpacing: 4) {
                GridRow { Text("a"); Text("bbbbbb") }
                GridRow { Text("cccccc"); Text("d") }
            }, width: 400, height: 200)
            let c = h.connection
            #expect(c.firstNode(ofKind: .grid) != nil)
            func mid(_ t: String) -> Double { c.node(withText: t).flatMap { c.frame(of: $0) }.map { $0.x + $0.width / 2 } ?? -1 }
            func top(_ t: String) -> Double { c.node(withText: t).flatMap { c.frame(of: $0) }?.y ?? -1 }
            #expect(mid("a") == mid("cccccc") && mid("bbbbbb") == mid("d"), "cells centred in shared columns")
            #expect(mid("d") > mid("cccccc"))
            #expect(top("a") == top("bbbbbb") && top("cccccc") > top("a"))
        }

        @Test("in an AnyLayout, switching between a grid and a stack keeps the subviews' state")
        func anyLayoutSwitch() throws {
            struct Switcher: View {
                @State var grid = true
                var body: some View {
                    let layout = grid ? AnyLayout(GridLayout(verticalSpacing: 4)) : AnyLayout(HStackLayout())
                    VStack {
                        Button("Switch") { grid.toggle() }
                        layout { Counter(name: "one"); Counter(name: "two") }
                    }
                }
            }
            struct Counter: View {
                let name: String
                @State var n = 0
                var body: some View { Button("\(name) \(n)") { n += 1 } }
            }
            let h = Harness(Switcher(), width: 400, height: 300)
            let c = h.connection
            h.tap("one 0")
            let yOne = try #require(c.node(withText: "one 1").flatMap { c.frame(of: $0) }?.y)
            let yTwo = try #require(c.node(withText: "two 0").flatMap { c.frame(of: $0) }?.y)
            #expect(yTwo > yOne, "a grid stacks its rows")
            h.tap("Switch")
            #expect(h.texts.contains("one 1"), "state kept: \(h.texts)")
            let yOneAfter = try #require(c.node(withText: "one 1").flatMap { c.frame(of: $0) }?.y)
            let yTwoAfter = try #require(c.node(withText: "two 0").flatMap { c.frame(of: $0) }?.y)
            #expect(yOneAfter == yTwoAfter, "side by side in the stack")
        }
    }
}
