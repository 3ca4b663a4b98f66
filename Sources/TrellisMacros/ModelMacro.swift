// @Model (SwiftData): a class becomes a persistent model. As Observation's @Observable does,
// each stored `var` becomes a computed property over a private backing field that reports
// reads and writes to an observation registrar, so views that read a model update when it
// changes. On top of that the macro writes what the SwiftData module needs to store the
// model without a runtime that can enumerate properties:
// - `_$properties`: each persisted property's name, key path, and its @Attribute/@Relationship
//   options (unique, delete rule), read from the attributes' syntax;
// - `_$visit(_:)`: hands every persisted backing field, by name, to a visitor (encode to a
//   record, resolve relationships after loading, nullify references to a deleted model);
// - `init(_$record:)`: builds the model from a stored record.
// Properties marked @Transient are observed but not stored. A `let` is not observed (it
// cannot change); it is stored when it has no default value (the decoding init sets it).
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// One stored `var` of a model class, as the macro sees it.
struct ModelProperty {
    let name: String
    let type: TypeSyntax?
    let hasDefault: Bool
    let transient: Bool
    let unique: Bool
    let deleteRule: String
    /// `@Relationship(inverse: \Other.property)`'s key path, as written.
    let inverse: String?

    /// The model's tracked properties: stored `var`s with one named binding and no accessors.
    static func all(in members: MemberBlockItemListSyntax) -> [ModelProperty] {
        members.compactMap { item in
            guard let v = item.decl.as(VariableDeclSyntax.self) else { return nil }
            return ModelProperty(v)
        }
    }

    /// A `let`: stored as it is (no accessors), set from the record when it has no default.
    let isConstant: Bool

    init?(_ v: VariableDeclSyntax) {
        isConstant = v.bindingSpecifier.tokenKind == .keyword(.let)
        guard isConstant || v.bindingSpecifier.tokenKind == .keyword(.var), v.bindings.count == 1, let binding = v.bindings.first,
              let id = binding.pattern.as(IdentifierPatternSyntax.self), binding.accessorBlock == nil else { return nil }
        let modifiers = Set(v.modifiers.map(\.name.text))
        guard modifiers.isDisjoint(with: ["static", "class", "lazy", "override"]) else { return nil }
        name = id.identifier.trimmedDescription
        guard !name.hasPrefix("_$") else { return nil }
        type = binding.typeAnnotation?.type.trimmed
        hasDefault = binding.initializer != nil
        let attributes = v.attributes.compactMap { $0.as(AttributeSyntax.self) }
        func named(_ n: String) -> AttributeSyntax? {
            attributes.first { $0.attributeName.trimmedDescription == n || $0.attributeName.trimmedDescription.hasSuffix("." + n) }
        }
        if named("ObservationIgnored") != nil { return nil }
        transient = named("Transient") != nil
        unique = named("Attribute")?.arguments?.trimmedDescription.contains(".unique") == true
        let relationship = named("Relationship")?.arguments?.trimmedDescription ?? ""
        inverse = Self.argument("inverse", in: relationship)
        deleteRule = Self.argument("deleteRule", in: relationship).map { String($0.drop { $0 == "." }.prefix { $0.isLetter }) } ?? "nullify"
    }
}

extension ModelProperty {
    /// The text of argument `label` in an attribute's argument list (up to the next comma
    /// outside brackets), if present.
    static func argument(_ label: String, in arguments: String) -> String? {
        let chars = Array(arguments)
        let key = Array(label + ":")
        var i = 0
        while i + key.count <= chars.count {
            if Array(chars[i..<i + key.count]) == key, i == 0 || !(chars[i - 1].isLetter || chars[i - 1].isNumber) {
                var j = i + key.count
                var depth = 0
                var value = ""
                while j < chars.count {
                    let c = chars[j]
                    if c == "(" || c == "[" || c == "<" { depth += 1 }
                    if c == ")" || c == "]" || c == ">" { depth -= 1 }
                    if c == "," && depth == 0 { break }
                    value.append(c)
                    j += 1
                }
                let trimmed = String(value.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
                return trimmed.isEmpty ? nil : trimmed
            }
            i += 1
        }
        return nil
    }
}

public struct ModelMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
    static func className(_ declaration: some DeclGroupSyntax) throws -> String {
        guard let c = declaration.as(ClassDeclSyntax.self) else { throw PreviewMacroError("@Model applies to a class") }
        return c.name.trimmedDescription
    }

