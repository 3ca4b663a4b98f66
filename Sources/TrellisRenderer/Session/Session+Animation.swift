// Animation in a session: which ops ran under which animation, the surface's clock, and
// the frames the animator presents between commits (no client work per frame).
import TrellisProtocol

extension ClientMessage {
    var isSetAnimation: Bool { if case .setAnimation = self { true } else { false } }
}

extension Session {
    /// How far an undriven virtual clock jumps to finish animations (an hour).
    static let clockHorizon = 3600.0

    /// The surface's clock: the backend's real clock, or the virtual one tests advance.
    var clockNow: Double { realClock?() ?? virtualTime }

    /// Records the nodes `op` touches under the animation in effect (`setAnimation`).
    func noteAnimation(_ op: ClientMessage) {
        switch op {
        case .setAnimation(let a): currentAnimation = a.isAnimated ? a : nil
        case .create(let id, _, _), .update(let id, _), .reset(let id, _), .destroy(let id):
            frameAnimations[id] = currentAnimation
        case .insert(let parent, let child, _), .move(let parent, let child, _), .remove(let parent, let child):
            frameAnimations[parent] = currentAnimation
            frameAnimations[child] = currentAnimation
        default: break
        }
    }

    /// The frame to draw for a newly laid-out model frame: the model itself, or what the
    /// animator presents now when something animates.
    func presentedFrame(model: CommittedFrame) -> CommittedFrame {
        animator.commit(model, animations: frameAnimations, now: clockNow)
        frameAnimations.removeAll(keepingCapacity: true)
        // A virtual clock nobody drives (a client that never sent advanceClock: an app on
        // a headless or png daemon) would hold animations at their first frame for ever:
        // such sessions see every animation finished at once.
        if realClock == nil && !clockDriven && animator.isAnimating { virtualTime += Self.clockHorizon }
        return animator.isAnimating ? animator.present(now: clockNow) : model
    }

    /// Commits wait for the next tick of a real frame clock (not for an ack: a client that
    /// never acks must not keep the clock running).
    var waitsForFrameClock: Bool {
        frameInterval != nil && !framePending.isEmpty && frameSerial &- lastAcked < UInt64(limits.maxUnackedFrames)
    }

    /// A clock tick while animating: draws the presented frame. Nothing goes to the client.
    func animationFrame() {
        guard animator.isAnimating, frameSerial > 0 else { return }
        let clock = ContinuousClock()
        let t0 = clock.now
        var frame = animator.present(now: clockNow)
        frame.serial = frameSerial
        if editor != nil { decorateEditing(&frame) }
        if let old = lastFrame { tree.deferFree(old) }
        lastFrame = frame
        framePhase.during(.draw) { backend.draw(frame, surface: surface) }
        stats.recordAnimationFrame(micros: micros(clock.now - t0))
    }

    /// Testing: moves the virtual clock and draws what is presented then.
    func advanceClock(by seconds: Double) {
        guard realClock == nil else { return }
        clockDriven = true
        virtualTime += seconds
        animationFrame()
        if editor != nil, !animator.isAnimating { redrawEditing() }   // the caret blinks on this clock too
    }
}
