package oracle

// FailureModeForTest exposes failureMode to the external tests.
var FailureModeForTest = failureMode
