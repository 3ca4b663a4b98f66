// Small JPEG files for tests, made with Pillow (quality 95, no chroma subsampling; the gray
// one progressive), and a tiny SVG and PDF written by hand. Public domain.
import Foundation

/// Image files tests send to the daemon as an app would.
public enum TestImages {
    /// A 16 × 8 baseline JPEG: the left half red (255, 0, 0), the right half blue (0, 0, 255).
    public static let redBlueJPEG: [UInt8] = [UInt8](Data(base64Encoded: "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsICQoKCgoKBggLDAsKDAkKCgr/2wBDAQICAgICAgUDAwUKBwYHCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgr/wAARCAAIABADAREAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwD4vr+Uz/fw+Q6/6qD/AJrz/9k=")!)

    /// An 8 × 8 progressive grayscale JPEG, all gray 128.
    public static let grayProgressiveJPEG: [UInt8] = [UInt8](Data(base64Encoded: "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoHBwYIDAoMDAsKCwsNDhIQDQ4RDgsLEBYQERMUFRUVDA8XGBYUGBIUFRT/wgALCAAIAAgBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQAAAAF//8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABBQJ//8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQAGPwJ//8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPyF//9oACAEBAAAAEH//xAAUEAEAAAAAAAAAAAAAAAAAAAAA/9oACAEBAAE/EH//2Q==")!)

    /// A 16 × 8 baseline CMYK JPEG, solid red (C 0, M 100 %, Y 100 %, K 0), with an Adobe APP14
    /// marker and so its inks stored inverted, as Photoshop writes them. Written by hand
    /// (quantization 1, DC-only blocks, one 4-bit code per DC category).
    public static let cmykRedJPEG: [UInt8] = [UInt8](Data(base64Encoded: "/9j/7gAOQWRvYmUAZAAAAAAA/9sAQwABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEB/8AAFAgACAAQBAERAAIRAAMRAAQRAP/EAB8AAAAADAAAAAAAAAAAAAAAAAABAgMEBQYHCAkKC//EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAOBAEAAgADAAQAAD8Ar+Fv/W/9X8AAAD//2Q==")!)

    /// `jpeg` with an EXIF block (APP1) recording `orientation` inserted after its SOI
    /// marker, as a camera writes it: a TIFF header in little-endian ("II") or big-endian
    /// ("MM") order and one IFD entry, tag 0x0112 of type SHORT.
    public static func withExifOrientation(_ jpeg: [UInt8], _ orientation: UInt8, bigEndian: Bool = false) -> [UInt8] {
        let tiff: [UInt8] = bigEndian
            ? [0x4D, 0x4D, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0]
            : [0x49, 0x49, 42, 0, 8, 0, 0, 0, 1, 0, 0x12, 0x01, 3, 0, 1, 0, 0, 0, orientation, 0, 0, 0, 0, 0, 0, 0]
        let payload: [UInt8] = Array("Exif".utf8) + [0, 0] + tiff
        let length = payload.count + 2
        return Array(jpeg[0..<2]) + [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload + Array(jpeg[2...])
    }

    /// A 20 × 10 SVG with an XML declaration: its left half (10 × 10) blue, and a black bar
    /// one unit wide at x = 14…15, full height; the rest transparent. Written by hand.
    public static let barSVG: [UInt8] = Array("""
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" width="20" height="10" viewBox="0 0 20 10">
        <rect width="10" height="10" fill="#0000ff"/><rect x="14" width="1" height="10" fill="#000000"/>
        </svg>

        """.utf8)

    /// The same picture as a one-page PDF 1.4 (MediaBox 0 0 20 10, in points), its left half
    /// red: written by hand, four objects and an xref table whose offsets are counted here
    /// (477 bytes).
    public static let barPDF: [UInt8] = {
        let content = "1 0 0 rg 0 0 10 10 re f 0 0 0 rg 14 0 1 10 re f"
        let objects = ["<< /Type /Catalog /Pages 2 0 R >>",
                       "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
                       "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 20 10] /Contents 4 0 R /Resources << >> >>",
                       "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream"]
        var out = "%PDF-1.4\n"
        var offsets: [Int] = []
        for (i, o) in objects.enumerated() {
            offsets.append(out.utf8.count)
            out += "\(i + 1) 0 obj\n\(o)\nendobj\n"
        }
        let xref = out.utf8.count
        out += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for o in offsets { out += String(repeating: "0", count: 10 - String(o).count) + "\(o) 00000 n \n" }
        out += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
        return Array(out.utf8)
    }()
}
