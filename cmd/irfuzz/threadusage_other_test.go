//go:build !linux

package main

// threadUsage is not measured off Linux (BenchmarkExecPhases then reports
// no processor time or faults).
func threadUsage() (cpuNs, minflt uint64) { return 0, 0 }
