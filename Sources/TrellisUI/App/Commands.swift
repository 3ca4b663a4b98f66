// Commands: the app's menu commands (`.commands { CommandMenu(...) { ... } }`).
//
// SwiftUI realises commands as menu-bar menus on a Mac and, on an iPhone or iPad, as key
// commands: every command that carries a `keyboardShortcut` can be pressed from the
// keyboard while the window is active. Trellis does both. The commands' views are built
// in the window, zero-sized and hidden (`_CommandsKeyHost`), so their buttons register
// their shortcuts through the same path as any `keyboardShortcut`
// (Input/KeyboardShortcut.swift) and run their actions when the shortcut is typed; and the
// window draws a menu bar of them (App/CommandMenuBar.swift), so that a command without a
// shortcut can be reached too. State the commands read (bindings, `@FocusedValue`-free
// closures) is live: the command views update like any other view.

/// A set of menu commands for a scene: `CommandMenu`s, `CommandGroup`s and commands of
/// your own built from them, given to a scene with `commands(content:)`. Each window of
/// the scene shows them in a menu bar, and their keyboard shortcuts press them.
@MainActor @preconcurrency
public protocol Commands {
    associatedtype Body: Commands
    /// The commands this value is made of.
    @CommandsBuilder var body: Self.Body { get }
}

/// One command group as the window uses it: the views, and where they go.
struct _CommandItem {
    enum Position: Int { case before = 0, replacing = 1, after = 2 }
    /// A `CommandGroup`'s placement, or nil for a `CommandMenu`.
    var placement: CommandGroupPlacement?
    var position: Position
    /// A `CommandMenu`'s name.
    var menuName: Text?
    var content: AnyView
    /// Whether the group has no views (`CommandGroup(replacing: .newItem) {}`): the menu
    /// bar draws no menu for it (App/CommandMenuBar.swift).
    var isEmpty = false
}

/// Commands that are made of items directly (the primitive commands).
@MainActor
protocol _PrimitiveCommands { var _items: [_CommandItem] { get } }

/// The command items of `commands`, in declaration order.
@MainActor
func _commandItems<C: Commands>(_ commands: C) -> [_CommandItem] {
    if let p = commands as? _PrimitiveCommands { return p._items }
    return _commandItems(commands.body)
}

extension Never: Commands {}

/// No commands: what an empty `commands {}` or an `if` without `else` builds.
public struct EmptyCommands: Commands {
    public typealias Body = Never
    /// Creates an empty set of commands.
    public init() {}
    public var body: Never { fatalError("EmptyCommands is primitive") }
}
extension EmptyCommands: _PrimitiveCommands { var _items: [_CommandItem] { [] } }

/// Several commands, in order (built by `CommandsBuilder`).
public struct _TupleCommands: Commands {
    public typealias Body = Never
    let items: [_CommandItem]
    public var body: Never { fatalError("_TupleCommands is primitive") }
}
extension _TupleCommands: _PrimitiveCommands { var _items: [_CommandItem] { items } }

/// One of two commands (an `if`/`else` in a `CommandsBuilder`).
public struct _ConditionalCommands<TrueContent: Commands, FalseContent: Commands>: Commands {
    public typealias Body = Never
    enum Storage { case first(TrueContent), second(FalseContent) }
    let storage: Storage
    public var body: Never { fatalError("_ConditionalCommands is primitive") }
}
extension _ConditionalCommands: _PrimitiveCommands {
    var _items: [_CommandItem] {
        switch storage {
        case .first(let c): _commandItems(c)
        case .second(let c): _commandItems(c)
        }
    }
}

/// Commands present only when a condition holds (an `if` without `else`).
public struct _OptionalCommands<Wrapped: Commands>: Commands {
    public typealias Body = Never
    let wrapped: Wrapped?
    public var body: Never { fatalError("_OptionalCommands is primitive") }
}
extension _OptionalCommands: _PrimitiveCommands { var _items: [_CommandItem] { wrapped.map { _commandItems($0) } ?? [] } }

