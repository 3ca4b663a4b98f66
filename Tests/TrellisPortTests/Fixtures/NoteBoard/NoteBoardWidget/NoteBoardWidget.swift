import WidgetKit
import SwiftUI

@main
struct NoteBoardWidgets: WidgetBundle {
    var body: some Widget {
        NoteCountWidget()
    }
}
