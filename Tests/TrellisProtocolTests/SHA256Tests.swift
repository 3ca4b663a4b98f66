// SHA-256 against FIPS 180-4's examples and a million-byte message (block boundaries).
import Testing
import TrellisProtocol

@Suite("SHA-256")
struct SHA256Tests {
    @Test("FIPS 180-4 examples: empty, \"abc\", the two-block message; a million 'a's")
    func knownDigests() {
        #expect(SHA256.hex(SHA256.digest([])) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(SHA256.digest(Array("abc".utf8))) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex(SHA256.digest(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(SHA256.hex(SHA256.digest([UInt8](repeating: 0x61, count: 1_000_000)))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test("every length around the 56- and 64-byte padding boundaries gives a distinct 32-byte digest")
    func paddingBoundaries() {
        let digests = (50...130).map { SHA256.digest([UInt8](repeating: 7, count: $0)) }
        #expect(digests.allSatisfy { $0.count == 32 })
        #expect(Set(digests.map(SHA256.hex)).count == digests.count)
    }
}
