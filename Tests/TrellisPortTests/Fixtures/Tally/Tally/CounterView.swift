import SwiftUI
import Combine

struct CounterView: View {
    @StateObject private var counter = Counter()

    var body: some View {
        VStack {
            Text("Tally: \(counter.count)")
            Text(counter.parity)
            Button("Count") { counter.increment() }
        }
    }
}
