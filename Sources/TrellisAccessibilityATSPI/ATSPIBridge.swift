// The AT-SPI2 bridge: the daemon's accessibility sink that publishes every session's
// accessibility tree on the accessibility bus, so Orca and other assistive technology
// read and operate Trellis apps.
import CSDBus
import Logging
import TrellisDBus
import TrellisProtocol
import TrellisRenderer
#if canImport(Glibc)
import Glibc
#endif

/// Publishes sessions' accessibility trees over AT-SPI2 (D-Bus).
///
/// Why sd-bus (libsystemd): a small C API whose connections plug into the daemon's own
/// libuv loop through one descriptor (`sd_bus_get_fd`, then `sd_bus_process` until it has
/// nothing left), with no GLib main loop to run beside it (GDBus would need one) and far
/// less code per message than libdbus. Swift cannot import sd-bus's vtable macros, so the
/// objects are answered by one fallback handler per connection (`SessionPublisher`).
///
/// One connection per session (AT-SPI2 knows an application by its bus connection), plus
/// a control connection that tracks whether any assistive technology listens for events
/// (the registry's `EventListenerRegistered` / `EventListenerDeregistered`). All their
/// descriptors are gathered in one epoll descriptor: `pollDescriptor`, readable when any
/// connection is.
///
/// sd-bus asks for no timers here: the bridge makes no asynchronous calls (its few calls
/// block briefly while a session is set up), so `sd_bus_get_timeout` has nothing to say,
/// and writes are flushed at the end of each `pump()` and `flush()`, so the loop watches
/// for readability only.
///
/// Cost: while nobody listens, `flush()` derives no trees; method calls derive the tree
/// they read on demand (the core caches it until the next change).
public final class ATSPIBridge: AccessibilitySink {
    public weak var performer: (any AccessibilityPerformer)? {
        didSet { for p in publishers.values { p.performer = performer } }
    }
    /// The accessibility bus.
    public let address: String
    private let control: BusConnection
    private let epoll: Int32
    private let log: Logger
    private var publishers: [SurfaceID: SessionPublisher] = [:]
    /// Surfaces whose tree may have changed since the last flush.
    private var dirty: Set<SurfaceID> = []
    /// Surfaces that could not be published (not retried: one log line each).
    private var failed: Set<SurfaceID> = []
    private var announcements: [(SurfaceID, String)] = []
    /// Event listeners the registry reported: (bus name, event), e.g. ("...", "object:").
    private var listeners: [(bus: String, event: String)] = []

    /// Whether an assistive technology listens for events (then `flush()` publishes them).
    public var hasListeners: Bool { !listeners.isEmpty }

    /// Finds the accessibility bus and connects to it: `accessibilityBusAddress` if given,
    /// else `AT_SPI_BUS_ADDRESS`, else the address the session bus's `org.a11y.Bus`
    /// answers. Throws when there is no such bus (no session bus, no at-spi2-core, no
    /// desktop): the daemon then runs without the bridge.
    public init(accessibilityBusAddress: String? = nil, log: Logger) throws {
        self.log = log
        var address = accessibilityBusAddress ?? ""
        if address.isEmpty, let env = getenv("AT_SPI_BUS_ADDRESS") { address = String(cString: env) }
        if address.isEmpty {
            let session = try BusConnection.session()
            address = try session.call("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress",
                                       read: { $0.string() })
            session.close()
        }
        guard !address.isEmpty else { throw BusError("the accessibility bus has no address") }
        self.address = address
        control = try BusConnection.open(address: address)
        epoll = epoll_create1(Int32(EPOLL_CLOEXEC))
        guard epoll >= 0 else { throw BusError("epoll_create1: errno \(errno)") }
        control.matchSignal(path: ATSPIName.registryPath, interface: ATSPIName.registry, member: "EventListenerRegistered") {
            [unowned self] m in
            let r = BusMessageReader(m: m)
            if let bus = r.string(), let event = r.string() {
                if self.listeners.isEmpty { self.takeBaselines() }
                self.listeners.append((bus, event))
            }
            return false
        }
        control.matchSignal(path: ATSPIName.registryPath, interface: ATSPIName.registry, member: "EventListenerDeregistered") {
            [unowned self] m in
            let r = BusMessageReader(m: m)
            if let bus = r.string(), let event = r.string(),
               let i = self.listeners.firstIndex(where: { $0.bus == bus && $0.event == event }) {
                self.listeners.remove(at: i)
            }
            return false
        }
        listeners = (try? control.call(ATSPIName.registry, ATSPIName.registryPath, ATSPIName.registry,
                                       "GetRegisteredEvents", read: { $0.stringPairs() }))?.map { ($0.0, $0.1) } ?? []
        watch(control.descriptor)
        control.process()
        log.info("accessibility: publishing to AT-SPI2 on \(address) (\(listeners.count) event listeners)")
    }

