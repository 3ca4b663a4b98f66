import Dispatch
import Foundation
import OpenCombine

/// `NotificationCenter.default.publisher(for:)` (as in SwiftUI apps with Combine), built on
/// OpenCombine: observes while subscribed, removes the observer on cancel.
extension NotificationCenter {
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> AnyPublisher<Notification, Never> {
        NotificationPublisher(center: self, name: name, object: object).eraseToAnyPublisher()
    }
}

struct NotificationPublisher: Publisher {
    typealias Output = Notification
    typealias Failure = Never
    let center: NotificationCenter
    let name: Notification.Name
    let object: AnyObject?

    func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
        let subject = PassthroughSubject<Notification, Never>()
        let token = center.addObserver(forName: name, object: object, queue: nil) { subject.send($0) }
        let center = self.center
        subject.handleEvents(receiveCancel: { center.removeObserver(token) }).receive(subscriber: subscriber)
    }
}