    public static func expansion(of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
                                 conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        let name = try className(declaration)
        let properties = ModelProperty.all(in: declaration.memberBlock.members)
        // A `let` with a default value cannot be set from a record: it is not stored.
        let persisted = properties.filter { !$0.transient && !($0.isConstant && $0.hasDefault) }
        let infos = persisted.map {
            "SwiftData._PropertyInfo(name: \"\($0.name)\", keyPath: \\\(name).\($0.name), isUnique: \($0.unique), deleteRule: .\($0.deleteRule), inverse: \($0.inverse ?? "nil"))"
        }
        let visits = persisted.map {
            $0.isConstant ? "visitor.visitConstant(self.\($0.name), \"\($0.name)\")" : "visitor.visit(&self._\($0.name), \"\($0.name)\")"
        }
        // Fields without a default first: once they are set every stored field is, and the
        // others can be passed inout to keep their default when the record lacks them.
        let required = persisted.filter { !$0.hasDefault }.map {
            "self.\($0.isConstant ? "" : "_")\($0.name) = try record.decode(\"\($0.name)\")"
        }
        let optional = persisted.filter(\.hasDefault).map { "try record.decode(\"\($0.name)\", into: &self._\($0.name))" }
        return [
            "private let _$observationRegistrar = Observation.ObservationRegistrar()",
            "public let _$storage = SwiftData._ModelStorage(entityName: \(literal: name))",
            """
            internal nonisolated func access<_$Member>(keyPath: KeyPath<\(raw: name), _$Member>) {
                _$observationRegistrar.access(self, keyPath: keyPath)
            }
            """,
            """
            internal nonisolated func withMutation<_$Member, _$Result>(keyPath: KeyPath<\(raw: name), _$Member>, _ mutation: () throws -> _$Result) rethrows -> _$Result {
                defer { _$storage.didChange() }
                return try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
            }
            """,
            """
            public static var _$properties: [SwiftData._PropertyInfo] {
                [\(raw: infos.joined(separator: ",\n"))]
            }
            """,
            """
            public func _$visit(_ visitor: SwiftData._ModelVisitor) {
                \(raw: visits.joined(separator: "\n"))
            }
            """,
            """
            public required init(_$record record: SwiftData._ModelRecord) throws {
                \(raw: (required + optional).joined(separator: "\n"))
                _$storage.adopt(record)
            }
            """,
        ]
    }

    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingAttributesFor member: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AttributeSyntax] {
        guard let v = member.as(VariableDeclSyntax.self), let p = ModelProperty(v), !p.isConstant else { return [] }
        return ["@SwiftData._PersistedProperty"]
    }

    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
                                 in context: some MacroExpansionContext) throws -> [ExtensionDeclSyntax] {
        _ = try className(declaration)
        return [try ExtensionDeclSyntax("extension \(type.trimmed): SwiftData.PersistentModel {}")]
    }
}

/// A model property's accessors over its backing field `_name`, reporting to the registrar.
public struct PersistedPropertyMacro: AccessorMacro, PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        guard let v = declaration.as(VariableDeclSyntax.self), let p = ModelProperty(v), !p.isConstant else { return [] }
        return [
            """
            @storageRestrictions(initializes: _\(raw: p.name))
            init(initialValue) { _\(raw: p.name) = initialValue }
            """,
            "get { access(keyPath: \\.\(raw: p.name)); return _\(raw: p.name) }",
            """
            set {
                let _$old = _\(raw: p.name)
                withMutation(keyPath: \\.\(raw: p.name)) { _\(raw: p.name) = newValue }
                _$storage.relationshipChanged(self, \\.\(raw: p.name), old: _$old, new: newValue)
            }
            """,
        ]
    }

    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let v = declaration.as(VariableDeclSyntax.self), let p = ModelProperty(v), !p.isConstant,
              let binding = v.bindings.first else { return [] }
        let type = p.type.map { ": \($0)" } ?? ""
        let initial = binding.initializer.map { " = \($0.value.trimmed)" } ?? ""
        return ["private var _\(raw: p.name)\(raw: type)\(raw: initial)"]
    }
}

/// @Attribute, @Relationship and @Transient: markers that @Model reads; they add nothing.
public struct ModelMarkerMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] { [] }
}
