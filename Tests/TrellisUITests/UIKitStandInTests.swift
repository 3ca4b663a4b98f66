// TrellisUIKit through `import TrellisUI` (as UIKit comes with SwiftUI on iOS): the window
// size behind UIScreen.main, UIColor and UIImage bridges, feedback generators that compile
// and do nothing, UIApplication.open through the desktop's opener.
import Foundation
import Testing
import TrellisProtocol
@testable import TrellisUI
import TrellisTestSupport

private struct HalfWidth: View {
    var body: some View {
        Text("w \(Int(UIScreen.main.bounds.width)) inset \(Int(UIApplication.shared.windows.first?.safeAreaInsets.top ?? -1))")
            .frame(width: UIScreen.main.bounds.width / 2)
            .onTapGesture { UINotificationFeedbackGenerator().notificationOccurred(.success) }
    }
}

extension TrellisUITests {
    @MainActor @Suite struct UIKitStandIn {
        @Test("UIScreen.main.bounds is the window: a body that reads it is evaluated again when the window is resized")
        func screenFollowsWindow() throws {
            let h = Harness(HalfWidth(), width: 800, height: 600)
            #expect(h.texts.contains("w 800 inset 0"), "\(h.texts)")
            h.connection.resize(width: 500, height: 400)
            h.settle()
            #expect(h.texts.contains("w 500 inset 0"), "\(h.texts)")
            let t = try #require(h.connection.node(withText: "w 500 inset 0"))
            #expect(h.connection.frame(of: h.connection.parent(of: t) ?? t)?.width == 250)
            h.tap("w 500 inset 0")   // the haptic call does nothing, and nothing fails
        }

        @Test("UIColor: Color(uiColor:) keeps the dark variant of a system colour; UIColor(Color) and components round-trip")
        func colors() {
            let bg = Color(uiColor: .systemBackground)
            #expect(bg.resolved(in: .light).red == 1 && bg.resolved(in: .dark).red == 0)
            let c = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)
            var r: CGFloat = 0, a: CGFloat = 0
            c.getRed(&r, green: nil, blue: nil, alpha: &a)
            #expect(r == 0.2 && a == 0.5)
            let back = UIColor(Color(c))
            #expect(abs(back.light.blue - 0.6) < 0.01 && back.dark == nil)
            #expect(UIColor(named: "NoSuchColour") == nil)
        }

        @Test("UIImage: bytes of a known format make an image Image(uiImage:) draws; other bytes and missing names give nil")
        func images() throws {
            let jpeg = Data(TestImages.redBlueJPEG)
            let image = try #require(UIImage(data: jpeg))
            #expect(image.jpegData(compressionQuality: 0.8) == jpeg && image.pngData() == nil)
            #expect(UIImage(data: Data("hello".utf8)) == nil)
            let h = Harness(Image(uiImage: image))
            #expect(UIImage(named: "no-such-image") == nil)
            #expect(h.connection.visibleNodes().contains { if case .bitmap? = h.connection.property(.bitmap, of: $0) { true } else { false } })
        }

        @Test("UIApplication lifecycle: launch posts didFinishLaunching then didBecomeActive; quitting posts willResignActive, didEnterBackground, willTerminate")
        func lifecycleNotifications() {
            let center = NotificationCenter()
            var seen: [String] = []
            let names = UIApplicationLifecycle.launchNames + UIApplicationLifecycle.quitNames
            let tokens = names.map { name in
                center.addObserver(forName: name, object: nil, queue: nil) { n in
                    seen.append(n.name.rawValue.replacingOccurrences(of: "UIApplication", with: ""))
                }
            }
            defer { tokens.forEach(center.removeObserver) }
            UIApplicationLifecycle.launched(center: center)
            #expect(seen == ["DidFinishLaunchingNotification", "DidBecomeActiveNotification"])
            UIApplicationLifecycle.quitting(center: center)
            #expect(seen.suffix(3) == ["WillResignActiveNotification", "DidEnterBackgroundNotification",
                                       "WillTerminateNotification"])
        }

        @Test("UIApplication.open runs the desktop's opener with the URL and reports that it started")
        func openURL() async throws {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("trl-open-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: dir) }
            let opener = dir + "/opener"
            try "#!/bin/sh\necho \"$1\" > \(dir)/opened\n".write(toFile: opener, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: opener)
            let app = UIApplication.shared
            let saved = app.urlOpener
            app.urlOpener = opener
            defer { app.urlOpener = saved }
            let url = URL(string: "https://example.org/page")!
            #expect(app.canOpenURL(url))
            #expect(await app.open(url))
            let deadline = Date().addingTimeInterval(30)
            while !FileManager.default.fileExists(atPath: dir + "/opened") {
                guard Date() < deadline else { Issue.record("the opener did not run within 30 s"); return }
                try await Task.sleep(nanoseconds: 20_000_000)
            }
            try await Task.sleep(nanoseconds: 50_000_000)
            #expect(try String(contentsOfFile: dir + "/opened", encoding: .utf8) == "https://example.org/page\n")
            #expect(!app.canOpenURL(URL(string: UIApplication.openSettingsURLString)!))
            #expect(UIDevice.current.systemName == "Linux" && UIDevice.current.userInterfaceIdiom == .pad)
        }
    }
}

