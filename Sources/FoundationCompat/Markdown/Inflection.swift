// Automatic grammar agreement in Markdown (iOS 15): `^[text](inflect: true)` — most often
// `Text("^[\(count) note](inflect: true)")` — shows the text with its noun agreeing with
// the number before it: "1 note", "3 notes". Foundation inflects many languages with its
// grammar engine; this handles English, the language of the app's literals when it has
// no translations, and shows any other bracketed text as written.

package enum Inflection {
    /// `source` with every `^[text](attributes)` replaced by its text, inflected when the
    /// attributes say `inflect: true` (other attributes are dropped: there is nothing to
    /// show them with).
    package static func applyingAttributeSyntax(_ source: String) -> String {
        guard source.contains("^[") else { return source }
        let chars = Array(source)
        var out = ""
        var i = 0
        while i < chars.count {
            if chars[i] == "^", i + 1 < chars.count, chars[i + 1] == "[",
               let close = chars[(i + 2)...].firstIndex(of: "]"), close + 1 < chars.count, chars[close + 1] == "(",
               let end = chars[(close + 2)...].firstIndex(of: ")") {
                let text = String(chars[(i + 2)..<close])
                let attributes = String(chars[(close + 2)..<end]).filter { !$0.isWhitespace }
                out += attributes.contains("inflect:true") ? inflected(text) : text
                i = end + 1
            } else {
                out.append(chars[i])
                i += 1
            }
        }
        return out
    }

    /// `text` with the word after its first number in the plural unless the number is 1
    /// ("2 apple" → "2 apples"; "1 apples" → "1 apple").
    package static func inflected(_ text: String) -> String {
        var words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard let k = words.firstIndex(where: { Double($0.filter { $0 != "," }) != nil }), k + 1 < words.count else { return text }
        let number = Double(words[k].filter { $0 != "," }) ?? 0
        let word = words[k + 1]
        guard word.first?.isLetter == true else { return text }
        words[k + 1] = number == 1 ? singular(word) : plural(word)
        return words.joined(separator: " ")
    }

    private static let irregular: [String: String] = [
        "person": "people", "child": "children", "man": "men", "woman": "women", "mouse": "mice",
        "foot": "feet", "tooth": "teeth", "goose": "geese", "ox": "oxen", "leaf": "leaves", "life": "lives",
        "knife": "knives", "wife": "wives", "half": "halves", "shelf": "shelves", "loaf": "loaves",
        "sheep": "sheep", "fish": "fish", "series": "series", "species": "species",
    ]

    /// The English plural of `word`, keeping its capitalisation.
    package static func plural(_ word: String) -> String {
        let lower = word.lowercased()
        if let p = irregular[lower] { return matchingCase(p, word) }
        if irregular.values.contains(lower) { return word }   // already plural
        let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
        if lower.hasSuffix("y"), lower.count > 1, !vowels.contains(lower.dropLast().last!) {
            return String(word.dropLast()) + matchingCase("ies", word)
        }
        if ["s", "x", "z", "ch", "sh"].contains(where: { lower.hasSuffix($0) }) {
            // "notes" given to a count of 2: already plural.
            if lower.hasSuffix("s"), !lower.hasSuffix("ss"), !lower.hasSuffix("us"), !lower.hasSuffix("is") { return word }
            return word + matchingCase("es", word)
        }
        return word + matchingCase("s", word)
    }

    /// The English singular of `word` (for a count of 1 written in the plural).
    package static func singular(_ word: String) -> String {
        let lower = word.lowercased()
        if let s = irregular.first(where: { $0.value == lower && $0.key != lower })?.key { return matchingCase(s, word) }
        if irregular[lower] != nil { return word }
        if lower.hasSuffix("ies"), lower.count > 3 { return String(word.dropLast(3)) + matchingCase("y", word) }
        if ["ches", "shes", "xes", "zes", "sses"].contains(where: { lower.hasSuffix($0) }) { return String(word.dropLast(2)) }
        if lower.hasSuffix("s"), !lower.hasSuffix("ss"), !lower.hasSuffix("us"), !lower.hasSuffix("is") { return String(word.dropLast()) }
        return word
    }

    /// `suffix` in upper case when `word` is all upper case.
    private static func matchingCase(_ suffix: String, _ word: String) -> String {
        word.count > 1 && word == word.uppercased() ? suffix.uppercased() : suffix
    }
}
