// CoreHaptics on hardware without haptics: what an app's haptics code meets.
import CoreHaptics
import Testing

@Suite("CoreHaptics")
struct CoreHapticsTests {
    @Test("the hardware reports no haptics; making an engine throws notSupported; patterns are checked")
    func noHaptics() throws {
        #expect(!CHHapticEngine.capabilitiesForHardware().supportsHaptics)
        #expect(throws: CHHapticError(.notSupported)) { try CHHapticEngine() }
        let tap = CHHapticEvent(eventType: .hapticTransient, parameters: [
            CHHapticEventParameter(parameterID: .hapticIntensity, value: 1),
            CHHapticEventParameter(parameterID: .hapticSharpness, value: 0.5),
        ], relativeTime: 0.1)
        let hum = CHHapticEvent(eventType: .hapticContinuous, parameters: [], relativeTime: 0.2, duration: 0.5)
        let pattern = try CHHapticPattern(events: [tap, hum], parameters: [])
        #expect(abs(pattern.duration - 0.7) < 1e-9)
        #expect(throws: CHHapticError(.invalidEventTime)) {
            try CHHapticPattern(events: [CHHapticEvent(eventType: .hapticTransient, parameters: [], relativeTime: -1)], parameters: [])
        }
    }
}
