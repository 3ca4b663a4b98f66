// What #Preview expands to: a registration type whose makeView() builds the body, with
// @Previewable variables moved into a wrapper view's state, and a function named by the
// line that returns it (for `trellis preview`).
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing
import TrellisMacros

let macros: [String: MacroSpec] = [
    "Preview": MacroSpec(type: PreviewMacro.self),
    "Previewable": MacroSpec(type: PreviewableMacro.self),
]

func expect(_ source: String, expands expected: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    assertMacroExpansion(source, expandedSource: expected, macroSpecs: macros, indentationWidth: .spaces(4)) { spec in
        Issue.record(Comment(rawValue: spec.message), sourceLocation: sourceLocation)
    }
}

@Suite struct PreviewMacroTests {
    @Test("#Preview { … } registers the body as a view, with no name")
    func plain() {
        expect("""
            #Preview {
                Text("hi")
            }
            """, expands: """
            fileprivate func _trellisPreview(line1: Void) -> any TrellisUI._PreviewRegistration.Type {
                __macro_local_7PreviewfMu_.self
            }
            struct __macro_local_7PreviewfMu_: TrellisUI._PreviewRegistration {
                static var name: String? {
                    nil
                }
                @MainActor static func makeView() -> any TrellisUI.View {
                    TrellisUI._PreviewContent {
                        Text("hi")
                    }
                }
            }
            """)
    }

    @Test("a #Preview body that returns its view (do/catch around a container) is a plain function body")
    func returningBody() {
        expect("""
            #Preview {
                do {
                    let c = try make()
                    return Text("ok").tag(c)
                } catch {
                    return Text("failed")
                }
            }
            """, expands: """
            fileprivate func _trellisPreview(line1: Void) -> any TrellisUI._PreviewRegistration.Type {
                __macro_local_7PreviewfMu_.self
            }
            struct __macro_local_7PreviewfMu_: TrellisUI._PreviewRegistration {
                static var name: String? {
                    nil
                }
                @MainActor static func makeView() -> any TrellisUI.View {
                    do {
                    let c = try make()
                    return Text("ok").tag(c)
                } catch {
                    return Text("failed")
                }
                }
            }
            """)
    }

    @Test("#Preview(\"Name\", traits:) keeps the name; @Previewable variables become state of a wrapper view")
    func namedWithPreviewable() {
        expect("""
            #Preview("Counter", traits: .sizeThatFitsLayout) {
                @Previewable @State var n = 1
                Counter(n: $n)
            }
            """, expands: """
            fileprivate func _trellisPreview(line1: Void) -> any TrellisUI._PreviewRegistration.Type {
                __macro_local_7PreviewfMu_.self
            }
            struct __macro_local_7PreviewfMu_: TrellisUI._PreviewRegistration {
                static var name: String? {
                    "Counter"
                }
                @MainActor static var traits: [TrellisUI.PreviewTrait<TrellisUI.Preview.ViewTraits>] {
                    [.sizeThatFitsLayout]
                }
                @MainActor static func makeView() -> any TrellisUI.View {
                    Body()
                }
                struct Body: TrellisUI.View {
                    @State var n = 1
                    var body: some TrellisUI.View {
                        Counter(n: $n)
                    }
                }
            }
            """)
    }

    @Test("#Preview without a closure is an error, not a crash")
    func missingBody() {
        assertMacroExpansion("#Preview(\"x\")", expandedSource: "#Preview(\"x\")",
                             diagnostics: [DiagnosticSpec(message: "#Preview needs a trailing closure that returns the view to preview",
                                                          line: 1, column: 1)],
                             macroSpecs: macros) { spec in
            Issue.record(Comment(rawValue: spec.message))
        }
    }
}
