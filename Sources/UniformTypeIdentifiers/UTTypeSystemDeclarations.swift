// The common types Apple's platforms declare, with their place in the hierarchy, filename
// extensions and MIME types (the identifiers and conformances are Apple's public ones), and
// the constants apps name them by (`UTType.png`).
//
// Generated once from a table and then kept by hand: add a type as a row of `all` and a
// constant below it.

/// The system's type declarations on Linux.
enum UTTypeSystemDeclarations {
    private static func d(_ identifier: String, _ conformsTo: [String], _ extensions: [String] = [],
                          _ mimeTypes: [String] = [], _ description: String) -> UTTypeDeclaration {
        UTTypeDeclaration(identifier: identifier, conformsTo: conformsTo, filenameExtensions: extensions,
                          mimeTypes: mimeTypes, description: description, origin: .system)
    }

    /// Every declaration; the first type to declare a tag is its preferred type.
    static let all: [UTTypeDeclaration] = [
        d("public.item", [], [], [], "item"),
        d("public.content", ["public.item"], [], [], "content"),
        d("public.composite-content", ["public.content"], [], [], "composite content"),
        d("public.data", ["public.item"], [], [], "data"),
        d("public.disk-image", ["public.archive"], [], [], "disk image"),
        d("public.directory", ["public.item"], [], [], "directory"),
        d("public.folder", ["public.directory"], [], ["inode/directory"], "folder"),
        d("public.volume", ["public.folder"], [], [], "volume"),
        d("com.apple.package", ["public.directory"], [], [], "package"),
        d("com.apple.bundle", ["public.directory"], [], [], "bundle"),
        d("com.apple.resolvable", ["public.item"], [], [], "resolvable item"),
        d("public.symlink", ["public.item", "com.apple.resolvable"], [], ["inode/symlink"], "symbolic link"),
        d("com.apple.alias-file", ["public.data", "com.apple.resolvable"], [], [], "alias"),
        d("public.url", ["public.data"], [], [], "URL"),
        d("public.file-url", ["public.url"], [], [], "file URL"),
        d("com.apple.bookmark", ["public.data"], [], [], "URL bookmark data"),
        d("public.text", ["public.data", "public.content"], [], [], "text"),
        d("public.plain-text", ["public.text"], ["txt", "text"], ["text/plain"], "plain text document"),
        d("public.utf8-plain-text", ["public.plain-text"], [], ["text/plain;charset=utf-8"], "Unicode (UTF-8) text"),
        d("public.utf16-external-plain-text", ["public.plain-text"], [], [], "Unicode (UTF-16 with byte-order mark) text"),
        d("public.utf16-plain-text", ["public.plain-text"], [], [], "Unicode (UTF-16) text"),
        d("public.delimited-values-text", ["public.text"], [], [], "delimited values text"),
        d("public.comma-separated-values-text", ["public.delimited-values-text"], ["csv"], ["text/csv", "text/comma-separated-values"], "comma-separated values"),
        d("public.tab-separated-values-text", ["public.delimited-values-text"], ["tsv"], ["text/tab-separated-values"], "tab-separated values"),
        d("public.utf8-tab-separated-values-text", ["public.tab-separated-values-text"], [], [], "Unicode (UTF-8) tab-separated values"),
        d("public.rtf", ["public.text"], ["rtf"], ["text/rtf", "application/rtf"], "rich text (RTF) document"),
        d("public.html", ["public.text"], ["html", "htm", "shtml"], ["text/html"], "HTML text"),
        d("public.xml", ["public.text"], ["xml"], ["application/xml", "text/xml"], "XML text"),
        d("public.yaml", ["public.text"], ["yaml", "yml"], ["application/x-yaml", "text/yaml"], "YAML"),
        d("public.css", ["public.text"], ["css"], ["text/css"], "CSS style sheet"),
        d("public.json", ["public.text"], ["json"], ["application/json"], "JSON"),
        d("public.geojson", ["public.json"], ["geojson"], ["application/geo+json"], "GeoJSON"),
        d("com.apple.property-list", ["public.data"], ["plist"], [], "property list"),
        d("com.apple.xml-property-list", ["public.xml", "com.apple.property-list"], [], [], "XML property list"),
        d("com.apple.binary-property-list", ["com.apple.property-list"], [], [], "binary property list"),
        d("public.source-code", ["public.plain-text"], [], [], "source code"),
        d("public.script", ["public.source-code"], [], [], "script"),
        d("public.shell-script", ["public.script"], ["sh", "command"], ["application/x-sh", "text/x-shellscript"], "shell script"),
        d("public.python-script", ["public.script"], ["py"], ["text/x-python-script", "text/x-python"], "Python script"),
        d("public.ruby-script", ["public.script"], ["rb"], ["text/x-ruby-script", "text/x-ruby"], "Ruby script"),
        d("public.perl-script", ["public.script"], ["pl", "pm"], ["text/x-perl-script"], "Perl script"),
        d("public.php-script", ["public.script"], ["php"], ["text/php"], "PHP script"),
        d("com.netscape.javascript-source", ["public.script"], ["js", "mjs"], ["text/javascript", "application/javascript"], "JavaScript script"),
        d("public.make-source", ["public.script"], [], [], "makefile"),
        d("public.swift-source", ["public.source-code"], ["swift"], [], "Swift source"),
        d("public.c-source", ["public.source-code"], ["c"], ["text/x-c"], "C source"),
        d("public.c-header", ["public.source-code"], ["h"], [], "C header"),
        d("public.c-plus-plus-source", ["public.source-code"], ["cpp", "cc", "cxx", "c++"], ["text/x-c++src"], "C++ source"),
        d("public.c-plus-plus-header", ["public.source-code"], ["hpp", "hh", "hxx", "h++"], [], "C++ header"),
        d("public.objective-c-source", ["public.source-code"], ["m"], [], "Objective-C source"),
        d("public.objective-c-plus-plus-source", ["public.source-code"], ["mm"], [], "Objective-C++ source"),
        d("public.assembly-source", ["public.source-code"], ["s"], [], "assembly source"),
        d("public.log", ["public.plain-text"], ["log"], [], "log file"),
        d("public.vcard", ["public.text", "public.contact"], ["vcf", "vcard"], ["text/vcard", "text/x-vcard"], "vCard"),
        d("public.contact", ["public.item"], [], [], "contact"),
        d("public.calendar-event", ["public.item"], [], [], "calendar event"),
        d("public.to-do-item", ["public.item"], [], [], "to-do item"),
        d("public.message", ["public.item"], [], [], "message"),
        d("public.email-message", ["public.message"], ["eml"], ["message/rfc822"], "e-mail message"),
        d("public.image", ["public.data", "public.content"], [], [], "image"),
        d("public.png", ["public.image"], ["png"], ["image/png"], "PNG image"),
        d("public.jpeg", ["public.image"], ["jpeg", "jpg", "jpe"], ["image/jpeg"], "JPEG image"),
        d("com.compuserve.gif", ["public.image"], ["gif"], ["image/gif"], "GIF image"),
        d("public.tiff", ["public.image"], ["tiff", "tif"], ["image/tiff"], "TIFF image"),
        d("com.microsoft.bmp", ["public.image"], ["bmp"], ["image/bmp"], "Windows bitmap image"),
        d("com.microsoft.ico", ["public.image"], ["ico"], ["image/vnd.microsoft.icon", "image/x-icon"], "Windows icon image"),
        d("public.svg-image", ["public.image"], ["svg", "svgz"], ["image/svg+xml"], "SVG image"),
        d("org.webmproject.webp", ["public.image"], ["webp"], ["image/webp"], "WebP image"),
        d("public.heif", ["public.image"], ["heif"], ["image/heif"], "HEIF image"),
        d("public.heic", ["public.image"], ["heic"], ["image/heic"], "HEIC image"),
        d("public.camera-raw-image", ["public.image"], [], [], "camera raw image"),
        d("com.apple.live-photo", ["public.item"], [], [], "Live Photo"),
        d("com.adobe.pdf", ["public.data", "public.composite-content"], ["pdf"], ["application/pdf"], "PDF document"),
        d("org.idpf.epub-container", ["public.data", "public.composite-content"], ["epub"], ["application/epub+zip"], "EPUB document"),
        d("com.apple.rtfd", ["com.apple.package", "public.composite-content"], ["rtfd"], [], "rich text with attachments (RTFD) document"),
        d("com.apple.flat-rtfd", ["public.data", "public.composite-content"], [], [], "flat rich text with attachments document"),
        d("public.spreadsheet", ["public.content"], [], [], "spreadsheet"),
        d("public.presentation", ["public.composite-content"], [], [], "presentation"),
        d("public.database", ["public.item"], [], [], "database"),
        d("public.font", ["public.data", "public.content"], [], [], "font"),
        d("public.3d-content", ["public.content"], [], [], "3D content"),
        d("com.pixar.universal-scene-description", ["public.3d-content", "public.data"], ["usd"], [], "Universal Scene Description"),
        d("com.pixar.universal-scene-description-mobile", ["public.3d-content", "public.data"], ["usdz"], ["model/vnd.usdz+zip"], "Universal Scene Description package"),
        d("public.audiovisual-content", ["public.data", "public.content"], [], [], "audiovisual content"),
        d("public.movie", ["public.audiovisual-content"], [], [], "movie"),
        d("public.video", ["public.movie"], [], [], "video"),
        d("public.audio", ["public.audiovisual-content"], [], [], "audio"),
        d("com.apple.quicktime-movie", ["public.movie"], ["mov", "qt"], ["video/quicktime"], "QuickTime movie"),
        d("public.mpeg", ["public.movie"], ["mpg", "mpeg", "m75", "m15"], ["video/mpeg"], "MPEG movie"),
        d("public.mpeg-2-video", ["public.movie"], ["m2v"], ["video/mpeg2"], "MPEG-2 video"),
        d("public.mpeg-2-transport-stream", ["public.movie"], ["ts"], ["video/mp2t"], "MPEG-2 transport stream"),
        d("public.mpeg-4", ["public.movie"], ["mp4", "mp4v", "mpeg4"], ["video/mp4"], "MPEG-4 movie"),
        d("public.mpeg-4-audio", ["public.mpeg-4", "public.audio"], ["m4a"], ["audio/mp4", "audio/x-m4a"], "MPEG-4 audio"),
        d("com.apple.protected-mpeg-4-audio", ["public.audio"], ["m4p"], [], "protected MPEG-4 audio"),
        d("com.apple.protected-mpeg-4-video", ["com.apple.m4v-video"], [], [], "protected MPEG-4 video"),
        d("com.apple.m4v-video", ["public.mpeg-4"], ["m4v"], ["video/x-m4v"], "MPEG-4 video (M4V)"),
        d("public.avi", ["public.movie"], ["avi"], ["video/avi", "video/x-msvideo"], "AVI movie"),
        d("public.mp3", ["public.audio"], ["mp3"], ["audio/mpeg", "audio/mp3"], "MP3 audio"),
        d("com.microsoft.waveform-audio", ["public.audio"], ["wav", "wave"], ["audio/wav", "audio/vnd.wave", "audio/x-wav"], "Waveform audio"),
        d("public.aiff-audio", ["public.audio"], ["aiff", "aif"], ["audio/aiff", "audio/x-aiff"], "AIFF audio"),
        d("public.midi-audio", ["public.audio"], ["mid", "midi"], ["audio/midi"], "MIDI audio"),
        d("public.playlist", ["public.item"], [], [], "playlist"),
        d("public.m3u-playlist", ["public.playlist", "public.plain-text"], ["m3u", "m3u8"], ["audio/mpegurl", "audio/x-mpegurl"], "M3U playlist"),
        d("public.archive", ["public.data"], [], [], "archive"),
        d("public.zip-archive", ["public.archive"], ["zip"], ["application/zip"], "ZIP archive"),
        d("org.gnu.gnu-zip-archive", ["public.archive"], ["gz", "gzip"], ["application/gzip", "application/x-gzip"], "gzip archive"),
        d("public.bzip2-archive", ["public.archive"], ["bz2", "bzip2"], ["application/x-bzip2"], "bzip2 archive"),
        d("com.apple.archive", ["public.archive"], ["aar"], [], "Apple archive"),
        d("public.executable", ["public.item"], [], [], "executable"),
        d("public.unix-executable", ["public.data", "public.executable"], [], [], "Unix executable"),
        d("com.microsoft.windows-executable", ["public.data", "public.executable"], ["exe"], ["application/x-msdownload"], "Windows executable"),
        d("com.apple.application", ["public.executable"], [], [], "application"),
        d("com.apple.application-bundle", ["com.apple.application", "com.apple.bundle", "com.apple.package"], ["app"], [], "application bundle"),
        d("com.apple.framework", ["com.apple.bundle"], ["framework"], [], "framework"),
        d("public.x509-certificate", ["public.data"], ["cer", "crt", "der"], ["application/x-x509-ca-cert", "application/pkix-cert"], "X.509 certificate"),
        d("com.rsa.pkcs-12", ["public.data"], ["p12", "pfx"], ["application/x-pkcs12"], "PKCS #12 archive"),
    ]
}

