// Files written for SwiftUI usually end in previews: they must build unchanged.
import Testing
@testable import TrellisUI

struct PreviewedCounter: View {
    @Binding var count: Int
    var body: some View { Button("count \(count)") { count += 1 } }
}

#Preview {
    PreviewedCounter(count: .constant(1))
}

#Preview("Named, two views") {
    Text("a")
    Text("b")
}

#Preview("With traits", traits: .sizeThatFitsLayout, .landscapeLeft) {
    Text("fits")
}

#Preview {
    @Previewable @State var count = 3
    PreviewedCounter(count: $count)
}

struct PreviewedCounter_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            PreviewedCounter(count: .constant(2))
                .previewDisplayName("Two")
                .previewLayout(.sizeThatFits)
                .previewDevice("iPhone 15")
            PreviewedCounter(count: .constant(5))
                .previewLayout(.fixed(width: 320, height: 100))
        }
    }
}

extension TrellisUITests {
    @MainActor @Suite struct Previews {
        @Test("a PreviewProvider's previews run as views")
        func previewProvider() {
            let h = Harness(PreviewedCounter_Previews.previews, width: 400, height: 300)
            #expect(h.texts == ["count 2", "count 5"])
        }
    }
}

@MainActor
@Suite struct PreviewAliasTests {
    @Test("#Preview also names its registration by line, for trellis preview")
    func aliasByLine() {
        #expect(_trellisPreview(line14: ()).name == "Named, two views")
        #expect(_trellisPreview(line10: ()).name == nil)
    }
}
