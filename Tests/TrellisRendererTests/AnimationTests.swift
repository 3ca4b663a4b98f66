// Animations interpolated in the daemon: curves at t = 0, ½, 1, springs against the
// analytic solution, retargeting, layout changes and transitions on the virtual clock.
import Foundation
import Testing
import TrellisBackendHeadless
import TrellisProtocol
@testable import TrellisRenderer

extension WireAnimation {
    static func curve(_ d: Double, _ c: (Double, Double, Double, Double), delay: Double = 0, speed: Double = 1,
                      repeatCount: UInt32 = 1, autoreverses: Bool = false) -> WireAnimation {
        WireAnimation(curve: .timingCurve, duration: d, c1x: c.0, c1y: c.1, c2x: c.2, c2y: c.3, response: 0,
                      dampingFraction: 0, blendDuration: 0, delay: delay, speed: speed, repeatCount: repeatCount,
                      autoreverses: autoreverses)
    }
    static func spring(_ response: Double, _ damping: Double) -> WireAnimation {
        WireAnimation(curve: .spring, duration: 0, c1x: 0, c1y: 0, c2x: 1, c2y: 1, response: response,
                      dampingFraction: damping, blendDuration: 0, delay: 0, speed: 1, repeatCount: 1, autoreverses: false)
    }
}

@Suite struct AnimationTimingTests {
    @Test(arguments: [
        // (control points, value at ½) — references from the CSS cubic-bezier definition.
        ((0.0, 0.0, 1.0, 1.0), 0.5),          // linear
        ((0.42, 0.0, 1.0, 1.0), 0.3153),      // easeIn
        ((0.0, 0.0, 0.58, 1.0), 0.6847),      // easeOut
        ((0.42, 0.0, 0.58, 1.0), 0.5),        // easeInOut
    ])
    func timingCurvesStartAtZeroPassTheReferenceAtHalfAndEndAtOne(c: (Double, Double, Double, Double), half: Double) {
        let a = WireAnimation.curve(0.4, c)
        #expect(a.progress(elapsed: 0).value == 0)
        #expect(abs(a.progress(elapsed: 0.2).value - half) < 0.002, "\(a.progress(elapsed: 0.2))")
        #expect(a.progress(elapsed: 0.4) == (1, true))
    }

    @Test func delaySpeedAndRepeatsShiftAndFoldTime() {
        let a = WireAnimation.curve(1, (0, 0, 1, 1), delay: 0.5, speed: 2)   // delay/speed in animation time
        #expect(a.progress(elapsed: 0.2).value == 0)          // still in the delay (0.4 < 0.5)
        #expect(abs(a.progress(elapsed: 0.5).value - 0.5) < 1e-9)
        let r = WireAnimation.curve(1, (0, 0, 1, 1), repeatCount: 3, autoreverses: true)
        #expect(abs(r.progress(elapsed: 1.25).value - 0.75) < 1e-6)   // second play runs backwards
        #expect(abs(r.progress(elapsed: 2.25).value - 0.25) < 1e-6)
        #expect(r.progress(elapsed: 3.1).done)
        let forever = WireAnimation.curve(1, (0, 0, 1, 1), repeatCount: 0)
        #expect(!forever.progress(elapsed: 1000.5).done)
    }

    @Test(arguments: [0.3, 0.825, 1.0, 1.5])
    func springsFollowTheAnalyticDampedOscillator(damping: Double) {
        // x'' + 2ζω x' + ω² x = 0 from x0 = 1, integrated numerically as the reference.
        let response = 0.5, w = 2 * Double.pi / response
        var x = 1.0, v = 0.0, t = 0.0
        let dt = 1e-5
        let s = SpringSolution(omega: w, zeta: damping, x0: 1, v0: 0)
        for check in [0.0, 0.1, 0.25, 0.5] {
            while t < check - dt / 2 {
                let a = -2 * damping * w * v - w * w * x
                v += a * dt
                x += v * dt
                t += dt
            }
            #expect(abs(s.state(at: check).x - x) < 2e-3, "ζ=\(damping) t=\(check): \(s.state(at: check).x) vs \(x)")
        }
        // It settles: within 0.1 % by its settling time.
        let settle = s.settlingTime(tolerance: 0.001)
        #expect(abs(s.state(at: settle).x) <= 0.0011 && settle < 10)
    }
}