/// Builds a scene's commands from the `CommandMenu`s, `CommandGroup`s and custom
/// `Commands` written in a `commands { }` closure, with `if`, `if`/`else` and availability
/// checks.
@MainActor @resultBuilder
public struct CommandsBuilder {
    public static func buildExpression<Content: Commands>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }
    public static func buildBlock<C: Commands>(_ content: C) -> C { content }
    public static func buildBlock<each C: Commands>(_ content: repeat each C) -> _TupleCommands {
        var items: [_CommandItem] = []
        for c in repeat each content { items += _commandItems(c) }
        return _TupleCommands(items: items)
    }
    public static func buildOptional<C: Commands>(_ content: C?) -> _OptionalCommands<C> { _OptionalCommands(wrapped: content) }
    public static func buildEither<T: Commands, F: Commands>(first: T) -> _ConditionalCommands<T, F> { .init(storage: .first(first)) }
    public static func buildEither<T: Commands, F: Commands>(second: F) -> _ConditionalCommands<T, F> { .init(storage: .second(second)) }
    public static func buildLimitedAvailability<C: Commands>(_ content: C) -> _TupleCommands { _TupleCommands(items: _commandItems(content)) }
}

/// Where a `CommandGroup` goes among the standard groups of an app's menus. The standard
/// groups hold the system's items on a Mac (About, New, Cut/Copy/Paste...); Trellis's
/// windows have none of their own, so a group placed `before:` a placement comes before
/// the groups `replacing:` it, which come before those placed `after:` it, and the
/// placements keep the order of a Mac's menus (App, File, Edit, View, Window, Help).
public struct CommandGroupPlacement: Hashable, Sendable {
    let order: Int
    /// About the app.
    public static let appInfo = CommandGroupPlacement(order: 0)
    /// The app's settings.
    public static let appSettings = CommandGroupPlacement(order: 1)
    /// Services the system offers.
    public static let systemServices = CommandGroupPlacement(order: 2)
    /// Hiding and showing apps.
    public static let appVisibility = CommandGroupPlacement(order: 3)
    /// Quitting the app.
    public static let appTermination = CommandGroupPlacement(order: 4)
    /// Creating documents (New).
    public static let newItem = CommandGroupPlacement(order: 10)
    /// Saving documents and closing windows.
    public static let saveItem = CommandGroupPlacement(order: 11)
    /// Importing and exporting data.
    public static let importExport = CommandGroupPlacement(order: 12)
    /// Printing.
    public static let printItem = CommandGroupPlacement(order: 13)
    /// Undo and Redo.
    public static let undoRedo = CommandGroupPlacement(order: 20)
    /// Cut, Copy, Paste, Delete and Select All.
    public static let pasteboard = CommandGroupPlacement(order: 21)
    /// Find, spelling and substitutions.
    public static let textEditing = CommandGroupPlacement(order: 22)
    /// Fonts and text layout.
    public static let textFormatting = CommandGroupPlacement(order: 23)
    /// Showing and customising the toolbar.
    public static let toolbar = CommandGroupPlacement(order: 30)
    /// The sidebar and full-screen mode.
    public static let sidebar = CommandGroupPlacement(order: 31)
    /// Minimising and zooming the window.
    public static let windowSize = CommandGroupPlacement(order: 40)
    /// The list of open windows.
    public static let windowList = CommandGroupPlacement(order: 41)
    /// The window of a single-window scene.
    public static let singleWindowList = CommandGroupPlacement(order: 42)
    /// Arranging windows.
    public static let windowArrangement = CommandGroupPlacement(order: 43)
    /// Help.
    public static let help = CommandGroupPlacement(order: 50)
}

/// Commands added to one of the standard groups (`CommandGroupPlacement`), before it,
/// after it or in its place. The window's menu bar shows them in the group's menu (File,
/// Edit, View, Window, Help, or the app menu), and each command with a keyboard shortcut
/// can be pressed from the keyboard while the window is active.
public struct CommandGroup<Content: View>: Commands {
    public typealias Body = Never
    let placement: CommandGroupPlacement
    let position: _CommandItem.Position
    let content: Content

    /// Puts `addition` at the start of the group `group`.
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = group; position = .before; content = addition()
    }
    /// Puts `addition` at the end of the group `group`.
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = group; position = .after; content = addition()
    }
    /// Puts `addition` in place of the contents of the group `group`; an empty addition
    /// removes the group.
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = group; position = .replacing; content = addition()
    }
    public var body: Never { fatalError("CommandGroup is primitive") }
}
extension CommandGroup: _PrimitiveCommands {
    var _items: [_CommandItem] { [_CommandItem(placement: placement, position: position, menuName: nil, content: AnyView(content),
                                   isEmpty: content is EmptyView)] }
}

/// A menu of the app's own commands, named `name`: a menu of the window's menu bar,
/// between View and Window as on a Mac. Each command with a keyboard shortcut can be
/// pressed from the keyboard while the window is active.
public struct CommandMenu<Content: View>: Commands {
    public typealias Body = Never
    let name: Text
    let content: Content

