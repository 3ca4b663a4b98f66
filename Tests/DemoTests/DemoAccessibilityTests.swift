// The demo as a screen-reader and keyboard user meets it: on every tab each control is
// named, and Tab reaches every focusable element (through the daemon's accessibility
// tree, the one its AT-SPI bridge publishes).
import Testing
import TrellisProtocol
import TrellisTesting
import TrellisUI
@testable import TodoDemoKit

@MainActor
@Suite("Demo accessibility", .serialized)
struct DemoAccessibilityTests {
    /// Roles a screen reader announces as controls: each needs a name.
    static let controls: Set<String> = ["button", "link", "toggle", "checkBox", "radioButton", "slider", "stepper",
                                        "textField", "searchField", "comboBox", "tab", "menuItem", "image"]

    @Test("every tab: every control and image is named, and Tab visits every focusable element")
    func namedAndReachable() async throws {
        try await TestHost.run(width: 800, height: 600, content: { DemoRootView() }) { host in
            for tab in ["Todos", "Lifecycle", "Gallery"] {
                try await host.perform(.activate, on: tab)
                let elements = try await host.accessibilityElements()
                let unnamed = elements.filter { Self.controls.contains($0.role) && $0.name.isEmpty }
                #expect(unnamed.isEmpty, "\(tab): unnamed \(unnamed.map(\.description))")
                // Tab through the screen: every focusable element that is on screen takes focus once.
                let focusable = elements.filter {
                    $0.states.contains("focusable") && !$0.states.contains("offscreen") && !$0.states.contains("disabled")
                }
                // Tab stops that are not elements (a plain onTapGesture view) are passed too;
                // the cycle ends when focus comes back to where it started.
                var visited: Set<NodeID> = []
                var first: NodeID?
                for _ in 0 ..< 3 * focusable.count + 10 {
                    try await host.press(.tab)
                    guard let f = try await host.accessibilityElements().first(where: { $0.states.contains("focused") }) else { continue }
                    if f.id == first { break }
                    first = first ?? f.id
                    visited.insert(f.id)
                }
                let missed = focusable.filter { !visited.contains($0.id) }
                #expect(missed.isEmpty, "\(tab): Tab never reaches \(missed.map(\.description))")
            }
        }
    }
}
