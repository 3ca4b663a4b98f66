// UITextChecker: spelling checked against the system's word lists. Apple checks with its
// own dictionaries; a Linux desktop has the plain word lists of the `wamerican`/`wbritish`
// packages in /usr/share/dict (one word per line, inflected forms included), which is what
// games such as "is this a real word?" need. Without a list for the language nothing is
// reported misspelled (logged once), as a checker for a language it lacks.
import Foundation

/// Finds misspelled words in a string and offers guesses and completions for a word.
open class UITextChecker: NSObject {
    /// Words this checker ignores from now on (per instance, as in UIKit).
    open var ignoredWords: [String]? {
        get { ignored.isEmpty ? nil : Array(ignored) }
        set { ignored = Set(newValue ?? []) }
    }
    private var ignored: Set<String> = []

    public override init() { super.init() }

    /// The languages a word list is installed for ("en_US", "en_GB").
    open class var availableLanguages: [String] {
        WordLists.files.filter { FileManager.default.fileExists(atPath: $0.path) }.map(\.language)
    }

    /// The range of the first misspelled word in `range` of `stringToCheck` that starts at
    /// or after `startingOffset` (UTF-16 offsets), continuing from the start of `range`
    /// when `wrapFlag` is set; `location` is `NSNotFound` when every word is spelled right.
    open func rangeOfMisspelledWord(in stringToCheck: String, range: NSRange, startingAt startingOffset: Int,
                                    wrap wrapFlag: Bool, language: String) -> NSRange {
        let notFound = NSRange(location: NSNotFound, length: 0)
        guard let words = WordLists.words(for: language) else { return notFound }
        let units = Array(stringToCheck.utf16)
        let lower = max(0, min(range.location, units.count))
        let upper = max(lower, min(range.location + range.length, units.count))
        let tokens = Self.words(in: units, from: lower, to: upper)
        let misspelled = tokens.filter { !isKnown(String(decoding: units[$0.location..<$0.location + $0.length], as: UTF16.self), in: words) }
        if let hit = misspelled.first(where: { $0.location >= startingOffset }) { return hit }
        if wrapFlag, let hit = misspelled.first { return hit }
        return notFound
    }

    /// Words of the list one edit away from the word at `range` (a letter deleted, added,
    /// replaced, or two swapped), most alike first; nil when the language has no list.
    open func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? {
        guard let words = WordLists.words(for: language), let word = Self.substring(string, range) else { return nil }
        let lower = word.lowercased()
        var found: [String] = []
        for candidate in Self.edits(of: lower) where candidate != lower && words.contains(candidate) && !found.contains(candidate) {
            found.append(candidate)
        }
        return found.sorted { a, b in
            // Same length (a replacement or swap) reads as closer than a letter more or less.
            let da = abs(a.count - lower.count), db = abs(b.count - lower.count)
            return da != db ? da < db : a < b
        }
    }

    /// Words of the list that begin with the partial word at `range`, shortest first
    /// (at most 50); nil when the language has no list.
    open func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? {
        guard let words = WordLists.words(for: language), let prefix = Self.substring(string, range), !prefix.isEmpty else { return nil }
        let hits = words.filter { $0.hasPrefix(prefix) && $0 != prefix }
        return Array(hits.sorted { $0.count != $1.count ? $0.count < $1.count : $0 < $1 }.prefix(50))
    }

    /// Ignores `wordToIgnore` in this checker's later checks.
    open func ignoreWord(_ wordToIgnore: String) { ignored.insert(wordToIgnore) }

    /// Adds `word` to the words every checker of this process accepts.
    open class func learnWord(_ word: String) { WordLists.learned.withLock { _ = $0.insert(word) } }
    /// Removes a word added by `learnWord(_:)`.
    open class func unlearnWord(_ word: String) { WordLists.learned.withLock { _ = $0.remove(word) } }
    /// Whether `word` was added by `learnWord(_:)`.
    open class func hasLearnedWord(_ word: String) -> Bool { WordLists.learned.withLock { $0.contains(word) } }

