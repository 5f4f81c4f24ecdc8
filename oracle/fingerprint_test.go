package oracle

import (
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/ir"
)

func mustParse(t *testing.T, text string) *ir.Module {
	t.Helper()
	m, err := ir.Parse("t.ll", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestFingerprint: constants and names do not change a fingerprint,
// types, flags and the bug key do; an unbisected tag does not; an
// IR-level one hashes what the pipeline changed.
func TestFingerprint(t *testing.T) {
	t.Parallel()
	ir1 := &finding.Finding{Kind: finding.KindIR, Signature: "ir-miscompile/InstCombinePass", Function: "t1"}
	a := mustParse(t, "define i8 @t1(i8 %a) {\n  %x = add nsw i8 %a, 1\n  ret i8 %x\n}\n")
	b := mustParse(t, "define i8 @t1(i8 %b) {\n  %y = add nsw i8 %b, 7\n  ret i8 %y\n}\n")
	c := mustParse(t, "define i16 @t1(i16 %b) {\n  %y = add nsw i16 %b, 7\n  ret i16 %y\n}\n")
	d := mustParse(t, "define i8 @t1(i8 %b) {\n  %y = add i8 %b, 7\n  ret i8 %y\n}\n")
	fa, skel := Fingerprint(ir1, a, nil)
	if fb, _ := Fingerprint(ir1, b, nil); fa != fb {
		t.Errorf("constants and names changed the fingerprint: %s, %s", fa, fb)
	}
	for _, m := range []*ir.Module{c, d} {
		if fc, _ := Fingerprint(ir1, m, nil); fc == fa {
			t.Errorf("another type or flag gave the same fingerprint %s", fc)
		}
	}
	if !strings.HasPrefix(fa, "ir-miscompile/InstCombinePass#") || skel != "add nsw i8" {
		t.Errorf("fingerprint %q, skeleton %q", fa, skel)
	}
	nat := func(tag string) *finding.Finding {
		return &finding.Finding{Kind: finding.KindNative, Signature: "native-miscompile/aarch64-gisel/unbisected/" + tag}
	}
	if f1, _ := Fingerprint(nat("t3@12345678"), a, nil); f1 != func() string { f, _ := Fingerprint(nat("t9@abcdef01"), b, nil); return f }() ||
		!strings.HasPrefix(f1, "native-miscompile/aarch64-gisel/unbisected#") {
		t.Errorf("unbisected tags changed the fingerprint: %s", f1)
	}
	// What the pipeline changed: the add became a sub in the target.
	tgt := mustParse(t, "define i8 @t1(i8 %a) {\n  %x = sub i8 %a, 1\n  %z = xor i8 %x, 3\n  ret i8 %z\n}\n")
	if fd, sk := Fingerprint(ir1, a, tgt); sk != "changed: add nsw i8" || fd == fa {
		t.Errorf("with the target: %s, skeleton %q", fd, sk)
	}
	crash := &finding.Finding{Kind: finding.KindCrash, Signature: "crash/llc/x86_64/LLVM ERROR: Cannot select: fcanonicalize"}
	if f, _ := Fingerprint(crash, a, nil); f != crash.Signature {
		t.Errorf("a crash's fingerprint is its signature, got %s", f)
	}
}
