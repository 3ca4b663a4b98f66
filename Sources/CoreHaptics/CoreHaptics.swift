// CoreHaptics on a desktop: there is no haptic actuator, so the hardware reports no haptics
// and making an engine fails with `CHHapticError.Code.notSupported`, which is what Core
// Haptics does on Apple hardware without haptics (an iPad, a Mac). Apps check
// `capabilitiesForHardware().supportsHaptics` first, or catch the engine's error, and go on
// without haptics. Patterns, events and parameters are real values (a pattern checks its
// events as Core Haptics does), so code that builds them runs unchanged.
import Foundation

/// What the hardware can play.
public protocol CHHapticDeviceCapability {
    var supportsHaptics: Bool { get }
    var supportsAudio: Bool { get }
}

struct DesktopHapticCapability: CHHapticDeviceCapability {
    var supportsHaptics: Bool { false }
    var supportsAudio: Bool { false }
}

/// `CHHapticTimeImmediate`: "now" for a player's start and stop times.
public let CHHapticTimeImmediate: TimeInterval = 0

/// Errors of Core Haptics.
public struct CHHapticError: Error, Equatable, CustomStringConvertible {
    public enum Code: Int, Sendable {
        case engineNotRunning = -4805
        case operationNotPermitted = -4806
        case engineStartTimeout = -4808
        case notSupported = -4809
        case serverInitFailed = -4810
        case serverInterrupted = -4811
        case invalidPatternPlayer = -4812
        case invalidPatternData = -4813
        case invalidPatternDictionary = -4814
        case invalidAudioSession = -4815
        case invalidEventType = -4820
        case invalidEventTime = -4821
        case invalidEventDuration = -4822
        case invalidParameterType = -4830
        case unknownError = -4898
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public var description: String { "CHHapticError \(code) (\(code.rawValue))" }
}

/// One haptic or audio event of a pattern.
public class CHHapticEvent {
    public struct EventType: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let hapticTransient = EventType(rawValue: "HapticTransient")
        public static let hapticContinuous = EventType(rawValue: "HapticContinuous")
        public static let audioContinuous = EventType(rawValue: "AudioContinuous")
        public static let audioCustom = EventType(rawValue: "AudioCustom")
    }
    public struct ParameterID: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let hapticIntensity = ParameterID(rawValue: "HapticIntensity")
        public static let hapticSharpness = ParameterID(rawValue: "HapticSharpness")
        public static let attackTime = ParameterID(rawValue: "AttackTime")
        public static let decayTime = ParameterID(rawValue: "DecayTime")
        public static let releaseTime = ParameterID(rawValue: "ReleaseTime")
        public static let sustained = ParameterID(rawValue: "Sustained")
        public static let audioVolume = ParameterID(rawValue: "AudioVolume")
        public static let audioPitch = ParameterID(rawValue: "AudioPitch")
        public static let audioPan = ParameterID(rawValue: "AudioPan")
        public static let audioBrightness = ParameterID(rawValue: "AudioBrightness")
    }

    public let type: EventType
    public var eventParameters: [CHHapticEventParameter]
    public var relativeTime: TimeInterval
    public var duration: TimeInterval

    public init(eventType type: EventType, parameters eventParams: [CHHapticEventParameter], relativeTime time: TimeInterval) {
        self.type = type
        eventParameters = eventParams
        relativeTime = time
        duration = 0
    }

    public init(eventType type: EventType, parameters eventParams: [CHHapticEventParameter], relativeTime time: TimeInterval,
                duration: TimeInterval) {
        self.type = type
        eventParameters = eventParams
        relativeTime = time
        self.duration = duration
    }
}

/// A value for one parameter of an event.
public class CHHapticEventParameter {
    public let parameterID: CHHapticEvent.ParameterID
    public var value: Float
    public init(parameterID: CHHapticEvent.ParameterID, value: Float) {
        self.parameterID = parameterID
        self.value = value
    }
}

/// A parameter changed while a pattern plays.
public class CHHapticDynamicParameter {
    public struct ID: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let hapticIntensityControl = ID(rawValue: "HapticIntensityControl")
        public static let hapticSharpnessControl = ID(rawValue: "HapticSharpnessControl")
        public static let audioVolumeControl = ID(rawValue: "AudioVolumeControl")
        public static let audioPitchControl = ID(rawValue: "AudioPitchControl")
    }
    public let parameterID: ID
    public var value: Float
    public var relativeTime: TimeInterval
    public init(parameterID: ID, value: Float, relativeTime time: TimeInterval) {
        self.parameterID = parameterID
        self.value = value
        relativeTime = time
    }
}

