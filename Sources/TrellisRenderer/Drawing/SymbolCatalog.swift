// SF Symbols names → an icon of the Adwaita symbolic set (GNOME, CC-BY-SA 3.0 / LGPL-3)
// plus a one-cell Unicode fallback. Pure data and name parsing: no file is read here except
// by `iconPath`, and nothing is drawn (the raster backend draws; the terminal uses `glyph`).

#if canImport(Glibc)
import Glibc
#endif

/// What a backend draws for `Image(systemName:)`.
public struct SymbolIcon: Sendable, Equatable {
    /// A shape drawn around or behind the icon, from the name's `.circle`, `.circle.fill`,
    /// `.square`, `.square.fill` suffix.
    public enum Frame: Sendable, Equatable {
        case none, circle, circleFill, square, squareFill
    }

    /// The Adwaita icon's name without `-symbolic.svg`; or a shape Trellis draws itself:
    /// `@circle`, `@square` (the frame only), `@arrow` (an arrow pointing at `angle`),
    /// `@flame`, `@bolt` (Adwaita has no flame or plain lightning bolt), `@glyph` (`glyph`
    /// drawn with the font: `?`, `$`, `⌘`, …).
    public var icon: String
    /// One terminal cell; drawn with the font when the icon file is missing.
    public var glyph: String
    public var frame: Frame
    /// A diagonal stroke across the icon (`.slash`).
    public var slash: Bool
    /// The SVG's translucent parts are drawn opaque (Adwaita draws some outline icons,
    /// such as the unset star, at a third of the colour).
    public var solid: Bool
    /// Degrees, clockwise from pointing right; `@arrow` only.
    public var angle: Double
    /// The name ends in `.fill` (`@circle` and `@square` are then filled).
    public var filled: Bool

    /// Whether the icon is a shape Trellis draws, not an SVG file.
    public var isDrawn: Bool { icon.hasPrefix("@") }
}

/// The symbol names Trellis draws, and how.
///
/// `names` is the catalog the docs list (SymbolCatalog.md). A name not in it still
/// resolves when it is a catalog name plus variant suffixes (`.fill`, `.circle`,
/// `.circle.fill`, `.square`, `.square.fill`, `.slash`): `gearshape.circle.fill` is the gear
/// knocked out of a filled disc.
public enum SymbolCatalog {
    /// The icon `name` is drawn with, or nil for a name outside the catalog.
    public static func resolve(_ name: String) -> SymbolIcon? {
        if let exact = entries[name] { return exact }
        var parts = name.split(separator: ".").map(String.init)
        var filled = false, frame: SymbolIcon.Frame = .none, slash = false
        if parts.count > 1, parts.last == "fill" { filled = true; parts.removeLast() }
        if parts.count > 1, let last = parts.last, last == "circle" || last == "square" {
            frame = last == "circle" ? (filled ? .circleFill : .circle) : (filled ? .squareFill : .square)
            parts.removeLast()
        }
        if parts.count > 1, parts.last == "slash" { slash = true; parts.removeLast() }
        guard frame != .none || slash || filled else { return nil }
        let base = parts.joined(separator: ".")
        // Letters and numbers in a circle or square (`a.circle`, `e.square.fill`,
        // `12.circle`): the character drawn in the frame, as SF Symbols has them.
        if frame != .none, entries[base] == nil, isLetterOrNumber(base) {
            return SymbolIcon(icon: "@glyph", glyph: base.uppercased(), frame: frame, slash: false, solid: false, angle: 0, filled: filled)
        }
        // A filled frame holds the plain glyph knocked out; otherwise the filled icon where
        // the catalog has one.
        let wantFill = filled && frame == .none
        // A listed `….slash` name (Adwaita's own crossed-out icon) before a drawn slash.
        let slashed = slash ? entries[base + ".slash"] : nil
        guard var icon = slashed ?? (wantFill ? entries[base + ".fill"] : nil) ?? entries[base] else { return nil }
        if filled { icon.filled = true }
        if frame != .none { icon.frame = frame }
        if slash && slashed == nil { icon.slash = true }
        return icon
    }

    /// A single letter a–z or a number 0–50: the characters SF Symbols draws in frames.
    static func isLetterOrNumber(_ s: String) -> Bool {
        if s.count == 1, let c = s.unicodeScalars.first, ("a"..."z").contains(c) { return true }
        if let n = Int(s), (0...50).contains(n), String(n) == s { return true }
        return false
    }

    /// The one-cell character for `name` (the terminal's symbol), `□` for an unknown name.
    public static func glyph(for name: String) -> String { resolve(name)?.glyph ?? "□" }

    /// Where the Adwaita icon theme's scalable icons are (`TRELLIS_SYMBOL_ICONS` overrides,
    /// for machines with the theme elsewhere and for tests of a machine without it).
    public static var themeDirectory: String {
        if let p = getenv("TRELLIS_SYMBOL_ICONS") { return String(cString: p) }
        return "/usr/share/icons/Adwaita/scalable"
    }

    /// The theme's context folders, where symbolic icons are.
    static let contexts = ["actions", "apps", "categories", "devices", "emblems", "emotes", "legacy",
                           "mimetypes", "places", "status", "ui"]

    /// The SVG file of Adwaita icon `icon` under `directory`, or nil when there is none.
    public static func iconPath(_ icon: String, in directory: String = themeDirectory) -> String? {
        for c in contexts {
            let path = directory + "/" + c + "/" + icon + "-symbolic.svg"
            if access(path, R_OK) == 0 { return path }
        }
        return nil
    }

    /// Every catalog name, in the order of the table (grouped by subject).
    public static let names: [String] = parsed.names

    /// Catalog entries by name.
    public static let entries: [String: SymbolIcon] = parsed.entries

    private static let parsed: (names: [String], entries: [String: SymbolIcon]) = {
        var names: [String] = [], entries: [String: SymbolIcon] = [:]
        for line in table.split(separator: "\n") where !line.hasPrefix("#") {
            let cols = line.split(separator: "|", omittingEmptySubsequences: false)
                .map { String($0.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) }
            guard cols.count == 3 else { continue }
            var iconSpec = cols[0], literal = false, solid = false, angle = 0.0
            var slashed = false
            while let f = iconSpec.last, f == "=" || f == "*" || f == "/" {
                if f == "=" { literal = true } else if f == "/" { slashed = true } else { solid = true }
                iconSpec.removeLast()
            }
            if let colon = iconSpec.firstIndex(of: ":") {
                angle = Double(iconSpec[iconSpec.index(after: colon)...]) ?? 0
                iconSpec = String(iconSpec[..<colon])
            }
            for n in cols[2].split(separator: " ").map(String.init) {
                var e = SymbolIcon(icon: iconSpec, glyph: cols[1], frame: .none, slash: false, solid: solid, angle: angle,
                                   filled: n.hasSuffix(".fill"))
                if !literal { (e.frame, e.slash) = suffixes(of: n) }
                if slashed { e.slash = false }
                names.append(n)
                entries[n] = e
            }
        }
        return (names, entries)
    }()

