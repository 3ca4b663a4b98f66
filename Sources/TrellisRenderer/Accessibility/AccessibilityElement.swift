// One element of a session's accessibility tree: what a screen reader reads and operates.
// A value derived from the committed frame (AccessibilityTree+Derivation.swift); the
// AT-SPI bridge and the text form read it, nothing writes it back.
import TrellisProtocol

/// An element of an ``AccessibilityTree``: a role, a name, a value, states, actions and
/// where it is, formed by one render node (its `id`) and possibly merged descendants.
public struct AccessibilityElement: Sendable, Equatable {
    /// What the element is. The protocol's roles (`AccessibilityRole`) plus the window that
    /// holds a surface's elements.
    public enum Role: String, Sendable, Equatable, CaseIterable {
        case window, group, staticText, heading, button, link, toggle, checkBox, radioButton
        case slider, stepper, progressIndicator, textField, searchField, image, list, listItem
        case comboBox, radioGroup, tabList, tab, dialog, alert, menu, menuItem

        init(_ wire: AccessibilityRole) {
            switch wire {
            case .group: self = .group
            case .staticText: self = .staticText
            case .heading: self = .heading
            case .button: self = .button
            case .link: self = .link
            case .toggle: self = .toggle
            case .checkBox: self = .checkBox
            case .radioButton: self = .radioButton
            case .slider: self = .slider
            case .stepper: self = .stepper
            case .progressIndicator: self = .progressIndicator
            case .textField: self = .textField
            case .searchField: self = .searchField
            case .image: self = .image
            case .list: self = .list
            case .listItem: self = .listItem
            case .comboBox: self = .comboBox
            case .radioGroup: self = .radioGroup
            case .tabList: self = .tabList
            case .tab: self = .tab
            case .dialog: self = .dialog
            case .alert: self = .alert
            case .menu: self = .menu
            case .menuItem: self = .menuItem
            }
        }
    }

    /// States an assistive technology shows (checked, focused …). Derived: the client's
    /// `accessibilityState` plus what the daemon knows (focus, editing, visibility).
    public struct States: OptionSet, Sendable, Hashable {
        public var rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let focusable = States(rawValue: 1 << 0)
        public static let focused = States(rawValue: 1 << 1)
        public static let disabled = States(rawValue: 1 << 2)
        public static let checked = States(rawValue: 1 << 3)
        public static let mixed = States(rawValue: 1 << 4)
        public static let selected = States(rawValue: 1 << 5)
        public static let expanded = States(rawValue: 1 << 6)
        public static let collapsed = States(rawValue: 1 << 7)
        public static let editable = States(rawValue: 1 << 8)
        public static let multiLine = States(rawValue: 1 << 9)
        /// A password field (`secure`): its text is masked.
        public static let secure = States(rawValue: 1 << 10)
        public static let modal = States(rawValue: 1 << 11)
        /// Not on screen: outside the window or scrolled out of its clip.
        public static let offscreen = States(rawValue: 1 << 12)
        /// Toggles have it (checked or not), so an unchecked toggle still reads as one.
        public static let checkable = States(rawValue: 1 << 13)
        /// Its value changes often (`updatesFrequently`): read it when asked, not each time.
        public static let updatesFrequently = States(rawValue: 1 << 14)

        /// Names in the text form, in order.
        static let names: [(States, String)] = [
            (.focusable, "focusable"), (.focused, "focused"), (.disabled, "disabled"), (.checkable, "checkable"),
            (.checked, "checked"), (.mixed, "mixed"), (.selected, "selected"), (.expanded, "expanded"),
            (.collapsed, "collapsed"), (.editable, "editable"), (.multiLine, "multiLine"), (.secure, "secure"),
            (.modal, "modal"), (.offscreen, "offscreen"), (.updatesFrequently, "updatesFrequently"),
        ]
    }

    /// What the element can be asked to do.
    public enum Action: Sendable, Equatable {
        /// Its default action: press a button, flip a toggle, focus a field.
        case press
        case increment
        case decrement
        /// A custom action (`accessibilityAction(named:)`), by name.
        case custom(String)

        /// The name an assistive technology shows (AT-SPI's action names: "click" is the
        /// one Orca and GTK use for a press).
        public var name: String {
            switch self {
            case .press: return "click"
            case .increment: return "increment"
            case .decrement: return "decrement"
            case .custom(let n): return n
            }
        }
    }

    /// A text field's text, caret and selection, in grapheme-cluster (Character) offsets.
    public struct TextState: Sendable, Equatable {
        public var text: String
        public var caret: Int
        public var selection: Range<Int>
    }

    /// How the element relates to others (README §7 rule 8): AT-SPI's relation set.
    public enum RelationKind: String, Sendable, Equatable, CaseIterable {
        /// Labelled by the targets (a labeled pair's content).
        case labelledBy
        /// Labels the targets (a labeled pair's label).
        case labelFor
        /// A member of the group of the targets (a linked group, itself included).
        case memberOf
        /// The next element of its linked group.
        case flowsTo
        /// The previous element of its linked group.
        case flowsFrom
        /// The targets of its rotors' entries.
        case details
    }

    /// One relation: its kind and the indices (in the tree's `elements`) it points to.
    public struct Relation: Sendable, Equatable {
        public var kind: RelationKind
        public var targets: [Int]
        public init(kind: RelationKind, targets: [Int]) {
            self.kind = kind
            self.targets = targets
        }
    }

