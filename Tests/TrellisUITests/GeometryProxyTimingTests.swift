// A GeometryReader's proxy as closures that run later see it: onAppear runs after the
// frame's layout, and a kept proxy reads the reader's current frame (SwiftUI runs onAppear
// after layout; the kavsoft CurvedTabbar positions its curve from onAppear).
import Testing
import TrellisProtocol
@testable import TrellisUI

@MainActor
private final class Seen {
    var midX: Double = -1
    var widthAtAppear: Double = -1
    var midXLater: Double = -1
    var action: (() -> Void)?
}

private struct Readers: View {
    let seen: Seen
    var body: some View {
        HStack(spacing: 0) {
            Color.clear.frame(width: 100, height: 10)
            GeometryReader { reader in
                Color.clear
                    .onAppear {
                        seen.midX = reader.frame(in: .global).midX
                        seen.widthAtAppear = reader.size.width
                        seen.action = { seen.midXLater = reader.frame(in: .global).midX }
                    }
            }
            .frame(width: 60, height: 40)
        }
    }
}

extension TrellisUITests {
    @MainActor @Suite struct GeometryProxyTiming {
        @Test("S23 onAppear inside a GeometryReader reads the reader's laid-out frame; a proxy kept by a closure reads the current frame")
        func proxyInOnAppear() {
            let seen = Seen()
            let h = Harness(Readers(seen: seen), width: 400, height: 300)
            // The HStack (160 wide) is centred: the reader spans x 220…280 in the window.
            #expect(seen.widthAtAppear == 60, "the size in onAppear: \(seen.widthAtAppear)")
            #expect(seen.midX == 250, "the global frame in onAppear: \(seen.midX)")
            // The window narrows: the HStack is centred at 100, the reader spans 120…180, and
            // the proxy the closure kept reads that.
            h.connection.resize(width: 200, height: 300)
            h.settle()
            seen.action?()
            #expect(seen.midXLater == 150, "a kept proxy reads the current frame: \(seen.midXLater)")
        }
    }
}
