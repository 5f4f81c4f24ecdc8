package main

import "syscall"

// threadUsage is the calling thread's processor time (user and system, in
// nanoseconds) and minor page faults so far.
func threadUsage() (cpuNs, minflt uint64) {
	var ru syscall.Rusage
	const rusageThread = 1 // RUSAGE_THREAD
	if err := syscall.Getrusage(rusageThread, &ru); err != nil {
		return 0, 0
	}
	return uint64(syscall.TimevalToNsec(ru.Utime) + syscall.TimevalToNsec(ru.Stime)), uint64(ru.Minflt)
}
