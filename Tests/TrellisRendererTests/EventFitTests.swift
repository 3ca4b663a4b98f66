// Issue 38 items 7, 8, 20: every event within the client's announced maxFrameSize —
// id lists split into full events of the same kind, texts cut at a line end with a
// `# cut: N more bytes` line, other strings cut at a scalar boundary (README §8).
import Testing
import TrellisBackendHeadless
import TrellisProtocol
@testable import TrellisRenderer

@Suite struct EventFitTests {
    static let small = UInt32(TrellisWire.minimumFrameSize)

    /// A session whose client accepts frames of at most `maxFrame` bytes of payload.
    func smallClient(_ compositor: Compositor, _ backend: HeadlessBackend,
                     capabilities: Capabilities = [.testing], maxFrame: UInt32 = small) -> SessionHarness {
        let h = SessionHarness(handshake: false, backend: backend, compositor: compositor)
        let welcome = h.send(.hello(magic: TrellisWire.magic, version: TrellisWire.version, capabilities: capabilities,
                                    clientName: "small frames", maxFrameSize: maxFrame))
        precondition(welcome.count == 1)
        return h
    }

    /// A vstack (1) of `n` texts (2 …), each a line of its own in the snapshot.
    func bigTree(_ n: Int) -> [ClientMessage] {
        var ops: [ClientMessage] = [.create(id: 1, kind: .vstack, props: []), .setRoot(id: 1)]
        for i in 0..<n {
            let id = NodeID(i + 2)
            ops.append(.create(id: id, kind: .text, props: [.text("row \(i) é€😀")]))
            ops.append(.insert(parent: 1, child: id, index: UInt32(i)))
        }
        return txn(1, ops)
    }

    @Test("appeared and disappeared are split in order into events each filled up to maxFrameSize")
    func idListsFillTheFrame() {
        let backend = HeadlessBackend()
        let h = smallClient(Compositor(backend: backend), backend)
        // Ids of 1, 2, 3 and 5 bytes as varints, so the split must count each one's size.
        var ids: [NodeID] = [1]
        for i in 0..<3000 { ids.append([NodeID(2 + i), NodeID(200 + i), NodeID(20_000 + i), 1 << 30 + NodeID(i)][i % 4]) }
        var ops: [ClientMessage] = [.create(id: 1, kind: .vstack, props: []), .setRoot(id: 1)]
        for (k, id) in ids.dropFirst().enumerated() {
            ops += [.create(id: id, kind: .shape, props: []), .insert(parent: 1, child: id, index: UInt32(k))]
        }
        let events = h.send(txn(1, ops))
        let lists = events.compactMap { e -> [NodeID]? in if case .appeared(let l) = e { l } else { nil } }
        #expect(lists.count > 2)
        #expect(lists.flatMap { $0 } == ids)
        #expect(events.map(caseName).filter { $0 != "appeared" } == ["committed", "frameDone"])
        for (k, list) in lists.enumerated() {
            let size = DaemonEvent.appeared(ids: list).payloadSize
            #expect(size <= Int(Self.small))
            // Every event but the last is full: the next id would not have fitted.
            if k < lists.count - 1 {
                #expect(DaemonEvent.appeared(ids: list + [lists[k + 1][0]]).payloadSize > Int(Self.small))
            }
        }
        let gone = h.send(txn(2, [.setRoot(id: 0)]))
        let goneLists = gone.compactMap { e -> [NodeID]? in if case .disappeared(let l) = e { l } else { nil } }
        #expect(goneLists.count > 2 && goneLists.flatMap { $0 } == ids)
        #expect(goneLists.allSatisfy { DaemonEvent.disappeared(ids: $0).payloadSize <= Int(Self.small) })
    }

    /// Checks `cut` is `full` cut as README §8 says, within `limit` bytes of payload.
    func expectCut(_ cut: String, of full: String, payload: Int, limit: Int) {
        #expect(payload <= limit)
        #expect(payload > limit - 64, "the cut keeps every whole line that fits")
        let lines = cut.split(separator: "\n", omittingEmptySubsequences: false)
        guard let last = lines.last, last.hasPrefix("# cut: "), last.hasSuffix(" more bytes"),
              let n = Int(last.dropFirst(7).dropLast(11)) else {
            Issue.record("no cut marker: …\(cut.suffix(80))")
            return
        }
        let kept = cut.utf8.count - last.utf8.count
        #expect(Array(full.utf8.prefix(kept)) == Array(cut.utf8.prefix(kept)))
        #expect(kept + n == full.utf8.count)
        #expect(Array(full.utf8)[kept - 1] == UInt8(ascii: "\n"), "cut at a line end")
    }

    @Test("a snapshot too large for the client is cut after its last whole line that fits, then '# cut: N more bytes'")
    func snapshotCutAtLine() {
        let backend = HeadlessBackend()
        let h = smallClient(Compositor(backend: backend), backend)
        _ = h.send(bigTree(400))
        let full = h.session.lastFrame?.snapshotText ?? ""
        #expect(full.utf8.count > 4 * Int(Self.small))
        let events = h.send(.requestSnapshot(token: 7))
        guard case .snapshot(7, let text)? = events.first else { Issue.record("\(events)"); return }
        expectCut(text, of: full, payload: events[0].payloadSize, limit: Int(Self.small))
        // The reader skips the marker: it parses the kept nodes.
        #expect(FrameSnapshot.parse(text).count == text.split(separator: "\n").count - 1)
    }