@Suite struct AnimatorSessionTests {
    static let red = WireColor(r: 255, g: 0, b: 0), blue = WireColor(r: 0, g: 0, b: 255)

    /// A 100x100 square (node 3) in a frame (2), offset by `x`, under a vstack (1).
    func square(_ h: SessionHarness) {
        h.send(.advanceClock(seconds: 0))   // this client drives the virtual clock
        h.send(txn(1, .create(id: 1, kind: .vstack, props: []), .create(id: 2, kind: .frame, props: [.width(100), .height(100)]),
                   .create(id: 3, kind: .shape, props: [.fill(Self.red)]), .insert(parent: 2, child: 3, index: 0),
                   .insert(parent: 1, child: 2, index: 0), .setRoot(id: 1)))
    }

    func item(_ h: SessionHarness, _ id: NodeID) -> CommittedFrame.Item? {
        h.session.lastFrame?.items.first { $0.id == id }
    }

    @Test("a tap mid-animation lands on what is drawn: an offset animating from 0 to 200 is hit half way at t = ½, and at its end afterwards")
    func hitTestsFollowTheDrawnFrameWhileAnimating() throws {
        let h = SessionHarness()
        square(h)
        h.send(txn(2, .update(id: 2, props: [.tappable(true)])))
        let home = try #require(h.tree.frame(of: 3))
        func tapped(_ x: Double) -> Bool {
            h.send(.injectTap(x: x, y: home.y + 50)).contains { if case .inputTap(2, _, _) = $0 { true } else { false } }
        }
        h.send(txn(3, .setAnimation(animation: .curve(1, (0, 0, 1, 1))), .update(id: 2, props: [.offset(WirePoint(x: 200, y: 0))])))
        h.send(.advanceClock(seconds: 0.5))
        #expect(abs((item(h, 3)?.frame.x ?? 0) - (home.x + 100)) < 1e-6, "drawn half way")
        #expect(tapped(home.x + 150), "the drawn square is hit")
        #expect(!tapped(home.x + 250), "where the layout put it, nothing is drawn yet")
        #expect(!tapped(home.x + 50), "nor where it was")
        h.send(.advanceClock(seconds: 0.6))
        #expect(!h.session.animation.animator.isAnimating)
        #expect(tapped(home.x + 250) && !tapped(home.x + 150), "at rest: the layout's place")
    }

    @Test func aLinearOpacityAndColourChangeIsPresentedHalfWayAtHalfTimeWithNoClientMessages() throws {
        let h = SessionHarness()
        square(h)
        let events = h.send(txn(2, .setAnimation(animation: .curve(1, (0, 0, 1, 1))),
                                .update(id: 3, props: [.fill(Self.blue), .opacity(0)])))
        #expect(events.contains { $0.isFrameDone(2) })
        #expect(try #require(item(h, 3)).opacity == 1)   // t = 0: what was presented
        h.send(.advanceClock(seconds: 0.5))
        let mid = try #require(item(h, 3))
        #expect(abs(mid.opacity - 0.5) < 1e-9)
        #expect(mid.fill == WireColor(r: 128, g: 0, b: 128), "\(mid.fill)")
        let quiet = h.send(.advanceClock(seconds: 0.6))
        #expect(quiet.isEmpty, "the daemon animates alone: \(quiet)")
        // frameDone says when its frame was presented, on the (virtual) clock.
        let next = h.send(txn(3, .update(id: 3, props: [.fill(Self.red)])))
        #expect(next.contains(.frameDone(serial: 3, presentedMicros: 1_100_000)), "\(next)")
        #expect(try #require(item(h, 3)).opacity == 0)
        #expect(!h.session.animation.animator.isAnimating)
    }

