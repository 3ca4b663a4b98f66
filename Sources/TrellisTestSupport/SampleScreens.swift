// Small screens built with raw protocol ops, shared by the backend tests (the same tree
// drawn by headless, png and x11).
import TrellisProtocol

public enum SampleScreens {
    /// A title, a row with a fixed-size green swatch and a label, and a tappable blue
    /// capsule button "Add" (node 7; its capsule is node 10), in one transaction `txn`.
    public static func groceries(title: String = "Groceries", txn: UInt64 = 1) -> [ClientMessage] {
        [
            .begin(txn: txn),
            .create(id: 1, kind: .vstack, props: [.spacing(12)]),
            .create(id: 2, kind: .text, props: [.text(title), .fontSize(28), .fontWeight(700)]),
            .create(id: 3, kind: .hstack, props: []),
            .create(id: 4, kind: .frame, props: [.width(24), .height(24)]),
            .create(id: 5, kind: .shape, props: [.shape(.circle), .fill(WireColor(r: 52, g: 199, b: 89, a: 255))]),
            .create(id: 6, kind: .text, props: [.text("Milk and eggs")]),
            .create(id: 7, kind: .background, props: []),
            .create(id: 8, kind: .padding, props: [.insets(WireInsets(top: 8, leading: 16, bottom: 8, trailing: 16))]),
            .create(id: 9, kind: .text, props: [.text("Add"), .foreground(WireColor(r: 255, g: 255, b: 255, a: 255))]),
            .create(id: 10, kind: .shape, props: [.shape(.capsule), .fill(WireColor(r: 0, g: 122, b: 255, a: 255))]),
            .insert(parent: 4, child: 5, index: 0),
            .insert(parent: 3, child: 4, index: 0),
            .insert(parent: 3, child: 6, index: 1),
            .insert(parent: 8, child: 9, index: 0),
            .insert(parent: 7, child: 8, index: 0),
            .insert(parent: 7, child: 10, index: 1),
            .update(id: 7, props: [.tappable(true)]),
            .insert(parent: 1, child: 2, index: 0),
            .insert(parent: 1, child: 3, index: 1),
            .insert(parent: 1, child: 7, index: 2),
            .setRoot(id: 1),
            .commit(txn: txn),
        ]
    }

    /// `hello` with the testing capability, named `name` (a window's title).
    public static func hello(_ name: String) -> ClientMessage {
        .hello(magic: TrellisWire.magic, version: TrellisWire.version, capabilities: [.testing],
               clientName: name, maxFrameSize: UInt32(TrellisWire.defaultMaxFrameSize))
    }
}

extension DaemonEvent {
    /// `frameDone` as a daemon on a virtual clock nobody advanced sends it (presented at
    /// 0 µs): what raw-protocol tests on the headless backend compare with.
    public static func frameDone(serial: UInt64) -> DaemonEvent { .frameDone(serial: serial, presentedMicros: 0) }
}

extension DaemonEvent {
    /// Whether this is the `frameDone` of frame `serial`, whenever it was presented (a
    /// real clock's time differs run to run).
    public func isFrameDone(_ serial: UInt64) -> Bool {
        if case .frameDone(serial, _) = self { return true }
        return false
    }
}
