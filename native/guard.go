package native

import (
	"fmt"
	"strings"
)

// The harness's runtime for argument memory (see Memory): placing an
// input's objects in the arena between guard pages, making the whole
// arena accessible again after the call, packing the objects' windows
// for printing, and, in a harness that wraps free, a free that takes an
// argument object's pages away.
//
// The pages are protected with mprotect only where the system's page size
// is GuardPage (@__irfuzz.guard, set at start); elsewhere the objects are
// laid out alike but nothing faults.

// FreedTag is the field ("r", released) that comes before the freed
// flags of a step's argument objects, printed by a harness that wraps
// free: one byte per object, 1 when the call freed it.
const FreedTag = 'r'

// writeMemoryDecls writes the globals and declarations of the argument
// memory's runtime: the arena, the current input's object table, the
// freed flags, the packing buffer. declared lists the functions declared
// so far (the harness's other declarations skip them).
func (h *Harness) writeMemoryDecls(b *strings.Builder, hm harnessMemory, replay bool, declared map[string]bool) {
	fmt.Fprintf(b, "@__irfuzz.arena = internal global [%d x i8] zeroinitializer, align %d\n", hm.size, hm.align)
	fmt.Fprintf(b, "@__irfuzz.freed = internal global [%d x i8] zeroinitializer, align 8\n", max(hm.objects, 1))
	fmt.Fprintf(b, "@__irfuzz.packed = internal global [%d x i8] zeroinitializer, align 16\n", max(hm.printed, 1))
	b.WriteString("@__irfuzz.cur = internal global ptr null, align 8\n@__irfuzz.guard = internal global i1 false, align 1\n")
	if !h.NoSignals {
		fmt.Fprintf(b, "declare i32 @mprotect(ptr, %s, i32)\ndeclare i32 @getpagesize()\n", h.sizeT())
	}
	declared["mprotect"], declared["getpagesize"] = true, true
	if !replay {
		// (The stubs' runtime declares it otherwise.)
		b.WriteString("declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)\n")
	}
	if h.WrapFree {
		b.WriteString("declare void @__libc_free(ptr)\ndeclare void @llvm.trap()\n")
		declared["free"], declared["__libc_free"] = true, true
	}
}

// writeMemoryRuntime writes the runtime's functions (memRuntime) and,
// for a harness that wraps free, the free (freeWrapper).
func (h *Harness) writeMemoryRuntime(b *strings.Builder, hm harnessMemory) {
	lenw := "add i64 %len, 0"
	if h.sizeT() == "i32" {
		lenw = "trunc i64 %len to i32"
	}
	call := fmt.Sprintf("%%r = call i32 @mprotect(ptr %%p, %s %%lenw, i32 %%prot)", h.sizeT())
	if h.NoSignals {
		call = "%r = add i32 %prot, 0" // (no mprotect; the guard is never on)
	}
	r := strings.NewReplacer("@MPROTECT@", call, "@SIZET@", h.sizeT(), "@LENW@", lenw, "@ARENA@", fmt.Sprint(hm.size), "@PAGE@", fmt.Sprint(GuardPage), "@NOBJ@", fmt.Sprint(max(hm.objects, 1)), "@STRIDE@", fmt.Sprint(descFields))
	b.WriteString(r.Replace(memRuntime))
	if h.WrapFree {
		b.WriteString(r.Replace(freeWrapper))
	}
}

// writeGuardStart writes, in @__irfuzz.start, the check that the system's
// pages are GuardPage bytes (else no page is protected).
func (h *Harness) writeGuardStart(b *strings.Builder) {
	if h.NoSignals {
		return // (the guard stays off)
	}
	fmt.Fprintf(b, "  %%pgsz = call i32 @getpagesize()\n  %%pgok = icmp eq i32 %%pgsz, %d\n  store i1 %%pgok, ptr @__irfuzz.guard, align 1\n", GuardPage)
}