/// A parameter changed along a curve while a pattern plays.
public class CHHapticParameterCurve {
    public class ControlPoint {
        public var relativeTime: TimeInterval
        public var value: Float
        public init(relativeTime time: TimeInterval, value: Float) {
            relativeTime = time
            self.value = value
        }
    }
    public let parameterID: CHHapticDynamicParameter.ID
    public var relativeTime: TimeInterval
    public let controlPoints: [ControlPoint]
    public init(parameterID: CHHapticDynamicParameter.ID, controlPoints: [ControlPoint], relativeTime: TimeInterval) {
        self.parameterID = parameterID
        self.controlPoints = controlPoints
        self.relativeTime = relativeTime
    }
}

/// Events and parameters played together.
public class CHHapticPattern {
    public let events: [CHHapticEvent]
    public let parameters: [CHHapticDynamicParameter]
    public let parameterCurves: [CHHapticParameterCurve]
    /// From the first event's start to the last event's end.
    public var duration: TimeInterval { events.map { $0.relativeTime + $0.duration }.max() ?? 0 }

    /// Fails for an event at a negative time or with a negative duration, as Core Haptics does.
    public init(events: [CHHapticEvent], parameters: [CHHapticDynamicParameter]) throws {
        try Self.check(events)
        self.events = events
        self.parameters = parameters
        parameterCurves = []
    }

    public init(events: [CHHapticEvent], parameterCurves: [CHHapticParameterCurve]) throws {
        try Self.check(events)
        self.events = events
        parameters = []
        self.parameterCurves = parameterCurves
    }

    private static func check(_ events: [CHHapticEvent]) throws {
        for e in events {
            if e.relativeTime < 0 || !e.relativeTime.isFinite { throw CHHapticError(.invalidEventTime) }
            if e.duration < 0 || !e.duration.isFinite { throw CHHapticError(.invalidEventDuration) }
        }
    }
}

/// Plays one pattern.
public protocol CHHapticPatternPlayer: AnyObject {
    func start(atTime time: TimeInterval) throws
    func stop(atTime time: TimeInterval) throws
    func sendParameters(_ parameters: [CHHapticDynamicParameter], atTime time: TimeInterval) throws
    func scheduleParameterCurve(_ parameterCurve: CHHapticParameterCurve, atTime time: TimeInterval) throws
    func cancel() throws
    var isMuted: Bool { get set }
}

/// A player with looping, seeking and pausing.
public protocol CHHapticAdvancedPatternPlayer: CHHapticPatternPlayer {
    func pause(atTime time: TimeInterval) throws
    func resume(atTime time: TimeInterval) throws
    func seek(toOffset offsetTime: TimeInterval) throws
    var loopEnabled: Bool { get set }
    var loopEnd: TimeInterval { get set }
    var playbackRate: Float { get set }
    var completionHandler: ((Error?) -> Void)? { get set }
}

/// The connection to the haptic server. On a desktop there is none: making one throws
/// `notSupported`, so no engine, and no player, ever exists.
open class CHHapticEngine {
    public enum StoppedReason: Int, Sendable {
        case audioSessionInterrupt = 1, applicationSuspended, idleTimeout, notifyWhenFinished, engineDestroyed,
             gameControllerDisconnect, systemError = -1
    }
    public typealias StoppedHandler = (StoppedReason) -> Void
    public typealias ResetHandler = () -> Void
    public typealias CompletionHandler = (Error?) -> Void
    public enum FinishedAction: Int, Sendable { case stopEngine = 1, leaveEngineRunning }

    /// What this machine can play: no haptics, no haptic audio.
    open class func capabilitiesForHardware() -> CHHapticDeviceCapability { DesktopHapticCapability() }

    public var stoppedHandler: StoppedHandler = { _ in }
    public var resetHandler: ResetHandler = {}
    public var playsHapticsOnly = false
    public var isMutedForAudio = false
    public var isMutedForHaptics = false
    public var isAutoShutdownEnabled = false
    public var currentTime: TimeInterval { 0 }

    /// Throws `CHHapticError(.notSupported)`: this machine has no haptics.
    public init() throws { throw CHHapticError(.notSupported) }
    public init(audioSession: AnyObject?) throws { throw CHHapticError(.notSupported) }

    open func start() throws { throw CHHapticError(.notSupported) }
    open func start(completionHandler: CompletionHandler? = nil) { completionHandler?(CHHapticError(.notSupported)) }
    open func stop(completionHandler: CompletionHandler? = nil) { completionHandler?(nil) }
    open func notifyWhenPlayersFinished(finishedHandler: @escaping (Error?) -> FinishedAction) { _ = finishedHandler(nil) }
    open func makePlayer(with pattern: CHHapticPattern) throws -> CHHapticPatternPlayer { throw CHHapticError(.notSupported) }
    open func makeAdvancedPlayer(with pattern: CHHapticPattern) throws -> CHHapticAdvancedPatternPlayer {
        throw CHHapticError(.notSupported)
    }
    open func playPattern(from url: URL) throws { throw CHHapticError(.notSupported) }
    open func playPattern(from data: Data) throws { throw CHHapticError(.notSupported) }
}
