// JPEGOrientation: the EXIF orientation both peers read from a JPEG's APP1 block, and the
// pixel mapping each of the eight orientations stands for.
import Testing
import TrellisProtocol
import TrellisTestSupport

@Suite struct JPEGOrientationTests {
    @Test("the orientation tag is read from little- and big-endian EXIF blocks; none, or a malformed one, is 1")
    func reads() {
        let jpeg = TestImages.redBlueJPEG
        #expect(JPEGOrientation.of(jpeg) == 1)
        for o in UInt8(1)...8 {
            #expect(JPEGOrientation.of(TestImages.withExifOrientation(jpeg, o)) == Int(o))
            #expect(JPEGOrientation.of(TestImages.withExifOrientation(jpeg, o, bigEndian: true)) == Int(o))
        }
        #expect(JPEGOrientation.of(TestImages.withExifOrientation(jpeg, 9)) == 1, "out of range")
        var cut = TestImages.withExifOrientation(jpeg, 6)
        cut[4 + 6] = 0x58   // "II" → "XI": not a TIFF header
        #expect(JPEGOrientation.of(cut) == 1)
        #expect(JPEGOrientation.of([0x89, 0x50, 0x4E, 0x47]) == 1, "not a JPEG")
        #expect(JPEGOrientation.of(Array(TestImages.withExifOrientation(jpeg, 6).prefix(12))) == 1, "truncated")
    }

    @Test("each orientation shows every stored pixel once; 5…8 exchange width and height")
    func mapping() {
        let w = 3, h = 2
        for o in 1...8 {
            let swap = JPEGOrientation.swapsAxes(o)
            let (outW, outH) = swap ? (h, w) : (w, h)
            var seen = Set<[Int]>()
            for y in 0..<outH { for x in 0..<outW {
                let s = JPEGOrientation.source(x: x, y: y, width: w, height: h, orientation: o)
                #expect((0..<w).contains(s.x) && (0..<h).contains(s.y), "orientation \(o)")
                seen.insert([s.x, s.y])
            } }
            #expect(seen.count == w * h, "orientation \(o)")
        }
        // 6: turned 90° clockwise — the stored top-left is shown at the top right.
        #expect(JPEGOrientation.source(x: 1, y: 0, width: 3, height: 2, orientation: 6) == (0, 0))
    }
}
