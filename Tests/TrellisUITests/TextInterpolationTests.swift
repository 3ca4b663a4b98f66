// `Text("...\(value)...")` goes through LocalizedStringKey's interpolation, which formats
// numbers with printf specifiers as SwiftUI does (`_FormatSpecifiable`), takes an explicit
// `specifier:`, and shows strings, Text and anything else as written.
import Testing
@testable import TrellisUI

@Suite struct TextInterpolationTests {
    @Test("integers print as %lld / %llu, without the printf machinery")
    func integers() {
        #expect(Text("\(42) items").string == "42 items")
        #expect(Text("\(-7)").string == "-7")
        #expect(Text("\(Int64.min)").string == "-9223372036854775808")
        #expect(Text("\(UInt64.max)").string == "18446744073709551615")
        #expect(Text("\(UInt8(200)) \(Int16(-3))").string == "200 -3")
    }

    @Test("floating-point values print as %f, six decimals, as in SwiftUI")
    func floatingPoint() {
        #expect(Text("\(0.5)").string == "0.500000")
        #expect(Text("\(Float(2.25))").string == "2.250000")
        #expect(Text("\(CGFloat(1))").string == "1.000000")
    }

    @Test("an explicit specifier formats the value")
    func specifier() {
        let progress = 0.4567
        #expect(Text("\(progress, specifier: "%.1f")%").string == "0.5%")
        #expect(Text("\(progress * 100, specifier: "%.0f") of 100").string == "46 of 100")
        #expect(Text("\(7, specifier: "%03d")").string == "007")
        #expect(Text("\(Int8(-5), specifier: "%lld") \(UInt16(9), specifier: "%llu")").string == "-5 9")
    }

    @Test("strings, Text and other values are shown as written")
    func others() {
        let name = "Ada"
        #expect(Text("Hello, \(name)!").string == "Hello, Ada!")
        #expect(Text("\(Text("inner")) outer").string == "inner outer")
        #expect(Text("\(true)").string == "true")
        #expect(Text("\([1, 2])").string == "[1, 2]")
        let day = Date(timeIntervalSince1970: 0)
        #expect(Text("Due \(day, style: .date)").string == "Due " + Text(day, style: .date).string)
    }
}
