/// The parsed form of protocol/trellis.idl: what the generator emits code from.

/// Normative prose lines (`///`) attached to an item.
public typealias Doc = [String]

/// A wire type as written in the schema.
public indirect enum WireType: Equatable, Sendable {
    case u8, u16, u32, u64, v32, v64, f64, bool, string, id, color
    case named(String)
    case list(WireType)
}

/// A value constraint (see the header of trellis.idl).
public struct Constraint: Equatable, Sendable {
    public enum Float: String, Sendable { case finite, nonnegative, positive, unit }
    public var float: Float = .finite
    public var infinity = false
    public var range: ClosedRange<Int>?
    /// Display only: the trace form prints the integer in hex (`0x534C5254`).
    public var hex = false
}

public struct Field: Sendable {
    public var name: String
    public var type: WireType
    public var constraint: Constraint
    public var doc: Doc
}

public struct EnumCase: Sendable {
    public var name: String
    public var value: Int
    public var doc: Doc
}

public struct EnumDecl: Sendable {
    public var name: String
    public var rawType: WireType   // u8 / u16 / u64 (bitset)
    public var cases: [EnumCase]
    public var doc: Doc
    public var isBitset: Bool
}

public struct StructDecl: Sendable {
    public var name: String
    public var fields: [Field]
    public var doc: Doc
}

public struct PropertyDecl: Sendable {
    public var name: String
    public var tag: Int
    public var type: WireType
    public var constraint: Constraint
    /// Node kinds accepting it; nil = common (every kind).
    public var kinds: [String]?
    public var doc: Doc
}

public struct MessageDecl: Sendable {
    public var name: String
    public var opcode: Int
    public var since: Int
    public var fields: [Field]
    public var doc: Doc
}

public struct Schema: Sendable {
    public var name = ""
    public var version = 0
    public var magic = 0
    public var maxFrame = 0
    public var bitsets: [EnumDecl] = []
    public var enums: [EnumDecl] = []
    public var structs: [StructDecl] = []
    public var properties: [PropertyDecl] = []
    public var messages: [MessageDecl] = []
    public var events: [MessageDecl] = []

    func enumDecl(_ name: String) -> EnumDecl? { enums.first { $0.name == name } }
    func bitsetDecl(_ name: String) -> EnumDecl? { bitsets.first { $0.name == name } }
    func structDecl(_ name: String) -> StructDecl? { structs.first { $0.name == name } }
}

public struct SchemaError: Error, CustomStringConvertible {
    public var line: Int
    public var message: String
    public var description: String { "trellis.idl:\(line): \(message)" }
}
