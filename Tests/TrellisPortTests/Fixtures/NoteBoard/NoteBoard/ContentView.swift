import SwiftUI

struct ContentView: View {
    @EnvironmentObject var store: NoteStore

    var body: some View {
        VStack(spacing: 12) {
            Image(.photo)
            Text("NoteBoard")
                .font(.title)
                .foregroundStyle(.brand)
            Text("Notes: \(store.notes.count)")
            Text(store.heading)
            Text(store.savedLine)
            ForEach(store.notes, id: \.self) { note in
                Text(note)
            }
            Text("Card \(Int(CardGeometry.cardSize.width))x\(Int(CardGeometry.cardSize.height))")
            Text(NoteFileType.summary)
            Button("Add note") { store.add("Note \(store.notes.count + 1)") }
        }
        .padding()
    }
}

#Preview {
    ContentView().environmentObject(NoteStore.preview)
}
