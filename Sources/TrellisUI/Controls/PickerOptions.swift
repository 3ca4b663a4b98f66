// Reading a Picker's options from its content value: the views a builder block, ForEach,
// Group or if produces, each with its `.tag` (or, in a ForEach, its id), as SwiftUI does.

/// One option of a picker.
struct PickerOption {
    let tag: AnyHashable?
    let view: any View
}

/// Views that can list the options they produce.
protocol _PickerOptionsProviding {
    func _pickerOptions() -> [PickerOption]
}

/// A modified view that may carry a tag.
protocol _TagInspectable {
    var _tag: AnyHashable? { get }
}

protocol _IsTagTrait {}
extension TagValueTraitKey: _IsTagTrait {}

extension ModifiedContent: _TagInspectable where Content: View, Modifier: ViewModifier {
    var _tag: AnyHashable? {
        if let m = modifier as? _TraitWritingModifierInspectable, m._isTag, let v = unwrapOptional(m._value) as? AnyHashable {
            return v
        }
        return (content as? _TagInspectable)?._tag
    }
}

protocol _TraitWritingModifierInspectable {
    var _isTag: Bool { get }
    var _value: Any { get }
}

extension _TraitWritingModifier: _TraitWritingModifierInspectable {
    var _isTag: Bool { Trait.self is _IsTagTrait.Type }
    var _value: Any { value }
}

/// The options `view` produces, in order.
func pickerOptions(of view: any View) -> [PickerOption] {
    if let p = view as? _PickerOptionsProviding { return p._pickerOptions() }
    if view is EmptyView { return [] }
    return [PickerOption(tag: (view as? _TagInspectable)?._tag, view: view)]
}

extension TupleView: _PickerOptionsProviding {
    func _pickerOptions() -> [PickerOption] { elements.flatMap { pickerOptions(of: $0) } }
}

extension Group: _PickerOptionsProviding where Content: View {
    func _pickerOptions() -> [PickerOption] { pickerOptions(of: content) }
}

extension Optional: _PickerOptionsProviding where Wrapped: View {
    func _pickerOptions() -> [PickerOption] { map { pickerOptions(of: $0) } ?? [] }
}

extension _ConditionalContent: _PickerOptionsProviding {
    func _pickerOptions() -> [PickerOption] {
        switch storage {
        case .trueContent(let v): return pickerOptions(of: v)
        case .falseContent(let v): return pickerOptions(of: v)
        }
    }
}

extension ForEach: _PickerOptionsProviding where Content: View {
    /// Each element's view; without a `.tag` its ForEach id is the tag (SwiftUI's implicit
    /// tag).
    func _pickerOptions() -> [PickerOption] {
        data.flatMap { element -> [PickerOption] in
            pickerOptions(of: content(element)).map { o in
                PickerOption(tag: o.tag ?? AnyHashable(idOf(element)), view: o.view)
            }
        }
    }
}
