import Testing
@testable import TrellisUI

/// S4's comparison must read a value where it lies: a Mirror child of an existential
/// field is an `Any` holding an `any View`, whose value may be boxed.
extension TrellisUITests {
    @MainActor @Suite struct NestedExistentialEquality {
        /// Large enough that `any View` boxes it (more than three words), with a `Text`
        /// two structs deep, as `DefaultTabLabel` has.
        struct Big: View {
            let label: Label<Text, Image>
            let padding = (1.0, 2.0, 3.0, 4.0)
            var body: some View { label }
        }
        struct Row { let label: AnyView; let index: Int }

        @Test("rows of AnyViews of large views compare after the large view's plan exists")
        func nestedExistentials() {
            let make = { Row(label: AnyView(Big(label: Label("Home", systemImage: "house"))), index: 0) }
            // Build the plan for `Big`, as the tab bar does for its labels.
            #expect(ViewEquality.equal(Big(label: Label("Home", systemImage: "house")),
                                       Big(label: Label("Home", systemImage: "house"))))
            // Reached through an array (reflective) and AnyView's existential field.
            #expect(ViewEquality.equal([make(), make()], [make(), make()]))
            let other = [Row(label: AnyView(Big(label: Label("Away", systemImage: "house"))), index: 0)]
            #expect(!ViewEquality.equal([make()], other))
        }
    }
}
