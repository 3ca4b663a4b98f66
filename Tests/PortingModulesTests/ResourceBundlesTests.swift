// Which resource bundles beside the executable are the app's: a build directory shared by
// several apps (`trellis run`) holds each one's bundles.
import Testing
@testable import FoundationCompat

@Suite struct ResourceBundlesTests {
    @Test("another app's bundles beside the executable are not searched; the app's own and libraries' are")
    func sharedBuildDirectory() {
        let names = ["NoteBoard", "NoteBoard-linux_NoteBoard.resources", "Tally", "Tally-linux_Tally.resources",
                     "Tally-linux_TallyKit.resources", "Rich", "Rich-linux_Rich.resources", "Kit_Kit.resources", "Modules"]
        let executables: Set<String> = ["NoteBoard", "Tally", "Rich"]
        let bundles = ResourceBundles.appBundles(names, executable: "Rich", isExecutable: { executables.contains($0) })
        #expect(bundles == ["Kit_Kit.resources", "Rich-linux_Rich.resources"])
        // The app that builds beside no other keeps every bundle.
        #expect(ResourceBundles.appBundles(["App_App.resources", "Lib_Lib.resources", "App"], executable: "App",
                                           isExecutable: { $0 == "App" }) == ["App_App.resources", "Lib_Lib.resources"])
        // A package that builds this executable and another: all of its bundles are the app's.
        #expect(ResourceBundles.appBundles(["P_A.resources", "P_B.resources", "P_Lib.resources", "A", "B"], executable: "A",
                                           isExecutable: { _ in true }) == ["P_A.resources", "P_B.resources", "P_Lib.resources"])
    }
}
