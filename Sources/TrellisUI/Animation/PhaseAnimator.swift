// PhaseAnimator: content animated through a sequence of phases. The animator keeps the
// current phase in its state; a task (started when it appears, cancelled when it
// disappears, S21) moves to the next phase with that phase's animation, which the daemon
// plays (S30), and waits for the animation's logical duration before the next one.
import Foundation

/// Animates its content through `phases`: the content is built for the current phase,
/// and each move to the next phase is animated with the animation returned for that
/// phase (nil: no animation).
///
/// Without a trigger the phases cycle for as long as the view is shown, starting from the
/// first. With one, the animator rests on the first phase; each change of the trigger runs
/// through every later phase and back to the first (a change during a run starts over).
///
/// The daemon plays each animation; the client waits for its logical duration — a
/// timing curve's `duration`, a spring's response (its perceptual duration), times its
/// repeat count, plus its delay, divided by its speed — before moving on, as SwiftUI
/// moves on when an animation is logically complete.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let phases: [Phase]
    let trigger: _EquatableBox?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?
    @State private var index = 0
    /// The trigger value the animator last ran for (nil before it first appeared).
    @State private var seenTrigger: _EquatableBox?

    /// Cycles through `phases` continuously.
    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        trigger = nil
        self.content = content
        self.animation = animation
    }

    /// Runs through `phases` once each time `trigger` changes.
    public init(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        self.trigger = _EquatableBox(trigger)
        self.content = content
        self.animation = animation
    }

    public var body: some View {
        if phases.isEmpty {
            Text("PhaseAnimator: no phases").foregroundColor(.red)
                .onAppear { TrellisLog.emit("PhaseAnimator needs at least one phase") }
        } else {
            content(phases[min(index, phases.count - 1)])
                .task(id: trigger ?? _EquatableBox(0)) { await run() }
        }
    }

    /// The task: cycle forever, or run once per trigger change.
    @MainActor
    private func run() async {
        let n = phases.count
        guard n > 1 else { return }
        if let trigger {
            let first = seenTrigger == nil
            seenTrigger = trigger
            if first { return }
            if index != 0 { index = 0 }
            for next in Array(1..<n) + [0] {
                if Task.isCancelled { return }
                if !(await step(to: next)) { return }
            }
        } else {
            while !Task.isCancelled {
                if !(await step(to: (index + 1) % n)) { return }
            }
        }
    }

    /// Moves to phase `next` with its animation and waits for it; false when cancelled.
    @MainActor
    private func step(to next: Int) async -> Bool {
        let a = animation(phases[next])
        withAnimation(a) { index = next }
        let seconds = max(a.map(Self.logicalDuration) ?? 0, 1.0 / 60)
        do { try await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000)) } catch { return false }
        return !Task.isCancelled
    }

    /// How long `a` takes to be logically complete.
    static func logicalDuration(_ a: Animation) -> Double {
        let w = a.wire
        let base = w.curve == .spring ? w.response : w.duration
        return (w.delay + base * Double(max(w.repeatCount, 1))) / max(w.speed, 1e-6)
    }
}

/// Any `Equatable` value, compared with its own `==` (a trigger, a task id).
public struct _EquatableBox: Equatable {
    let value: Any
    let equals: (Any) -> Bool
    init<T: Equatable>(_ value: T) {
        self.value = value
        equals = { ($0 as? T) == value }
    }
    public static func == (a: _EquatableBox, b: _EquatableBox) -> Bool { a.equals(b.value) }
}

extension View {
    /// Animates this view through `phases` continuously: `content` applies the effects of
    /// a phase to the view.
    public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>,
                                                @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
                                                animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: AnyView(self))
        return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
    }

    /// Animates this view through `phases` once each time `trigger` changes.
    public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>, trigger: some Equatable,
                                                @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
                                                animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: AnyView(self))
        return PhaseAnimator(phases, trigger: trigger, content: { content(placeholder, $0) }, animation: animation)
    }
}