    private func isKnown(_ word: String, in words: Set<String>) -> Bool {
        if ignored.contains(word) || Self.hasLearnedWord(word) { return true }
        // A word list holds "apple" and "Paris": "Apple" and "APPLE" are right, "paris" is not.
        return words.contains(word) || words.contains(word.lowercased())
            || words.contains(word.prefix(1) + word.dropFirst().lowercased())
    }

    /// The words (letters with inner apostrophes) between `lower` and `upper`; words with
    /// digits are not checked.
    static func words(in units: [UInt16], from lower: Int, to upper: Int) -> [NSRange] {
        func isLetter(_ u: UInt16) -> Bool {
            guard let scalar = Unicode.Scalar(u) else { return true }  // surrogates: part of a word
            return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
        }
        var result: [NSRange] = []
        var i = lower
        while i < upper {
            guard isLetter(units[i]) else { i += 1; continue }
            var j = i
            while j < upper, isLetter(units[j]) || ((units[j] == 0x27 || units[j] == 0x2019) && j + 1 < upper && isLetter(units[j + 1])) {
                j += 1
            }
            let token = String(decoding: units[i..<j], as: UTF16.self)
            if !token.unicodeScalars.contains(where: { $0.properties.numericType != nil }) {
                result.append(NSRange(location: i, length: j - i))
            }
            i = j
        }
        return result
    }

    private static func substring(_ string: String, _ range: NSRange) -> String? {
        let units = Array(string.utf16)
        guard range.location >= 0, range.length >= 0, range.location + range.length <= units.count else { return nil }
        return String(decoding: units[range.location..<range.location + range.length], as: UTF16.self)
    }

    private static func edits(of word: String) -> [String] {
        let letters = Array("abcdefghijklmnopqrstuvwxyz'")
        let chars = Array(word)
        var out: [String] = []
        for i in 0...chars.count {
            for l in letters { out.append(String(chars[..<i] + [l] + chars[i...])) }
            guard i < chars.count else { continue }
            out.append(String(chars[..<i] + chars[(i + 1)...]))
            for l in letters where l != chars[i] { out.append(String(chars[..<i] + [l] + chars[(i + 1)...])) }
            if i + 1 < chars.count { out.append(String(chars[..<i] + [chars[i + 1], chars[i]] + chars[(i + 2)...])) }
        }
        return out
    }
}

/// The installed word lists, read once per language.
enum WordLists {
    struct File { let language: String; let path: String }
    static let files = [File(language: "en_US", path: "/usr/share/dict/american-english"),
                        File(language: "en_GB", path: "/usr/share/dict/british-english")]
    static let learned = Locked<Set<String>>([])
    private static let loaded = Locked<[String: Set<String>?]>([:])

    /// The words for `language` ("en", "en_US", "en-GB"...); nil (logged once) when no list is installed.
    static func words(for language: String) -> Set<String>? {
        let code = language.replacingOccurrences(of: "-", with: "_")
        let candidates = files.filter { $0.language == code } + files.filter { $0.language.hasPrefix(code.prefix(2) + "_") }
        return loaded.withLock { cache in
            if let hit = cache[code] { return hit }
            var words: Set<String>?
            for file in candidates {
                if let text = try? String(contentsOfFile: file.path, encoding: .utf8) {
                    words = Set(text.split(separator: "\n").map(String.init))
                    break
                }
            }
            if words == nil {
                FileHandle.standardError.write(Data("UITextChecker: no word list for \"\(language)\" (install wamerican/wbritish); nothing is reported misspelled\n".utf8))
            }
            cache[code] = .some(words)
            return words
        }
    }
}

/// A value behind a lock (the word lists are read from any thread).
final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()
    init(_ value: Value) { self.value = value }
    func withLock<R>(_ body: (inout Value) -> R) -> R {
        lock.lock(); defer { lock.unlock() }
        return body(&value)
    }
}
