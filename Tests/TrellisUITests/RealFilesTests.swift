// SwiftUI files as people write them (a calculator, a timer, a profile form, shapes, an
// @Observable library with navigation): they build with only the import swapped, and run.
import TrellisUI

struct CalculatorView: View {
    @State private var display = "0"
    let buttons: [[String]] = [["7", "8", "9", "÷"], ["4", "5", "6", "×"], ["1", "2", "3", "-"], ["0", ".", "=", "+"]]
    var body: some View {
        VStack(spacing: 12) {
            Spacer()
            Text(display)
                .font(.system(size: 64, weight: .light))
                .frame(maxWidth: .infinity, alignment: .trailing)
                .padding()
            ForEach(buttons, id: \.self) { row in
                HStack(spacing: 12) {
                    ForEach(row, id: \.self) { key in
                        Button(action: { display = key }) {
                            Text(key)
                                .font(.title)
                                .frame(width: 70, height: 70)
                                .background(Color.orange)
                                .foregroundColor(.white)
                                .clipShape(Circle())
                        }
                    }
                }
            }
        }
        .padding()
        .background(Color.black.edgesIgnoringSafeArea(.all))
    }
}

struct TimerView: View {
    @State private var seconds = 0
    @State private var running = false
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    var body: some View {
        VStack(spacing: 20) {
            Text("\(seconds) s")
                .font(.largeTitle)
                .monospacedDigit()
            HStack {
                Button(running ? "Stop" : "Start") { running.toggle() }
                    .buttonStyle(.borderedProminent)
                Button("Reset", role: .destructive) { seconds = 0 }
                    .buttonStyle(.bordered)
            }
        }
        .onReceive(timer) { _ in if running { seconds += 1 } }
    }
}

struct ProfileForm: View {
    @State private var name = ""
    @State private var age = 30
    @State private var volume = 0.5
    @State private var birthday = Date()
    @State private var notifications = true
    @FocusState private var nameFocused: Bool
    var body: some View {
        NavigationStack {
            Form {
                Section(header: Text("Profile")) {
                    TextField("Name", text: $name)
                        .textFieldStyle(.roundedBorder)
                        .focused($nameFocused)
                        .onSubmit { nameFocused = false }
                        .autocorrectionDisabled()
                        .textInputAutocapitalization(.never)
                    Stepper("Age: \(age)", value: $age, in: 0...120)
                    DatePicker("Birthday", selection: $birthday, displayedComponents: .date)
                }
                Section("Sound") {
                    Slider(value: $volume, in: 0...1) { Text("Volume") }
                    Toggle("Notifications", isOn: $notifications)
                        .toggleStyle(.switch)
                    ProgressView(value: volume)
                }
                Section {
                    Text("Age next year: \(age + 1)")
                    Text(volume, format: .percent)
                }
            }
            .navigationTitle("Profile")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

struct ShapesView: View {
    var body: some View {
        VStack {
            RoundedRectangle(cornerRadius: 25, style: .continuous)
                .fill(LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom))
                .frame(width: 200, height: 100)
            Circle()
                .stroke(Color.red, lineWidth: 4)
                .frame(width: 80, height: 80)
            Capsule()
                .strokeBorder(style: StrokeStyle(lineWidth: 2, dash: [5]))
                .frame(width: 120, height: 40)
            Triangle()
                .fill(.green)
                .frame(width: 100, height: 80)
            Image(systemName: "star.fill")
                .foregroundStyle(.yellow)
                .rotationEffect(.degrees(45))
                .scaleEffect(1.5)
                .shadow(radius: 3)
        }
    }
}

struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

struct Book: Identifiable, Hashable {
    let id = UUID()
    var title: String
    var author: String
    var isRead = false
}

@Observable
final class ScratchLibrary {
    var books: [Book] = [Book(title: "Dune", author: "Herbert")]
}

struct LibraryView: View {
    @State private var library = ScratchLibrary()
    @State private var showingAdd = false
    @State private var search = ""
    var body: some View {
        NavigationStack {
            List {
                ForEach($library.books) { $book in
                    NavigationLink(value: book) {
                        HStack {
                            VStack(alignment: .leading) {
                                Text(book.title).font(.headline)
                                Text(book.author).font(.subheadline).foregroundStyle(.secondary)
                            }
                            Spacer()
                            Toggle("Read", isOn: $book.isRead).labelsHidden()
                        }
                    }
                }
                .onDelete { library.books.remove(atOffsets: $0) }
            }
            .navigationDestination(for: Book.self) { book in
                Text(book.title).navigationTitle(book.author)
            }
            .navigationTitle("Library")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button { showingAdd = true } label: { Label("Add", systemImage: "plus") }
                }
                ToolbarItem(placement: .topBarLeading) { EditButton() }
            }
            .sheet(isPresented: $showingAdd) {
                NavigationStack {
                    Form { Text("New book") }
                        .toolbar {
                            ToolbarItem(placement: .cancellationAction) { Button("Cancel") { showingAdd = false } }
                        }
                }
            }
            .searchable(text: $search)
        }
    }
}

struct AnimatedCard: View {
    @State private var expanded = false
    @State private var progress = 0.3
    @State private var quantity = 2
    @State private var accent = Color.blue
    @Namespace private var namespace
    var body: some View {
        VStack(spacing: 16) {
            ZStack {
                Circle().stroke(Color.gray.opacity(0.2), lineWidth: 10)
                Circle().trim(from: 0, to: progress)
                    .stroke(accent, style: StrokeStyle(lineWidth: 10, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                    .animation(.easeInOut(duration: 0.3), value: progress)
            }
            .frame(width: 120, height: 120)
            Button("Grow") { withAnimation(.spring()) { progress = min(progress + 0.2, 1) } }
            if expanded {
                Text("Details").transition(.opacity.combined(with: .slide))
                    .matchedGeometryEffect(id: "card", in: namespace)
            }
            Toggle("Expanded", isOn: $expanded.animation())
            TextField("Quantity", value: $quantity, format: .number)
            Text("quantity \(quantity)")
            Text(Date(timeIntervalSince1970: 0), style: .date)
            Menu("Actions") {
                Button("Reset") { progress = 0 }
                Button("Fill") { progress = 1 }
            }
            Link("Swift", destination: URL(string: "https://swift.org")!)
            ColorPicker("Accent", selection: $accent)
            UnevenRoundedRectangle(topLeadingRadius: 12, bottomTrailingRadius: 12)
                .fill(Color(hue: 0.6, saturation: 0.5, brightness: 0.9))
                .frame(height: 30)
                .background(.ultraThinMaterial)
        }
        .padding()
    }
}
