// Animation in a session: which ops ran under which animation, the surface's clock, and
// the frames the animator presents between commits (no client work per frame).
import TrellisProtocol

extension ClientMessage {
    /// `setAnimation` or `setAnimationSamples`: noted even outside an animation scope.
    var isSetAnimation: Bool {
        switch self {
        case .setAnimation, .setAnimationSamples: true
        default: false
        }
    }
}

extension Session {
    /// Records the nodes `op` touches under the animation in effect (`setAnimation`).
    func noteAnimation(_ op: ClientMessage) {
        switch op {
        case .setAnimation(let a): animation.current = a.isAnimated ? PlayedAnimation(a, samples: animation.samples) : nil
        case let .setAnimationSamples(interval, samples):
            // Validated when staged (TransactionStaging).
            animation.samples = try? AnimationSamples.validated(interval: interval, values: samples).get()
        case .create(let id, _, _), .update(let id, _), .reset(let id, _), .destroy(let id):
            animation.touched[id] = animation.current
        case .insert(let parent, let child, _), .move(let parent, let child, _), .remove(let parent, let child):
            animation.touched[parent] = animation.current
            animation.touched[child] = animation.current
        default: break
        }
    }

    /// The frame to draw for a newly laid-out model frame: the model itself, or what the
    /// animator presents now when something animates.
    func presentedFrame(model: CommittedFrame) -> CommittedFrame {
        animation.animator.commit(model, animations: animation.touched, now: clock.now)
        animation.touched.removeAll(keepingCapacity: true)
        // A virtual clock nobody drives (a client that never sent advanceClock: an app on
        // a headless or png daemon) would hold animations at their first frame for ever:
        // such sessions see every animation finished at once.
        if clock.realClock == nil && !clock.driven && animation.animator.isAnimating { clock.virtualTime += FrameClock.horizon }
        return animation.animator.isAnimating ? animation.animator.present(now: clock.now) : model
    }

    /// Commits wait for the next tick of a real frame clock (not for an ack: a client that
    /// never acks must not keep the clock running).
    var waitsForFrameClock: Bool {
        clock.waitsForTick(maxUnacked: limits.maxUnackedFrames)
    }

    /// A clock tick while animating: draws the presented frame. Nothing goes to the client.
    func animationFrame() {
        guard animation.animator.isAnimating, clock.serial > 0 else { return }
        let stopwatch = ContinuousClock()
        let t0 = stopwatch.now
        var frame = animation.animator.present(now: clock.now)
        frame.serial = clock.serial
        if editing.editor != nil { decorateEditing(&frame) }
        show(frame)
        // An offscreen session's frames never reach a window (Session+Offscreen.swift).
        if offscreen == nil { framePhase.during(.draw) { backend.draw(frame, surface: surface) } }
        inspection.stats.recordAnimationFrame(micros: micros(stopwatch.now - t0))
    }

    /// `frame` becomes the last frame drawn. While something animates, hit tests use its
    /// items: a tap lands on what is drawn under it, mid-animation too (the old frame's
    /// items are let go first, so their memory is reclaimed in slices as usual).
    func show(_ frame: CommittedFrame) {
        tree.presentedItems = nil
        if let old = lastFrame { tree.store.deferredFrees.park(old) }
        lastFrame = frame
        if animation.animator.isAnimating { tree.presentedItems = frame.items }
    }

    /// Testing: moves the virtual clock and draws what is presented then.
    func advanceClock(by seconds: Double) {
        guard clock.realClock == nil else { return }
        clock.driven = true
        clock.virtualTime += seconds
        stepScrollSnap(now: clock.now)   // Session+ScrollSnap.swift
        animationFrame()
        if editing.editor != nil, !animation.animator.isAnimating { redrawEditing() }   // the caret blinks on this clock too
    }
}