extension UTType {
    /// Item (`public.item`).
    public static let item = UTType(declared: "public.item")
    /// Content (`public.content`).
    public static let content = UTType(declared: "public.content")
    /// Composite content (`public.composite-content`).
    public static let compositeContent = UTType(declared: "public.composite-content")
    /// Data (`public.data`).
    public static let data = UTType(declared: "public.data")
    /// Disk image (`public.disk-image`).
    public static let diskImage = UTType(declared: "public.disk-image")
    /// Directory (`public.directory`).
    public static let directory = UTType(declared: "public.directory")
    /// Folder (`public.folder`).
    public static let folder = UTType(declared: "public.folder")
    /// Volume (`public.volume`).
    public static let volume = UTType(declared: "public.volume")
    /// Package (`com.apple.package`).
    public static let package = UTType(declared: "com.apple.package")
    /// Bundle (`com.apple.bundle`).
    public static let bundle = UTType(declared: "com.apple.bundle")
    /// Resolvable item (`com.apple.resolvable`).
    public static let resolvable = UTType(declared: "com.apple.resolvable")
    /// Symbolic link (`public.symlink`).
    public static let symbolicLink = UTType(declared: "public.symlink")
    /// Alias (`com.apple.alias-file`).
    public static let aliasFile = UTType(declared: "com.apple.alias-file")
    /// URL (`public.url`).
    public static let url = UTType(declared: "public.url")
    /// File URL (`public.file-url`).
    public static let fileURL = UTType(declared: "public.file-url")
    /// URL bookmark data (`com.apple.bookmark`).
    public static let urlBookmarkData = UTType(declared: "com.apple.bookmark")
    /// Text (`public.text`).
    public static let text = UTType(declared: "public.text")
    /// Plain text document (`public.plain-text`).
    public static let plainText = UTType(declared: "public.plain-text")
    /// Unicode (UTF-8) text (`public.utf8-plain-text`).
    public static let utf8PlainText = UTType(declared: "public.utf8-plain-text")
    /// Unicode (UTF-16 with byte-order mark) text (`public.utf16-external-plain-text`).
    public static let utf16ExternalPlainText = UTType(declared: "public.utf16-external-plain-text")
    /// Unicode (UTF-16) text (`public.utf16-plain-text`).
    public static let utf16PlainText = UTType(declared: "public.utf16-plain-text")
    /// Delimited values text (`public.delimited-values-text`).
    public static let delimitedText = UTType(declared: "public.delimited-values-text")
    /// Comma-separated values (`public.comma-separated-values-text`).
    public static let commaSeparatedText = UTType(declared: "public.comma-separated-values-text")
    /// Tab-separated values (`public.tab-separated-values-text`).
    public static let tabSeparatedText = UTType(declared: "public.tab-separated-values-text")
    /// Unicode (UTF-8) tab-separated values (`public.utf8-tab-separated-values-text`).
    public static let utf8TabSeparatedText = UTType(declared: "public.utf8-tab-separated-values-text")
    /// Rich text (RTF) document (`public.rtf`).
    public static let rtf = UTType(declared: "public.rtf")
    /// HTML text (`public.html`).
    public static let html = UTType(declared: "public.html")
    /// XML text (`public.xml`).
    public static let xml = UTType(declared: "public.xml")
    /// YAML (`public.yaml`).
    public static let yaml = UTType(declared: "public.yaml")
    /// CSS style sheet (`public.css`).
    public static let css = UTType(declared: "public.css")
    /// JSON (`public.json`).
    public static let json = UTType(declared: "public.json")
    /// GeoJSON (`public.geojson`).
    public static let geoJSON = UTType(declared: "public.geojson")
    /// Property list (`com.apple.property-list`).
    public static let propertyList = UTType(declared: "com.apple.property-list")
    /// XML property list (`com.apple.xml-property-list`).
    public static let xmlPropertyList = UTType(declared: "com.apple.xml-property-list")
    /// Binary property list (`com.apple.binary-property-list`).
    public static let binaryPropertyList = UTType(declared: "com.apple.binary-property-list")
    /// Source code (`public.source-code`).
    public static let sourceCode = UTType(declared: "public.source-code")
    /// Script (`public.script`).
    public static let script = UTType(declared: "public.script")
    /// Shell script (`public.shell-script`).
    public static let shellScript = UTType(declared: "public.shell-script")
    /// Python script (`public.python-script`).
    public static let pythonScript = UTType(declared: "public.python-script")
    /// Ruby script (`public.ruby-script`).
    public static let rubyScript = UTType(declared: "public.ruby-script")
    /// Perl script (`public.perl-script`).
    public static let perlScript = UTType(declared: "public.perl-script")
    /// PHP script (`public.php-script`).
    public static let phpScript = UTType(declared: "public.php-script")
    /// JavaScript script (`com.netscape.javascript-source`).
    public static let javaScript = UTType(declared: "com.netscape.javascript-source")
    /// Makefile (`public.make-source`).
    public static let makefile = UTType(declared: "public.make-source")
    /// Swift source (`public.swift-source`).
    public static let swiftSource = UTType(declared: "public.swift-source")
    /// C source (`public.c-source`).
    public static let cSource = UTType(declared: "public.c-source")
    /// C header (`public.c-header`).
    public static let cHeader = UTType(declared: "public.c-header")
    /// C++ source (`public.c-plus-plus-source`).
    public static let cPlusPlusSource = UTType(declared: "public.c-plus-plus-source")
    /// C++ header (`public.c-plus-plus-header`).
    public static let cPlusPlusHeader = UTType(declared: "public.c-plus-plus-header")
    /// Objective-C source (`public.objective-c-source`).
    public static let objectiveCSource = UTType(declared: "public.objective-c-source")
    /// Objective-C++ source (`public.objective-c-plus-plus-source`).
    public static let objectiveCPlusPlusSource = UTType(declared: "public.objective-c-plus-plus-source")
    /// Assembly source (`public.assembly-source`).
    public static let assemblyLanguageSource = UTType(declared: "public.assembly-source")
    /// Log file (`public.log`).
    public static let log = UTType(declared: "public.log")
    /// VCard (`public.vcard`).
    public static let vCard = UTType(declared: "public.vcard")
    /// Contact (`public.contact`).
    public static let contact = UTType(declared: "public.contact")
    /// Calendar event (`public.calendar-event`).
    public static let calendarEvent = UTType(declared: "public.calendar-event")
    /// To-do item (`public.to-do-item`).
    public static let toDoItem = UTType(declared: "public.to-do-item")
    /// Message (`public.message`).
    public static let message = UTType(declared: "public.message")
    /// E-mail message (`public.email-message`).
    public static let emailMessage = UTType(declared: "public.email-message")
    /// Image (`public.image`).
    public static let image = UTType(declared: "public.image")
    /// PNG image (`public.png`).
    public static let png = UTType(declared: "public.png")
    /// JPEG image (`public.jpeg`).
    public static let jpeg = UTType(declared: "public.jpeg")
    /// GIF image (`com.compuserve.gif`).
    public static let gif = UTType(declared: "com.compuserve.gif")
    /// TIFF image (`public.tiff`).
    public static let tiff = UTType(declared: "public.tiff")
    /// Windows bitmap image (`com.microsoft.bmp`).
    public static let bmp = UTType(declared: "com.microsoft.bmp")
    /// Windows icon image (`com.microsoft.ico`).
    public static let ico = UTType(declared: "com.microsoft.ico")
    /// SVG image (`public.svg-image`).
    public static let svg = UTType(declared: "public.svg-image")
    /// WebP image (`org.webmproject.webp`).
    public static let webP = UTType(declared: "org.webmproject.webp")
    /// HEIF image (`public.heif`).
    public static let heif = UTType(declared: "public.heif")
    /// HEIC image (`public.heic`).
    public static let heic = UTType(declared: "public.heic")
    /// Camera raw image (`public.camera-raw-image`).
    public static let rawImage = UTType(declared: "public.camera-raw-image")
    /// Live Photo (`com.apple.live-photo`).
    public static let livePhoto = UTType(declared: "com.apple.live-photo")
    /// PDF document (`com.adobe.pdf`).
    public static let pdf = UTType(declared: "com.adobe.pdf")
    /// EPUB document (`org.idpf.epub-container`).
    public static let epub = UTType(declared: "org.idpf.epub-container")
    /// Rich text with attachments (RTFD) document (`com.apple.rtfd`).
    public static let rtfd = UTType(declared: "com.apple.rtfd")
    /// Flat rich text with attachments document (`com.apple.flat-rtfd`).
    public static let flatRTFD = UTType(declared: "com.apple.flat-rtfd")
    /// Spreadsheet (`public.spreadsheet`).
    public static let spreadsheet = UTType(declared: "public.spreadsheet")
    /// Presentation (`public.presentation`).
    public static let presentation = UTType(declared: "public.presentation")
    /// Database (`public.database`).
    public static let database = UTType(declared: "public.database")
    /// Font (`public.font`).
    public static let font = UTType(declared: "public.font")
    /// 3D content (`public.3d-content`).
    public static let threeDContent = UTType(declared: "public.3d-content")
    /// Universal Scene Description (`com.pixar.universal-scene-description`).
    public static let usd = UTType(declared: "com.pixar.universal-scene-description")
    /// Universal Scene Description package (`com.pixar.universal-scene-description-mobile`).
    public static let usdz = UTType(declared: "com.pixar.universal-scene-description-mobile")
    /// Audiovisual content (`public.audiovisual-content`).
    public static let audiovisualContent = UTType(declared: "public.audiovisual-content")
    /// Movie (`public.movie`).
    public static let movie = UTType(declared: "public.movie")
    /// Video (`public.video`).
    public static let video = UTType(declared: "public.video")
    /// Audio (`public.audio`).
    public static let audio = UTType(declared: "public.audio")
    /// QuickTime movie (`com.apple.quicktime-movie`).
    public static let quickTimeMovie = UTType(declared: "com.apple.quicktime-movie")
    /// MPEG movie (`public.mpeg`).
    public static let mpeg = UTType(declared: "public.mpeg")
    /// MPEG-2 video (`public.mpeg-2-video`).
    public static let mpeg2Video = UTType(declared: "public.mpeg-2-video")
    /// MPEG-2 transport stream (`public.mpeg-2-transport-stream`).
    public static let mpeg2TransportStream = UTType(declared: "public.mpeg-2-transport-stream")
    /// MPEG-4 movie (`public.mpeg-4`).
    public static let mpeg4Movie = UTType(declared: "public.mpeg-4")
    /// MPEG-4 audio (`public.mpeg-4-audio`).
    public static let mpeg4Audio = UTType(declared: "public.mpeg-4-audio")
    /// Protected MPEG-4 audio (`com.apple.protected-mpeg-4-audio`).
    public static let appleProtectedMPEG4Audio = UTType(declared: "com.apple.protected-mpeg-4-audio")
    /// Protected MPEG-4 video (`com.apple.protected-mpeg-4-video`).
    public static let appleProtectedMPEG4Video = UTType(declared: "com.apple.protected-mpeg-4-video")
    /// MPEG-4 video (M4V) (`com.apple.m4v-video`).
    public static let appleM4V = UTType(declared: "com.apple.m4v-video")
    /// AVI movie (`public.avi`).
    public static let avi = UTType(declared: "public.avi")
    /// MP3 audio (`public.mp3`).
    public static let mp3 = UTType(declared: "public.mp3")
    /// Waveform audio (`com.microsoft.waveform-audio`).
    public static let wav = UTType(declared: "com.microsoft.waveform-audio")
    /// AIFF audio (`public.aiff-audio`).
    public static let aiff = UTType(declared: "public.aiff-audio")
    /// MIDI audio (`public.midi-audio`).
    public static let midi = UTType(declared: "public.midi-audio")
    /// Playlist (`public.playlist`).
    public static let playlist = UTType(declared: "public.playlist")
    /// M3U playlist (`public.m3u-playlist`).
    public static let m3uPlaylist = UTType(declared: "public.m3u-playlist")
    /// Archive (`public.archive`).
    public static let archive = UTType(declared: "public.archive")
    /// ZIP archive (`public.zip-archive`).
    public static let zip = UTType(declared: "public.zip-archive")
    /// Gzip archive (`org.gnu.gnu-zip-archive`).
    public static let gzip = UTType(declared: "org.gnu.gnu-zip-archive")
    /// Bzip2 archive (`public.bzip2-archive`).
    public static let bz2 = UTType(declared: "public.bzip2-archive")
    /// Apple archive (`com.apple.archive`).
    public static let appleArchive = UTType(declared: "com.apple.archive")
    /// Executable (`public.executable`).
    public static let executable = UTType(declared: "public.executable")
    /// Unix executable (`public.unix-executable`).
    public static let unixExecutable = UTType(declared: "public.unix-executable")
    /// Windows executable (`com.microsoft.windows-executable`).
    public static let exe = UTType(declared: "com.microsoft.windows-executable")
    /// Application (`com.apple.application`).
    public static let application = UTType(declared: "com.apple.application")
    /// Application bundle (`com.apple.application-bundle`).
    public static let applicationBundle = UTType(declared: "com.apple.application-bundle")
    /// Framework (`com.apple.framework`).
    public static let framework = UTType(declared: "com.apple.framework")
    /// X.509 certificate (`public.x509-certificate`).
    public static let x509Certificate = UTType(declared: "public.x509-certificate")
    /// PKCS #12 archive (`com.rsa.pkcs-12`).
    public static let pkcs12 = UTType(declared: "com.rsa.pkcs-12")
}
