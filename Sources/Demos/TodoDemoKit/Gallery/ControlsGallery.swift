import TrellisUI

/// Issue 35's controls-and-structure group on one 800 × 450 screen: custom `ButtonStyle`,
/// `ToggleStyle` and `LabelStyle` built from their configurations; `Gauge` in two styles;
/// a `ProgressView` style; `Picker` styles; `ControlGroup`; `LabeledContent`; `Menu` with
/// sections; `ShareLink`; `badge` and `textCase`; a sortable `Table`; an `OutlineGroup`.
/// `trellis preview Sources/Demos/TodoDemoKit/Gallery --png DIR` draws it.
public struct ControlsGallery: View {
    @State private var alarms = true
    @State private var speed = 0.62
    @State private var flavor = "Vanilla"
    @State private var sort = [KeyPathComparator(\Planet.moons, order: .reverse)]
    @State private var planets = Planet.all.sorted { $0.moons > $1.moons }
    public init() {}

    public var body: some View {
        HStack(alignment: .top, spacing: 24) {
            VStack(alignment: .leading, spacing: 10) {
                Text("Custom styles").font(.headline)
                HStack(spacing: 12) {
                    Button("Press") {}.buttonStyle(PillButtonStyle())
                    Toggle("Alarms", isOn: $alarms).toggleStyle(CheckboxToggleStyle())
                    Label("Bell", systemImage: "bell").labelStyle(TrailingIconLabelStyle())
                }
                Text("Gauges and progress").font(.headline)
                HStack(spacing: 16) {
                    Gauge(value: speed) { Text("Speed") } currentValueLabel: { Text("\(Int(speed * 100))") }
                        .gaugeStyle(.accessoryCircular)
                    Gauge(value: speed, in: 0...1) {
                        Text("Battery")
                    } currentValueLabel: {
                        Text(speed, format: .percent)
                    } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") }
                        .frame(width: 140)
                    ProgressView(value: speed) { Text("Upload") }.progressViewStyle(.linear).frame(width: 100)
                }
                Text("Pickers and groups").font(.headline)
                Picker("Flavor", selection: $flavor) {
                    ForEach(["Vanilla", "Mint", "Mango"], id: \.self) { Text($0) }
                }
                .pickerStyle(.segmented)
                .frame(width: 300)
                HStack(spacing: 12) {
                    ControlGroup {
                        Button { } label: { Label("Back", systemImage: "chevron.left") }
                        Button { } label: { Label("Forward", systemImage: "chevron.right") }
                    }
                }
                HStack(spacing: 16) {
                    Menu("Sort") {
                        Section("Order") {
                            Button("Name") {}
                            Button("Size") {}
                        }
                        Button("Reset", role: .destructive) {}
                    }
                    ShareLink(item: URL(string: "https://swift.org")!)
                }
                LabeledContent("Version", value: "1.0 (42)").frame(width: 300)
            }
            VStack(alignment: .leading, spacing: 10) {
                Text("Table, sorted by moons").font(.headline)
                Table(planets, sortOrder: $sort) {
                    TableColumn("Planet", value: \.name)
                    TableColumn("Moons", value: \.moons) { Text("\($0.moons)") }
                }
                .onChange(of: sort) { _, order in planets.sort(using: order) }
                .frame(width: 330, height: 124)
                Text("Badges and text case").font(.headline)
                List {
                    Text("Inbox").badge(12)
                    Section { Text("Ada").badge("new") } header: { Text("Recent senders").textCase(.uppercase) }
                }
                .frame(width: 330, height: 110)
                Text("OutlineGroup").font(.headline)
                OutlineGroup(FileNode.tree, children: \.children) { node in
                    Label(node.name, systemImage: node.children == nil ? "doc" : "folder")
                }
            }
        }
        .padding(20)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// A capsule button that shrinks and darkens while pressed (`configuration.isPressed`).
struct PillButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 14).padding(.vertical, 6)
            .foregroundColor(.white)
            .background(Capsule().fill(configuration.isPressed ? Color.indigo : Color.blue))
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
    }
}

/// A checkbox drawn from the toggle's configuration; tapping it flips `isOn`.
struct CheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button { configuration.isOn.toggle() } label: {
            HStack(spacing: 6) {
                Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                configuration.label
            }
        }
        .buttonStyle(.plain)
    }
}

/// The title first, then the icon.
struct TrailingIconLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 4) {
            configuration.title
            configuration.icon.foregroundColor(.orange)
        }
    }
}

struct Planet: Identifiable {
    let name: String
    let moons: Int
    var id: String { name }
    static let all = [Planet(name: "Earth", moons: 1), Planet(name: "Mars", moons: 2),
                      Planet(name: "Jupiter", moons: 95), Planet(name: "Saturn", moons: 146),
                      Planet(name: "Neptune", moons: 16)]
}

struct FileNode: Identifiable {
    let name: String
    var children: [FileNode]?
    var id: String { name }
    static let tree = FileNode(name: "Sources", children: [
        FileNode(name: "App.swift"),
        FileNode(name: "Views", children: [FileNode(name: "Row.swift"), FileNode(name: "Detail.swift")]),
    ])
}

#Preview("Controls") {
    ControlsGallery().frame(width: 800, height: 450)
}
