// A model file as an app writes it: it imports Combine and Foundation only, never TrellisUI.
// The tests observe it from TrellisUI views, which is only possible if `import Combine`
// names the same ObservableObject that TrellisUI's property wrappers take.
import Combine
import Foundation

final class StepCounter: ObservableObject {
    @Published var count = 0
    @Published private(set) var label = "count 0"
    @Published var mirrored = 0
    let resets = PassthroughSubject<Void, Never>()
    private var cancellables = Set<AnyCancellable>()

    init() {
        $count
            .map { "count \($0)" }
            .receive(on: DispatchQueue.main)
            .sink { [weak self] in self?.label = $0 }
            .store(in: &cancellables)
        $count.assign(to: &$mirrored)
        resets.sink { [weak self] in self?.count = 0 }.store(in: &cancellables)
    }

    func step() { count += 1 }
}
