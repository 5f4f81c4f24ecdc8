package reduce

import (
	"slices"
	"strconv"
	"strings"
)

// The types pass narrows integer types and shortens fixed vectors, module
// wide, on the printed text: every iW becomes a narrower iV (intrinsic names
// such as @llvm.smax.i64 follow, since they spell the type the same way),
// or every <N x T> becomes <N/2 x T>. Whatever does not fit any more
// (constants out of range, vector constants of the old length, masks) makes
// the candidate fail to parse or verify, and it is dropped: this is a best
// effort pass that pays off once the operands are simple.

// Variants of the types pass.
const (
	narrowInts = iota
	halveVectors
)

func typeSites(src string, v int) []func(string) string {
	var out []func(string) string
	switch v {
	case narrowInts:
		for _, w := range intWidths(src) {
			to := narrower(w)
			if to == 0 {
				continue
			}
			from, repl := "i"+strconv.Itoa(w), "i"+strconv.Itoa(to)
			out = append(out, func(s string) string { return replaceToken(s, from, repl) })
		}
	case halveVectors:
		for _, n := range vectorLengths(src) {
			from, repl := "<"+strconv.Itoa(n)+" x ", "<"+strconv.Itoa(n/2)+" x "
			out = append(out, func(s string) string { return replaceOutsideHeader(s, from, repl) })
		}
	}
	return out
}

// narrower is the width an iW is narrowed to (the next common width
// below it), or 0.
func narrower(w int) int {
	switch {
	case w > 64:
		return 64
	case w > 32:
		return 32
	case w > 16:
		return 16
	case w > 8:
		return 8
	case w > 1:
		return 1
	}
	return 0
}

// eachLine calls fn on every line of s that may be rewritten (not the
// target datalayout/triple and source_filename header lines) and joins the
// results.
func eachLine(s string, fn func(string) string) string {
	lines := strings.SplitAfter(s, "\n")
	for k, l := range lines {
		if strings.HasPrefix(l, "target ") || strings.HasPrefix(l, "source_filename") {
			continue
		}
		lines[k] = fn(l)
	}
	return strings.Join(lines, "")
}

// scanTokens calls fn(start, end) for every token iN (a whole word, not
// inside a quoted string) of line, in order.
func scanTokens(line string, fn func(start, end int)) {
	inQuote := false
	for k := 0; k < len(line); k++ {
		c := line[k]
		if c == '"' {
			inQuote = !inQuote
			continue
		}
		if inQuote || c != 'i' || (k > 0 && (isWordByte(line[k-1]) || line[k-1] == '%' || line[k-1] == '@')) {
			continue
		}
		e := k + 1
		for e < len(line) && line[e] >= '0' && line[e] <= '9' {
			e++
		}
		if e == k+1 || (e < len(line) && isWordByte(line[e])) {
			continue
		}
		fn(k, e)
		k = e - 1
	}
}

// isWordByte reports whether c can be part of an identifier. '.' is not:
// in @llvm.smax.i64 the type is a word of its own.
func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '$' || c == '-'
}

func intWidths(src string) []int {
	seen := map[int]bool{}
	eachLine(src, func(l string) string {
		scanTokens(l, func(s, e int) {
			if w, err := strconv.Atoi(l[s+1 : e]); err == nil && w > 1 {
				seen[w] = true
			}
		})
		return l
	})
	ws := sortedKeys(seen)
	slices.Reverse(ws) // widest first
	return ws
}

func replaceToken(src, from, to string) string {
	return eachLine(src, func(l string) string {
		var b strings.Builder
		last := 0
		scanTokens(l, func(s, e int) {
			if l[s:e] == from {
				b.WriteString(l[last:s])
				b.WriteString(to)
				last = e
			}
		})
		if last == 0 {
			return l
		}
		b.WriteString(l[last:])
		return b.String()
	})
}

func vectorLengths(src string) []int {
	seen := map[int]bool{}
	eachLine(src, func(l string) string {
		for k := strings.Index(l, "<"); k >= 0; {
			e := k + 1
			for e < len(l) && l[e] >= '0' && l[e] <= '9' {
				e++
			}
			if e > k+1 && strings.HasPrefix(l[e:], " x ") {
				if n, err := strconv.Atoi(l[k+1 : e]); err == nil && n > 1 {
					seen[n] = true
				}
			}
			next := strings.Index(l[k+1:], "<")
			if next < 0 {
				break
			}
			k += 1 + next
		}
		return l
	})
	ns := sortedKeys(seen)
	slices.Reverse(ns)
	return ns
}

func replaceOutsideHeader(src, from, to string) string {
	return eachLine(src, func(l string) string { return strings.ReplaceAll(l, from, to) })
}
