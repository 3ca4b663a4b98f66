import TrellisUI

/// The scenarios of the lifecycle screen, in the order of the picker.
enum LifecycleScenario: String, CaseIterable, Identifiable {
    case ifElse = "if/else"
    case zstack = "ZStack"
    case identity = ".id"
    case counter = "counter"

    var id: String { rawValue }

    /// What to look for in the log (the rule the seed demonstrates).
    var explanation: String {
        switch self {
        case .ifElse: "if inserts/removes: appear and disappear on every toggle"
        case .zstack: "opacity keeps both layers in layout: no disappear"
        case .identity: "if/else = two identities; .id(id) resets state"
        case .counter: "only bodies whose inputs changed run again"
        }
    }
}

/// The seeds' lifecycle scenarios, one at a time (picked with a segmented row of
/// buttons), beside a live log of appear / disappear callbacks and body runs.
///
/// Vertical offsets are multiples of 20 points (one terminal row): a control that
/// starts half a row down would be drawn on a row whose click point is its bottom edge.
///
/// Switching scenarios is itself an `if`-style swap: the old scenario's views disappear
/// and its state is dropped; the new one starts fresh (seed 001, TabSub).
public struct LifecycleScreen: View {
    @State private var scenario = LifecycleScenario.ifElse

    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 10) {
                Text("Lifecycle").font(.headline)
                ForEach(LifecycleScenario.allCases) { s in
                    Button(s.rawValue) { scenario = s }
                        .padding(.horizontal, 10)
                        .background(s == scenario ? Palette.selected : Palette.card)
                }
            }
            .padding(.horizontal, 10)
            HStack(alignment: .top, spacing: 10) {
                VStack(alignment: .leading, spacing: 20) {
                    Text(scenario.explanation)
                        .foregroundColor(.secondary)
                    switch scenario {
                    case .ifElse: IfElseScenario()
                    case .zstack: ZStackOpacityScenario()
                    case .identity: IdentityScenario()
                    case .counter: UpdateTest()
                    }
                }
                .padding(.horizontal, 10)
                .padding(.vertical, 20)
                .frame(width: 340, alignment: .topLeading)
                .frame(maxHeight: .infinity, alignment: .top)
                .background(Palette.card)
                LifecycleLogView(log: LifecycleLog.shared)
                    .padding(.horizontal, 10)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                    .background(Palette.card)
            }
            .padding(.top, 20)
            .padding(.horizontal, 10)
        }
        .padding(.vertical, 20)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(Palette.groupedBackground)
    }
}
