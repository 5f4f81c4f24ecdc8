package native

import (
	"bytes"
	"context"
	"encoding/binary"
	"encoding/hex"
	"slices"
	"strings"
	"testing"
	"time"
)

// runnable returns the targets of this machine that run programs among
// x86_64 and aarch64.
func runnable(t *testing.T) []*Target {
	var ts []*Target
	for _, n := range []string{"x86_64", "aarch64"} {
		tg, err := LookupTarget(n)
		if err != nil {
			t.Fatal(err)
		}
		if len(tg.Missing()) == 0 {
			ts = append(ts, tg)
		}
	}
	return ts
}

// TestHarnessExtends checks that the harness passes arguments as the
// declaration's ABI attributes say: @widen is compiled without them and
// returns its register as it gets it, so it sees the caller's extension
// (a callee with signext may rely on it).
func TestHarnessExtends(t *testing.T) {
	for _, tg := range runnable(t) {
		t.Run(tg.Name, func(t *testing.T) {
			// A callee that trusts its caller: it returns the 32-bit
			// register the i8 arrived in.
			const module = `
define i32 @widen(i32 %x) {
  ret i32 %x
}
`
			for _, tc := range []struct {
				attrs string
				want  uint32
			}{{"signext", 0xffffff80}, {"zeroext", 0x80}} {
				h := &Harness{Cases: []Case{{Func: "widen", Params: []string{"i8"}, ParamAttrs: []string{tc.attrs}, Ret: "i32", RetSize: 4, Inputs: [][][]byte{{{0x80}}}}}}
				if !strings.Contains(h.IR(), "i8 "+tc.attrs+" %a0") {
					t.Fatalf("the call does not carry %s:\n%s", tc.attrs, h.IR())
				}
				tools, bin := buildHarness(t, tg, module, h)
				obs, died, _, err := tools.RunHarness(context.Background(), tg, bin, 1, 0)
				_, obs = SplitStart(obs)
				if err != nil || len(died) > 0 || len(obs) != 1 {
					t.Fatalf("%s: %v %v %v", tc.attrs, obs, died, err)
				}
				if got := binary.LittleEndian.Uint32(obs[0].Ret); got != tc.want {
					t.Errorf("%s i8 0x80 arrives as %#x, want %#x", tc.attrs, got, tc.want)
				}
			}
		})
	}
}

const stateModule = `
@cnt = internal global i32 0
@table = global [2 x i32] [i32 10, i32 20]
@p = global ptr getelementptr (i8, ptr @table, i64 4)
@q = global ptr @cnt

define i32 @count(i32 %x) {
  %c = load i32, ptr @cnt
  %n = add i32 %c, %x
  store i32 %n, ptr @cnt
  ret i32 %n
}

define i32 @via(i32 %x) {
  %a = load ptr, ptr @p
  %v = load i32, ptr %a
  store i32 %x, ptr %a
  store ptr @table, ptr @p
  ret i32 %v
}
`

// TestHarnessState checks what the harness puts back between calls: the
// observed globals from the program's own initial bytes (so the pointers
// they hold are the program's), and everything else by running an
// isolated case in a child process; the start line has the initial bytes
// and the named objects' addresses.
func TestHarnessState(t *testing.T) {
	for _, tg := range runnable(t) {
		t.Run(tg.Name, func(t *testing.T) {
			in := [][][]byte{{le32(3)}, {le32(4)}}
			h := &Harness{
				Cases: []Case{
					{Func: "count", Params: []string{"i32"}, Ret: "i32", RetSize: 4, Inputs: in, Isolate: true},
					{Func: "via", Params: []string{"i32"}, Ret: "i32", RetSize: 4, Inputs: in},
				},
				Globals: []Global{{Name: "table", Size: 8}, {Name: "p", Size: 8}, {Name: "q", Size: 8}},
				Objects: []Object{{Name: "table"}, {Name: "count", Func: true}},
			}
			tools, bin := buildHarness(t, tg, stateModule, h)
			obs, died, _, err := tools.RunHarness(context.Background(), tg, bin, 4, 3)
			if err != nil || len(died) > 0 {
				t.Fatalf("%v %v", died, err)
			}
			start, steps := SplitStart(obs)
			if start == nil || len(start.Addrs) != 2 || len(steps) != 4 {
				t.Fatalf("observations %v", obs)
			}
			table := binary.LittleEndian.Uint64(start.Addrs[0])
			if p := binary.LittleEndian.Uint64(start.Globals[1]); p != table+4 {
				t.Errorf("@p starts at %#x, want @table+4 = %#x", p, table+4)
			}
			// Isolated: each call of @count starts from @cnt = 0.
			for i, want := range []uint32{3, 4} {
				if got := binary.LittleEndian.Uint32(steps[i].Ret); got != want {
					t.Errorf("count step %d = %d, want %d", i, got, want)
				}
			}
			// @via reads through @p, which is put back to @table+4 (20)
			// before each call, and leaves @p = @table.
			for i := 2; i < 4; i++ {
				if got := binary.LittleEndian.Uint32(steps[i].Ret); got != 20 {
					t.Errorf("via step %d = %d, want 20", i, got)
				}
				if p := binary.LittleEndian.Uint64(steps[i].Globals[1]); p != table {
					t.Errorf("via step %d leaves @p = %#x, want @table = %#x", i, p, table)
				}
			}
		})
	}
}