    @Test("inspection (tree and sessions) and accessibility texts are cut the same way")
    func inspectionCut() {
        let backend = HeadlessBackend()
        let compositor = Compositor(backend: backend)
        let app = SessionHarness(compositor: compositor)
        _ = app.send(bigTree(400))
        let inspector = smallClient(compositor, backend, capabilities: [.inspector, .testing])
        let events = inspector.send(.inspect(target: .tree, session: app.id.rawValue))
        guard case .inspection(.tree, let text)? = events.first else { Issue.record("\(events)"); return }
        let full = app.session.lastFrame?.snapshotText ?? ""
        #expect(text.hasPrefix("# session"))
        #expect(full.utf8.count > Int(Self.small))
        #expect(events[0].payloadSize <= Int(Self.small) && text.contains("\n# cut: "))
        #expect(text.split(separator: "\n").dropFirst().dropLast().allSatisfy { full.contains($0) })

        let a11y = smallClient(compositor, backend)
        _ = a11y.send(bigTree(400))
        let answer = a11y.send(.requestAccessibility(token: 3))
        guard case .accessibility(3, let tree)? = answer.first else { Issue.record("\(answer)"); return }
        #expect(answer[0].payloadSize <= Int(Self.small))
        #expect(tree.split(separator: "\n").last?.hasPrefix("# cut: ") == true)
    }

    @Test("the cut: marker counts the bytes left out; a first line too long is itself cut at a scalar boundary")
    func cutRules() {
        let text = "aaaa\nbbbb\n" + String(repeating: "c", count: 40)   // 50 bytes
        // Room for "aaaa\n" and a marker of 45 left-out bytes, not for "aaaa\nbbbb\n" and its marker.
        let one = Session.cutAtLine(text, room: 1 + 5 + "# cut: 45 more bytes".utf8.count)
        #expect(one == "aaaa\n# cut: 45 more bytes")
        #expect(Session.cutAtLine(text, room: 100) == text)
        let long = String(repeating: "é", count: 100)   // 200 bytes, one line
        let cut = Session.cutAtLine(long, room: 40)
        #expect(Session.stringField(cut.utf8.count) <= 40)
        let parts = cut.split(separator: "\n")
        #expect(parts.count == 2 && long.hasPrefix(parts[0]))
        #expect(parts[1] == "# cut: \(200 - parts[0].utf8.count) more bytes")
        // A plain cut keeps the longest scalar-aligned prefix.
        #expect(Session.cut("aé€", room: 5) == "aé")
        #expect(Session.cut("aé€", room: 6) == "aé")
        #expect(Session.cut("aé€", room: 7) == "aé€")
    }

    @Test("a layoutMeasured too large is split into consecutive reports for the same node whose sizes join")
    func layoutMeasuredSplit() {
        func report(maxFrame: UInt32) -> [DaemonEvent] {
            let backend = HeadlessBackend()
            let h = smallClient(Compositor(backend: backend), backend, maxFrame: maxFrame)
            var ops: [ClientMessage] = [
                .create(id: 1, kind: .customLayout, props: [.measureProposals([
                    WireProposal(unspecified: 3, width: 0, height: 0), WireProposal(unspecified: 0, width: 50, height: 50)])]),
                .setRoot(id: 1)]
            for i in 0..<200 {
                ops += [.create(id: NodeID(10 + i), kind: .text, props: [.text("\(i)")]), .insert(parent: 1, child: NodeID(10 + i), index: UInt32(i))]
            }
            return h.send(txn(1, ops)).filter { caseName($0) == "layoutMeasured" }
        }
        let whole = report(maxFrame: 0)
        let parts = report(maxFrame: Self.small)
        guard whole.count == 1, case let .layoutMeasured(1, proposal, sizes) = whole[0] else { Issue.record("\(whole)"); return }
        #expect(sizes.count == 400 && parts.count > 2)
        var joined: [WireLayoutSize] = []
        for part in parts {
            guard case let .layoutMeasured(1, p, s) = part else { Issue.record("\(part)"); return }
            #expect(p == proposal && part.payloadSize <= Int(Self.small))
            joined += s
        }
        #expect(joined == sizes)
    }

    @Test("inputText longer than the client's frames carries the text cut at a scalar boundary")
    func inputTextCut() {
        let backend = HeadlessBackend()
        let h = smallClient(Compositor(backend: backend), backend)
        _ = h.send(txn(1, [.create(id: 1, kind: .textField, props: []), .setRoot(id: 1), .setFocus(id: 1)]))
        let typed = String(repeating: "€", count: 2000)   // 6,000 bytes
        let events = h.send(.injectText(text: typed))
        guard case .inputText(1, let text)? = events.first(where: { caseName($0) == "inputText" }) else {
            Issue.record("\(events)"); return
        }
        #expect(text.utf8.count < typed.utf8.count && typed.hasPrefix(text))
        #expect(DaemonEvent.inputText(id: 1, text: text).payloadSize <= Int(Self.small))
        #expect(DaemonEvent.inputText(id: 1, text: text + "€").payloadSize > Int(Self.small))
    }
}