    @Test func trimIsDrawnByTheDaemonAndAnimates() throws {
        let h = SessionHarness()
        h.send(.advanceClock(seconds: 0))
        // A 100-point horizontal line, stroked, trimmed to its first quarter.
        h.send(txn(1, .create(id: 1, kind: .frame, props: [.width(100), .height(10)]),
                   .create(id: 2, kind: .shape, props: [.shape(.path), .pathData([0, 0, 5, 1, 100, 5]), .pathSize(WireSize(width: 100, height: 10)),
                                                         .stroke(Self.red), .lineWidth(2), .trim([0, 0.25])]),
                   .insert(parent: 1, child: 2, index: 0), .setRoot(id: 1)))
        func drawnLength() throws -> Double {
            let cmds = try #require(item(h, 2)).pathCommands
            var len = 0.0, last = WirePoint(x: 0, y: 0)
            for c in cmds {
                switch c {
                case .move(let p): last = p
                case .line(let p): len += ((p.x - last.x) * (p.x - last.x) + (p.y - last.y) * (p.y - last.y)).squareRoot(); last = p
                default: break
                }
            }
            return len
        }
        #expect(abs(try drawnLength() - 25) < 1e-9)
        h.send(txn(2, .setAnimation(animation: .curve(1, (0, 0, 1, 1))), .update(id: 2, props: [.trim([0, 0.75])])))
        h.send(.advanceClock(seconds: 0.5))
        #expect(abs(try drawnLength() - 50) < 1e-9)   // half way from a quarter to three quarters
        h.send(.advanceClock(seconds: 1))
        #expect(abs(try drawnLength() - 75) < 1e-9)
    }

    @Test func aClientThatNeverDrivesTheVirtualClockSeesAnimationsFinishAtOnce() throws {
        let h = SessionHarness()
        h.send(txn(1, .create(id: 1, kind: .shape, props: [.fill(Self.red)]), .setRoot(id: 1)))
        h.send(txn(2, .setAnimation(animation: .curve(1, (0, 0, 1, 1))), .update(id: 1, props: [.opacity(0)])))
        #expect(try #require(item(h, 1)).opacity == 0)
    }

    @Test func withoutAnAnimationChangesJumpAndLayoutMovesAnimateWithTheirParent() throws {
        let h = SessionHarness()
        square(h)
        h.send(txn(2, .update(id: 3, props: [.opacity(0.5)])))
        #expect(try #require(item(h, 3)).opacity == 0.5)
        let before = try #require(item(h, 3)).frame
        // A new row inserted above under an animation: the square slides down with it.
        h.send(txn(3, .setAnimation(animation: .curve(1, (0, 0, 1, 1))),
                   .create(id: 4, kind: .frame, props: [.width(100), .height(40)]), .insert(parent: 1, child: 4, index: 0)))
        let after = try #require(h.tree.frame(of: 3))
        #expect(after.y != before.y)
        #expect(try #require(item(h, 3)).frame.y == before.y)
        h.send(.advanceClock(seconds: 0.5))
        #expect(abs(try #require(item(h, 3)).frame.y - (before.y + after.y) / 2) < 1e-9)
        // The inserted row fades in (the default transition).
        #expect(abs(try #require(item(h, 4)).opacity - 0.5) < 1e-9)
    }

    @Test func anInterruptedSpringRetargetsFromItsPresentedValueKeepingItsVelocity() throws {
        let h = SessionHarness()
        square(h)
        h.send(txn(2, .setAnimation(animation: .spring(0.5, 1)), .update(id: 2, props: [.offset(WirePoint(x: 100, y: 0))])))
        h.send(.advanceClock(seconds: 0.1))
        let x1 = try #require(item(h, 3)).frame.x
        h.send(txn(3, .setAnimation(animation: .spring(0.5, 1)), .update(id: 2, props: [.offset(WirePoint(x: 0, y: 0))])))
        // No jump at the retarget; still moving right for a moment (velocity kept).
        #expect(abs(try #require(item(h, 3)).frame.x - x1) < 1e-6)
        h.send(.advanceClock(seconds: 0.02))
        #expect(try #require(item(h, 3)).frame.x > x1)
        h.send(.advanceClock(seconds: 3))
        let model = try #require(h.tree.frame(of: 3))
        #expect(try #require(item(h, 3)).frame.x == model.x)
    }

