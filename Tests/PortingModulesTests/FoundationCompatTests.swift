import Foundation
import FoundationCompat
import Testing

@Suite("FoundationCompat module")
struct FoundationCompatTests {
    @Test("URL's folder properties are the folders FileManager names for the user")
    func userFolders() {
        let pairs: [(URL, FileManager.SearchPathDirectory)] = [
            (.documentsDirectory, .documentDirectory), (.cachesDirectory, .cachesDirectory),
            (.applicationSupportDirectory, .applicationSupportDirectory), (.downloadsDirectory, .downloadsDirectory),
            (.desktopDirectory, .desktopDirectory), (.moviesDirectory, .moviesDirectory),
            (.musicDirectory, .musicDirectory), (.picturesDirectory, .picturesDirectory),
            (.sharedPublicDirectory, .sharedPublicDirectory), (.trashDirectory, .trashDirectory),
        ]
        for (url, directory) in pairs {
            #expect(url == FileManager.default.urls(for: directory, in: .userDomainMask).first, "\(directory)")
            #expect(url.isFileURL)
        }
        let home = FileManager.default.homeDirectoryForCurrentUser.standardizedFileURL.path
        #expect(URL.documentsDirectory.path == home + "/Documents")
        #expect(URL.documentsDirectory.appending(path: "notes.json").lastPathComponent == "notes.json")
    }

    @Test("URL(for:in:appropriateFor:create:) creates the folder it names when asked")
    func urlForDirectory() throws {
        let caches = try URL(for: .cachesDirectory, in: .userDomainMask, create: true)
        #expect(caches == URL.cachesDirectory)
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: caches.path, isDirectory: &isDirectory) && isDirectory.boolValue)
    }

    @Test("UserDefaults.setValue(_:forKey:) and value(forKey:) read and write the defaults; nil removes")
    func userDefaultsKeyValue() throws {
        let suite = "trellis.porting.\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        defaults.setValue(42, forKey: "answer")
        #expect(defaults.integer(forKey: "answer") == 42)
        #expect(defaults.value(forKey: "answer") as? Int == 42)
        defaults.set("x", forKey: "name")
        #expect(defaults.value(forKey: "name") as? String == "x")
        defaults.setValue(nil, forKey: "answer")
        #expect(defaults.value(forKey: "answer") == nil)
        #expect(defaults.object(forKey: "answer") == nil)
    }

    @Test("a Linux process is neither an iOS app on a Mac nor a Catalyst app")
    func platformFlags() {
        #expect(!ProcessInfo.processInfo.isiOSAppOnMac)
        #expect(!ProcessInfo.processInfo.isMacCatalystApp)
    }

    @Test("RelativeDateTimeFormatter names the largest unit in each style")
    func relativeDates() {
        let f = RelativeDateTimeFormatter()
        f.locale = Locale(identifier: "en_US")
        f.calendar = Calendar(identifier: .gregorian)
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        #expect(f.localizedString(for: now.addingTimeInterval(-7200), relativeTo: now) == "2 hours ago")
        #expect(f.localizedString(for: now.addingTimeInterval(3 * 86_400), relativeTo: now) == "in 3 days")
        f.unitsStyle = .spellOut
        #expect(f.localizedString(for: now.addingTimeInterval(-7200), relativeTo: now) == "two hours ago")
        f.unitsStyle = .short
        #expect(f.localizedString(for: now.addingTimeInterval(-7200), relativeTo: now) == "2 hr. ago")
        f.unitsStyle = .abbreviated
        #expect(f.localizedString(for: now.addingTimeInterval(-7200), relativeTo: now) == "2h ago")
        f.unitsStyle = .full
        f.dateTimeStyle = .named
        #expect(f.localizedString(for: now.addingTimeInterval(-86_400), relativeTo: now) == "yesterday")
        #expect(f.localizedString(for: now, relativeTo: now) == "now")
        f.dateTimeStyle = .numeric
        #expect(f.localizedString(from: DateComponents(day: -1)) == "1 day ago")
        #expect(f.localizedString(fromTimeInterval: 120) == "in 2 minutes")
        #expect(f.string(for: "not a date") == nil)
        #expect(f.string(for: Date().addingTimeInterval(-60 * 5 - 1)) == "5 minutes ago")
    }
}

@Suite("FoundationCompat app-group container")
struct AppGroupContainerTests {
    @Test("containerURL(forSecurityApplicationGroupIdentifier:) is a created folder named after the group")
    func appGroupContainer() throws {
        let group = "group.trellis.porting-test.\(UUID().uuidString)"
        let url = try #require(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: group))
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(url.lastPathComponent == group)
        #expect(url.deletingLastPathComponent().standardizedFileURL == URL.applicationSupportDirectory.standardizedFileURL)
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue)
        #expect(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: group) == url)
        #expect(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "") == nil)
        #expect(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "a/b") == nil)
        #expect(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "..") == nil)
    }
}

@Suite("FoundationCompat measurement formatting")
struct MeasurementFormatTests {
    let us = Locale(identifier: "en_US"), de = Locale(identifier: "de_DE")

    @Test("a measurement in its own unit, each width, in the locale's words")
    func widths() {
        let power = Measurement(value: 1500, unit: UnitPower.watts)
        #expect(power.formatted(.measurement(width: .abbreviated, usage: .asProvided).locale(us)) == "1,500 W")
        #expect(power.formatted(.measurement(width: .wide, usage: .asProvided).locale(us)) == "1,500 watts")
        #expect(Measurement(value: 1, unit: UnitLength.kilometers).formatted(.measurement(width: .wide, usage: .asProvided).locale(us)) == "1 kilometer")
        #expect(Measurement(value: 21.5, unit: UnitTemperature.celsius).formatted(.measurement(width: .narrow, usage: .asProvided).locale(us)) == "21.5°C")
        #expect(Measurement(value: 2.5, unit: UnitLength.kilometers).formatted(.measurement(width: .abbreviated, usage: .asProvided).locale(de)) == "2,5 km")
    }

    @Test("a usage picks the locale's unit: road distances in miles in the US, temperatures in °F")
    func usage() {
        let road = Measurement(value: 10, unit: UnitLength.kilometers).formatted(.measurement(width: .abbreviated, usage: .road).locale(us))
        #expect(road.hasSuffix("mi"), "\(road)")
        let weather = Measurement(value: 20, unit: UnitTemperature.celsius).formatted(.measurement(width: .abbreviated, usage: .weather).locale(us))
        #expect(weather == "68°F", "\(weather)")
    }

    @Test("a number style of the app's own writes the number; an unknown unit falls back to its symbol")
    func numberStyleAndFallback() {
        let m = Measurement(value: 3.14159, unit: UnitLength.meters)
        #expect(m.formatted(.measurement(width: .abbreviated, usage: .asProvided, numberFormatStyle: .number.precision(.fractionLength(1))).locale(us)) == "3.1 m")
        let custom = Measurement(value: 2, unit: UnitLength(symbol: "smoot", converter: UnitConverterLinear(coefficient: 1.7018)))
        #expect(custom.formatted(.measurement(width: .abbreviated, usage: .asProvided).locale(us)) == "2 smoot")
        #expect(!Measurement(value: 5, unit: UnitMass.kilograms).formatted().isEmpty)
    }
}
