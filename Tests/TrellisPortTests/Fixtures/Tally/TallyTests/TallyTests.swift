import XCTest
@testable import Tally

final class TallyTests: XCTestCase {
    func testIncrement() { let c = Counter(); c.increment(); XCTAssertEqual(c.count, 1) }
}
