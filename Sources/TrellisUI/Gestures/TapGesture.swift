import Foundation
import TrellisProtocol

/// A tap, or `count` taps in quick succession (each within 400 ms of the previous one).
public struct TapGesture: Gesture {
    public typealias Value = Void
    public var count: Int
    public init(count: Int = 1) { self.count = count }
}

extension TapGesture: RecognizedGesture {
    func makeRecognizer() -> AnyGestureRecognizer { TapRecognizer<Void>(count: count) }
}

/// Counts clicks on its view: succeeds on the `count`th within `TapCounter.interval` of
/// the one before; a run that stops short fails when that interval has passed, so an
/// `exclusively(before:)` single tap behind a double tap fires once the double tap
/// cannot happen any more (SwiftUI's behaviour).
@MainActor
final class TapRecognizer<Value>: PhasedRecognizer<Value> {
    var count: Int
    /// The value of a tap at a point (window coordinates), given the view's origin and the
    /// named spaces around it.
    var value: (CGPoint, CGPoint, NamedSpaces?) -> Value
    private var run = 0
    private var generation = 0
    private var last: ContinuousClock.Instant?

    init(count: Int, value: @escaping (CGPoint, CGPoint, NamedSpaces?) -> Value) {
        self.count = max(count, 1)
        self.value = value
    }

    override var inputs: GestureInputs { .tap }
    override func refresh(_ g: Any) -> Bool {
        if let g = g as? TapGesture, Value.self == Void.self { count = max(g.count, 1); return true }
        if let g = g as? SpatialTapGesture, Value.self == SpatialTapGesture.Value.self {
            count = max(g.count, 1)
            let space = g.coordinateSpace
            value = { p, o, spaces in SpatialTapGesture.value(p, origin: space.origin(local: o, spaces: spaces)) as! Value }
            return true
        }
        return false
    }
    override func cancel() { run = 0; generation += 1; ownPhase = .idle }

    override func receive(_ event: GestureEvent) {
        guard case .tap(let point, let origin, let spaces) = event else { return }
        restartIfNeeded(event)
        // A tap after the interval starts a new run even if the failure timer has not run
        // yet (a busy main actor).
        let now = ContinuousClock.now
        if let last, now - last > TapCounter.interval { run = 0 }
        last = now
        run += 1
        generation += 1
        if run >= count {
            run = 0
            ended(value(point, origin, spaces))
            return
        }
        ownPhase = .possible
        let g = generation
        Task { @MainActor [weak self] in
            try? await Task.sleep(for: TapCounter.interval)
            guard let self, self.generation == g, self.ownPhase == .possible else { return }
            self.run = 0
            self.failed()
        }
    }
}

extension TapRecognizer where Value == Void {
    convenience init(count: Int) { self.init(count: count) { _, _, _ in () } }
}
