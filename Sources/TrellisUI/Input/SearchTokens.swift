// searchable(text:tokens:placement:prompt:token:) (iOS 16): a search narrowed by tokens as
// well as text. The tokens are chips before the search field, each with a button that
// removes it; a suggestion marked `searchCompletion(_:)` with a token adds that token and
// clears the text, as SwiftUI's token field does.

extension View {
    /// A search field with `tokens` (drawn by `token`) before its text.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C.Element: Identifiable {
        _SearchableContainer(text: text, prompt: prompt, content: self,
                             tokenChips: AnyView(_SearchTokenChips(tokens: tokens, token: token)),
                             addToken: { value in
                                 if let t = value as? C.Element { tokens.wrappedValue.append(t) }
                             })
    }
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: Text(prompt), token: token)
    }
    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: S, @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: Text(prompt), token: token)
    }

    /// Makes this suggestion add `token` to the search's tokens when tapped (and clear the
    /// text typed to find it).
    public func searchCompletion<T: Identifiable>(_ token: T) -> some View {
        modifier(_SearchCompletionModifier(completion: .token(token)))
    }
}

/// The tokens as chips: each the app's view for it on a tinted capsule, with a button
/// that removes it.
struct _SearchTokenChips<C: RandomAccessCollection & RangeReplaceableCollection, T: View>: View where C.Element: Identifiable {
    @Binding var tokens: C
    let token: (C.Element) -> T

    var body: some View {
        HStack(spacing: 4) {
            ForEach(Array(tokens.enumerated()), id: \.element.id) { pair in
                HStack(spacing: 4) {
                    token(pair.element).font(.subheadline).lineLimit(1)
                    Button {
                        let i = tokens.index(tokens.startIndex, offsetBy: pair.offset)
                        tokens.remove(at: i)
                    } label: {
                        Image(systemName: "xmark.circle.fill")
                    }
                    .buttonStyle(.plain)
                    .foregroundStyle(Color.secondary)
                    .accessibilityLabel("Remove token")
                }
                .padding(.horizontal, 8)
                .padding(.vertical, 4)
                .background(Capsule().fill(Color.accentColor.opacity(0.15)))
            }
        }
        .fixedSize()
    }
}
