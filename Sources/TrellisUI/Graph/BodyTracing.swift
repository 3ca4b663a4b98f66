/// What a window's graph counts and records of body evaluations for diagnostics: the
/// total (`ViewHost.bodyEvaluations`) and, with `TRELLIS_TRACE`, the view types whose
/// body ran in the current update (the trace's `update` line).
///
/// Kept out of the update loop's state: nothing here changes what is rendered.
struct BodyTracing {
    /// Bodies evaluated since the graph was created.
    var evaluations = 0
    /// Whether `bodies` records the view types (the host traces).
    var recordsTypes = false
    /// The view types whose body ran since the host last took them.
    var bodies: [String] = []
}
