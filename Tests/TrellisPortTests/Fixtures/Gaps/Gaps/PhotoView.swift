import SwiftUI

// Deliberate gaps: a SwiftUI type Trellis lacks, and a Foundation class Linux lacks.
struct PhotoView: View {
    let url = URL(string: "https://example.com/photo.png")

    var body: some View {
        VStack {
            let _ = ShaderLibrary.self
            Text("Synced: \(CloudSettings.syncedValue)")
        }
    }
}

enum CloudSettings {
    static var syncedValue: String {
        NSUbiquitousKeyValueStore.default.string(forKey: "name") ?? "none"
    }
}
