// UIKit views and controllers wrapped by UIViewRepresentable / UIViewControllerRepresentable,
// drawn as the SwiftUI views that look like them, and UIKit appearance proxies that change
// Trellis's bars.
import Foundation
import Testing
import TrellisProtocol
@testable import TrellisUI
import TrellisTestSupport

/// Counts a representable's calls (one per test: tests run in parallel).
@MainActor private final class Calls {
    var makes = 0, updates = 0, dismantles = 0
}

private struct BlurView: UIViewRepresentable {
    var style: UIBlurEffect.Style
    let calls: Calls
    func makeUIView(context: Context) -> UIVisualEffectView {
        calls.makes += 1
        return UIVisualEffectView(effect: UIBlurEffect(style: style))
    }
    func updateUIView(_ uiView: UIVisualEffectView, context: Context) {
        calls.updates += 1
        uiView.effect = UIBlurEffect(style: style)
    }
    static func dismantleUIView(_ uiView: UIVisualEffectView, coordinator: ()) {}
}

private struct BlurScreen: View {
    let calls: Calls
    @State private var shown = true
    @State private var taps = 0
    var body: some View {
        VStack(spacing: 0) {
            Button("toggle \(taps)") { taps += 1; if taps == 2 { shown = false } }
            if shown {
                BlurView(style: taps == 0 ? .systemUltraThinMaterial : .systemThickMaterial, calls: calls)
                    .frame(width: 120, height: 80)
            }
            Spacer()
        }
    }
}

/// The page dots as a kavsoft-style carousel writes them: a binding in, `.valueChanged` out.
private struct Dots: UIViewRepresentable {
    var total: Int
    @Binding var current: Int
    func makeCoordinator() -> Coordinator { Coordinator(current: $current) }
    func makeUIView(context: Context) -> UIPageControl {
        let view = UIPageControl()
        view.numberOfPages = total
        view.currentPageIndicatorTintColor = .red
        view.addAction(UIAction { [coordinator = context.coordinator] action in
            if let control = action.sender as? UIPageControl { coordinator.current.wrappedValue = control.currentPage }
        }, for: .valueChanged)
        return view
    }
    func updateUIView(_ uiView: UIPageControl, context: Context) { uiView.currentPage = current }
    final class Coordinator {
        let current: Binding<Int>
        init(current: Binding<Int>) { self.current = current }
    }
}

private struct Carousel: View {
    @State private var page = 0
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("page \(page)")
            Dots(total: 3, current: $page)
            Spacer()
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

/// A controller that builds its view in `viewDidLoad`, as UIKit code does.
private final class SwatchController: UIViewController {
    var appeared = 0
    override func viewDidLoad() {
        let swatch = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        swatch.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        swatch.layer.cornerRadius = 6
        view.addSubview(swatch)
    }
    override func viewDidAppear(_ animated: Bool) { appeared += 1 }
}

private struct Swatch: UIViewControllerRepresentable {
    let controller: SwatchController
    func makeUIViewController(context: Context) -> SwatchController { controller }
    func updateUIViewController(_ uiViewController: SwatchController, context: Context) {}
}

private struct Hosted: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UIHostingController<Text> {
        UIHostingController(rootView: Text("hosted text"))
    }
    func updateUIViewController(_ uiViewController: UIHostingController<Text>, context: Context) {}
}

/// The image picker as SwiftUI apps wrap it: a coordinator delegate writes the image and
/// dismisses the sheet.
private struct ImagePicker: UIViewControllerRepresentable {
    @Binding var image: UIImage?
    @Binding var shown: Bool
    func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
    func makeUIViewController(context: Context) -> UIImagePickerController {
        let picker = UIImagePickerController()
        picker.sourceType = .photoLibrary
        picker.delegate = context.coordinator
        return picker
    }
    func updateUIViewController(_ uiViewController: UIImagePickerController, context: Context) {}
    final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
        let parent: ImagePicker
        init(parent: ImagePicker) { self.parent = parent }
        func imagePickerController(_ picker: UIImagePickerController,
                                   didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
            parent.image = info[.originalImage] as? UIImage
            parent.shown = false
        }
    }
}

private struct PickerApp: View {
    let start: URL
    @State private var image: UIImage?
    @State private var shown = false
    var body: some View {
        VStack {
            Text(image == nil ? "no image" : "picked an image")
            Button("Pick") { shown = true }
        }
        .sheet(isPresented: $shown) { ImagePicker(image: $image, shown: $shown).fileDialogDefaultDirectory(start) }
    }
}