/// A card shape with only its top corners rounded, the way UIKit-era SwiftUI code writes it.
private struct TopRounded: Shape {
    func path(in rect: CGRect) -> Path {
        let path = UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 20, height: 20))
        return Path(path.cgPath)
    }
}

extension TrellisUITests.UIKitStandIn {
    @Test("UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:) rounds only the named corners; Path(path.cgPath) draws it")
    func bezierCorners() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
        let path = TopRounded().path(in: rect)
        let b = path.boundingRect
        #expect(abs(b.minX) < 1e-9 && abs(b.minY) < 1e-9 && abs(b.width - 100) < 1e-9 && abs(b.height - 60) < 1e-9)
        let points: [CGPoint] = path.elements.compactMap {
            switch $0 {
            case .move(let p), .line(let p): return p
            default: return nil
            }
        }
        #expect(points.first == CGPoint(x: 20, y: 0), "starts after the rounded top-left corner")
        #expect(points.contains(CGPoint(x: 100, y: 60)) && points.contains(CGPoint(x: 0, y: 60)), "square bottom corners: \(points)")
        #expect(!points.contains(CGPoint(x: 0, y: 0)) && !points.contains(CGPoint(x: 100, y: 0)))
        let h = Harness(TopRounded().fill(Color.blue).frame(width: 100, height: 60))
        #expect(h.connection.visibleNodes().contains { h.connection.property(.pathData, of: $0) != nil })
    }
}

extension TrellisUITests.UIKitStandIn {
    @Test("UITextChecker finds misspelled words in the system word list (wamerican), with guesses and completions")
    func spelling() throws {
        try #require(UITextChecker.availableLanguages.contains("en_US"), "scripts/install-deps installs wamerican")
        let checker = UITextChecker()
        let text = "Thsi apple's color is Brightly red in Paris"
        let whole = NSRange(location: 0, length: text.utf16.count)
        let first = checker.rangeOfMisspelledWord(in: text, range: whole, startingAt: 0, wrap: false, language: "en")
        #expect(first.location == 0 && first.length == 4, "\(first)")
        let next = checker.rangeOfMisspelledWord(in: text, range: whole, startingAt: 4, wrap: false, language: "en")
        #expect(next.location == NSNotFound, "apple's, a capitalised common word and a proper noun are right")
        let wrapped = checker.rangeOfMisspelledWord(in: text, range: whole, startingAt: 4, wrap: true, language: "en")
        #expect(wrapped.location == 0)
        #expect(checker.rangeOfMisspelledWord(in: "in paris", range: NSRange(location: 0, length: 8), startingAt: 0,
                                              wrap: false, language: "en_US").location == 3, "a proper noun needs its capital")
        #expect(checker.guesses(forWordRange: first, in: text, language: "en")?.contains("this") == true)
        #expect(checker.completions(forPartialWordRange: NSRange(location: 0, length: 4), in: "silk", language: "en")?.contains("silkworm") == true)
        checker.ignoreWord("Thsi")
        #expect(checker.rangeOfMisspelledWord(in: text, range: whole, startingAt: 0, wrap: false, language: "en").location == NSNotFound)
        let other = UITextChecker()
        #expect(other.rangeOfMisspelledWord(in: "zzqx", range: NSRange(location: 0, length: 4), startingAt: 0, wrap: false, language: "en").length == 4)
        UITextChecker.learnWord("zzqx")
        defer { UITextChecker.unlearnWord("zzqx") }
        #expect(other.rangeOfMisspelledWord(in: "zzqx", range: NSRange(location: 0, length: 4), startingAt: 0, wrap: false, language: "en").location == NSNotFound)
        #expect(checker.rangeOfMisspelledWord(in: "qqq", range: NSRange(location: 0, length: 3), startingAt: 0, wrap: false, language: "xx").location == NSNotFound,
                "no list for the language: nothing is reported")
    }
}

extension TrellisUITests.UIKitStandIn {
    @Test("UIImage(imageLiteralResourceName:) names an image set; UIImage(cgImage:) holds the pixels as PNG")
    func imageInitializers() throws {
        #expect(UIImage(imageLiteralResourceName: "photo").source == .named("photo", bundle: nil))
        let cg = try #require(CGImage(width: 2, height: 1, rgbaPixels: [255, 0, 0, 255, 0, 0, 255, 255]))
        let image = UIImage(cgImage: cg)
        let png = try #require(image.pngData())
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let h = Harness(Image(uiImage: image))
        #expect(h.connection.visibleNodes().contains { h.connection.property(.bitmap, of: $0) != nil })
    }
}

extension TrellisUITests.UIKitStandIn {
    @Test("UIPasteboard.general: text set is read back (the session's clipboard tool, or kept in the process without one); URLs")
    func pasteboard() {
        _ = Harness(Text("host"))   // a host installs the clipboard connection
        let board = UIPasteboard.general
        let before = board.changeCount
        board.string = "copied text"
        #expect(board.string == "copied text" && board.hasStrings)
        #expect(board.changeCount == before + 1)
        board.url = URL(string: "https://example.com/a")
        #expect(board.url?.host == "example.com" && board.hasURLs)
        board.strings = ["first", "second"]
        #expect(board.strings == ["first"], "the desktop clipboard holds one item")
    }
}
