// AnyGesture: a type-erased gesture, for a property or function that returns different
// gestures of the same value type.
import TrellisProtocol

/// A gesture of any type with values of `Value`.
public struct AnyGesture<Value>: Gesture {
    let make: @MainActor () -> GestureRecognizer<Value>
    let refresh: @MainActor (GestureRecognizer<Value>) -> Bool

    /// Wraps `gesture`.
    public init<T: Gesture>(_ gesture: T) where T.Value == Value {
        make = { TrellisUI.makeRecognizer(gesture) }
        refresh = { $0.refresh(gesture) }
    }
}

extension AnyGesture: RecognizedGesture {
    func makeRecognizer() -> AnyGestureRecognizer { AnyGestureBox(self) }
}

/// Holds the wrapped gesture's recognizer; a new value of another gesture type makes a
/// new one.
@MainActor
final class AnyGestureBox<Value>: WrapperRecognizer<Value, Value> {
    init(_ g: AnyGesture<Value>) { super.init(g.make()) }
    override func childReported(_ r: GestureReport<Value>) { report(r) }
    override func refresh(_ g: Any) -> Bool {
        guard let g = g as? AnyGesture<Value> else { return false }
        if !g.refresh(child) { child = g.make(); hook() }
        return true
    }
}
