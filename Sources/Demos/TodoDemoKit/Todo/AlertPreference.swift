import TrellisUI

// Seed 000, "from a child to a distant parent: use PreferenceKey": the button deep in
// `HelloWorldView` publishes an alert as a preference; `TodoScreen` (a distant parent)
// reads it with `onPreferenceChange` and presents it with `alert(item:)`.
// The code is the seed's, unchanged apart from sizes and colours.

struct AlertPreferenceKey: PreferenceKey {
    static var defaultValue: PresentableAlert?

    static func reduce(
        value: inout PresentableAlert?,
        nextValue: () -> PresentableAlert?
    ) {
        value = nextValue()
    }
}

/// Equal by `id` only, so pressing "Show alert" again publishes a *new* value and
/// the parent's `onPreferenceChange` fires again after the first alert was dismissed.
struct PresentableAlert: Equatable, Identifiable {
    let id = UUID()
    let title: String
    let message: String?

    static func == (lhs: PresentableAlert, rhs: PresentableAlert) -> Bool {
        lhs.id == rhs.id
    }
}

struct ViewWithAlert: View {
    @State private var alert: PresentableAlert?

    var body: some View {
        Button(
            "Show alert",
            action: {
                alert = PresentableAlert(title: "Title", message: "Message")
            }
        )
        .preference(key: AlertPreferenceKey.self, value: alert)
    }
}

struct HelloWorldView: View {
    var body: some View {
        ZStack {
            Color.yellow

            VStack(spacing: 0) {
                Text("Hello, World!")

                ViewWithAlert()
            }
        }
    }
}

// Seed 000, "between siblings: use @State": the Toggle gets a binding, the Button
// reads the value and toggles it through a callback; both always agree.
struct SharedToggleView: View {
    // 1.
    @State var isOn = false

    var body: some View {
        VStack {
            // 2.
            Toggle(isOn: $isOn) { EmptyView() }
                .accessibilityLabel("Power")   // no visible label: a screen reader still needs a name
                .labelsHidden()

            // 3.
            Button(action: { isOn.toggle() }) {
                isOn ? Text("Turn Off") : Text("Turn On")
            }
        }
    }
}