extension TrellisUITests {
    @MainActor @Suite struct UIKitRepresentables {
        @Test("UIViewRepresentable: a blur view fills its frame with the material of its thickness; made once, updated when its inputs change, gone when removed")
        func blurView() throws {
            let calls = Calls()
            let h = Harness(BlurScreen(calls: calls), width: 300, height: 300)
            let c = h.connection
            func fill(of material: Material) throws -> Property {
                let reference = Harness(Rectangle().fill(material), width: 50, height: 50)
                return try #require(reference.connection.firstNode(ofKind: .shape).flatMap {
                    reference.connection.property(.fill, of: $0)
                })
            }
            let thin = try fill(of: .ultraThinMaterial), thick = try fill(of: .thickMaterial)
            #expect(thin != thick)
            func blurFrame(_ material: Property) -> WireRect? {
                c.visibleNodes().first { c.kind(of: $0) == .shape && c.property(.fill, of: $0) == material }
                    .flatMap { c.frame(of: $0) }
            }
            let frame = try #require(blurFrame(thin), "no shape filled with the material: \(c.visibleNodes())")
            #expect(frame.width == 120 && frame.height == 80)
            #expect(calls.makes == 1 && calls.updates == 1)
            h.tap("toggle 0")
            #expect(calls.makes == 1 && calls.updates == 2, "new inputs: updated, not made again")
            #expect(blurFrame(thick)?.width == 120, "updateUIView's new effect is drawn")
            h.tap("toggle 1")
            #expect(blurFrame(thick) == nil && blurFrame(thin) == nil)
        }

        @Test("UIPageControl: dots in the control's colours; clicking one makes it current and its .valueChanged action writes the binding")
        func pageControl() throws {
            let h = Harness(Carousel(), width: 300, height: 200)
            let c = h.connection
            #expect(h.texts.contains("page 0"))
            func dot(_ n: Int) -> NodeID? {
                c.visibleNodes().first { c.property(.accessibilityLabel, of: $0) == .accessibilityLabel("Page \(n) of 3") }
            }
            let second = try #require(dot(2), "no dot labelled Page 2 of 3")
            let f = try #require(c.frame(of: second))
            #expect(f.width == 16 && f.height == 26)
            c.tap(at: WirePoint(x: f.x + f.width / 2, y: f.y + f.height / 2))
            h.settle()
            #expect(h.texts.contains("page 1"), "\(h.texts)")
            let red = WireColor(r: 255, g: 0, b: 0, a: 255)
            let redDots = c.visibleNodes().filter { c.kind(of: $0) == .shape && c.property(.fill, of: $0) == .fill(red) }
            let redFrame = try #require(redDots.first.flatMap { c.frame(of: $0) })
            #expect(redDots.count == 1 && redFrame.x > f.x && redFrame.x + redFrame.width < f.x + f.width,
                    "the current dot is the second, in currentPageIndicatorTintColor")
        }

        @Test("UIViewControllerRepresentable: a controller's view with a subview at its frame, viewDidAppear called; a UIHostingController shows its root view")
        func controllers() throws {
            let controller = SwatchController()
            let h = Harness(VStack(alignment: .leading, spacing: 0) { Swatch(controller: controller).frame(width: 100, height: 100); Spacer() }
                .frame(maxWidth: .infinity, alignment: .leading), width: 300, height: 300)
            let c = h.connection
            let red = WireColor(r: 255, g: 0, b: 0, a: 255)
            let swatch = try #require(c.visibleNodes().first { c.property(.fill, of: $0) == .fill(red) })
            let f = try #require(c.frame(of: swatch))
            #expect(f.width == 30 && f.height == 40 && f.x == 10 && f.y == 20, "\(f)")
            #expect(c.property(.cornerRadius, of: swatch) == .cornerRadius(6))
            #expect(controller.appeared == 1)
            let hosted = Harness(Hosted())
            #expect(hosted.texts.contains("hosted text"))
        }

        @Test("Appearance proxies: UITabBar.appearance().isHidden hides every tab bar; UINavigationBar title colour; reset, the bars come back")
        func appearanceProxies() throws {
            let tabs = TabView {
                Text("first tab").tabItem { Text("One") }
                Text("second tab").tabItem { Text("Two") }
            }
            let shown = Harness(tabs)
            #expect(shown.texts.contains("One"))
            UITabBar.appearance().isHidden = true
            defer { UITabBar.appearance().isHidden = false }
            let hidden = Harness(tabs)
            #expect(hidden.texts.contains("first tab") && !hidden.texts.contains("One"), "\(hidden.texts)")
            UITabBar.appearance().isHidden = false

            let nav = NavigationStack { Text("body").navigationTitle("Inbox") }
            UINavigationBar.appearance().largeTitleTextAttributes = [.foregroundColor: UIColor(red: 0, green: 0, blue: 1, alpha: 1)]
            defer { UINavigationBar.appearance().largeTitleTextAttributes = nil }
            let styled = Harness(nav)
            let title = try #require(styled.connection.node(withText: "Inbox"))
            #expect(styled.connection.property(.foreground, of: title) == .foreground(WireColor(r: 0, g: 0, b: 255, a: 255)))
        }

        @Test("UIImagePickerController: shown as the file dialog for images; choosing a PNG hands the delegate the image")
        func imagePicker() throws {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-picker-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: root) }
            try Data(TestImages.redBlueJPEG).write(to: root.appendingPathComponent("photo.jpg"))
            try Data("text".utf8).write(to: root.appendingPathComponent("notes.txt"))
            let h = Harness(PickerApp(start: root))
            h.tap("Pick")
            #expect(h.texts.contains("photo.jpg") && h.texts.contains("notes.txt"))
            h.tap("photo.jpg")
            h.tap("Open")
            #expect(h.texts.contains("picked an image"), "\(h.texts)")
            #expect(!h.texts.contains("notes.txt"), "the sheet closed")
        }

        @Test(".toolbar(.hidden, for: .tabBar) inside the shown tab hides the tab bar; in another tab it does not")
        func toolbarHiddenForTabBar() {
            struct Tabs: View {
                @State private var tab = 0
                var body: some View {
                    TabView(selection: $tab) {
                        VStack {
                            Text("home")
                            Button("to settings") { tab = 1 }
                        }
                        .tabItem { Text("Home") }.tag(0)
                        Text("settings").toolbar(.hidden, for: .tabBar).tabItem { Text("Settings") }.tag(1)
                    }
                }
            }
            let h = Harness(Tabs())
            #expect(h.texts.contains("Home") && h.texts.contains("Settings"))
            h.tap("to settings")
            #expect(h.texts.contains("settings") && !h.texts.contains("Home"), "\(h.texts)")
        }
    }
}