    /// Extra information read on request (`accessibilityCustomContent`).
    public struct CustomContent: Sendable, Equatable {
        /// The identifier: the AT-SPI attribute's name.
        public var id: String
        public var label: String
        public var value: String
        /// Read with the element (part of its description).
        public var high: Bool
        public init(id: String, label: String, value: String, high: Bool) {
            self.id = id
            self.label = label
            self.value = value
            self.high = high
        }
    }

    /// A rotor the element offers: named entries, each leading to an element or none.
    public struct Rotor: Sendable, Equatable {
        public struct Entry: Sendable, Equatable {
            public var label: String
            /// The index of the element it leads to.
            public var target: Int?
            public init(label: String, target: Int?) {
                self.label = label
                self.target = target
            }
        }
        public var name: String
        public var entries: [Entry]
        public init(name: String, entries: [Entry]) {
            self.name = name
            self.entries = entries
        }
    }

    /// A drag or drop point with what it does, in window coordinates.
    public struct Point: Sendable, Equatable {
        public var kind: AccessibilityPointKind
        public var point: WirePoint
        public var label: String
        public init(kind: AccessibilityPointKind, point: WirePoint, label: String) {
            self.kind = kind
            self.point = point
            self.label = label
        }
    }

    /// The node that forms the element; actions name it.
    public var id: NodeID
    public var role: Role
    public var name: String
    /// The hint (`accessibilityHint`): AT-SPI's description.
    public var hint: String
    public var value: String
    public var identifier: String
    /// A heading's level (1...6), 0 otherwise.
    public var headingLevel: Int
    public var range: WireAccessibilityRange?
    public var states: States
    public var actions: [Action]
    /// Window coordinates (the bounding box of a transformed node).
    public var frame: WireRect
    /// A text field's text and selection.
    public var text: TextState?
    /// Indices of the children in the tree's `elements`, in reading order.
    public var children: [Int]
    /// Index of the parent in the tree's `elements` (nil for the window).
    public var parent: Int?
    /// The node a press taps (a `tappable` node of the element), if any.
    public var pressTarget: NodeID?
    /// The node focus goes to (a focus target of the element), if any.
    public var focusTarget: NodeID?
    /// Relations to other elements (labeled pairs, linked groups, rotor targets).
    public var relations: [Relation] = []
    /// Custom content, in order.
    public var customContent: [CustomContent] = []
    /// Reading settings (text content type, speech), each at most once.
    public var settings: [WireAccessibilitySetting] = []
    /// Where a press lands (window coordinates), when not the press target's centre.
    public var activationPoint: WirePoint?
    /// Drag and drop points.
    public var points: [Point] = []
    /// The rotors the element offers.
    public var rotors: [Rotor] = []
    /// The element's links as the app sent them, resolved into `relations`, `rotors` and
    /// the name of a labelled element once the tree is complete.
    var links: [WireAccessibilityLink] = []
    /// Order among siblings (higher first).
    var sortPriority = 0.0
    /// Keyboard focus is on a node merged into this element (it reads as focused).
    var holdsFocus = false
    /// Whether `name` is the app's `accessibilityLabel` (not derived from content).
    var labelled = false
    /// The node that answers `activate` itself (`AccessibilityState.activatable`).
    var activateTarget: NodeID?
    /// The node that answers increment and decrement.
    var adjustTarget: NodeID?
    /// The node whose `accessibilityRange` is the value (it hears `setValue`).
    var valueTarget: NodeID?
    /// For each custom action in order: the node that declared it and its index there
    /// (`tapAction`: a tap at the node's centre, for a control merged into the element).
    var customTargets: [(NodeID, UInt32)] = []
    static let tapAction = UInt32.max
    /// The custom actions' names, parallel to `customTargets`.
    var customNames: [String] = []

    public static func == (a: AccessibilityElement, b: AccessibilityElement) -> Bool {
        a.id == b.id && a.role == b.role && a.name == b.name && a.hint == b.hint && a.value == b.value
            && a.identifier == b.identifier && a.headingLevel == b.headingLevel && a.range == b.range
            && a.states == b.states && a.actions == b.actions && a.frame == b.frame && a.text == b.text
            && a.children == b.children && a.parent == b.parent && a.relations == b.relations
            && a.customContent == b.customContent && a.settings == b.settings
            && a.activationPoint == b.activationPoint && a.points == b.points && a.rotors == b.rotors
    }

    /// The value of a reading setting, if set.
    public func setting(_ s: AccessibilitySetting) -> Double? {
        settings.first { $0.setting == s }?.value
    }

    /// The description assistive technology reads after the name: the hint, then the
    /// custom content of high importance ("label: value").
    public var description: String {
        var parts = hint.isEmpty ? [] : [hint]
        for c in customContent where c.high {
            parts.append(c.label.isEmpty ? c.value : c.label + ": " + c.value)
        }
        return parts.joined(separator: ", ")
    }

    public init(id: NodeID, role: Role, name: String = "", frame: WireRect) {
        self.id = id
        self.role = role
        self.name = name
        self.hint = ""
        self.value = ""
        self.identifier = ""
        self.headingLevel = 0
        self.states = []
        self.actions = []
        self.frame = frame
        self.children = []
    }
}
