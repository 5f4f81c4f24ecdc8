//go:build unix

package bench

import (
	"syscall"
	"time"
)

// selfCPU returns the CPU time (user + system) this process has used so far,
// all threads included, or 0 if it cannot be read.
func selfCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
