import Testing
import TrellisEmbedded
import TrellisProtocol
@testable import TrellisUI

struct Student {
    var name: String
    var age: Int
}

// Seed 004: passing the whole struct re-runs both subviews...
struct RootViewWhole: View {
    @State var student = Student(name: "fat", age: 88)
    var body: some View {
        VStack {
            StudentNameViewWhole(student: student)
            StudentAgeViewWhole(student: student)
            Button("random age") { student.age = student.age + 1 }
        }
    }
}

struct StudentNameViewWhole: View {
    let student: Student
    var body: some View {
        let _ = Self._printChanges()
        Text(student.name)
    }
}

struct StudentAgeViewWhole: View {
    let student: Student
    var body: some View {
        let _ = Self._printChanges()
        Text(student.age, format: .number)
    }
}

// ...passing only what each needs re-runs only the age view...
struct RootViewSplit: View {
    @State var student = Student(name: "fat", age: 88)
    var body: some View {
        VStack {
            StudentNameView(name: student.name)
            StudentAgeView(age: student.age)
            Button("random age") { student.age = student.age + 1 }
        }
    }
}

struct StudentNameView: View {
    let name: String
    var body: some View {
        let _ = Self._printChanges()
        Text(name)
    }
}

struct StudentAgeView: View {
    let age: Int
    var body: some View {
        let _ = Self._printChanges()
        Text(age, format: .number)
    }
}

// ...and an Equatable view decides with its own ==.
struct RootViewEquatable: View {
    @State var student = Student(name: "fat", age: 88)
    var body: some View {
        VStack {
            StudentNameViewEq(student: student)
            Button("random age") { student.age = student.age + 1 }
        }
    }
}

struct StudentNameViewEq: View, Equatable {
    let student: Student
    var body: some View {
        let _ = Self._printChanges()
        Text(student.name)
    }
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.student.name == rhs.student.name }
}

final class MyStore: ObservableObject {
    @Published var selection: Int?
    func sendID(_ id: Int) { selection = id }
}

// Seed 004 ClosureDemo: a fresh closure capturing the store makes every CellView different.
struct ClosureDemo: View {
    @StateObject var store = MyStore()
    var body: some View {
        VStack {
            if let currentID = store.selection {
                Text("Current ID: \(currentID)")
            }
            ForEach(0..<3) { i in
                CellView(id: i) { store.sendID(i) }
            }
        }
    }
}

struct CellView: View {
    let id: Int
    var action: () -> Void
    init(id: Int, action: @escaping () -> Void) {
        self.id = id
        self.action = action
    }
    var body: some View {
        VStack {
            let _ = Log.print("update \(id)")
            Button("ID: \(id)") { action() }
        }
    }
}

struct ClosureDemoEquatable: View {
    @StateObject var store = MyStore()
    var body: some View {
        VStack {
            if let currentID = store.selection {
                Text("Current ID: \(currentID)")
            }
            ForEach(0..<3) { i in
                CellViewEq(id: i) { store.sendID(i) }
            }
        }
    }
}

struct CellViewEq: View, Equatable {
    let id: Int
    var action: () -> Void
    var body: some View {
        VStack {
            let _ = Log.print("update \(id)")
            Button("ID: \(id)") { action() }
        }
    }
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
}

// Seed 001 UpdateTest: an inline VStack re-evaluates with its parent, a separate view does not.
struct UpdateTestInline: View {
    @State var i = 0
    var body: some View {
        VStack {
            let _ = Log.print("root update")
            Text("\(i)")
            Button("change") { i += 1 }
            VStack {
                let _ = Log.print("circle update")
                Circle().fill(.red.opacity(0.5)).frame(width: 50, height: 50)
            }
        }
    }
}

struct UpdateTestSplit: View {
    @State var i = 0
    var body: some View {
        VStack {
            let _ = Log.print("root update")
            Text("\(i)")
            Button("change") { i += 1 }
            UpdateSubView()
        }
    }
}

struct UpdateSubView: View {
    var body: some View {
        VStack {
            let _ = Log.print("circle update")
            Circle().fill(.red.opacity(0.5)).frame(width: 50, height: 50)
        }
    }
}

struct InitCounter: View {
    static var inits = 0
    let n: Int
    init(n: Int) { self.n = n; InitCounter.inits += 1 }
    var body: some View { Text("n \(n)") }
}

extension TrellisUITests {
    @MainActor @Suite struct Updates {
        @Test("S1 view values are cheap: init runs without sending anything or creating identities")
        func initIsCheap() {
            InitCounter.inits = 0
            let c = EmbeddedConnection()
            _ = InitCounter(n: 1)
            _ = VStack { InitCounter(n: 2); InitCounter(n: 3) }
            #expect(InitCounter.inits == 3)
            #expect(c.sent.isEmpty)
        }

        @Test("S3 S4 seed 004: passing the whole struct re-runs both subviews")
        func wholeStruct() {
            let h = Harness(RootViewWhole())
            Log.reset()
            h.tap("random age")
            #expect(Log.take() == ["StudentNameViewWhole: @self changed.", "StudentAgeViewWhole: @self changed."])
        }

        @Test("S3 S4 seed 004: passing only the needed fields re-runs only the age view; the name view's subtree sends nothing")
        func splitFields() {
            let h = Harness(RootViewSplit())
            Log.reset()
            h.tap("random age")
            #expect(Log.take() == ["StudentAgeView: @self changed."])
            #expect(h.texts.contains("89"))
            #expect(h.lastOps.count == 1)
        }

        @Test("S4 an Equatable view's == decides, even ignoring changed fields")
        func equatableDecides() {
            let h = Harness(RootViewEquatable())
            Log.reset()
            h.tap("random age")
            #expect(Log.take() == [])
        }

        @Test("S4 seed 004 CellView: a fresh closure makes every cell different; Equatable cells skip")
        func closures() {
            let h = Harness(ClosureDemo())
            #expect(Log.take() == ["update 0", "update 1", "update 2"])
            h.tap("ID: 1")
            #expect(Log.take() == ["update 0", "update 1", "update 2"])
            #expect(h.texts.first == "Current ID: 1")

            let e = Harness(ClosureDemoEquatable())
            #expect(Log.take() == ["update 0", "update 1", "update 2"])
            e.tap("ID: 2")
            #expect(Log.take() == [])
            #expect(e.texts.first == "Current ID: 2")
        }

        @Test("S3 seed 001 UpdateTest: an inline VStack re-evaluates with its parent, a separate view is skipped")
        func separateView() {
            let a = Harness(UpdateTestInline())
            #expect(Log.take() == ["root update", "circle update"])
            a.tap("change")
            #expect(Log.take() == ["root update", "circle update"])
            let b = Harness(UpdateTestSplit())
            #expect(Log.take() == ["root update", "circle update"])
            b.tap("change")
            #expect(Log.take() == ["root update"])
        }
    }
}
