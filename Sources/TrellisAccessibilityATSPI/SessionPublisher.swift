// One session published as one AT-SPI2 application: its own connection to the
// accessibility bus, embedded in the registry's desktop, answering method calls for the
// application object and the session's elements.
import CSDBus
import TrellisDBus
import TrellisProtocol
import TrellisRenderer

/// Publishes one surface's accessibility tree as an AT-SPI2 application.
///
/// AT-SPI2 identifies an application by its bus connection (the registry embeds a pair of
/// unique bus name and root path), and one daemon serves many sessions, so each session
/// gets a connection of its own: each appears on the desktop as its own application,
/// named after the app.
///
/// Paths: the application is `/org/a11y/atspi/accessible/root`; each element (the window
/// included) is `/org/a11y/atspi/accessible/<node id>`, the id of the render node that
/// forms it. One fallback handler under `/org/a11y/atspi` answers for all of them, so
/// elements are never registered one by one: a call reads the current tree and finds the
/// element by id (a node that is gone answers UnknownObject).
final class SessionPublisher {
    let surface: SurfaceID
    let connection: BusConnection
    weak var performer: (any AccessibilityPerformer)?
    /// This connection's unique name: the bus half of every reference it hands out.
    let busName: String
    /// The desktop (the application's parent), as the registry answered `Embed`.
    private(set) var desktop = ObjectReference.null
    /// `Application.Id`, which the registry sets.
    var applicationID: Int32 = 0
    /// The tree the last events were computed against (only while someone listens).
    var published: AccessibilityTree?

    /// Connects to the accessibility bus at `address`, starts answering and embeds the
    /// application in the registry's desktop.
    init(surface: SurfaceID, address: String, performer: (any AccessibilityPerformer)?) throws {
        self.surface = surface
        self.performer = performer
        connection = try BusConnection.open(address: address)
        busName = connection.uniqueName
        connection.addFallback("/org/a11y/atspi") { [unowned self] m in self.handle(m) }
        let root = ObjectReference(bus: busName, path: ATSPIName.rootPath)
        desktop = try connection.call(ATSPIName.registry, ATSPIName.rootPath, ATSPIName.socket, "Embed",
                                      arguments: { $0.reference(root) }, read: { $0.reference() })
    }

    /// Leaves the desktop and closes the connection.
    func close() {
        let root = ObjectReference(bus: busName, path: ATSPIName.rootPath)
        // Without waiting for the answer: the connection closes right after.
        connection.signal(path: ATSPIName.rootPath, interface: ATSPIName.eventObject, member: "StateChanged") {
            $0.string("defunct"); $0.int32(1); $0.int32(0); $0.variantInt32(0)
            $0.container("a", "{sv}") {}
        }
        _ = try? connection.call(ATSPIName.registry, ATSPIName.rootPath, ATSPIName.socket, "Unembed",
                                 arguments: { $0.reference(root) }, read: { _ in () })
        connection.close()
    }

    // MARK: objects

    /// What a path names.
    enum Target {
        case application
        case element(Int)
    }

    var tree: AccessibilityTree? { performer?.accessibilityTree(of: surface) }

    func target(_ path: String, in tree: AccessibilityTree?) -> Target? {
        if path == ATSPIName.rootPath { return .application }
        guard path.hasPrefix(ATSPIName.accessiblePrefix),
              let id = NodeID(path.dropFirst(ATSPIName.accessiblePrefix.count)),
              let tree, let i = tree.index(of: id) else { return nil }
        return .element(i)
    }

    var rootReference: ObjectReference { ObjectReference(bus: busName, path: ATSPIName.rootPath) }

    /// "No object": the null path under this connection's own name (libatspi makes an
    /// object of every reference it receives, and an empty bus name is not one).
    var nullReference: ObjectReference { ObjectReference(bus: busName, path: ObjectReference.null.path) }

    func reference(_ i: Int, in tree: AccessibilityTree) -> ObjectReference {
        ObjectReference(bus: busName, path: ATSPIName.accessiblePrefix + String(tree.elements[i].id))
    }

