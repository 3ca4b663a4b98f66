import TrellisUI

/// Issue 35's scrolling group on one 800 × 450 screen: `ScrollViewReader` scrolling a list
/// to a row when it appears; a horizontal `ScrollView` with `contentMargins`, view-aligned
/// paging (`scrollTargetLayout` / `scrollTargetBehavior`) and no indicators; a paged
/// `TabView` with its page dots; `safeAreaInset` adding a bar below a scroll view; a
/// `refreshable` list.
/// `trellis preview Sources/Demos/TodoDemoKit/Gallery --png DIR` draws it.
public struct ScrollingGallery: View {
    @State private var refreshed = 0
    public init() {}

    public var body: some View {
        HStack(alignment: .top, spacing: 24) {
            VStack(alignment: .leading, spacing: 10) {
                Text("ScrollViewReader: row 30 on appear").font(.headline)
                ScrollViewReader { proxy in
                    List(0..<60, id: \.self) { i in
                        Text("Row \(i)").id(i)
                    }
                    .onAppear { proxy.scrollTo(30, anchor: .top) }
                }
                .frame(width: 330, height: 150)
                .border(Color.gray.opacity(0.4))
                Text("Paging, view-aligned, margins").font(.headline)
                ScrollView(.horizontal) {
                    LazyHStack(spacing: 10) {
                        ForEach(1..<9, id: \.self) { i in
                            RoundedRectangle(cornerRadius: 10)
                                .fill(Color(hue: Double(i) / 9, saturation: 0.5, brightness: 0.9))
                                .frame(width: 120, height: 70)
                                .overlay(Text("Card \(i)").font(.headline))
                        }
                    }
                    .scrollTargetLayout()
                }
                .scrollTargetBehavior(.viewAligned)
                .scrollIndicators(.hidden)
                .contentMargins(.horizontal, 16, for: .scrollContent)
                .frame(width: 330)
            }
            VStack(alignment: .leading, spacing: 10) {
                Text("TabView, page style").font(.headline)
                TabView {
                    ForEach(["Welcome", "Sync", "Done"], id: \.self) { title in
                        VStack {
                            Image(systemName: "sparkles").font(.largeTitle)
                            Text(title).font(.title2)
                        }
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                        .background(Color.blue.opacity(0.08))
                    }
                }
                .tabViewStyle(.page)
                .frame(width: 330, height: 130)
                Text("safeAreaInset and refreshable").font(.headline)
                List {
                    ForEach(0..<8, id: \.self) { i in Text("Message \(i + refreshed)") }
                }
                .refreshable { refreshed += 1 }
                .safeAreaInset(edge: .bottom) {
                    Text("8 messages")
                        .font(.footnote)
                        .frame(maxWidth: .infinity)
                        .padding(6)
                        .background(.bar)
                }
                .frame(width: 330, height: 140)
                .border(Color.gray.opacity(0.4))
            }
        }
        .padding(20)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

#Preview("Scrolling") {
    ScrollingGallery().frame(width: 800, height: 450)
}
