// @Entry: an EnvironmentValues, FocusedValues, Transaction or ContainerValues property
// declared with its default value in one line, as SwiftUI's macro does: the property
// becomes a computed one reading and writing a key type generated next to it, whose
// `defaultValue` is the initializer. The key is a `ContainerValueKey` inside
// `extension ContainerValues`; elsewhere it is both an `EnvironmentKey` and a
// `TransactionKey` (the two ask for the same thing, and `FocusedValues` accepts the
// former), so one expansion serves whichever type the extension extends.
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

public struct EntryMacro: AccessorMacro, PeerMacro {
    static func parts(of declaration: some DeclSyntaxProtocol) throws -> (name: String, type: TypeSyntax?, value: ExprSyntax?) {
        guard let v = declaration.as(VariableDeclSyntax.self), let binding = v.bindings.first,
              let id = binding.pattern.as(IdentifierPatternSyntax.self) else {
            throw PreviewMacroError("@Entry applies to a `var` with a name")
        }
        return (id.identifier.trimmedDescription, binding.typeAnnotation?.type.trimmed, binding.initializer?.value.trimmed)
    }

    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        let (name, _, _) = try parts(of: declaration)
        return [
            "get { self[__Key_\(raw: name).self] }",
            "set { self[__Key_\(raw: name).self] = newValue }",
        ]
    }

    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        let (name, type, value) = try parts(of: declaration)
        let keyProtocol = keyProtocol(in: context)
        let key: DeclSyntax
        if let type {
            let initial = value ?? "nil"
            key = """
            private struct __Key_\(raw: name): \(raw: keyProtocol) {
                typealias Value = \(type)
                static var defaultValue: Value { \(initial) }
            }
            """
        } else if let value {
            key = """
            private struct __Key_\(raw: name): \(raw: keyProtocol) {
                static let defaultValue = \(value)
            }
            """
        } else {
            throw PreviewMacroError("@Entry needs a type or a default value")
        }
        return [key]
    }

    /// The key protocol for the values type whose extension holds the property.
    static func keyProtocol(in context: some MacroExpansionContext) -> String {
        for syntax in context.lexicalContext {
            guard let ext = syntax.as(ExtensionDeclSyntax.self) else { continue }
            let extended = ext.extendedType.trimmedDescription
            if extended == "ContainerValues" || extended.hasSuffix(".ContainerValues") {
                return "TrellisUI.ContainerValueKey"
            }
            break
        }
        return "TrellisUI.EnvironmentKey, TrellisUI.TransactionKey"
    }
}
