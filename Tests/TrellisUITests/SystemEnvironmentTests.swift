// The environment values SwiftUI's system provides: defaults, reading them with
// `@Environment`, and setting them for a subtree.
import Testing
import TrellisProtocol
@testable import TrellisUI

private struct SchemeReader: View {
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.scenePhase) var scenePhase
    @Environment(\.layoutDirection) var layoutDirection
    @Environment(\.dynamicTypeSize) var typeSize
    @Environment(\.displayScale) var displayScale
    let label: String
    var body: some View {
        Text("\(label): \(colorScheme == .dark ? "dark" : "light")"
             + " \(scenePhase == .active ? "active" : "not active")"
             + " \(layoutDirection == .leftToRight ? "ltr" : "rtl")"
             + " \(typeSize.isAccessibilitySize ? "accessibility" : "regular")"
             + " scale \(Int(displayScale))")
    }
}

private struct LocaleReader: View {
    @Environment(\.locale) var locale
    @Environment(\.timeZone) var timeZone
    @Environment(\.calendar) var calendar
    var body: some View {
        Text("locale \(locale.identifier) tz \(timeZone.identifier) \(calendar.identifier == .gregorian ? "gregorian" : "other")")
    }
}

private struct SystemEnvironmentDemo: View {
    var body: some View {
        VStack {
            SchemeReader(label: "default")
            SchemeReader(label: "set")
                .environment(\.colorScheme, .dark)
                .environment(\.layoutDirection, .rightToLeft)
                .dynamicTypeSize(.accessibility2)
            SchemeReader(label: "nil keeps").preferredColorScheme(nil)
            LocaleReader()
                .environment(\.locale, Locale(identifier: "de_DE"))
                .environment(\.timeZone, TimeZone(identifier: "Europe/Berlin")!)
                .environment(\.calendar, Calendar(identifier: .gregorian))
        }
    }
}

extension TrellisUITests {
    @MainActor @Suite struct SystemEnvironment {
        @Test("colour scheme, scene phase, layout direction, type size and scale: defaults and subtree values")
        func appearance() {
            let h = Harness(SystemEnvironmentDemo())
            #expect(h.texts.contains("default: light active ltr regular scale 1"))
            #expect(h.texts.contains("set: dark active rtl accessibility scale 1"))
            #expect(h.texts.contains("nil keeps: light active ltr regular scale 1"))
            // preferredColorScheme sets the whole window's scheme (ColorSchemeTests.swift),
            // siblings included, as in SwiftUI.
            let p = Harness(VStack {
                SchemeReader(label: "sibling")
                SchemeReader(label: "preferred").preferredColorScheme(.dark)
            })
            #expect(p.texts.contains("preferred: dark active ltr regular scale 1"))
            #expect(p.texts.contains("sibling: dark active ltr regular scale 1"))
        }

        @Test("locale, time zone and calendar can be set for a subtree")
        func localeValues() {
            let h = Harness(SystemEnvironmentDemo())
            #expect(h.texts.contains("locale de_DE tz Europe/Berlin gregorian"))
        }

        @Test("ScenePhase and DynamicTypeSize are ordered as in SwiftUI")
        func ordering() {
            #expect(ScenePhase.background < .inactive && ScenePhase.inactive < .active)
            #expect(DynamicTypeSize.xSmall < .large && !DynamicTypeSize.xxxLarge.isAccessibilitySize)
            #expect(DynamicTypeSize.accessibility1.isAccessibilitySize)
        }
    }
}
