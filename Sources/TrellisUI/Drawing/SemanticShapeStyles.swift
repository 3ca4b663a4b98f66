// The semantic shape styles of iOS 17: `.selection`, `.separator`, `.fill`,
// `.placeholder`, `.link` and `.windowBackground`, drawn with the iPhone's system colours,
// which resolve per colour scheme (Drawing/SystemColors.swift); selection and link follow
// the tint / accent colour, as in SwiftUI.

/// The colour of selected content: the tint.
public struct SelectionShapeStyle: ShapeStyle { public init() {} }
/// The colour of separators.
public struct SeparatorShapeStyle: ShapeStyle { public init() {} }
/// The system fill of small controls and shapes.
public struct FillShapeStyle: ShapeStyle { public init() {} }
/// The colour of placeholder text.
public struct PlaceholderTextShapeStyle: ShapeStyle { public init() {} }
/// The colour of links: the tint.
public struct LinkShapeStyle: ShapeStyle { public init() {} }
/// The window's background.
public struct WindowBackgroundShapeStyle: ShapeStyle { public init() {} }

extension SelectionShapeStyle: _ShapeStyleResolving {
    func _resolvedColor(in env: EnvironmentValues) -> Color { env.tintColor ?? .accentColor }
    var _resolvedColorWithoutEnvironment: Color { .accentColor }
    var _wireGradient: [Double]? { nil }
}
extension SeparatorShapeStyle: _ShapeStyleResolving {
    func _resolvedColor(in env: EnvironmentValues) -> Color { _resolvedColorWithoutEnvironment }
    var _resolvedColorWithoutEnvironment: Color { Color.separator }
    var _wireGradient: [Double]? { nil }
}
extension FillShapeStyle: _ShapeStyleResolving {
    func _resolvedColor(in env: EnvironmentValues) -> Color { _resolvedColorWithoutEnvironment }
    var _resolvedColorWithoutEnvironment: Color { Color.systemFill }
    var _wireGradient: [Double]? { nil }
}
extension PlaceholderTextShapeStyle: _ShapeStyleResolving {
    func _resolvedColor(in env: EnvironmentValues) -> Color { _resolvedColorWithoutEnvironment }
    var _resolvedColorWithoutEnvironment: Color { Color.placeholderText }
    var _wireGradient: [Double]? { nil }
}
extension LinkShapeStyle: _ShapeStyleResolving {
    func _resolvedColor(in env: EnvironmentValues) -> Color { env.tintColor ?? .accentColor }
    var _resolvedColorWithoutEnvironment: Color { .accentColor }
    var _wireGradient: [Double]? { nil }
}
extension WindowBackgroundShapeStyle: _ShapeStyleResolving {
    func _resolvedColor(in env: EnvironmentValues) -> Color { _resolvedColorWithoutEnvironment }
    var _resolvedColorWithoutEnvironment: Color { .systemBackground }
    var _wireGradient: [Double]? { nil }
}

extension ShapeStyle where Self == SelectionShapeStyle { public static var selection: SelectionShapeStyle { .init() } }
extension ShapeStyle where Self == SeparatorShapeStyle { public static var separator: SeparatorShapeStyle { .init() } }
extension ShapeStyle where Self == FillShapeStyle { public static var fill: FillShapeStyle { .init() } }
extension ShapeStyle where Self == PlaceholderTextShapeStyle { public static var placeholder: PlaceholderTextShapeStyle { .init() } }
extension ShapeStyle where Self == LinkShapeStyle { public static var link: LinkShapeStyle { .init() } }
extension ShapeStyle where Self == WindowBackgroundShapeStyle { public static var windowBackground: WindowBackgroundShapeStyle { .init() } }
