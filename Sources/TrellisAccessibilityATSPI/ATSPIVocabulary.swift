// AT-SPI2's numbers and names for roles and states, and how Trellis's element roles and
// states map onto them. Every number is AT-SPI2's (`atspi/atspi-constants.h` of
// at-spi2-core 2.46, the version Debian 12 ships): AtspiRole, AtspiStateType.
import TrellisRenderer

/// An AT-SPI2 role: its number (`AtspiRole`) and its name (what `GetRoleName` answers and
/// pyatspi prints).
struct ATSPIRole: Equatable {
    var number: UInt32
    var name: String

    static let application = ATSPIRole(number: 75, name: "application")
    static let frame = ATSPIRole(number: 23, name: "frame")

    /// The role an element of `role` (with `states`) is published as.
    init(_ role: AccessibilityElement.Role, states: AccessibilityElement.States) {
        switch role {
        case .window: self = .frame
        case .group: self.init(number: 39, name: "panel")
        case .staticText: self.init(number: 29, name: "label")
        case .heading: self.init(number: 83, name: "heading")
        case .button: self.init(number: 43, name: "push button")
        case .link: self.init(number: 88, name: "link")
        case .toggle: self.init(number: 62, name: "toggle button")
        case .checkBox: self.init(number: 7, name: "check box")
        case .radioButton: self.init(number: 44, name: "radio button")
        case .slider: self.init(number: 51, name: "slider")
        case .stepper: self.init(number: 52, name: "spin button")
        case .progressIndicator: self.init(number: 42, name: "progress bar")
        case .textField, .searchField:
            self = states.contains(.secure) ? ATSPIRole(number: 40, name: "password text")
                                            : ATSPIRole(number: 79, name: "entry")
        case .image: self.init(number: 27, name: "image")
        case .list: self.init(number: 31, name: "list")
        case .listItem: self.init(number: 32, name: "list item")
        case .comboBox: self.init(number: 11, name: "combo box")
        case .radioGroup: self.init(number: 39, name: "panel")
        case .tabList: self.init(number: 38, name: "page tab list")
        case .tab: self.init(number: 37, name: "page tab")
        case .dialog: self.init(number: 16, name: "dialog")
        case .alert: self.init(number: 2, name: "alert")
        case .menu: self.init(number: 33, name: "menu")
        case .menuItem: self.init(number: 35, name: "menu item")
        }
    }

    init(number: UInt32, name: String) {
        self.number = number
        self.name = name
    }
}

/// AT-SPI2 state numbers (`AtspiStateType`) and the two-word bit set `GetState` answers.
enum ATSPIState: UInt32, CaseIterable {
    case checked = 4, collapsed = 5, editable = 7, enabled = 8, expandable = 9, expanded = 10
    case focusable = 11, focused = 12, modal = 16, multiLine = 17, selected = 23, sensitive = 24
    case showing = 25, singleLine = 26, visible = 30, indeterminate = 32, checkable = 41

    /// The name in `object:state-changed:NAME` events.
    var eventName: String {
        switch self {
        case .checked: return "checked"
        case .collapsed: return "collapsed"
        case .editable: return "editable"
        case .enabled: return "enabled"
        case .expandable: return "expandable"
        case .expanded: return "expanded"
        case .focusable: return "focusable"
        case .focused: return "focused"
        case .modal: return "modal"
        case .multiLine: return "multi-line"
        case .selected: return "selected"
        case .sensitive: return "sensitive"
        case .showing: return "showing"
        case .singleLine: return "single-line"
        case .visible: return "visible"
        case .indeterminate: return "indeterminate"
        case .checkable: return "checkable"
        }
    }

    /// The AT-SPI states of an element.
    static func of(_ e: AccessibilityElement) -> Set<ATSPIState> {
        var s: Set<ATSPIState> = [.visible]
        let st = e.states
        if !st.contains(.disabled) { s.formUnion([.enabled, .sensitive]) }
        if !st.contains(.offscreen) { s.insert(.showing) }
        let pairs: [(AccessibilityElement.States, ATSPIState)] = [
            (.focusable, .focusable), (.focused, .focused), (.checkable, .checkable), (.checked, .checked),
            (.mixed, .indeterminate), (.selected, .selected), (.expanded, .expanded), (.collapsed, .collapsed),
            (.editable, .editable), (.modal, .modal),
        ]
        for (t, a) in pairs where st.contains(t) { s.insert(a) }
        if st.contains(.expanded) || st.contains(.collapsed) { s.insert(.expandable) }
        if e.role == .textField || e.role == .searchField {
            s.insert(st.contains(.multiLine) ? .multiLine : .singleLine)
        }
        return s
    }

    /// `au` of two words: bit n of word n/32 set for each state.
    static func words(_ states: Set<ATSPIState>) -> [UInt32] {
        var w: [UInt32] = [0, 0]
        for s in states { w[Int(s.rawValue / 32)] |= 1 << (s.rawValue % 32) }
        return w
    }
}

/// AT-SPI2's coordinate types (`AtspiCoordType`) and component layers (`AtspiComponentLayer`).
enum ATSPICoordinates {
    static let screen: UInt32 = 0
    static let window: UInt32 = 1
    static let parent: UInt32 = 2
    static let layerWidget: UInt32 = 3
    static let layerWindow: UInt32 = 7
}

/// AT-SPI2's D-Bus names.
enum ATSPIName {
    static let accessible = "org.a11y.atspi.Accessible"
    static let application = "org.a11y.atspi.Application"
    static let component = "org.a11y.atspi.Component"
    static let action = "org.a11y.atspi.Action"
    static let value = "org.a11y.atspi.Value"
    static let text = "org.a11y.atspi.Text"
    static let editableText = "org.a11y.atspi.EditableText"
    static let selection = "org.a11y.atspi.Selection"
    static let cache = "org.a11y.atspi.Cache"
    static let eventObject = "org.a11y.atspi.Event.Object"
    static let properties = "org.freedesktop.DBus.Properties"
    static let registry = "org.a11y.atspi.Registry"
    static let registryPath = "/org/a11y/atspi/registry"
    static let socket = "org.a11y.atspi.Socket"
    static let rootPath = "/org/a11y/atspi/accessible/root"
    static let accessiblePrefix = "/org/a11y/atspi/accessible/"
    static let cachePath = "/org/a11y/atspi/cache"
    static let invalidArgs = "org.freedesktop.DBus.Error.InvalidArgs"
    static let unknownObject = "org.freedesktop.DBus.Error.UnknownObject"
    static let unknownMethod = "org.freedesktop.DBus.Error.UnknownMethod"
}
