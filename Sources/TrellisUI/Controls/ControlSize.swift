extension View {
    /// Accepted: controls have one size on these backends.
    public func controlSize(_ controlSize: ControlSize) -> some View { self }
}

/// Sizes of controls (accepted).
public enum ControlSize: CaseIterable, Hashable, Sendable { case mini, small, regular, large, extraLarge }
