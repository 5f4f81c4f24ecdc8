package oracle

// FailureModeForTest exposes failureMode to the external tests.
var FailureModeForTest = failureMode

// LackingRuntimeForTest exposes lackingRuntime to the external tests.
var LackingRuntimeForTest = lackingRuntime

// ClaimedAlignForTest exposes claimedAlign to the external tests.
var ClaimedAlignForTest = claimedAlign

// UnjudgedForTest exposes unjudged to the external tests.
var UnjudgedForTest = unjudged

// UnbuildableForTest exposes unbuildable to the external tests.
var UnbuildableForTest = unbuildable

// EmulatorQuietForTest exposes emulatorQuiet to the external tests.
var EmulatorQuietForTest = emulatorQuiet
