// The contract lives in the repository: the DocC article defines every rule id, and every
// rule a test names is defined there (a test cannot cite a rule that does not exist).
import Foundation
import Testing

extension TrellisUITests {
    @Suite struct ContractDocument {
        static let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

        static func ruleIDs(in text: String) -> Set<Int> {
            var ids = Set<Int>()
            let scalars = Array(text.unicodeScalars)
            var i = 0
            while i < scalars.count {
                if scalars[i] == "S", i + 1 < scalars.count, ("0"..."9").contains(scalars[i + 1]),
                   i == 0 || !CharacterSet.alphanumerics.contains(scalars[i - 1]) {
                    var j = i + 1
                    var n = 0
                    while j < scalars.count, let d = Int(String(scalars[j])), ("0"..."9").contains(scalars[j]) { n = n * 10 + d; j += 1 }
                    ids.insert(n)
                    i = j
                } else {
                    i += 1
                }
            }
            return ids
        }

        @Test("the Semantics article defines S1 to S31, each once, in order")
        func articleDefinesEveryRule() throws {
            let text = try String(contentsOf: Self.root.appendingPathComponent("Sources/TrellisUI/TrellisUI.docc/Semantics.md"),
                                  encoding: .utf8)
            let defined = text.split(separator: "\n").compactMap { line -> Int? in
                guard line.hasPrefix("- **S") else { return nil }
                return Int(line.dropFirst(5).prefix { $0.isNumber })
            }
            #expect(defined == Array(1...31))
        }

        @Test("every rule id a test names is defined in the article, and every rule is named by a test")
        func testsNameOnlyDefinedRules() throws {
            var named = Set<Int>()
            let tests = Self.root.appendingPathComponent("Tests")
            let files = FileManager.default.enumerator(atPath: tests.path)?.compactMap { $0 as? String } ?? []
            for f in files where f.hasSuffix(".swift") {
                let text = try String(contentsOf: tests.appendingPathComponent(f), encoding: .utf8)
                for line in text.split(separator: "\n") where line.contains("@Test(\"") || line.contains("@Suite(\"") {
                    named.formUnion(Self.ruleIDs(in: String(line)))
                }
            }
            #expect(!named.isEmpty)
            #expect(named.isSubset(of: Set(1...31)), "tests name undefined rules: \(named.subtracting(1...31).sorted())")
            #expect(named.isSuperset(of: Set(1...31)), "rules no test names: \(Set(1...31).subtracting(named).sorted())")
        }
    }
}