    deinit {
        for p in publishers.values { p.close() }
        control.close()
        close(epoll)
    }

    private func watch(_ fd: Int32) {
        guard fd >= 0 else { return }
        var event = epoll_event()
        event.events = EPOLLIN.rawValue
        event.data.fd = fd
        _ = epoll_ctl(epoll, EPOLL_CTL_ADD, fd, &event)
    }

    private func unwatch(_ fd: Int32) {
        guard fd >= 0 else { return }
        _ = epoll_ctl(epoll, EPOLL_CTL_DEL, fd, nil)
    }

    // MARK: AccessibilitySink

    public var pollDescriptor: Int32? { epoll }

    public func pump() {
        // Level-triggered: processing every connection until it has nothing left clears
        // the epoll descriptor's readiness.
        if !control.process() { log.notice("accessibility: the accessibility bus connection broke") }
        for (surface, p) in publishers where !p.connection.process() {
            log.notice("accessibility: lost the bus connection of surface \(surface.rawValue)")
            drop(surface)
        }
        flushConnections()
    }

    public func treeInvalidated(surface: SurfaceID) {
        dirty.insert(surface)
    }

    public func announce(_ text: String, surface: SurfaceID) {
        announcements.append((surface, text))
    }

    public func surfaceTitled(_ title: String, surface: SurfaceID) {
        dirty.insert(surface)
    }

    public func surfaceClosed(_ surface: SurfaceID) {
        dirty.remove(surface)
        failed.remove(surface)
        drop(surface)
    }

    public func flush() {
        guard !dirty.isEmpty || !announcements.isEmpty else { return }
        let surfaces = dirty
        dirty.removeAll(keepingCapacity: true)
        for surface in surfaces where publishers[surface] == nil && !failed.contains(surface) {
            publish(surface)
        }
        let listening = hasListeners
        for surface in surfaces {
            guard let p = publishers[surface] else { continue }
            guard listening else {
                // Nobody listens: no tree is derived; the first listener takes a baseline.
                p.published = nil
                continue
            }
            guard let tree = performer?.accessibilityTree(of: surface) else { continue }
            if let old = p.published, old != tree { p.emitChanges(from: old, to: tree) }
            p.published = tree
        }
        if listening {
            for (surface, text) in announcements { publishers[surface]?.announce(text) }
        }
        announcements.removeAll()
        flushConnections()
    }

    // MARK: sessions

    /// Opens the session's application on the bus once it has drawn (so it has a tree).
    private func publish(_ surface: SurfaceID) {
        guard let performer, performer.accessibleSurfaces.contains(surface) else { return }
        do {
            let p = try SessionPublisher(surface: surface, address: address, performer: performer)
            publishers[surface] = p
            if hasListeners { p.published = performer.accessibilityTree(of: surface) }
            watch(p.connection.descriptor)
            // Messages that arrived during Embed wait in sd-bus's queue, not the socket.
            p.connection.process()
            log.debug("accessibility: surface \(surface.rawValue) published as \(p.busName)")
        } catch {
            failed.insert(surface)
            log.notice("accessibility: cannot publish surface \(surface.rawValue): \(error)")
        }
    }

    /// The first listener registered: the trees as they are now are what later events
    /// are computed against (changes before this moment are not reported).
    private func takeBaselines() {
        for (surface, p) in publishers { p.published = performer?.accessibilityTree(of: surface) }
    }

    private func drop(_ surface: SurfaceID) {
        guard let p = publishers.removeValue(forKey: surface) else { return }
        unwatch(p.connection.descriptor)
        p.close()
    }

    /// Writes queued replies and signals. A blocking flush: the accessibility bus is a
    /// local daemon that reads promptly, and the loop watches readability only.
    private func flushConnections() {
        control.flush()
        for p in publishers.values { p.connection.flush() }
    }
}
