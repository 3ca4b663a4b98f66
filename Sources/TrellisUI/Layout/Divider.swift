/// A thin line (a 1-point rectangle of gray).
public struct Divider: View {
    public init() {}
    public var body: some View {
        Rectangle().fill(Color.gray.opacity(0.4).withDark(.separator)).frame(height: 1)
    }
}
