import XCTest
@testable import NoteBoard

final class NoteBoardTests: XCTestCase {
    func testAdd() {
        let store = NoteStore()
        store.add("x")
        XCTAssertEqual(store.notes.count, 3)
    }
}