    /// The frame and slash a catalog name's own suffixes ask for.
    static func suffixes(of name: String) -> (SymbolIcon.Frame, Bool) {
        var parts = name.split(separator: ".").map(String.init)
        var filled = false, frame: SymbolIcon.Frame = .none
        if parts.count > 1, parts.last == "fill" { filled = true; parts.removeLast() }
        if parts.count > 1, let last = parts.last, last == "circle" || last == "square" {
            frame = last == "circle" ? (filled ? .circleFill : .circle) : (filled ? .squareFill : .square)
            parts.removeLast()
        }
        return (frame, parts.count > 1 && parts.last == "slash")
    }

    /// `icon[:angle][=][/][*] | glyph | names`. `=`: the icon already is the whole symbol (no
    /// frame or slash is drawn from the names' suffixes); `/`: the icon already shows the
    /// slash (frames are still drawn); `*`: drawn opaque (`solid`).
    static let table = """
    # Chevrons and arrows
    go-next | › | chevron.right chevron.forward chevron.compact.right chevron.right.circle chevron.right.circle.fill chevron.forward.circle chevron.forward.circle.fill chevron.right.square chevron.right.square.fill
    go-previous | ‹ | chevron.left chevron.backward chevron.compact.left chevron.left.circle chevron.left.circle.fill chevron.backward.circle chevron.backward.circle.fill chevron.left.square chevron.left.square.fill
    go-up | ˄ | chevron.up chevron.compact.up chevron.up.circle chevron.up.circle.fill chevron.up.square
    go-down | ˅ | chevron.down chevron.compact.down chevron.down.circle chevron.down.circle.fill chevron.down.square
    mail-send-receive | ↕ | chevron.up.chevron.down arrow.up.arrow.down arrow.up.and.down arrow.up.arrow.down.circle arrow.up.arrow.down.square
    pan-end | ▸ | arrowtriangle.right arrowtriangle.right.fill arrowtriangle.forward arrowtriangle.forward.fill arrowtriangle.right.circle arrowtriangle.right.circle.fill
    pan-start | ◂ | arrowtriangle.left arrowtriangle.left.fill arrowtriangle.backward arrowtriangle.backward.fill arrowtriangle.left.circle.fill
    pan-up | ▴ | arrowtriangle.up arrowtriangle.up.fill arrowtriangle.up.circle arrowtriangle.up.circle.fill
    pan-down | ▾ | arrowtriangle.down arrowtriangle.down.fill arrowtriangle.down.circle arrowtriangle.down.circle.fill
    @arrow:0 | → | arrow.right arrow.forward arrow.right.circle arrow.right.circle.fill arrow.forward.circle arrow.forward.circle.fill arrow.right.square arrow.right.square.fill
    @arrow:180 | ← | arrow.left arrow.backward arrow.left.circle arrow.left.circle.fill arrow.backward.circle arrow.backward.circle.fill arrow.left.square arrow.left.square.fill
    @arrow:270 | ↑ | arrow.up arrow.up.circle arrow.up.circle.fill arrow.up.square arrow.up.square.fill
    @arrow:90 | ↓ | arrow.down arrow.down.circle arrow.down.circle.fill arrow.down.square arrow.down.square.fill
    @arrow:315 | ↗ | arrow.up.right arrow.up.forward arrow.up.right.circle arrow.up.right.circle.fill arrow.up.right.square arrow.up.right.square.fill arrow.up.forward.square
    @arrow:225 | ↖ | arrow.up.left arrow.up.backward
    @arrow:45 | ↘ | arrow.down.right arrow.down.forward
    @arrow:135 | ↙ | arrow.down.left arrow.down.backward
    network-transmit-receive* | ⇄ | arrow.left.arrow.right arrow.right.arrow.left arrow.left.arrow.right.circle arrow.left.arrow.right.square arrow.2.squarepath
    object-flip-horizontal | ↔ | arrow.left.and.right arrow.left.and.right.circle
    view-refresh | ↻ | arrow.clockwise arrow.clockwise.circle arrow.clockwise.circle.fill arrow.triangle.2.circlepath.circle
    object-rotate-left | ↺ | arrow.counterclockwise arrow.counterclockwise.circle arrow.counterclockwise.circle.fill rotate.left
    object-rotate-right | ↻ | rotate.right rotate.3d
    emblem-synchronizing | ⟳ | arrow.triangle.2.circlepath arrow.2.circlepath arrow.triangle.2.circlepath.circle.fill arrow.2.circlepath.circle
    edit-undo | ↶ | arrow.uturn.backward arrow.uturn.left arrow.uturn.backward.circle arrow.uturn.backward.circle.fill arrow.uturn.left.circle
    edit-redo | ↷ | arrow.uturn.forward arrow.uturn.right arrow.uturn.forward.circle arrow.uturn.forward.circle.fill arrow.uturn.right.circle
    mail-reply-sender | ↩ | arrowshape.turn.up.left arrowshape.turn.up.left.fill arrowshape.turn.up.backward arrowshape.turn.up.backward.fill arrow.turn.up.left arrowshape.turn.up.left.circle arrowshape.turn.up.left.circle.fill
    mail-forward | ↪ | arrowshape.turn.up.right arrowshape.turn.up.right.fill arrowshape.turn.up.forward arrowshape.turn.up.forward.fill arrow.turn.up.right arrowshape.turn.up.right.circle arrowshape.turn.up.right.circle.fill
    mail-reply-all | ↩ | arrowshape.turn.up.left.2 arrowshape.turn.up.left.2.fill
    go-jump | ↱ | arrow.turn.right.up arrow.uturn.up arrow.turn.up.forward.iphone
    go-bottom | ⤓ | arrow.down.to.line arrow.down.to.line.compact arrow.down.to.line.circle
    go-top | ⤒ | arrow.up.to.line arrow.up.to.line.compact arrow.up.to.line.circle
    go-first | ⇤ | arrow.left.to.line arrow.backward.to.line
    go-last | ⇥ | arrow.right.to.line arrow.forward.to.line
    view-fullscreen | ⤢ | arrow.up.left.and.arrow.down.right arrow.up.and.down.and.arrow.left.and.right arrow.up.backward.and.arrow.down.forward arrow.up.right.and.arrow.down.left arrow.up.left.and.down.right.and.arrow.up.right.and.down.left
    view-restore | ⤡ | arrow.down.right.and.arrow.up.left arrow.down.left.and.arrow.up.right arrow.down.forward.and.arrow.up.backward arrow.down.backward.and.arrow.up.forward
    view-sort-ascending | ⇅ | arrow.up.arrow.down.square.fill line.3.horizontal.decrease arrow.up.and.down.text.horizontal
    view-sort-descending | ⇅ | line.3.horizontal.decrease.circle line.3.horizontal.decrease.circle.fill arrow.down.app
    send-to | ⇪ | square.and.arrow.up square.and.arrow.up.fill square.and.arrow.up.on.square square.and.arrow.up.on.square.fill square.and.arrow.up.circle square.and.arrow.up.circle.fill arrow.up.doc arrow.up.forward.app
    document-save | ⤓ | square.and.arrow.down square.and.arrow.down.fill square.and.arrow.down.on.square tray.and.arrow.down tray.and.arrow.down.fill arrow.down.doc arrow.down.doc.fill
    document-send | ⇪ | tray.and.arrow.up tray.and.arrow.up.fill doc.badge.arrow.up
    folder-download | ⤓ | icloud.and.arrow.down arrow.down.circle.dotted
    preferences-system-sharing | ⇪ | shareplay point.3.connected.trianglepath.dotted
    # Basic marks
    list-add | + | plus plus.circle plus.circle.fill plus.square plus.square.fill plus.app plus.app.fill plus.rectangle plus.rectangle.fill
    list-remove | − | minus minus.circle minus.circle.fill minus.square minus.square.fill minus.rectangle
    window-close | ✕ | xmark xmark.circle xmark.circle.fill xmark.square xmark.square.fill xmark.app multiply multiply.circle multiply.circle.fill xmark.seal x.circle x.circle.fill x.square x.square.fill
    process-stop= | ✕ | xmark.octagon xmark.octagon.fill
    object-select | ✓ | checkmark checkmark.circle.fill checkmark.square.fill checkmark.seal checkmark.seal.fill checkmark.rectangle
    selection-mode= | ✓ | checkmark.circle
    checkbox-checked= | ☑ | checkmark.square checklist checklist.checked list.bullet.clipboard
    security-high= | ✓ | checkmark.shield checkmark.shield.fill lock.shield lock.shield.fill
    @circle | ○ | circle circle.fill circle.circle circle.circle.fill largecircle.fill.circle
    @square | □ | square square.fill app app.fill rectangle rectangle.fill
    radio-checked= | ◉ | record.circle record.circle.fill smallcircle.filled.circle smallcircle.fill.circle
    media-record= | ● | circlebadge circlebadge.fill smallcircle.fill smallcircle.circle
    action-unavailable= | ⊘ | nosign slash.circle circle.slash
    view-more-horizontal | … | ellipsis ellipsis.circle ellipsis.circle.fill ellipsis.rectangle ellipsis.rectangle.fill ellipsis.bubble ellipsis.message
    content-loading= | ⋯ | rays
    list-drag-handle= | ⠿ | line.3.horizontal.button.angledtop.vertical.right square.grid.3x3.topleft.filled
    # Alerts and info
    help-about= | ℹ | info.circle.fill info.bubble
    dialog-question= | ? | questionmark.diamond questionmark.diamond.fill
    help-faq= | ? | questionmark.bubble questionmark.bubble.fill
    help-browser= | ? | lifepreserver lifepreserver.fill
    emblem-important= | ! | exclamationmark.2 exclamationmark.3
    dialog-warning= | ⚠ | exclamationmark.triangle exclamationmark.triangle.fill exclamationmark.triangle.text.page exclamationmark.warninglight exclamationmark.warninglight.fill
    mail-mark-junk= | ! | exclamationmark.octagon exclamationmark.octagon.fill exclamationmark.bubble exclamationmark.bubble.fill
    security-low= | ! | exclamationmark.shield exclamationmark.shield.fill xmark.shield xmark.shield.fill
    dialog-error= | ⊖ | nosign.app
    edit-delete= | ⊗ | delete.backward.fill
    # Characters and shapes Trellis draws (Adwaita has no such icon)
    @glyph | ? | questionmark questionmark.circle questionmark.circle.fill questionmark.square questionmark.square.fill questionmark.app
    @glyph | ! | exclamationmark exclamationmark.circle exclamationmark.circle.fill exclamationmark.square exclamationmark.square.fill
    @glyph | i | info info.circle info.square info.square.fill
    @glyph | $ | dollarsign dollarsign.circle dollarsign.circle.fill dollarsign.square dollarsign.square.fill
    @glyph | € | eurosign eurosign.circle eurosign.circle.fill eurosign.square
    @glyph | £ | sterlingsign sterlingsign.circle sterlingsign.circle.fill
    @glyph | ¥ | yensign yensign.circle yensign.circle.fill
    @glyph | @ | at at.circle at.circle.fill
    @glyph | # | number number.circle number.circle.fill number.square number.square.fill
    @glyph | % | percent
    @glyph | = | equal equal.circle equal.circle.fill equal.square equal.square.fill
    @glyph | ÷ | divide divide.circle divide.circle.fill divide.square
    @glyph | ∑ | sum
    @glyph | ♛ | crown crown.fill
    @glyph | ⌘ | command command.circle command.circle.fill command.square command.square.fill
    @glyph | ⌥ | option
    @glyph | ⇧ | shift shift.fill
    @glyph | ⇪ | capslock capslock.fill
    @glyph | ⌃ | control
    @bolt | ϟ | bolt bolt.fill bolt.circle bolt.circle.fill bolt.square bolt.square.fill bolt.slash bolt.slash.fill
    # Editing
    edit-clear | ⌫ | delete.left delete.left.fill delete.backward eraser eraser.fill
    edit-clear-all= | ⌫ | clear clear.fill eraser.line.dashed
    user-trash | ⌫ | trash trash.fill trash.circle trash.circle.fill trash.square trash.square.fill trash.slash trash.slash.fill xmark.bin xmark.bin.fill
    user-trash-full= | ⌫ | arrow.up.trash arrow.up.trash.fill
    document-edit | ✎ | pencil pencil.circle pencil.circle.fill pencil.tip pencil.tip.crop.circle pencil.and.outline pencil.line pencil.slash highlighter rectangle.and.pencil.and.ellipsis signature scribble scribble.variable applepencil
    text-editor= | ✎ | square.and.pencil square.and.pencil.circle square.and.pencil.circle.fill pencil.and.list.clipboard
    edit-copy | ❐ | doc.on.doc doc.on.doc.fill square.on.square square.on.square.fill plus.square.on.square plus.square.fill.on.square.fill rectangle.on.rectangle rectangle.portrait.on.rectangle.portrait
    edit-paste | ❐ | doc.on.clipboard doc.on.clipboard.fill clipboard clipboard.fill list.clipboard list.clipboard.fill
    edit-cut | ✂ | scissors scissors.circle scissors.circle.fill
    edit-find | ⚲ | magnifyingglass magnifyingglass.circle magnifyingglass.circle.fill doc.text.magnifyingglass text.magnifyingglass sparkle.magnifyingglass
    zoom-in= | ⊕ | plus.magnifyingglass plus.viewfinder
    zoom-out= | ⊖ | minus.magnifyingglass
    edit-find-replace= | ⚲ | arrow.triangle.2.circlepath.doc.on.clipboard text.badge.checkmark
    edit-select-all= | ⬚ | selection.pin.in.out rectangle.dashed square.dashed
    insert-link | ⚭ | link link.circle link.circle.fill link.badge.plus personalhotspot
    mail-attachment | ⌇ | paperclip paperclip.circle paperclip.circle.fill paperclip.badge.ellipsis rectangle.and.paperclip
    insert-image | ▣ | photo.badge.plus photo.on.rectangle.angled rectangle.badge.plus
    insert-object= | ◈ | square.3.layers.3d square.3.layers.3d.down.right square.stack.3d.up square.stack.3d.up.fill square.3.stack.3d
    color-select | ⚗ | eyedropper eyedropper.halffull eyedropper.full
    applications-graphics | ✎ | paintbrush paintbrush.fill paintbrush.pointed paintbrush.pointed.fill paintpalette paintpalette.fill
    preferences-color | ◍ | swatchpalette swatchpalette.fill circle.hexagongrid circle.hexagongrid.fill
    emoji-symbols | ◆ | square.on.circle square.on.circle.fill triangle triangle.fill diamond diamond.fill hexagon hexagon.fill
    # Text
    format-text-bold | B | bold
    format-text-italic | I | italic
    format-text-underline | U | underline
    format-text-strikethrough | S | strikethrough
    format-justify-left | ≡ | text.alignleft text.justify.left
    format-justify-center | ≡ | text.aligncenter
    format-justify-right | ≡ | text.alignright text.justify.right
    format-justify-fill | ≡ | text.justify
    format-indent-more | ⇥ | increase.indent text.insert list.bullet.indent
    format-indent-less | ⇤ | decrease.indent text.append
    preferences-desktop-font | A | textformat textformat.alt textformat.size textformat.size.larger textformat.size.smaller character character.textbox
    font-x-generic= | A | character.book.closed
    tools-check-spelling | ✓ | textformat.abc textformat.abc.dottedunderline character.magnify text.badge.xmark
    insert-text | I | character.cursor.ibeam text.cursor cursor.rays
    format-text-rich | ¶ | doc.richtext doc.richtext.fill text.quote quote.opening quote.closing
    view-list-bullet | ≡ | list.bullet list.bullet.circle list.bullet.circle.fill list.bullet.rectangle list.bullet.rectangle.fill list.bullet.rectangle.portrait list.bullet.below.rectangle text.line.first.and.arrowtriangle.forward
    view-list-ordered | ≡ | list.number
    view-list | ≡ | list.dash list.dash.header.rectangle list.triangle list.star line.horizontal.3.decrease
    open-menu | ≡ | line.3.horizontal line.horizontal.3 line.3.horizontal.circle line.3.horizontal.circle.fill text.justify.leading filemenu.and.selection menucard filemenu.and.cursorarrow
    # Documents and files
    text-x-generic | ▯ | doc doc.fill doc.circle doc.circle.fill doc.plaintext doc.plaintext.fill rectangle.portrait
    x-office-document | ▯ | doc.text doc.text.fill doc.append doc.append.fill text.document text.document.fill newspaper newspaper.fill scroll scroll.fill
    document-new | ▯ | doc.badge.plus plus.rectangle.portrait
    document-open | ▯ | doc.viewfinder doc.badge.ellipsis arrow.up.bin
    document-properties | ▯ | doc.badge.gearshape doc.badge.gearshape.fill doc.text.below.ecg
    document-print= | ▤ | printer.fill.and.paper.fill printer.dotmatrix printer.dotmatrix.fill
    folder | ▭ | folder folder.fill folder.circle folder.circle.fill folder.badge.questionmark folder.badge.minus
    folder-new= | ▭ | folder.badge.plus folder.fill.badge.plus
    folder-publicshare= | ▭ | folder.badge.person.crop folder.fill.badge.person.crop person.2.crop.square.stack
    folder-remote= | ▭ | externaldrive.connected.to.line.below externaldrive.connected.to.line.below.fill
    folder-documents= | ▭ | doc.text.image doc.text.image.fill folder.badge.gearshape
    folder-pictures= | ▣ | photo.stack photo.stack.fill photo.on.rectangle photo.on.rectangle.fill
    folder-music= | ♫ | music.note.house music.note.house.fill
    emblem-documents | ▯ | doc.text.fill.viewfinder
    package-x-generic | ▦ | shippingbox shippingbox.fill archivebox archivebox.fill archivebox.circle archivebox.circle.fill cube.box cube.box.fill gift gift.fill gift.circle gift.circle.fill cart cart.fill cart.circle cart.circle.fill cart.badge.plus cart.badge.minus bag bag.fill bag.circle bag.circle.fill bag.badge.plus basket basket.fill
    x-office-spreadsheet= | ▦ | tablecells tablecells.fill tablecells.badge.ellipsis
    x-office-presentation= | ▦ | chart.bar chart.bar.fill chart.bar.xaxis chart.line.uptrend.xyaxis chart.pie chart.pie.fill chart.xyaxis.line chart.bar.doc.horizontal
    x-office-drawing= | ◆ | lasso lasso.and.sparkles
    accessories-dictionary | ▯ | book book.fill book.closed book.closed.fill book.circle book.circle.fill books.vertical books.vertical.fill book.pages character.book.closed.fill text.book.closed text.book.closed.fill
    user-bookmarks | ⚑ | bookmark bookmark.fill bookmark.circle bookmark.circle.fill bookmark.square bookmark.square.fill bookmark.slash bookmark.slash.fill tag tag.fill tag.circle tag.circle.fill tag.square tag.square.fill
    bookmark-new= | ⚑ | bookmark.badge.plus
    x-office-address-book | ▯ | person.text.rectangle person.text.rectangle.fill person.crop.rectangle.stack person.crop.rectangle.stack.fill book.and.wrench
    address-book-new= | ▯ | person.crop.square.filled.and.at.rectangle person.crop.square.filled.and.at.rectangle.fill at.badge.plus
    accessories-text-editor | ✎ | note.text note note.text.badge.plus list.bullet.clipboard.fill square.text.square square.text.square.fill
    accessories-calculator | ± | plus.forwardslash.minus x.squareroot function
    # Photos, media and sound
    image-x-generic | ▣ | photo photo.fill photo.circle photo.circle.fill photo.artframe photo.tv rectangle.on.rectangle.angled
    image-missing= | ▣ | photo.badge.exclamationmark exclamationmark.icloud
    camera-photo | ◘ | camera camera.fill camera.circle camera.circle.fill camera.viewfinder camera.aperture camera.shutter.button camera.shutter.button.fill camera.on.rectangle camera.on.rectangle.fill
    camera-disabled/ | ◘ | camera.slash camera.slash.fill video.slash video.slash.fill video.slash.circle
    camera-switch | ◘ | camera.rotate camera.rotate.fill arrow.triangle.2.circlepath.camera arrow.triangle.2.circlepath.camera.fill
    camera-video | ◘ | video video.fill video.circle video.circle.fill video.badge.plus video.square video.square.fill
    camera-web | ◘ | web.camera web.camera.fill
    video-x-generic | ▶ | film film.fill film.circle film.circle.fill film.stack play.rectangle play.rectangle.fill play.tv play.tv.fill
    applications-multimedia | ▶ | play.square.stack play.square.stack.fill
    media-playback-start | ▶ | play play.fill play.circle play.circle.fill play.square play.square.fill playpause playpause.fill play.display
    media-playback-pause | ‖ | pause pause.fill pause.circle pause.circle.fill pause.rectangle pause.rectangle.fill
    media-playback-stop | ■ | stop stop.fill stop.circle stop.circle.fill
    media-seek-forward | » | forward forward.fill forward.circle forward.circle.fill goforward goforward.10 goforward.15 goforward.30 goforward.5 goforward.plus
    media-seek-backward | « | backward backward.fill backward.circle backward.circle.fill gobackward gobackward.10 gobackward.15 gobackward.30 gobackward.5 gobackward.minus
    media-skip-forward | ⇥ | forward.end forward.end.fill forward.end.alt forward.end.alt.fill forward.frame forward.frame.fill
    media-skip-backward | ⇤ | backward.end backward.end.fill backward.end.alt backward.end.alt.fill backward.frame backward.frame.fill
    media-playlist-shuffle | ⤨ | shuffle shuffle.circle shuffle.circle.fill
    media-playlist-repeat | ⟳ | repeat repeat.circle repeat.circle.fill
    media-playlist-repeat-song | ⟳ | repeat.1 repeat.1.circle repeat.1.circle.fill
    media-eject | ⏏ | eject eject.fill eject.circle eject.circle.fill
    audio-x-generic | ♫ | music.note music.note.list music.quarternote.3 music.note.tv music.mic
    emblem-music | ♫ | opticaldisc opticaldisc.fill
    audio-input-microphone | ● | mic mic.fill mic.circle mic.circle.fill mic.square mic.square.fill mic.badge.plus
    microphone-disabled/ | ● | mic.slash mic.slash.fill mic.slash.circle mic.slash.circle.fill
    microphone-sensitivity-medium= | ∿ | waveform waveform.circle waveform.circle.fill waveform.path waveform.and.mic
    audio-volume-high | ◀ | speaker.wave.3 speaker.wave.3.fill speaker.wave.2.circle speaker.wave.2.circle.fill speaker.3 speaker.3.fill
    audio-volume-medium | ◀ | speaker.wave.2 speaker.wave.2.fill speaker.2 speaker.2.fill
    audio-volume-low | ◀ | speaker speaker.fill speaker.wave.1 speaker.wave.1.fill speaker.1 speaker.1.fill speaker.circle speaker.circle.fill
    audio-volume-muted/ | ◀ | speaker.slash speaker.slash.fill speaker.slash.circle speaker.slash.circle.fill speaker.zzz speaker.zzz.fill speaker.xmark speaker.xmark.fill
    audio-headphones | ♫ | headphones headphones.circle headphones.circle.fill earbuds airpods airpodspro
    audio-speakers | ◀ | hifispeaker hifispeaker.fill hifispeaker.2 hifispeaker.2.fill homepod homepod.fill airplayaudio
    media-view-subtitles | ▭ | captions.bubble captions.bubble.fill text.bubble.fill
    multimedia-player | ▯ | ipod ipodshuffle.gen2 radio.fill
    # Communication
    mail-unread | ✉ | envelope envelope.fill envelope.circle envelope.circle.fill envelope.badge envelope.badge.fill envelope.arrow.triangle.branch mail mail.fill mail.stack mail.stack.fill
    mail-read* | ✉ | envelope.open envelope.open.fill
    mail-mark-important= | ✉ | envelope.badge.shield.half.filled
    mail-send | ➤ | paperplane paperplane.fill paperplane.circle paperplane.circle.fill arrow.up.message arrow.up.message.fill
    chat-message-new | ✉ | bubble.left bubble.left.fill bubble.right bubble.right.fill message message.fill message.circle message.circle.fill bubble bubble.fill bubble.left.and.bubble.right bubble.left.and.bubble.right.fill text.bubble bubble.middle.bottom plus.bubble plus.bubble.fill ellipsis.bubble.fill bubble.left.circle bubble.left.circle.fill
    user-available= | ✉ | quote.bubble quote.bubble.fill star.bubble star.bubble.fill
    call-start | ☎ | phone phone.fill phone.circle phone.circle.fill phone.bubble phone.bubble.fill phone.connection
    call-stop | ☎ | phone.down phone.down.fill phone.down.circle phone.down.circle.fill
    call-outgoing | ☎ | phone.arrow.up.right phone.arrow.up.right.fill phone.badge.plus
    call-incoming | ☎ | phone.arrow.down.left phone.arrow.down.left.fill phone.badge.checkmark
    call-missed | ☎ | phone.arrow.right phone.badge.waveform phone.down.waveform
    preferences-system-notifications | ♪ | bell bell.fill bell.circle bell.circle.fill bell.badge bell.badge.fill bell.square bell.square.fill bell.and.waves.left.and.right
    notifications-disabled/ | ♪ | bell.slash bell.slash.fill bell.slash.circle bell.slash.circle.fill
    alarm | ◷ | alarm alarm.fill alarm.waves.left.and.right
    # People
    avatar-default | ☺ | person person.fill person.circle person.circle.fill person.crop.circle person.crop.circle.fill person.crop.square person.crop.square.fill person.crop.artframe person.bust person.bust.fill person.crop.rectangle person.crop.rectangle.fill figure.stand person.icloud
    system-users | ☺ | person.2 person.2.fill person.3 person.3.fill person.2.circle person.2.circle.fill person.3.sequence person.3.sequence.fill person.2.square.stack person.2.square.stack.fill person.2.crop.square.stack.fill person.line.dotted.person person.line.dotted.person.fill
    contact-new= | ☺ | person.badge.plus person.badge.plus.fill person.crop.circle.badge.plus person.crop.circle.fill.badge.plus person.fill.badge.plus person.crop.circle.badge.checkmark person.fill.checkmark person.crop.circle.fill.badge.checkmark person.badge.minus person.crop.circle.badge.minus
    user-info= | ☺ | person.crop.circle.badge.questionmark person.crop.circle.badge.exclamationmark person.fill.questionmark person.badge.clock
    dialog-password | ⚷ | key key.fill key.horizontal key.horizontal.fill key.icloud key.icloud.fill person.badge.key person.badge.key.fill key.radiowaves.forward key.viewfinder
    face-smile | ☺ | face.smiling face.smiling.fill face.smiling.inverse smiley smiley.fill face.dashed
    emoji-body | ☺ | hand.thumbsup hand.thumbsup.fill hand.thumbsup.circle hand.thumbsup.circle.fill hand.wave hand.wave.fill hands.clap hands.clap.fill
    preferences-system-privacy | ☝ | hand.raised hand.raised.fill hand.raised.circle hand.raised.circle.fill hand.raised.slash hand.raised.slash.fill hand.raised.square hand.raised.square.fill hand.point.up hand.point.up.left hand.point.up.left.fill hand.tap hand.tap.fill hand.draw hand.draw.fill
    emote-love | ♥ | heart heart.fill heart.circle heart.circle.fill heart.square heart.square.fill heart.slash heart.slash.fill heart.text.square heart.text.square.fill suit.heart suit.heart.fill bolt.heart bolt.heart.fill
    starred | ★ | star.fill star.circle.fill star.square.fill star.slash.fill
    non-starred* | ☆ | star star.circle star.square star.slash
    semi-starred | ★ | star.leadinghalf.filled star.lefthalf.fill
    starred= | ★ | sparkles sparkle wand.and.stars wand.and.stars.inverse wand.and.rays
    # Places, navigation, time and weather
    user-home | ⌂ | house house.fill house.circle house.circle.fill house.lodge house.lodge.fill homekit building building.fill building.2 building.2.fill building.columns building.columns.fill
    web-browser | ⊕ | safari safari.fill location.north location.north.fill location.north.line location.north.circle location.north.circle.fill
    preferences-desktop-locale | ⚑ | flag flag.fill flag.circle flag.circle.fill flag.square flag.square.fill flag.slash flag.slash.fill flag.checkered flag.2.crossed flag.2.crossed.fill
    network-workgroup= | ⊕ | globe globe.americas globe.americas.fill globe.europe.africa globe.europe.africa.fill globe.asia.australia globe.asia.australia.fill network globe.badge.chevron.backward
    mark-location | ⊙ | mappin mappin.circle mappin.circle.fill mappin.and.ellipse mappin.square mappin.square.fill mappin.slash map map.fill map.circle map.circle.fill signpost.right signpost.right.fill
    find-location | ⊙ | location location.fill location.circle location.circle.fill scope dot.scope location.viewfinder
    location-services-disabled= | ⊙ | location.slash location.slash.fill location.slash.circle mappin.slash.circle
    location-services-active= | ⊙ | mappin.and.ellipse.circle mappin.and.ellipse.circle.fill location.magnifyingglass
    airplane-mode | ✈ | airplane airplane.circle airplane.circle.fill airplane.departure airplane.arrival
    emoji-travel | ▭ | car car.fill car.circle car.circle.fill car.2 car.2.fill bus bus.fill tram tram.fill bicycle box.truck box.truck.fill truck.box truck.box.fill fuelpump fuelpump.fill
    emoji-food | ♨ | fork.knife fork.knife.circle fork.knife.circle.fill takeoutbag.and.cup.and.straw takeoutbag.and.cup.and.straw.fill cup.and.saucer cup.and.saucer.fill mug mug.fill wineglass wineglass.fill birthday.cake birthday.cake.fill carrot carrot.fill
    emoji-activities | ◍ | sportscourt sportscourt.fill soccerball basketball basketball.fill football football.fill tennisball tennisball.fill baseball baseball.fill volleyball figure.run figure.walk dumbbell dumbbell.fill trophy trophy.fill medal medal.fill figure.strengthtraining.traditional figure.hiking figure.yoga figure.outdoor.cycle figure.mind.and.body figure.cooldown figure.skiing.downhill
    emoji-nature | ❦ | leaf leaf.fill leaf.circle leaf.circle.fill tree tree.fill camera.macro pawprint pawprint.fill hare hare.fill tortoise tortoise.fill bird bird.fill fish fish.fill ant ant.fill
    emoji-objects | ☼ | lightbulb lightbulb.fill lightbulb.circle lightbulb.circle.fill lightbulb.max lightbulb.slash lightbulb.slash.fill lamp.desk lamp.desk.fill
    emoji-flags | ⚑ | flag.badge.ellipsis flag.filled.and.flag.crossed
    x-office-calendar | ▦ | calendar calendar.circle calendar.circle.fill calendar.day.timeline.left calendar.day.timeline.leading calendar.badge.minus
    appointment-new= | ▦ | calendar.badge.plus calendar.badge.checkmark
    appointment-soon= | ◷ | calendar.badge.clock clock.badge clock.badge.fill clock.badge.checkmark clock.badge.checkmark.fill
    appointment-missed= | ◷ | calendar.badge.exclamationmark clock.badge.exclamationmark clock.badge.exclamationmark.fill clock.badge.xmark clock.badge.xmark.fill
    preferences-system-time | ◷ | clock clock.fill clock.circle clock.circle.fill timer timer.circle timer.circle.fill stopwatch stopwatch.fill hourglass hourglass.circle hourglass.circle.fill hourglass.bottomhalf.filled hourglass.tophalf.filled deskclock deskclock.fill watch.analog
    document-open-recent= | ◷ | clock.arrow.circlepath clock.arrow.2.circlepath
    weather-clear | ☀ | sun.max sun.max.fill sun.max.circle sun.max.circle.fill sun.min sun.min.fill sun.haze sun.haze.fill
    display-brightness= | ☀ | sun.and.horizon light.max light.min
    daytime-sunrise= | ☀ | sunrise sunrise.fill sun.horizon sun.horizon.fill
    daytime-sunset= | ☀ | sunset sunset.fill
    weather-clear-night | ☾ | moon moon.fill moon.circle moon.circle.fill moon.stars moon.stars.fill moon.zzz moon.zzz.fill moonphase.first.quarter moon.haze
    night-light= | ☾ | sun.moon sun.moon.fill
    weather-overcast | ☁ | cloud cloud.fill cloud.circle cloud.circle.fill icloud icloud.fill icloud.circle icloud.slash smoke smoke.fill
    weather-few-clouds | ☁ | cloud.sun cloud.sun.fill cloud.sun.rain cloud.sun.rain.fill cloud.sun.bolt cloud.sun.bolt.fill
    weather-few-clouds-night | ☁ | cloud.moon cloud.moon.fill cloud.moon.rain cloud.moon.rain.fill cloud.moon.bolt
    weather-showers | ☂ | cloud.rain cloud.rain.fill cloud.heavyrain cloud.heavyrain.fill umbrella umbrella.fill umbrella.percent
    weather-showers-scattered | ☂ | cloud.drizzle cloud.drizzle.fill drop drop.fill drop.circle drop.circle.fill drop.triangle humidity humidity.fill
    weather-storm | ϟ | cloud.bolt cloud.bolt.fill cloud.bolt.rain cloud.bolt.rain.fill
    weather-snow | ❄ | cloud.snow cloud.snow.fill snowflake snowflake.circle snowflake.circle.fill cloud.hail cloud.hail.fill cloud.sleet cloud.sleet.fill thermometer.snowflake
    weather-fog | ≋ | cloud.fog cloud.fog.fill aqi.low aqi.medium aqi.high
    weather-windy | ≋ | wind wind.circle wind.circle.fill wind.snow
    weather-tornado | ≋ | tornado tornado.circle hurricane
    weather-severe-alert= | ⚠ | exclamationmark.icloud.fill cloud.bolt.circle cloud.bolt.circle.fill
    @flame | ♨ | flame flame.fill flame.circle flame.circle.fill
    drive-removable-media | ▭ | tray tray.fill tray.2 tray.2.fill tray.full tray.full.fill tray.circle tray.circle.fill
    # Devices and system
    emblem-system | ⚙ | gear gear.circle gear.circle.fill gearshape gearshape.fill gearshape.circle gearshape.circle.fill gear.badge gear.badge.checkmark
    system-run= | ⚙ | gearshape.2 gearshape.2.fill gearshape.arrow.triangle.2.circlepath
    preferences-system | ⚒ | wrench wrench.fill wrench.and.screwdriver wrench.and.screwdriver.fill wrench.adjustable wrench.adjustable.fill screwdriver screwdriver.fill hammer hammer.fill hammer.circle hammer.circle.fill
    preferences-other= | ⚙ | slider.horizontal.3 slider.vertical.3 slider.horizontal.below.rectangle switch.2 dial.low dial.medium dial.high
    power-profile-balanced= | ◔ | gauge gauge.medium gauge.with.dots.needle.33percent gauge.with.dots.needle.50percent gauge.with.needle gauge.with.needle.fill speedometer
    power-profile-performance= | ◔ | gauge.high gauge.with.dots.needle.67percent gauge.with.dots.needle.100percent gauge.open.with.lines.needle.84percent.exclamation
    power-profile-power-saver= | ◔ | gauge.low gauge.with.dots.needle.0percent gauge.with.dots.needle.bottom.0percent
    applications-science | ⚗ | flask flask.fill testtube.2 atom
    application-x-addon | ✦ | puzzlepiece puzzlepiece.fill puzzlepiece.extension puzzlepiece.extension.fill
    input-gaming | ✦ | gamecontroller gamecontroller.fill gamecontroller.circle arcade.stick arcade.stick.console
    applications-games= | ✦ | dice dice.fill die.face.5 die.face.5.fill suit.club suit.spade suit.diamond
    computer | ▭ | desktopcomputer display display.2 laptopcomputer macbook macmini macmini.fill pc tv.inset.filled
    computer-fail= | ▭ | laptopcomputer.slash display.trianglebadge.exclamationmark
    video-display | ▭ | display.and.arrow.down rectangle.inset.filled rectangle.on.rectangle.slash airplayvideo
    video-joined-displays | ▭ | rectangle.split.2x1 rectangle.split.2x1.fill
    display-projector= | ▭ | videoprojector videoprojector.fill
    tv | ▭ | tv tv.fill tv.circle tv.circle.fill appletv appletv.fill sparkles.tv
    phone-apple-iphone | ▯ | iphone iphone.gen1 iphone.gen2 iphone.gen3 iphone.circle iphone.circle.fill iphone.homebutton iphone.radiowaves.left.and.right iphone.and.arrow.forward apps.iphone iphone.smartbatterycase.gen2
    computer-apple-ipad | ▯ | ipad ipad.landscape ipad.homebutton ipad.gen2 ipad.and.iphone
    tablet | ▯ | applewatch applewatch.watchface
    input-keyboard | ⌨ | keyboard keyboard.fill keyboard.chevron.compact.down keyboard.chevron.compact.down.fill keyboard.badge.ellipsis
    input-mouse | ▯ | computermouse computermouse.fill cursorarrow cursorarrow.rays cursorarrow.click cursorarrow.click.2 magicmouse magicmouse.fill
    input-tablet | ✎ | pencil.and.scribble applepencil.tip
    input-touchpad | ▭ | rectangle.and.hand.point.up.left rectangle.and.hand.point.up.left.fill
    input-dialpad | ⠿ | circle.grid.3x3 circle.grid.3x3.fill circle.grid.2x2 circle.grid.2x2.fill circle.grid.cross circle.grid.cross.fill
    printer | ▤ | printer printer.fill
    scanner | ▭ | scanner scanner.fill doc.viewfinder.fill doc.text.viewfinder
    drive-harddisk | ▭ | internaldrive internaldrive.fill externaldrive externaldrive.fill opticaldiscdrive opticaldiscdrive.fill
    drive-harddisk-usb | ▭ | externaldrive.badge.plus cable.connector cable.connector.horizontal
    media-flash | ▭ | sdcard sdcard.fill memorychip memorychip.fill cpu cpu.fill
    network-server | ▭ | server.rack xserve
    network-wired | ⊕ | network.badge.shield.half.filled point.3.filled.connected.trianglepath.dotted cable.coaxial fiberchannel
    network-vpn | ⚷ | lock.icloud lock.icloud.fill
    radio | ◎ | radio dot.radiowaves.up.forward antenna.radiowaves.left.and.right.circle antenna.radiowaves.left.and.right.circle.fill
    network-wireless | ≋ | wifi wifi.circle wifi.circle.fill wifi.square wifi.square.fill
    network-wireless-offline/ | ≋ | wifi.slash wifi.exclamationmark wifi.exclamationmark.circle wifi.exclamationmark.circle.fill
    network-wireless-hotspot | ≋ | antenna.radiowaves.left.and.right dot.radiowaves.left.and.right dot.radiowaves.right personalhotspot.circle personalhotspot.circle.fill
    network-cellular-signal-excellent | ▮ | cellularbars chart.bar.xaxis.ascending
    battery-level-100 | ▮ | battery.100 battery.100percent battery.100.circle battery.100.circle.fill
    battery-level-80 | ▮ | battery.75 battery.75percent
    battery-level-50 | ▮ | battery.50 battery.50percent
    battery-level-20 | ▮ | battery.25 battery.25percent
    battery-level-0 | ▯ | battery.0 battery.0percent battery.0.circle battery.0.circle.fill
    battery-full-charging | ▮ | battery.100.bolt battery.100percent.bolt
    ac-adapter | ϟ | bolt.batteryblock bolt.batteryblock.fill powerplug powerplug.fill poweroutlet.type.b powercord
    thunderbolt | ϟ | bolt.horizontal bolt.horizontal.fill bolt.horizontal.circle bolt.horizontal.circle.fill
    system-shutdown | ⌽ | power power.circle power.circle.fill poweron poweroff power.dotted
    system-reboot | ↻ | restart restart.circle restart.circle.fill arrow.clockwise.icloud
    system-log-out | ⇥ | rectangle.portrait.and.arrow.right rectangle.portrait.and.arrow.right.fill rectangle.portrait.and.arrow.forward rectangle.portrait.and.arrow.forward.fill door.left.hand.open door.right.hand.open
    application-exit | ⇥ | rectangle.and.arrow.up.right.and.arrow.down.left xmark.rectangle.portrait
    system-lock-screen | ⚷ | lock lock.fill lock.circle lock.circle.fill lock.square lock.square.fill lock.rectangle lock.rectangle.fill lock.doc lock.doc.fill
    changes-allow | ⚷ | lock.open lock.open.fill lock.slash lock.slash.fill lock.open.rotation
    channel-insecure= | ⚷ | lock.trianglebadge.exclamationmark lock.trianglebadge.exclamationmark.fill exclamationmark.lock exclamationmark.lock.fill
    rotation-locked= | ⚷ | lock.rotation lock.rotation.open
    security-medium | ▽ | shield shield.fill shield.lefthalf.filled shield.checkered shield.slash shield.slash.fill
    view-reveal | ◉ | eye eye.fill eye.circle eye.circle.fill eye.square eye.square.fill eyeglasses binoculars binoculars.fill
    view-conceal/ | ◉ | eye.slash eye.slash.fill eye.slash.circle eye.slash.circle.fill eye.trianglebadge.exclamationmark
    auth-face | ☺ | faceid viewfinder viewfinder.circle qrcode.viewfinder
    auth-fingerprint | ◎ | touchid hand.point.up.braille
    auth-smartcard | ▭ | creditcard creditcard.fill creditcard.circle creditcard.circle.fill wallet.pass wallet.pass.fill banknote banknote.fill giftcard giftcard.fill
    utilities-terminal | ▭ | terminal terminal.fill apple.terminal apple.terminal.fill chevron.left.forwardslash.chevron.right curlybraces curlybraces.square chevron.left.slash.chevron.right
    software-update-available= | ⇪ | arrow.down.app.fill app.badge app.badge.fill app.badge.checkmark
    system-software-install= | ⇪ | app.gift app.gift.fill bag.badge.questionmark
    view-grid | ▦ | square.grid.2x2 square.grid.2x2.fill square.grid.3x2 square.grid.3x2.fill rectangle.grid.2x2 rectangle.grid.2x2.fill rectangle.grid.1x2 rectangle.grid.1x2.fill square.grid.4x3.fill rectangle.3.group rectangle.3.group.fill rectangle.3.offgrid rectangle.3.offgrid.fill
    view-app-grid | ▦ | square.grid.3x3 square.grid.3x3.fill circle.grid.3x3.circle circle.grid.3x3.circle.fill square.grid.3x1.below.line.grid.1x2 square.grid.3x1.below.line.grid.1x2.fill
    view-paged | ▤ | rectangle.stack rectangle.stack.badge.plus square.stack square.stack.fill rectangle.on.rectangle.square square.filled.on.square
    view-continuous | ▤ | rectangle.split.1x2 rectangle.split.1x2.fill square.split.1x2 square.split.1x2.fill rectangle.split.3x1
    view-dual | ▥ | square.split.2x1 square.split.2x1.fill rectangle.split.2x2 rectangle.split.2x2.fill square.split.2x2 square.split.2x2.fill
    sidebar-show | ▥ | sidebar.left sidebar.leading sidebar.squares.left sidebar.squares.leading
    sidebar-show-right | ▥ | sidebar.right sidebar.trailing sidebar.squares.right sidebar.squares.trailing
    tab-new= | ⊞ | plus.rectangle.on.rectangle plus.rectangle.fill.on.rectangle.fill plus.square.dashed rectangle.stack.fill.badge.plus
    window-new= | ⊞ | macwindow.badge.plus plus.rectangle.portrait.fill
    window-restore | ❐ | macwindow macwindow.on.rectangle uiwindow.split.2x1 rectangle.inset.topleft.filled dock.rectangle menubar.rectangle
    window-maximize= | □ | rectangle.expand.vertical arrow.up.left.and.down.right.magnifyingglass
    window-minimize= | _ | rectangle.compress.vertical
    zoom-fit-best= | ⤢ | arrow.down.left.and.arrow.up.right.square arrow.up.left.and.arrow.down.right.circle crop crop.rotate aspectratio aspectratio.fill
    view-pin | ⚲ | pin pin.fill pin.circle pin.circle.fill pin.slash pin.slash.fill pin.square pin.square.fill
    accessories-character-map= | Ω | character.bubble character.bubble.fill textformat.12 textformat.123
    preferences-desktop-accessibility | ☺ | accessibility accessibility.fill figure.roll figure.wave
    preferences-desktop-wallpaper | ▣ | rectangle.fill.on.rectangle.angled.fill
    applets-screenshooter | ◘ | camera.metering.center.weighted rectangle.dashed.badge.record camera.metering.matrix
    preferences-system-search | ⚲ | rectangle.and.text.magnifyingglass
    emblem-shared | ⇪ | person.2.badge.gearshape arrow.up.and.person.rectangle.portrait
    emblem-photos | ▣ | camera.filters
    preferences-desktop-display= | ▭ | rectangle.connected.to.line.below
    preferences-desktop-keyboard= | ⌨ | keyboard.onehanded.left keyboard.onehanded.right
    # Everyday objects, places and travel (seen in apps' home, travel and chat screens)
    emoji-travel | ▭ | sailboat sailboat.fill ferry ferry.fill beach.umbrella beach.umbrella.fill suitcase suitcase.fill suitcase.rolling suitcase.rolling.fill figure.walk.departure figure.walk.arrival
    emoji-nature | ❦ | tent tent.fill mountain.2 mountain.2.fill
    emoji-food | ♨ | popcorn popcorn.fill
    emoji-objects | ☼ | bed.double bed.double.fill sofa sofa.fill refrigerator refrigerator.fill door.left.hand.closed blinds.horizontal.closed blinds.horizontal.open briefcase briefcase.fill cross.case cross.case.fill thermometer thermometer.medium thermometer.low thermometer.high thermometer.sun thermometer.sun.fill
    emoji-people | ☺ | brain.head.profile brain
    emoji-body | ☺ | hand.thumbsdown hand.thumbsdown.fill hand.thumbsdown.circle hand.thumbsdown.circle.fill
    chat-message-new= | ✉ | bubble.left.and.exclamationmark.bubble.right bubble.left.and.exclamationmark.bubble.right.fill
    folder= | ▭ | questionmark.folder questionmark.folder.fill
    """
}
