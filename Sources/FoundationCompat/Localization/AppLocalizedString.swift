// What `NSLocalizedString` should answer for a ported app. On Linux an app's `*.lproj`
// folders and String Catalogs are in SwiftPM's resource bundle beside the executable, where
// Foundation's lookup in `Bundle.main` does not look, so `NSLocalizedString("KEY", comment:)`
// showed its key. A function of the same signature here would be ambiguous with
// Foundation's in every file that sees both, so `trellis port` instead writes one into the
// app's own module (which shadows Foundation's) that calls this.
import Foundation

#if !canImport(Darwin)
/// `NSLocalizedString`'s answer from the app's tables: the translation of `key` for the
/// user's languages from `tableName` (nil or empty: `Localizable`) of `bundle`, as written,
/// its format specifiers left for `String(format:)`; else what Foundation's lookup answers
/// (`value` when it is not empty, else `key`).
public func appLocalizedString(_ key: String, tableName: String? = nil, bundle: Bundle = Bundle.main,
                               value: String = "", comment: String = "") -> String {
    if let s = StringTables.of(bundle).template(key, table: tableName) { return s }
    return NSLocalizedString(key, tableName: tableName, bundle: bundle, value: value, comment: comment)
}
#endif
