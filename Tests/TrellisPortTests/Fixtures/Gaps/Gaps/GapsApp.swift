import SwiftUI

@main
struct GapsApp: App {
    var body: some Scene {
        WindowGroup {
            PhotoView()
        }
    }
}
