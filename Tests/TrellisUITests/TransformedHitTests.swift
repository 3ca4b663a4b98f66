// Pointer input through drawing effects: what is drawn rotated, scaled or clipped is hit
// where it is drawn (issue: a tutorial-styled button could not be tapped).
import Testing
import TrellisProtocol
@testable import TrellisUI

private struct StyledButton: View {
    @State private var taps = 0
    let rotation: Double
    var body: some View {
        VStack(spacing: 40) {
            Text("taps \(taps)")
            Button(action: { taps += 1 }) {
                Text("Tap")
                    .padding()
                    .background(Color.blue)
                    .clipShape(Circle())
            }
            .rotation3DEffect(.degrees(rotation), axis: (x: 0, y: 1, z: 0))
        }
    }
}

extension TrellisUITests {
    @MainActor @Suite struct TransformedHits {
        @Test("a padded, coloured, circle-clipped, rotated button is tapped at its centre")
        func styledButton() {
            for rotation in [0.0, 45] {
                let h = Harness(StyledButton(rotation: rotation))
                let label = h.connection.frame(of: h.connection.node(withText: "Tap")!)!
                h.connection.tap(at: WirePoint(x: label.x + label.width / 2, y: label.y + label.height / 2))
                h.settle()
                #expect(h.texts.contains("taps 1"), "rotation \(rotation): \(h.texts)")
            }
        }
    }
}

private struct ScaledButton: View {
    @State private var taps = 0
    var body: some View {
        VStack(spacing: 60) {
            Text("taps \(taps)")
            Button("Go") { taps += 1 }.scaleEffect(3)
        }
    }
}

extension TrellisUITests.TransformedHits {
    @Test("a button drawn three times larger is tapped outside its layout frame, where it is drawn")
    func scaledButton() {
        let h = Harness(ScaledButton())
        let label = h.connection.frame(of: h.connection.node(withText: "Go")!)!
        // Just past the label's right edge, inside what scaleEffect(3) draws.
        h.connection.tap(at: WirePoint(x: label.x + label.width + 4, y: label.y + label.height / 2))
        h.settle()
        #expect(h.texts.contains("taps 1"), "\(h.texts)")
    }
}
