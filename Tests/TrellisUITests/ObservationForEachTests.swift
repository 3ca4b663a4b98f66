import Testing
import TrellisEmbedded
import TrellisProtocol
@testable import TrellisUI

@Observable final class PickStore {
    var items = [1, 2, 3]
    var selected = 0
}

/// `selected` is read only inside ForEach's content closure, never by body itself.
struct PickList: View {
    let store: PickStore
    var body: some View {
        VStack {
            ForEach(store.items, id: \.self) { item in
                Text(item == store.selected ? "[\(item)]" : "\(item)")
                    .onTapGesture { store.selected = item }
            }
        }
    }
}

extension TrellisUITests {
    @MainActor @Suite struct ObservationInForEach {
        @Test("S13 an @Observable property read only in ForEach's content closure invalidates the view that owns the ForEach")
        func readInsideForEachContent() {
            let store = PickStore()
            let h = Harness(PickList(store: store))
            #expect(h.texts == ["1", "2", "3"])
            h.tap("2")
            #expect(store.selected == 2)
            #expect(h.texts == ["1", "[2]", "3"])
        }
    }
}
