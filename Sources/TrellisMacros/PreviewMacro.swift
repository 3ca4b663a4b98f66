// The compiler plugin behind `#Preview` and `@Previewable`. It is the only target that
// depends on swift-syntax (a minute or two of a clean build), so nothing else pays for it.
import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `#Preview("Name", traits: …) { body }` becomes a type that registers the preview:
///
///     struct $s…Preview…: TrellisUI._PreviewRegistration {
///         static var name: String? { "Name" }
///         @MainActor static func makeView() -> any TrellisUI.View { … }
///     }
///
/// plus `fileprivate func _trellisPreview(line<N>: Void)` returning that type (N: the line
/// of `#Preview`). A macro at file scope may only introduce names it declares, and the
/// type's unique name cannot be known outside; one declared base name with a label per
/// line can, so `trellis preview` refers to it from code it appends to the file.
/// So a file that contains previews builds unchanged, and tools can render them.
/// `@Previewable` variables (iOS 18) become `@State` storage of a wrapper view, as
/// Xcode does, so bindings to them work.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let body = node.trailingClosure
                ?? node.arguments.last(where: { $0.label?.text == "body" })?.expression.as(ClosureExprSyntax.self) else {
            throw PreviewMacroError("#Preview needs a trailing closure that returns the view to preview")
        }
        let name: String
        if let first = node.arguments.first, first.label == nil, first.expression.as(ClosureExprSyntax.self) == nil {
            name = first.expression.trimmedDescription
        } else {
            name = "nil"
        }
        // `traits:` and the unlabelled traits after it, in order: the preview's traits
        // (`.modifier(…)` ones wrap the preview when a tool shows it).
        var traitExprs: [String] = []
        var inTraits = false
        for argument in node.arguments {
            if argument.label?.text == "traits" {
                inTraits = true
            } else if argument.label != nil || argument.expression.is(ClosureExprSyntax.self) {
                inTraits = false
            }
            if inTraits { traitExprs.append(argument.expression.trimmedDescription) }
        }
        let traitsDecl = traitExprs.isEmpty ? "" : "\n" + """
            @MainActor static var traits: [TrellisUI.PreviewTrait<TrellisUI.Preview.ViewTraits>] {
                [\(traitExprs.joined(separator: ", "))]
            }
            """
        let typeName = context.makeUniqueName("Preview")
        var previewables: [String] = []
        var statements: [String] = []
        for item in body.statements {
            if let v = item.item.as(VariableDeclSyntax.self),
               v.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Previewable" }) {
                let attrs = v.attributes.filter { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription != "Previewable" }
                previewables.append(v.with(\.attributes, attrs).trimmedDescription)
            } else {
                statements.append(item.trimmedDescription)
            }
        }
        let content = statements.joined(separator: "\n")
        var alias: [DeclSyntax] = []
        if let line = context.location(of: node)?.line.as(IntegerLiteralExprSyntax.self)?.literal.text {
            alias = ["""
                fileprivate func _trellisPreview(line\(raw: line): Void) -> any TrellisUI._PreviewRegistration.Type {
                    \(typeName).self
                }
                """]
        }
        if previewables.isEmpty && ReturnFinder.returns(in: body) {
            // A body that returns its view (`do { …; return V() } catch { return Text(…) }`)
            // is an ordinary closure returning `any View`, as Apple's macro takes it.
            return alias + ["""
                struct \(typeName): TrellisUI._PreviewRegistration {
                    static var name: String? { \(raw: name) }\(raw: traitsDecl)
                    @MainActor static func makeView() -> any TrellisUI.View {
                        \(raw: content)
                    }
                }
                """]
        }
        if previewables.isEmpty {
            return alias + ["""
                struct \(typeName): TrellisUI._PreviewRegistration {
                    static var name: String? { \(raw: name) }\(raw: traitsDecl)
                    @MainActor static func makeView() -> any TrellisUI.View {
                        TrellisUI._PreviewContent {
                            \(raw: content)
                        }
                    }
                }
                """]
        }
        return alias + ["""
            struct \(typeName): TrellisUI._PreviewRegistration {
                static var name: String? { \(raw: name) }\(raw: traitsDecl)
                @MainActor static func makeView() -> any TrellisUI.View { Body() }
                struct Body: TrellisUI.View {
                    \(raw: previewables.joined(separator: "\n"))
                    var body: some TrellisUI.View {
                        \(raw: content)
                    }
                }
            }
            """]
    }
}

/// `@Previewable` only marks variables for `#Preview`, which moves them; alone it adds
/// nothing.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        []
    }
}

/// Whether a closure's own statements `return` (returns inside nested closures and
/// functions are theirs, not the closure's).
final class ReturnFinder: SyntaxVisitor {
    private var found = false

    static func returns(in closure: ClosureExprSyntax) -> Bool {
        let finder = ReturnFinder(viewMode: .sourceAccurate)
        finder.walk(closure.statements)
        return finder.found
    }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        found = true
        return .skipChildren
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

struct PreviewMacroError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

@main
struct TrellisMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self, PreviewableMacro.self, EntryMacro.self,
                                         ModelMacro.self, PersistedPropertyMacro.self, ModelMarkerMacro.self]
}
