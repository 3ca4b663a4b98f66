// A SwiftUI file as published (import SwiftUI, #Preview, PreviewProvider): scripts/test
// renders it with `trellis preview` and checks the PNGs.
import SwiftUI

struct Card: View {
    var title: String
    @State private var liked = false
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title).font(.headline)
            HStack {
                Circle().fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .red], center: .center))
                    .frame(width: 60, height: 60)
                RoundedRectangle(cornerRadius: 12)
                    .fill(LinearGradient(colors: [.purple, .blue], startPoint: .leading, endPoint: .trailing))
                    .frame(height: 60)
                    .shadow(radius: 6, x: 0, y: 4)
            }
            Text("Blurred").font(.title).blur(radius: 2)
            Image(systemName: "star.fill").foregroundStyle(.orange)
                .rotation3DEffect(.degrees(50), axis: (x: 0, y: 1, z: 0))
            Path { p in
                p.move(to: CGPoint(x: 0, y: 30)); p.addLine(to: CGPoint(x: 40, y: 0)); p.addLine(to: CGPoint(x: 80, y: 30))
            }
            .stroke(Color.green, style: StrokeStyle(lineWidth: 8, lineCap: .round, lineJoin: .round))
            .frame(width: 80, height: 30)
            Text("Clipped").padding().background(Color.teal).clipShape(Capsule())
        }
        .padding()
        .background(Color.white)
        .clipShape(RoundedRectangle(cornerRadius: 16))
        .shadow(color: .black.opacity(0.3), radius: 10, y: 5)
        .padding()
    }
}

#Preview("Card") {
    Card(title: "Hello, previews")
}

struct Card_Previews: PreviewProvider {
    static var previews: some View {
        Card(title: "Provider").previewLayout(.sizeThatFits)
    }
}
