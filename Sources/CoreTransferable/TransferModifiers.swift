// What a transfer representation says besides its data: the file name a receiver that
// writes the value to disk should use, when a value may be exported at all, and who may
// see it in transit.
import Foundation

extension TransferRepresentation {
    /// `fileName` (with its extension) as the name of a file the value is written to —
    /// by a `ShareLink` that saves it, or a file export. The last one given wins.
    public func suggestedFileName(_ fileName: String) -> some TransferRepresentation<Item> {
        _FileNamedTransferRepresentation(base: self, fileName: { _ in fileName })
    }

    /// The name of a file a value is written to, from the value (nil: none suggested).
    public func suggestedFileName(_ fileName: @escaping @Sendable (Item) -> String?) -> some TransferRepresentation<Item> {
        _FileNamedTransferRepresentation(base: self, fileName: fileName)
    }

    /// Exports a value this way only when `condition` holds for it (an export that needs
    /// state the value may lack): a value failing it is not offered in this content type.
    public func exportingCondition(_ condition: @escaping @Sendable (Item) -> Bool) -> _ConditionalTransferRepresentation<Self> {
        _ConditionalTransferRepresentation(base: self, condition: condition)
    }

    /// Who may see the value in transit. A Linux desktop's transfers stay in the app's
    /// own windows or go through the user's clipboard and files, so every level behaves
    /// as `.all` does.
    public func visibility(_ visibility: TransferRepresentationVisibility) -> some TransferRepresentation<Item> {
        self
    }
}

/// A representation whose exports suggest a file name.
struct _FileNamedTransferRepresentation<Base: TransferRepresentation>: TransferRepresentation, _PrimitiveTransferRepresentation {
    typealias Item = Base.Item
    typealias Body = Never
    let base: Base
    let fileName: @Sendable (Base.Item) -> String?

    var _primitivePlan: _TransferPlan {
        var plan = base._plan
        let name = fileName
        for i in plan.exporters.indices { plan.exporters[i].fileName = { ($0 as? Item).flatMap(name) } }
        return plan
    }
}

/// A representation that exports only the values meeting a condition.
public struct _ConditionalTransferRepresentation<Base: TransferRepresentation>: TransferRepresentation, _PrimitiveTransferRepresentation {
    public typealias Item = Base.Item
    public typealias Body = Never
    let base: Base
    let condition: @Sendable (Base.Item) -> Bool

    public var _primitivePlan: _TransferPlan {
        var plan = base._plan
        let condition = self.condition
        for i in plan.exporters.indices {
            let inner = plan.exporters[i].condition
            plan.exporters[i].condition = { value in
                guard let item = value as? Item, condition(item) else { return false }
                return inner?(value) ?? true
            }
        }
        return plan
    }
}

/// Which apps and processes may see a value in transit.
public struct TransferRepresentationVisibility: Sendable, Hashable {
    let level: Int
    /// Any app or process.
    public static let all = TransferRepresentationVisibility(level: 0)
    /// Apps of the same development team.
    public static let team = TransferRepresentationVisibility(level: 1)
    /// Apps of the same app group (macOS).
    public static let group = TransferRepresentationVisibility(level: 2)
    /// The app's own process only.
    public static let ownProcess = TransferRepresentationVisibility(level: 3)
}