// memRuntime: field reads word f of object k of an object table row;
// protect sets the protection of arena bytes [off, off+len) (whole
// pages) when guard pages are on; open makes the whole arena accessible;
// load places an input's objects (zeroing their pages, copying their
// initial bytes, protecting the guard pages) and makes its row the
// current one; pack copies the current input's windows to dst, one after
// the other, and returns how many bytes it copied.
const memRuntime = `
define internal i64 @__irfuzz.mem.field(ptr %desc, i64 %k, i64 %f) {
entry:
  %w = mul i64 %k, @STRIDE@
  %w1 = add i64 %w, %f
  %w2 = add i64 %w1, 1
  %p = getelementptr i64, ptr %desc, i64 %w2
  %v = load i64, ptr %p, align 8
  ret i64 %v
}

define internal void @__irfuzz.mem.protect(i64 %off, i64 %len, i32 %prot) {
entry:
  %on = load i1, ptr @__irfuzz.guard, align 1
  br i1 %on, label %set, label %done
set:
  %p = getelementptr i8, ptr @__irfuzz.arena, i64 %off
  %lenw = @LENW@
  @MPROTECT@
  br label %done
done:
  ret void
}

define internal void @__irfuzz.mem.open() {
entry:
  call void @__irfuzz.mem.protect(i64 0, i64 @ARENA@, i32 3)
  ret void
}

define internal void @__irfuzz.mem.load(ptr %desc, ptr %bytes) {
entry:
  call void @__irfuzz.mem.open()
  store ptr %desc, ptr @__irfuzz.cur, align 8
  call void @llvm.memset.p0.i64(ptr @__irfuzz.freed, i8 0, i64 @NOBJ@, i1 false)
  %n = load i64, ptr %desc, align 8
  br label %loop
loop:
  %k = phi i64 [ 0, %entry ], [ %k1, %body ]
  %more = icmp ult i64 %k, %n
  br i1 %more, label %body, label %done
body:
  %off = call i64 @__irfuzz.mem.field(ptr %desc, i64 %k, i64 0)
  %size = call i64 @__irfuzz.mem.field(ptr %desc, i64 %k, i64 1)
  %data = call i64 @__irfuzz.mem.field(ptr %desc, i64 %k, i64 2)
  %end = call i64 @__irfuzz.mem.field(ptr %desc, i64 %k, i64 3)
  %src = call i64 @__irfuzz.mem.field(ptr %desc, i64 %k, i64 5)
  %dp = getelementptr i8, ptr @__irfuzz.arena, i64 %data
  %dn = sub i64 %end, %data
  call void @llvm.memset.p0.i64(ptr %dp, i8 0, i64 %dn, i1 false)
  %op = getelementptr i8, ptr @__irfuzz.arena, i64 %off
  %sp = getelementptr i8, ptr %bytes, i64 %src
  call void @llvm.memcpy.p0.p0.i64(ptr %op, ptr %sp, i64 %size, i1 false)
  call void @__irfuzz.mem.protect(i64 %end, i64 @PAGE@, i32 0)
  %k1 = add i64 %k, 1
  br label %loop
done:
  call void @__irfuzz.mem.protect(i64 0, i64 @PAGE@, i32 0)
  ret void
}

define internal i64 @__irfuzz.mem.pack(ptr %dst) {
entry:
  %desc = load ptr, ptr @__irfuzz.cur, align 8
  %none = icmp eq ptr %desc, null
  br i1 %none, label %empty, label %head
empty:
  ret i64 0
head:
  %n = load i64, ptr %desc, align 8
  br label %loop
loop:
  %k = phi i64 [ 0, %head ], [ %k1, %body ]
  %pos = phi i64 [ 0, %head ], [ %pos1, %body ]
  %more = icmp ult i64 %k, %n
  br i1 %more, label %body, label %done
body:
  %end = call i64 @__irfuzz.mem.field(ptr %desc, i64 %k, i64 3)
  %win = call i64 @__irfuzz.mem.field(ptr %desc, i64 %k, i64 4)
  %len = sub i64 %end, %win
  %from = getelementptr i8, ptr @__irfuzz.arena, i64 %win
  %to = getelementptr i8, ptr %dst, i64 %pos
  call void @llvm.memcpy.p0.p0.i64(ptr %to, ptr %from, i64 %len, i1 false)
  %pos1 = add i64 %pos, %len
  %k1 = add i64 %k, 1
  br label %loop
done:
  ret i64 %pos
}
`

// freeWrapper is the free of a harness that wraps it (Harness.WrapFree):
// a pointer outside the arena goes to the C library's free; the base of
// one of the current input's objects marks it freed and makes its pages
// inaccessible until the call returns; any other pointer into the arena,
// or an object freed twice, traps (the C library would abort).
const freeWrapper = `
define void @free(ptr %p) {
entry:
  %pi = ptrtoint ptr %p to i64
  %ai = ptrtoint ptr @__irfuzz.arena to i64
  %rel = sub i64 %pi, %ai
  %in = icmp ult i64 %rel, @ARENA@
  br i1 %in, label %ours, label %libc
libc:
  call void @__libc_free(ptr %p)
  ret void
ours:
  %desc = load ptr, ptr @__irfuzz.cur, align 8
  %none = icmp eq ptr %desc, null
  br i1 %none, label %bad, label %head
head:
  %n = load i64, ptr %desc, align 8
  br label %loop
loop:
  %k = phi i64 [ 0, %head ], [ %k1, %next ]
  %more = icmp ult i64 %k, %n
  br i1 %more, label %body, label %bad
body:
  %off = call i64 @__irfuzz.mem.field(ptr %desc, i64 %k, i64 0)
  %hit = icmp eq i64 %off, %rel
  br i1 %hit, label %found, label %next
next:
  %k1 = add i64 %k, 1
  br label %loop
found:
  %fp = getelementptr i8, ptr @__irfuzz.freed, i64 %k
  %was = load i8, ptr %fp, align 1
  %twice = icmp ne i8 %was, 0
  br i1 %twice, label %bad, label %release
release:
  store i8 1, ptr %fp, align 1
  %data = call i64 @__irfuzz.mem.field(ptr %desc, i64 %k, i64 2)
  %end = call i64 @__irfuzz.mem.field(ptr %desc, i64 %k, i64 3)
  %len = sub i64 %end, %data
  call void @__irfuzz.mem.protect(i64 %data, i64 %len, i32 0)
  ret void
bad:
  call void @llvm.trap()
  unreachable
}
`

// packedIndex is where byte at of input memory m's region is among the
// bytes the harness prints (its windows); false when it is in none.
func (m *Memory) packedIndex(at int) (int, bool) {
	pos := 0
	for _, w := range m.Windows() {
		if at >= w[0] && at < w[1] {
			return pos + at - w[0], true
		}
		pos += w[1] - w[0]
	}
	return 0, false
}
