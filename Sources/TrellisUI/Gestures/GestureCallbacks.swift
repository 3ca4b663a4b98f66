// The callbacks any gesture takes: `onChanged` (values that differ from the last one),
// `onEnded`, and `map`, each a gesture wrapping another, as SwiftUI spells them
// (`_ChangedGesture`, `_EndedGesture`, `_MapGesture`).
import TrellisProtocol

extension Gesture {
    /// Runs `action` when the gesture ends successfully, with its final value (not when it
    /// fails or is cancelled).
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(gesture: self, action: action)
    }

    /// Gives the gesture's values to `body` and reports what it returns instead: adapt a
    /// gesture's value to what a composite or `updating` wants.
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(gesture: self, body: body)
    }
}

extension Gesture where Value: Equatable {
    /// Runs `action` each time the gesture's value changes while it is recognised (a value
    /// equal to the last one reported is skipped).
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(gesture: self, action: action)
    }
}

/// A gesture with an action for its successful end (`onEnded`).
public struct _EndedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    let gesture: Content
    let action: (Value) -> Void
}

/// A gesture with an action for each change of its value (`onChanged`).
public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
    public typealias Value = Content.Value
    let gesture: Content
    let action: (Value) -> Void
}

/// A gesture whose values are transformed (`map`).
public struct _MapGesture<Content: Gesture, Value>: Gesture {
    let gesture: Content
    let body: (Content.Value) -> Value
}

/// A recognizer that wraps another one and sees its reports first.
@MainActor
class WrapperRecognizer<In, Out>: GestureRecognizer<Out> {
    var child: GestureRecognizer<In>

    init(_ child: GestureRecognizer<In>) {
        self.child = child
        super.init()
        hook()
    }

    /// Routes the child's reports through `childReported` (again after the child is
    /// made anew by a refresh).
    func hook() { child.report = { [unowned self] r in self.childReported(r) } }
    func childReported(_ r: GestureReport<In>) {}
    func refreshChild<G: Gesture>(_ g: G) where G.Value == In {
        let c = refreshed(child, g)
        if c !== child { child = c; hook() }
    }

    override var phase: RecognizerPhase { child.phase }
    override var inputs: GestureInputs { child.inputs }
    override func receive(_ event: GestureEvent) { child.receive(event) }
    override func cancel() { child.cancel() }
}

@MainActor
final class EndedRecognizer<G: Gesture>: WrapperRecognizer<G.Value, G.Value> {
    var action: (G.Value) -> Void
    init(_ g: _EndedGesture<G>) {
        action = g.action
        super.init(makeRecognizer(g.gesture))
    }
    override func childReported(_ r: GestureReport<G.Value>) {
        if case .ended(let v) = r { action(v) }
        report(r)
    }
    override func refresh(_ g: Any) -> Bool {
        guard let g = g as? _EndedGesture<G> else { return false }
        action = g.action
        refreshChild(g.gesture)
        return true
    }
}

@MainActor
final class ChangedRecognizer<G: Gesture>: WrapperRecognizer<G.Value, G.Value> where G.Value: Equatable {
    var action: (G.Value) -> Void
    private var last: G.Value?
    init(_ g: _ChangedGesture<G>) {
        action = g.action
        super.init(makeRecognizer(g.gesture))
    }
    override func childReported(_ r: GestureReport<G.Value>) {
        switch r {
        case .changed(let v):
            if last != v { last = v; action(v) }
        case .ended, .failed:
            last = nil
        }
        report(r)
    }
    override func cancel() { last = nil; super.cancel() }
    override func refresh(_ g: Any) -> Bool {
        guard let g = g as? _ChangedGesture<G> else { return false }
        action = g.action
        refreshChild(g.gesture)
        return true
    }
}

@MainActor
final class MapRecognizer<G: Gesture, T>: WrapperRecognizer<G.Value, T> {
    var body: (G.Value) -> T
    init(_ g: _MapGesture<G, T>) {
        body = g.body
        super.init(makeRecognizer(g.gesture))
    }
    override func childReported(_ r: GestureReport<G.Value>) {
        switch r {
        case .changed(let v): report(.changed(body(v)))
        case .ended(let v): report(.ended(body(v)))
        case .failed: report(.failed)
        }
    }
    override func refresh(_ g: Any) -> Bool {
        guard let g = g as? _MapGesture<G, T> else { return false }
        body = g.body
        refreshChild(g.gesture)
        return true
    }
}

extension _EndedGesture: RecognizedGesture {
    func makeRecognizer() -> AnyGestureRecognizer { EndedRecognizer(self) }
}
extension _ChangedGesture: RecognizedGesture {
    func makeRecognizer() -> AnyGestureRecognizer { ChangedRecognizer(self) }
}
extension _MapGesture: RecognizedGesture {
    func makeRecognizer() -> AnyGestureRecognizer { MapRecognizer(self) }
}
