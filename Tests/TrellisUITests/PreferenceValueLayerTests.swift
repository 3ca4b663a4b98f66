// overlayPreferenceValue / backgroundPreferenceValue: a layer made from the content's
// reduced preference, updated when the content sets another value.
import Testing
import TrellisEmbedded
import TrellisProtocol
@testable import TrellisUI

private struct CountKey: PreferenceKey {
    static var defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

private struct Counted: View {
    @State private var extra = false
    var body: some View {
        VStack {
            Text("one").preference(key: CountKey.self, value: 1)
            Text("two").preference(key: CountKey.self, value: 2)
            if extra { Text("four").preference(key: CountKey.self, value: 4) }
            Button("more") { extra = true }
        }
        .overlayPreferenceValue(CountKey.self, alignment: .topTrailing) { total in Text("total \(total)") }
        .backgroundPreferenceValue(CountKey.self) { total in Text("behind \(total)") }
    }
}

extension TrellisUITests {
    @MainActor @Suite struct PreferenceValueLayers {
        @Test("S15 overlayPreferenceValue and backgroundPreferenceValue draw the reduced value; a new writer updates them")
        func layers() async {
            let h = Harness(Counted())
            await h.host.settle()
            #expect(h.texts.contains("total 3") && h.texts.contains("behind 3"), "\(h.texts)")
            h.tap("more")
            await h.host.settle()
            #expect(h.texts.contains("total 7") && h.texts.contains("behind 7"), "\(h.texts)")
        }
    }
}
