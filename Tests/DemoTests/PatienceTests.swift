// The demo driver's waits count only the time the waiter could use (see `Patience`):
// checked on a clock the test advances, not on the machine's.
import Testing
@testable import TodoDemoKit

@Suite("Demo driver: waits that other work kept from running are not cut short")
struct PatienceTests {
    @Test("polls every 5 ms use up a 15 s timeout after 15 s, not before")
    func steadyPollingTimesOut() {
        let start = ContinuousClock.now
        var patience = Patience(.seconds(15), now: start)
        var t = start
        var polls = 0
        repeat {
            t += .milliseconds(5)
            polls += 1
        } while !patience.isExhausted(now: t)
        #expect(polls == 3_000, "15 s of 5 ms polls: \(polls)")
    }

    @Test("a poll kept waiting 20 s by other work is charged 250 ms; a dead daemon still times out")
    func aLongGapCountsAsOnePoll() {
        let start = ContinuousClock.now
        var patience = Patience(.seconds(15), now: start)
        var t = start + .seconds(20)   // the main actor was held for 20 s
        let exhaustedByTheGap = patience.isExhausted(now: t)
        #expect(!exhaustedByTheGap, "20 s the poller could not run must not end the wait")
        var polls = 0
        repeat {
            t += .seconds(1)   // every poll late: each is charged the cap
            polls += 1
        } while !patience.isExhausted(now: t)
        #expect(polls == 59, "15 s at 250 ms a poll, after the first: \(polls)")
    }
}
