// The menu bar: a scene's commands drawn as a row of menus at the top of each window.
//
// On a Mac, `commands` become the menu bar; on an iPhone they are key commands only. A
// Linux window has no system menu bar, and a command without a keyboard shortcut would
// otherwise be out of reach, so a window whose scene declares commands draws them as a
// Mac orders them — the app menu, File, Edit, View, the app's own `CommandMenu`s, Window,
// Help — in a bar above its content, on every backend (S31). Each menu is a `Menu`: a
// click, or Tab to it and Return or Space, opens it; a screen reader finds the bar as a
// group named "Menu bar". A menu with no commands is not drawn (Trellis's windows have no
// system items of their own), so `CommandGroup(replacing: .newItem) {}` leaves no File
// menu. The keyboard shortcuts keep working through `_CommandsKeyHost`
// (App/Commands.swift), whether or not a menu is open.

/// One menu of the bar: its title and the command groups it shows, in order.
struct _MenuBarMenu {
    var title: Text
    var groups: [AnyView]
}

/// The standard menus a placement's groups belong to, by `CommandGroupPlacement.order`.
private let standardMenus: [(title: String?, orders: Range<Int>)] = [
    (nil, 0..<10),          // the app menu, named for the app
    ("File", 10..<20),
    ("Edit", 20..<30),
    ("View", 30..<35),
    ("Window", 40..<50),
    ("Help", 50..<60),
]

/// The menus of a window's bar, built from its command items: the standard menus that
/// have commands, with the `CommandMenu`s between View and Window in declaration order.
/// `appName` titles the app menu (About, Settings, Quit).
@MainActor
func _menuBarMenus(_ items: [_CommandItem], appName: String) -> [_MenuBarMenu] {
    var menus: [_MenuBarMenu] = []
    var standardIndex: [Int: Int] = [:]   // standardMenus index → menus index
    for item in _orderedCommandItems(items) where !item.isEmpty {
        guard let placement = item.placement else {
            menus.append(_MenuBarMenu(title: item.menuName ?? Text(""), groups: [item.content]))
            continue
        }
        guard let s = standardMenus.firstIndex(where: { $0.orders.contains(placement.order) }) else { continue }
        if let m = standardIndex[s] {
            menus[m].groups.append(item.content)
        } else {
            standardIndex[s] = menus.count
            menus.append(_MenuBarMenu(title: Text(verbatim: standardMenus[s].title ?? appName), groups: [item.content]))
        }
    }
    return menus
}

/// The bar itself: the menus in a row on the bar colour, a divider under it.
struct _CommandMenuBar: View {
    let menus: [_MenuBarMenu]

    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 0) {
                ForEach(menus.indices, id: \.self) { i in
                    Menu {
                        // A Mac separates a menu's groups with a line.
                        ForEach(menus[i].groups.indices, id: \.self) { g in
                            if g > 0 { Divider() }
                            menus[i].groups[g]
                        }
                    } label: {
                        menus[i].title
                    }
                    .padding(.horizontal, 10)
                    .padding(.vertical, 6)
                }
                Spacer(minLength: 0)
            }
            .tint(.primary)
            .background(Color.barBackground)
            Divider()
        }
        .accessibilityElement(children: .contain)
        .accessibilityLabel(Text("Menu bar"))
    }
}
