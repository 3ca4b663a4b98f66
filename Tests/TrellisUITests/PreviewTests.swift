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

/// A preview modifier with shared state: its context is made once and reused.
struct SampleGreeting: PreviewModifier {
    @MainActor static var made = 0
    static func makeSharedContext() async throws -> String {
        made += 1
        return "Hello from the shared context"
    }
    func body(content: Content, context: String) -> some View {
        VStack {
            Text(context)
            content
        }
    }
}

/// A modifier without a context: it frames the preview.
struct Framed: PreviewModifier {
    func body(content: Content, context: Void) -> some View {
        content.padding(8).border(Color.gray)
    }
}

#Preview("Modified", traits: .modifier(SampleGreeting()), .modifier(Framed())) {
    Text("body")
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
@Suite struct PreviewModifierTests {
    @Test("#Preview(traits: .modifier(…)): the preview shows inside the modifiers' bodies once the shared context is made, and the context is made once")
    func modifierTrait() async {
        let registration = _trellisPreview(line50: ())
        #expect(registration.name == "Modified")
        #expect(registration.traits.count == 2)
        let first = Harness(AnyView(registration._makePreview()), width: 400, height: 300)
        for _ in 0..<20 where !first.texts.contains("Hello from the shared context") {
            await Task.yield()
            first.settle()
        }
        #expect(first.texts == ["Hello from the shared context", "body"], "\(first.texts)")
        let second = Harness(AnyView(registration._makePreview()), width: 400, height: 300)
        #expect(second.texts == ["Hello from the shared context", "body"], "the cached context is used at once")
        #expect(SampleGreeting.made == 1)
        // Without traits a preview is its body.
        let plain = Harness(AnyView(_trellisPreview(line10: ())._makePreview()), width: 400, height: 300)
        #expect(plain.texts == ["count 1"])
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