// TestHarnessIsolatedDeaths checks that an isolated case dies as the
// program would without the fork: the runner sees the same signal, hang
// or exit at the same step, and the steps after it still run.
func TestHarnessIsolatedDeaths(t *testing.T) {
	x86, _ := LookupTarget("x86_64")
	in3 := [][][]byte{{le32(0)}, {le32(1)}, {le32(2)}}
	for _, tc := range []struct {
		fn    string
		check func(*Result) bool
	}{
		{"trapper", func(r *Result) bool { return r.Signal == "SIGILL" || r.Signal == "SIGTRAP" }},
		{"spin", func(r *Result) bool { return r.Signal == "SIGALRM" || r.TimedOut }},
		{"quit", func(r *Result) bool { return r.OK() }},
	} {
		t.Run(tc.fn, func(t *testing.T) {
			h := &Harness{Cases: []Case{
				{Func: tc.fn, Params: []string{"i32"}, Ret: "i32", RetSize: 4, Inputs: in3, Isolate: true},
				{Func: "trapper", Params: []string{"i32"}, Ret: "i32", RetSize: 4, Inputs: [][][]byte{{le32(5)}}, Isolate: true},
			}}
			tools, bin := buildHarness(t, x86, crashModule, h)
			tools.StepLimit = 500 * time.Millisecond
			tools.NoHangRetry = true
			obs, died, _, err := tools.RunHarness(context.Background(), x86, bin, 4, 0)
			_, obs = SplitStart(obs)
			if err != nil {
				t.Fatal(err)
			}
			if len(died) != 1 || died[0].Step != 1 || !tc.check(died[0].Run) {
				t.Fatalf("died = %+v", died)
			}
			var stepsSeen []int
			for _, o := range obs {
				stepsSeen = append(stepsSeen, o.Step)
			}
			if want := []int{0, 2, 3}; !slices.Equal(stepsSeen, want) {
				t.Errorf("steps printed %v, want %v", stepsSeen, want)
			}
		})
	}
}

// TestHarnessView checks a witness harness's view: undetermined bits
// masked, a stored pointer printed as its offset from the object it
// points into, and no start line, so two builds print the same bytes.
func TestHarnessView(t *testing.T) {
	for _, tg := range runnable(t) {
		t.Run(tg.Name, func(t *testing.T) {
			h := &Harness{
				Cases:   []Case{{Func: "via", Params: []string{"i32"}, Ret: "i32", RetSize: 4, Inputs: [][][]byte{{le32(7)}}}},
				Globals: []Global{{Name: "table", Size: 8}, {Name: "p", Size: 8}},
				Objects: []Object{{Name: "table"}},
				View: &View{
					RetMask:     []byte{0x0f, 0xff, 0xff, 0xff},
					GlobalMasks: [][]byte{{0xff, 0xff, 0xff, 0xff, 0, 0, 0, 0}, {0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff}},
					Relocs:      []Reloc{{Global: 1, At: 0, Size: 8, Base: Addr{Object: 0}}},
				},
			}
			tools, bin := buildHarness(t, tg, stateModule, h)
			r := tools.Exec(context.Background(), tg, bin)
			want := "00000000 04000000 0a000000" + strings.Repeat("0", 8) + " " + hex.EncodeToString(make([]byte, 8)) + "\n"
			if !r.OK() || !bytes.Equal(r.Stdout, []byte(want)) {
				t.Errorf("%s: printed %q, want %q", r.Describe(), r.Stdout, want)
			}
		})
	}
}
