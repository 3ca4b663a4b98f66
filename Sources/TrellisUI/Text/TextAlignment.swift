/// Text alignment of multi-line text.
public enum TextAlignment: Hashable, CaseIterable, Sendable { case leading, center, trailing }