    @Test func aRemovedSubtreeStaysDrawnOutsideLayoutUntilItsTransitionEnds() throws {
        let h = SessionHarness()
        square(h)
        let slide = WireTransition(insertOpacity: 1, insertScale: 1, insertX: -1, insertY: 0,
                                   removeOpacity: 1, removeScale: 1, removeX: 1, removeY: 0)
        h.send(txn(2, .update(id: 2, props: [.transition(slide)])))
        let events = h.send(txn(3, .setAnimation(animation: .curve(1, (0, 0, 1, 1))), .remove(parent: 1, child: 2)))
        #expect(disappeared(events).contains(2))         // gone from layout and lifecycle at once
        let ghost = try #require(item(h, 3))              // but still drawn
        #expect(ghost.transform == nil)
        h.send(.advanceClock(seconds: 0.5))
        let moving = try #require(item(h, 3))
        #expect(abs((moving.transform?.tx ?? 0) - 50) < 1e-9)   // half its width towards trailing
        h.send(.advanceClock(seconds: 0.6))
        #expect(item(h, 3) == nil)
    }

    /// The line of node `id` in the snapshot a client would read now.
    func snapshotLine(_ h: SessionHarness, _ id: NodeID) -> String? {
        h.session.lastFrame?.snapshotText.split(separator: "\n").first { $0.contains("#\(id) ") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test("S30 a transition in flight shows in the snapshot: the default fade, a custom scale and offset in, a removal's slide out")
    func transitionsInFlightAreInTheSnapshot() throws {
        let h = SessionHarness()
        square(h)
        let linear = WireAnimation.curve(1, (0, 0, 1, 1))
        // Default transition (opacity) at t = 0.5 of a 1 s insertion.
        h.send(txn(2, .setAnimation(animation: linear),
                   .create(id: 4, kind: .frame, props: [.width(100), .height(40)]), .insert(parent: 1, child: 4, index: 1)))
        h.send(.advanceClock(seconds: 0.5))
        #expect(snapshotLine(h, 4)?.contains("transition=(0.5,1,0,0)") == true, "\(snapshotLine(h, 4) ?? "none")")
        h.send(.advanceClock(seconds: 0.6))
        #expect(snapshotLine(h, 4)?.contains("transition=") == false, "finished: \(snapshotLine(h, 4) ?? "none")")
        // A custom insertion: scale from 0 and offset from one width to the left.
        let custom = WireTransition(insertOpacity: 1, insertScale: 0, insertX: -1, insertY: 0,
                                    removeOpacity: 1, removeScale: 1, removeX: 1, removeY: 0)
        h.send(txn(3, .setAnimation(animation: linear),
                   .create(id: 5, kind: .frame, props: [.width(80), .height(20), .transition(custom)]),
                   .insert(parent: 1, child: 5, index: 2)))
        h.send(.advanceClock(seconds: 0.25))
        #expect(snapshotLine(h, 5)?.contains("transition=(1,0.25,-60,0)") == true, "\(snapshotLine(h, 5) ?? "none")")
        h.send(.advanceClock(seconds: 1))
        // Its removal slides it out; the removed subtree is still listed while it plays.
        h.send(txn(4, .setAnimation(animation: linear), .remove(parent: 1, child: 5)))
        h.send(.advanceClock(seconds: 0.5))
        #expect(snapshotLine(h, 5)?.contains("transition=(1,1,40,0)") == true, "\(snapshotLine(h, 5) ?? "none")")
        h.send(.advanceClock(seconds: 0.6))
        #expect(snapshotLine(h, 5) == nil)
    }
}