    // MARK: dispatch

    /// A method call under `/org/a11y/atspi`. Returns false (sd-bus then answers
    /// UnknownMethod) for what is not implemented.
    func handle(_ m: OpaquePointer) -> Bool {
        var type: UInt8 = 0
        guard sd_bus_message_get_type(m, &type) >= 0, type == 1 /* SD_BUS_MESSAGE_METHOD_CALL */ else { return false }
        let path = m.busPath, interface = m.busInterface, member = m.busMember
        if path == ATSPIName.cachePath {
            guard interface == ATSPIName.cache, member == "GetItems" else { return false }
            connection.reply(to: m) { $0.container("a", "((so)(so)(so)iiassusau)") {} }
            return true
        }
        let tree = self.tree
        guard let target = target(path, in: tree) else {
            connection.replyError(to: m, ATSPIName.unknownObject, "no accessible at \(path)")
            return true
        }
        let call = Call(message: m, reader: BusMessageReader(m: m), target: target, tree: tree)
        switch interface {
        case ATSPIName.properties: return properties(call, member)
        case ATSPIName.accessible: return accessible(call, member)
        case ATSPIName.application: return application(call, member)
        case ATSPIName.component: return component(call, member)
        case ATSPIName.action: return action(call, member)
        case ATSPIName.text: return text(call, member)
        case ATSPIName.editableText: return editableText(call, member)
        case ATSPIName.selection: return selection(call, member)
        default: return false
        }
    }

    /// A method call being answered.
    struct Call {
        let message: OpaquePointer
        let reader: BusMessageReader
        let target: Target
        let tree: AccessibilityTree?

        /// The element it is addressed to (nil: the application).
        var element: AccessibilityElement? {
            if case .element(let i) = target, let tree { return tree.elements[i] }
            return nil
        }
    }

    func reply(_ call: Call, _ body: (BusMessageWriter) -> Void) -> Bool {
        connection.reply(to: call.message, body)
        return true
    }

    func invalidArguments(_ call: Call, _ why: String = "invalid arguments") -> Bool {
        connection.replyError(to: call.message, ATSPIName.invalidArgs, why)
        return true
    }

    // MARK: org.freedesktop.DBus.Properties

    private func properties(_ call: Call, _ member: String) -> Bool {
        switch member {
        case "Get":
            guard let interface = call.reader.string(), let name = call.reader.string() else {
                return invalidArguments(call)
            }
            guard let value = property(interface, name, of: call) else {
                connection.replyError(to: call.message, ATSPIName.invalidArgs, "no property \(interface).\(name)")
                return true
            }
            return reply(call) { w in w.container("v", value.signature) { value.write(w) } }
        case "GetAll":
            guard let interface = call.reader.string() else { return invalidArguments(call) }
            let names = Self.propertyNames[interface] ?? []
            return reply(call) { w in
                w.container("a", "{sv}") {
                    for n in names {
                        guard let value = property(interface, n, of: call) else { continue }
                        w.container("e", "sv") {
                            w.string(n)
                            w.container("v", value.signature) { value.write(w) }
                        }
                    }
                }
            }
        case "Set":
            guard let interface = call.reader.string(), let name = call.reader.string(),
                  let number = call.reader.variantNumber() else { return invalidArguments(call) }
            switch (interface, name) {
            case (ATSPIName.application, "Id"):
                applicationID = Int32(clamping: Int(exactly: number.rounded()) ?? 0)
            case (ATSPIName.value, "CurrentValue"):
                guard let e = call.element, number.isFinite,
                      performer?.performAccessibility(.setValue(number), on: e.id, surface: surface) == true else {
                    return invalidArguments(call, "the value cannot be set")
                }
            default:
                return invalidArguments(call, "\(interface).\(name) is read-only")
            }
            return reply(call) { _ in }
        default:
            return false
        }
    }

