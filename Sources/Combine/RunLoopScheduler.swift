import Dispatch
import Foundation
import OpenCombine

// `receive(on: RunLoop.main)`, `debounce(for:scheduler: RunLoop.main)`, `Timer`-less delays:
// model code written for Combine uses the main run loop as a scheduler as often as the main
// queue. A Trellis app runs the main dispatch queue (`dispatchMain()`), not the main run
// loop, so work that waited for `RunLoop.main` to spin would never run: the main run loop's
// scheduler hands its work to the main queue, which a process that does spin `RunLoop.main`
// also drains (CoreFoundation serves the main queue from the main run loop). Any other run
// loop gets its work through `perform` and run-loop timers, and runs it when its thread
// spins it, as with Apple's Combine.

extension RunLoop: @retroactive Scheduler {
    /// A point in time for run-loop scheduling: a wall-clock `Date`, as run-loop timers fire
    /// at dates.
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        /// The moment this time stands for.
        public var date: Date

        /// The time at `date`.
        public init(_ date: Date) { self.date = date }

        public func distance(to other: SchedulerTimeType) -> Stride {
            Stride(other.date.timeIntervalSince(date))
        }

        public func advanced(by n: Stride) -> SchedulerTimeType {
            SchedulerTimeType(date.addingTimeInterval(n.magnitude))
        }

        /// A span between two run-loop times, in seconds (a `TimeInterval`).
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
            ExpressibleByFloatLiteral, Hashable, Codable, Sendable {
            public typealias FloatLiteralType = TimeInterval
            public typealias IntegerLiteralType = TimeInterval
            public typealias Magnitude = TimeInterval

            /// The span in seconds (may be negative: a time before another).
            public var magnitude: TimeInterval

            /// The span as a `TimeInterval` (seconds).
            public var timeInterval: TimeInterval { magnitude }

            /// A span of `timeInterval` seconds.
            public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
            public init(integerLiteral value: TimeInterval) { magnitude = value }
            public init(floatLiteral value: TimeInterval) { magnitude = value }
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let value = TimeInterval(exactly: source) else { return nil }
                magnitude = value
            }

            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
            public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
            public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
            public static func += (lhs: inout Stride, rhs: Stride) { lhs.magnitude += rhs.magnitude }
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs.magnitude -= rhs.magnitude }
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs.magnitude *= rhs.magnitude }

            public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
            public static func seconds(_ s: Double) -> Stride { Stride(s) }
            public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1_000) }
            public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1_000_000) }
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1_000_000_000) }
        }
    }

    /// Run-loop scheduling takes no options (the type exists because `Scheduler` names one).
    public struct SchedulerOptions: Sendable {}

    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        if self === RunLoop.main {
            DispatchQueue.main.async(execute: action)
        } else {
            perform(action)
        }
    }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) {
        if self === RunLoop.main {
            DispatchQueue.main.asyncAfter(wallDeadline: Self.wallTime(date.date), execute: action)
        } else {
            let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in action() }
            timer.tolerance = tolerance.magnitude
            add(timer, forMode: .default)
        }
    }

    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
                         tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) -> Cancellable {
        if self === RunLoop.main {
            let source = DispatchSource.makeTimerSource(queue: .main)
            // A zero or negative interval would fire without pause; clamp as the timer
            // publisher does.
            let step = Swift.max(interval.magnitude, 0.001)
            source.schedule(wallDeadline: Self.wallTime(date.date), repeating: step,
                            leeway: .nanoseconds(Int(Swift.max(tolerance.magnitude, 0) * 1e9)))
            source.setEventHandler(handler: action)
            source.resume()
            return AnyCancellable { source.cancel() }
        }
        let timer = Timer(fire: date.date, interval: interval.magnitude, repeats: true) { _ in action() }
        timer.tolerance = tolerance.magnitude
        add(timer, forMode: .default)
        return AnyCancellable { timer.invalidate() }
    }

    private static func wallTime(_ date: Date) -> DispatchWallTime {
        let seconds = date.timeIntervalSince1970
        let whole = seconds.rounded(.down)
        return DispatchWallTime(timespec: timespec(tv_sec: Int(whole), tv_nsec: Int((seconds - whole) * 1e9)))
    }
}
