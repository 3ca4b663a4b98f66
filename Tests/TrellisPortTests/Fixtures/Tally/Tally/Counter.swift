import Foundation
import Combine

final class Counter: ObservableObject {
    @Published private(set) var count = 0
    @Published private(set) var parity = "even"
    private var cancellables = Set<AnyCancellable>()

    init() {
        $count.map { $0 % 2 == 0 ? "even" : "odd" }
            .assign(to: \.parity, on: self)
            .store(in: &cancellables)
    }

    func increment() { count += 1 }
}
