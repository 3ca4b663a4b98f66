// Which ops of a session ran under which animation, and the frames presented between commits.
import TrellisProtocol

/// A session's animation (Session+Animation.swift): the presenter, the animation in effect
/// while a transaction is applied, and the nodes touched under one since the last frame.
///
/// The client sends each new value once after `setAnimation`; the session notes which
/// nodes the animated ops touched and hands them to the `Animator` with the next model
/// frame, which turns the changes into channels it presents until they settle.
struct SessionAnimation {
    /// Presents frames between commits while anything moves.
    let animator = Animator()
    /// The animation set by the open transaction's last `setAnimation` (nil: none).
    var current: PlayedAnimation?
    /// The samples of the open transaction's last `setAnimationSamples`, for the
    /// `setAnimation`s with curve `sampled` after it.
    var samples: AnimationSamples?
    /// The nodes touched under an animation since the last frame, with that animation.
    var touched: [NodeID: PlayedAnimation] = [:]
}
