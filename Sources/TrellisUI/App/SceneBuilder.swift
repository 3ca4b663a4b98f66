// SceneBuilder: an App's `body` lists its scenes — several window groups, settings, documents —
// as SwiftUI's does, with `if`/`else` and `#if` between them.

/// Builds the scenes of an app's `body` (and of a custom scene's `body`).
///
/// Several scenes in a row become one `_TupleScene` (any number of them, where SwiftUI
/// stops at ten); `if` without `else` an optional scene; `if`/`else` and `switch` a
/// `_ConditionalScene`. `#if` needs nothing from the builder: the compiler drops the scenes
/// of the branch not taken.
@resultBuilder
public struct SceneBuilder {
    /// One scene is itself.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    /// Several scenes, in order: the first window group is the one the app opens at launch.
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene<repeat each Content> {
        _TupleScene(repeat each content)
    }

    /// A scene inside `if` without `else`: no scene when the condition is false.
    public static func buildOptional<Content: Scene>(_ content: Content?) -> Content? { content }

    /// The scene of the branch an `if`/`else` (or `switch`) took.
    public static func buildEither<First: Scene, Second: Scene>(first: First) -> _ConditionalScene<First, Second> {
        _ConditionalScene(storage: .first(first))
    }

    /// The scene of the branch an `if`/`else` (or `switch`) took.
    public static func buildEither<First: Scene, Second: Scene>(second: Second) -> _ConditionalScene<First, Second> {
        _ConditionalScene(storage: .second(second))
    }

    /// A scene under `if #available`: itself.
    public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> Content { content }
}

/// Scenes listed one after another in a `SceneBuilder` block.
public struct _TupleScene<each Content: Scene>: Scene {
    public typealias Body = Never
    let content: (repeat each Content)
    init(_ content: repeat each Content) { self.content = (repeat each content) }
    public var body: Never { fatalError("_TupleScene is primitive") }
}

/// The scene of the branch an `if`/`else` took in a `SceneBuilder` block.
public struct _ConditionalScene<First: Scene, Second: Scene>: Scene {
    public typealias Body = Never
    enum Storage { case first(First), second(Second) }
    let storage: Storage
    public var body: Never { fatalError("_ConditionalScene is primitive") }
}

/// An `if` without `else` in a `SceneBuilder` block: a scene or none.
extension Optional: Scene where Wrapped: Scene {
    public typealias Body = Never
    public var body: Never { fatalError("Optional scene is primitive") }
}

extension _TupleScene: _SceneEntriesProviding {
    var _sceneEntries: [_SceneEntry] {
        var all: [_SceneEntry] = []
        func add<S: Scene>(_ s: S) { all += TrellisUI._sceneEntries(of: s) }
        repeat add(each content)
        return all
    }
}

extension _ConditionalScene: _SceneEntriesProviding {
    var _sceneEntries: [_SceneEntry] {
        switch storage {
        case .first(let s): return TrellisUI._sceneEntries(of: s)
        case .second(let s): return TrellisUI._sceneEntries(of: s)
        }
    }
}

extension Optional: _SceneEntriesProviding where Wrapped: Scene {
    var _sceneEntries: [_SceneEntry] { map { TrellisUI._sceneEntries(of: $0) } ?? [] }
}
