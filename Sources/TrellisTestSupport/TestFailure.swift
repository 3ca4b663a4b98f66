/// A failure in a test's own plumbing (a process that did not start, a stream that
/// ended early), with the words that explain it.
public struct TestFailure: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
