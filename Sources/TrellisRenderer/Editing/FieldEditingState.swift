// The editing state of one session's focused text field, besides the text itself.
import TrellisProtocol

/// What a session keeps while a text field has focus: the field's editor (text, caret,
/// selection, undo), where its item was in the last frame, a pointer selection in
/// progress, and the caret's blink phase.
///
/// The session moves focus and routes keys, text and clicks here
/// (Session+Editing.swift); the caret and selection are laid out onto each frame as
/// `FieldEditing`.
struct FieldEditingState {
    /// The focused text field's editor (nil unless a text field has focus).
    var editor: FieldEditor?
    /// Where the focused field's item was in the last frame (its lookup starts there).
    var itemIndex = 0
    /// A text field a press began in: the drag extends its selection.
    var selectingField: NodeID?
    /// When the caret last moved or the text changed (the surface's clock): the caret is
    /// shown then and blinks from there (Session+Editing.swift, "Caret blink").
    var caretEpoch = 0.0
    /// The field, selection and text length the caret was last drawn for.
    var caretSignature: CaretSignature?
}

/// What the caret was drawn for: a change restarts the blink with the caret shown.
struct CaretSignature: Equatable {
    var node: NodeID
    var selection: FieldSelection
    var count: Int
}
