import Foundation
import UserNotifications

/// Reminds the user of a note the next morning, as reminder apps do with UserNotifications.
enum NoteReminder {
    static func schedule(_ note: String) {
        let center = UNUserNotificationCenter.current()
        center.requestAuthorization(options: [.alert, .badge, .sound]) { granted, _ in
            guard granted else { return }
            let content = UNMutableNotificationContent()
            content.title = "NoteBoard"
            content.body = note
            content.sound = .default
            let trigger = UNCalendarNotificationTrigger(dateMatching: DateComponents(hour: 9), repeats: false)
            center.add(UNNotificationRequest(identifier: note, content: content, trigger: trigger))
        }
    }
}