    /// A menu named with a localized key.
    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        name = Text(nameKey); self.content = content()
    }
    /// A menu named with `name`, shown as is.
    public init(_ name: Text, @ViewBuilder content: () -> Content) {
        self.name = name; self.content = content()
    }
    /// A menu named with a string, shown as is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {
        self.name = Text(name); self.content = content()
    }
    public var body: Never { fatalError("CommandMenu is primitive") }
}
extension CommandMenu: _PrimitiveCommands {
    var _items: [_CommandItem] { [_CommandItem(placement: nil, position: .after, menuName: name, content: AnyView(content),
                                   isEmpty: content is EmptyView)] }
}

// The standard command sets SwiftUI offers on a Mac. Their commands act on a Mac's
// sidebar, toolbar and text system, which Trellis's windows do not have (no system menu
// items exist to add): they add nothing, as on an iPhone.

/// The Mac's sidebar commands (Toggle Sidebar): no commands in Trellis, as on an iPhone.
public struct SidebarCommands: Commands {
    public typealias Body = Never
    public init() {}
    public var body: Never { fatalError("SidebarCommands is primitive") }
}
extension SidebarCommands: _PrimitiveCommands { var _items: [_CommandItem] { [] } }

/// The Mac's toolbar commands (Show/Customize Toolbar): no commands in Trellis, as on an iPhone.
public struct ToolbarCommands: Commands {
    public typealias Body = Never
    public init() {}
    public var body: Never { fatalError("ToolbarCommands is primitive") }
}
extension ToolbarCommands: _PrimitiveCommands { var _items: [_CommandItem] { [] } }

/// The Mac's text editing commands (Find, Spelling): no commands in Trellis, as on an iPhone.
public struct TextEditingCommands: Commands {
    public typealias Body = Never
    public init() {}
    public var body: Never { fatalError("TextEditingCommands is primitive") }
}
extension TextEditingCommands: _PrimitiveCommands { var _items: [_CommandItem] { [] } }

/// The Mac's text formatting commands (Font, Text): no commands in Trellis, as on an iPhone.
public struct TextFormattingCommands: Commands {
    public typealias Body = Never
    public init() {}
    public var body: Never { fatalError("TextFormattingCommands is primitive") }
}
extension TextFormattingCommands: _PrimitiveCommands { var _items: [_CommandItem] { [] } }

/// The Mac's inspector command (Show/Hide Inspector): no commands in Trellis, as on an iPhone.
public struct InspectorCommands: Commands {
    public typealias Body = Never
    public init() {}
    public var body: Never { fatalError("InspectorCommands is primitive") }
}
extension InspectorCommands: _PrimitiveCommands { var _items: [_CommandItem] { [] } }

/// The commands a window uses, in menu order: each standard placement's groups (before,
/// replacing, after), then the `CommandMenu`s in declaration order, placed like a Mac's
/// custom menus (after View, before Window).
@MainActor
func _orderedCommandItems(_ items: [_CommandItem]) -> [_CommandItem] {
    func rank(_ i: _CommandItem) -> (Int, Int) {
        guard let p = i.placement else { return (35, 0) }
        return (p.order, i.position.rawValue)
    }
    return items.enumerated().sorted { a, b in
        let ra = rank(a.element), rb = rank(b.element)
        return ra != rb ? ra < rb : a.offset < b.offset
    }.map(\.element)
}

/// Builds the commands' views in the window, zero-sized and hidden, so that their
/// buttons' keyboard shortcuts are registered while the window is shown (see the top of
/// this file). A `Menu` among them lists its items here directly, so that a submenu's
/// shortcuts work too.
struct _CommandsKeyHost: View {
    let items: [_CommandItem]
    var body: some View {
        ZStack {
            ForEach(Array(_orderedCommandItems(items).enumerated()), id: \.offset) { _, item in
                VStack { item.content }
            }
        }
        .environment(\._menusShowContentInline, true)
        .frame(width: 0, height: 0)
        .clipped()
        .hidden()
        .accessibilityHidden(true)
    }
}

struct _MenusShowContentInlineKey: EnvironmentKey { static var defaultValue: Bool { false } }
extension EnvironmentValues {
    /// Inside `_CommandsKeyHost`: menus draw their content in place of their button, and
    /// buttons are not tappable or focusable (only their shortcuts press them).
    var _menusShowContentInline: Bool {
        get { self[_MenusShowContentInlineKey.self] }
        set { self[_MenusShowContentInlineKey.self] = newValue }
    }
}
