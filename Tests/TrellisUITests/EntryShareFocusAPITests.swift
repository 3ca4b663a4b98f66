// Issue 35: @Entry, ShareLink, focusable and baselineOffset.
import Foundation
import Testing
import TrellisProtocol
@testable import TrellisUI

extension EnvironmentValues {
    @Entry var testGreeting: String = "hello"
    @Entry var testCount: Int? = nil
}

private struct GreetingReader: View {
    @Environment(\.testGreeting) var greeting
    @Environment(\.testCount) var count
    var body: some View { Text("\(greeting) \(count.map(String.init) ?? "none")") }
}

@MainActor
private final class Shared {
    var opened: [URL] = []
    var copied: [String] = []
}

extension TrellisUITests {
    @MainActor @Suite struct EntryShareFocusAPI {
        @Test("@Entry declares an environment value with its default, settable for a subtree")
        func entry() {
            let h = Harness(VStack {
                GreetingReader()
                GreetingReader().environment(\.testGreeting, "hi").environment(\.testCount, 3)
            })
            #expect(h.texts.contains("hello none") && h.texts.contains("hi 3"))
        }

        @Test("ShareLink opens a URL with openURL and copies text to the clipboard; default label \"Share\"")
        func shareLink() {
            let shared = Shared()
            let h = Harness(VStack {
                ShareLink(item: URL(string: "https://example.org")!)
                ShareLink("Copy", item: "some text")
            }
            .environment(\.openURL, OpenURLAction { url in shared.opened.append(url); return .handled })
            .environment(\.shareClipboard, _ShareClipboard { shared.copied.append($0) }))
            h.tap("Share")
            h.tap("Copy")
            #expect(shared.opened == [URL(string: "https://example.org")!])
            #expect(shared.copied == ["some text"])
        }

        @Test("focusable makes a view a focus target; baselineOffset raises the drawn text")
        func focusAndBaseline() {
            let h = Harness(VStack {
                Text("Focus me").focusable()
                Text("sup").baselineOffset(6)
            })
            #expect(h.connection.visibleNodes().contains { h.connection.property(.focusable, of: $0) == .focusable(true) })
            let sup = h.connection.node(withText: "sup")!
            #expect(h.connection.property(.offset, of: sup) == .offset(WirePoint(x: 0, y: -6)))
        }
    
        @Test("scenePadding pads by the standard amount; ControlGroup lays its controls side by side; presentationCornerRadius rounds the sheet")
        func padsGroupsCorners() {
            let h = Harness(VStack(alignment: .leading, spacing: 0) {
                Text("Padded").scenePadding(.leading)
                Text("Standard").padding(.leading)
                ControlGroup {
                    Button("Left") {}
                    Button("Right") {}
                }
                .hoverEffect(.highlight)
            })
            func x(_ t: String) -> Double { h.connection.frame(of: h.connection.node(withText: t)!)!.x }
            #expect(x("Padded") == x("Standard") && x("Padded") > 0)
            let left = h.connection.frame(of: h.connection.node(withText: "Left")!)!
            let right = h.connection.frame(of: h.connection.node(withText: "Right")!)!
            #expect(abs(left.y - right.y) < 1 && right.x > left.x + left.width)
            h.tap("Left")

            let sheet = Harness(Color.clear.sheet(isPresented: .constant(true)) {
                Text("Rounded").presentationCornerRadius(30)
            })
            sheet.settle()
            let radii = sheet.connection.visibleNodes().compactMap { sheet.connection.property(.cornerRadius, of: $0) }
            #expect(radii.contains(.cornerRadius(30)))
        }
    }
}
