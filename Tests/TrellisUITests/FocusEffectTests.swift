// focusEffectDisabled: the environment value views read below it.
import Testing
import TrellisEmbedded
@testable import TrellisUI

private struct FocusEffectReader: View {
    @Environment(\.isFocusEffectEnabled) private var enabled
    let name: String
    var body: some View { Text("\(name) \(enabled)") }
}

extension TrellisUITests {
    @MainActor @Suite struct FocusEffects {
        @Test("focusEffectDisabled turns isFocusEffectEnabled off below it, and a descendant cannot turn it back on")
        func environment() throws {
            let h = Harness(VStack {
                FocusEffectReader(name: "plain")
                FocusEffectReader(name: "off").focusEffectDisabled()
                VStack { FocusEffectReader(name: "inner").focusEffectDisabled(false) }.focusEffectDisabled()
                FocusEffectReader(name: "kept").focusEffectDisabled(false)
            }, width: 300, height: 200)
            #expect(h.texts == ["plain true", "off false", "inner false", "kept true"])
        }
    }
}
