import Dispatch
import Foundation
import OpenCombine

// Timer.publish as SwiftUI code writes it. OpenCombine's Foundation timer runs on a
// RunLoop, which a Trellis app (driven by the main dispatch queue) never spins; this one
// fires on the main queue, so `onReceive(timer)` works in apps and tests alike.

extension Foundation.Timer {
    /// A publisher that emits the current date every `interval` seconds once connected
    /// (`.autoconnect()` connects on the first subscriber). The run loop and mode are
    /// accepted; the timer fires on the main queue.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil,
                               on runLoop: RunLoop, in mode: RunLoop.Mode,
                               options: Never? = nil) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance)
    }

    /// A connectable publisher of dates at a fixed interval, on the main queue.
    public final class TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never

        public let interval: TimeInterval
        public let tolerance: TimeInterval?
        private let subject = PassthroughSubject<Date, Never>()
        private let lock = NSLock()
        private var source: DispatchSourceTimer?

        init(interval: TimeInterval, tolerance: TimeInterval?) {
            // A zero or negative interval would spin; SwiftUI's timer clamps it too.
            self.interval = Swift.max(interval, 0.001)
            self.tolerance = tolerance
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            subject.receive(subscriber: subscriber)
        }

        /// Starts the timer; cancelling the returned value stops it.
        public func connect() -> Cancellable {
            lock.lock()
            defer { lock.unlock() }
            if source == nil {
                let s = DispatchSource.makeTimerSource(queue: .main)
                let ms = Int(interval * 1000)
                s.schedule(deadline: .now() + .milliseconds(ms), repeating: .milliseconds(ms),
                           leeway: .milliseconds(Int((tolerance ?? 0) * 1000)))
                let subject = self.subject
                s.setEventHandler { subject.send(Date()) }
                s.resume()
                source = s
            }
            return AnyCancellable { [weak self] in self?.stop() }
        }

        private func stop() {
            lock.lock()
            defer { lock.unlock() }
            source?.cancel()
            source = nil
        }

        deinit { source?.cancel() }
    }
}
