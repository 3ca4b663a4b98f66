// The cross-import overlay the Swift toolchain names for Testing + CoreGraphics.
//
// Linux toolchains ship Testing.swiftcrossimport/CoreGraphics.swiftoverlay, which tells the
// compiler to load a module `_Testing_CoreGraphics` whenever a file imports both Testing and
// a module named CoreGraphics — but ship no such module, since Linux has no CoreGraphics.
// With this package's CoreGraphics module (re-exported by TrellisUI), every test file that
// imports Testing would then stop with "no such module '_Testing_CoreGraphics'". On Apple
// platforms that overlay adds image attachments for CGImage; Linux has no CGImage, so this
// module is empty: it only has to exist. The CoreGraphics target depends on it so that it
// is built wherever CoreGraphics is.