    static let propertyNames: [String: [String]] = [
        ATSPIName.accessible: ["Name", "Description", "Parent", "ChildCount", "Locale", "AccessibleId"],
        ATSPIName.application: ["ToolkitName", "Version", "AtspiVersion", "Id"],
        ATSPIName.action: ["NActions"],
        ATSPIName.value: ["MinimumValue", "MaximumValue", "MinimumIncrement", "CurrentValue", "Text"],
        ATSPIName.text: ["CharacterCount", "CaretOffset"],
        ATSPIName.selection: ["NSelectedChildren"],
    ]

    /// A property value of one of the D-Bus types properties here have.
    enum PropertyValue {
        case string(String), int32(Int32), double(Double), reference(ObjectReference)

        var signature: String {
            switch self {
            case .string: return "s"
            case .int32: return "i"
            case .double: return "d"
            case .reference: return "(so)"
            }
        }

        func write(_ w: BusMessageWriter) {
            switch self {
            case .string(let s): w.string(s)
            case .int32(let v): w.int32(v)
            case .double(let v): w.double(v)
            case .reference(let r): w.reference(r)
            }
        }
    }

    private func property(_ interface: String, _ name: String, of call: Call) -> PropertyValue? {
        let e = call.element
        switch (interface, name) {
        case (ATSPIName.accessible, "Name"): return .string(e?.name ?? applicationName(call.tree))
        case (ATSPIName.accessible, "Description"): return .string(e?.description ?? "")
        case (ATSPIName.accessible, "Parent"): return .reference(parent(of: call))
        case (ATSPIName.accessible, "ChildCount"): return .int32(Int32(children(of: call).count))
        case (ATSPIName.accessible, "Locale"): return .string("")
        case (ATSPIName.accessible, "AccessibleId"): return .string(e?.identifier ?? "")
        case (ATSPIName.application, "ToolkitName"): return e == nil ? .string("Trellis") : nil
        case (ATSPIName.application, "Version"): return e == nil ? .string("1.0") : nil
        case (ATSPIName.application, "AtspiVersion"): return e == nil ? .string("2.1") : nil
        case (ATSPIName.application, "Id"): return e == nil ? .int32(applicationID) : nil
        case (ATSPIName.action, "NActions"): return e.map { .int32(Int32($0.actions.count)) }
        case (ATSPIName.value, _): return e.flatMap { valueProperty(name, of: $0) }
        case (ATSPIName.text, "CharacterCount"): return e.flatMap { textOf($0) }.map { .int32(Int32($0.text.count)) }
        case (ATSPIName.text, "CaretOffset"): return e.flatMap { textOf($0) }.map { .int32(Int32($0.caret)) }
        case (ATSPIName.selection, "NSelectedChildren"):
            guard let e, offersSelection(e), let tree = call.tree else { return nil }
            return .int32(Int32(selectedChildren(of: e, in: tree).count))
        default: return nil
        }
    }

    private func valueProperty(_ name: String, of e: AccessibilityElement) -> PropertyValue? {
        guard let r = e.range else { return nil }
        switch name {
        case "MinimumValue": return .double(r.minimum)
        case "MaximumValue": return .double(r.maximum)
        case "MinimumIncrement": return .double(r.step)
        case "CurrentValue": return .double(r.value)
        case "Text": return .string(e.value)
        default: return nil
        }
    }

    func applicationName(_ tree: AccessibilityTree?) -> String {
        let t = tree?.title ?? ""
        return t.isEmpty ? "Trellis app" : t
    }

    func parent(of call: Call) -> ObjectReference {
        guard case .element(let i) = call.target, let tree = call.tree else { return desktop }
        guard let p = tree.elements[i].parent else { return rootReference }
        return reference(p, in: tree)
    }

    func children(of call: Call) -> [ObjectReference] {
        guard let tree = call.tree, !tree.elements.isEmpty else { return [] }
        guard case .element(let i) = call.target else { return [reference(0, in: tree)] }
        return tree.elements[i].children.filter { $0 >= 0 && $0 < tree.elements.count }.map { reference($0, in: tree) }
    }
}
