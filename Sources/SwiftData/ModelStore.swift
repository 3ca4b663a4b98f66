// The models of one container: an identity map in insertion order, loaded from and saved
// to one JSON file (none when in memory only). Every context of the container works on
// this one set of models, so a change made through any context is seen by all of them at
// once (SwiftData keeps per-context copies until save; apps that use the main context see
// no difference). A revision counter, observed like a model property, tells queries to
// fetch again.
import Foundation
import Observation

/// The file format: each entity's records, by entity (class) name.
struct StoreFile: Codable {
    var version = 1
    var entities: [String: [_ModelRecord]] = [:]
}

final class ModelStore: Observable {
    private let registrar = ObservationRegistrar()
    private var _revision = 0
    /// Bumped on every change; reading it in a view's body makes the view update on changes.
    var revision: Int {
        registrar.access(self, keyPath: \.revision)
        return _revision
    }
    func bump() { registrar.withMutation(of: self, keyPath: \.revision) { _revision &+= 1 } }

    let url: URL?
    let allowsSave: Bool
    private(set) var models: [any PersistentModel] = []
    private var byID: [PersistentIdentifier: any PersistentModel] = [:]
    private var types: [String: any PersistentModel.Type] = [:]
    /// Records of entities this launch has no class for: written back as they were.
    private var foreign: [String: [_ModelRecord]] = [:]
    var hasChanges = false
    var inserted: [any PersistentModel] = []
    var deleted: [any PersistentModel] = []

    init(schema: Schema, url: URL?, allowsSave: Bool) {
        self.url = url
        self.allowsSave = allowsSave
        for t in schema.types { types[String(describing: t)] = t }
    }

    /// Reads the file: every record becomes a model, then relationships are resolved.
    func load(into context: ModelContext) throws {
        guard let url, FileManager.default.fileExists(atPath: url.path) else { return }
        let file: StoreFile
        do { file = try JSONDecoder().decode(StoreFile.self, from: Data(contentsOf: url)) } catch {
            throw SwiftDataError("the store \(url.path) could not be read: \(error)")
        }
        var loaded: [(any PersistentModel, _ModelRecord)] = []
        var byRecordID: [String: any PersistentModel] = [:]
        for (entity, records) in file.entities.sorted(by: { $0.key < $1.key }) {
            guard let type = types[entity] else { foreign[entity] = records; continue }
            for record in records {
                let model = try type.init(_$record: record)
                loaded.append((model, record))
                byRecordID[record.id] = model
            }
        }
        for (model, record) in loaded {
            model._$visit(_ModelVisitor(.resolve(record, byRecordID)))
            model._$storage.context = context
            add(model)
        }
    }

    func add(_ model: any PersistentModel) {
        guard byID[model.persistentModelID] == nil else { return }
        byID[model.persistentModelID] = model
        models.append(model)
    }

    func contains(_ model: any PersistentModel) -> Bool { byID[model.persistentModelID] === model }

    func remove(_ model: any PersistentModel) {
        guard byID.removeValue(forKey: model.persistentModelID) != nil else { return }
        let target = ObjectIdentifier(model)
        models.removeAll { ObjectIdentifier($0) == target }
    }

    func model(for id: PersistentIdentifier) -> (any PersistentModel)? { byID[id] }

    /// Writes every model to the file (atomically), with the records of unknown entities.
    func save() throws {
        guard let url, allowsSave else { return }
        var file = StoreFile(entities: foreign)
        for model in models {
            let visitor = _ModelVisitor(.encode, id: model.persistentModelID.uuid.uuidString)
            model._$visit(visitor)
            if let failure = visitor.failure { throw SwiftDataError("\(type(of: model)) could not be saved: \(failure)") }
            file.entities[model.persistentModelID.entityName, default: []].append(visitor.record)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try encoder.encode(file).write(to: url, options: .atomic)
    }
}
