package release

// Feature is one piece of IR syntax or meaning that some releases have
// and older ones do not: an instruction, a flag, an attribute, a form of
// a constant or an intrinsic's signature. A module for a release uses
// only the features the release has (the printer, the generator and the
// mutator keep to them); the parser reads them all.
type Feature uint8

// The features, each with the first release that reads it (since).
const (
	_ Feature = iota
	// OpaquePointersOnly: the tools read nothing but opaque pointers
	// (typed pointers are gone).
	OpaquePointersOnly
	// MemoryAttr: memory(...) function attributes (readnone and its kin
	// before).
	MemoryAttr
	// SplatConst: splat (C) vector constants.
	SplatConst
	// DisjointOr: or disjoint.
	DisjointOr
	// ZExtNNeg: zext nneg.
	ZExtNNeg
	// UIToFPNNeg: uitofp nneg.
	UIToFPNNeg
	// TruncNoWrap: trunc nuw and trunc nsw.
	TruncNoWrap
	// GEPNoWrap: getelementptr nusw and nuw (beside inbounds).
	GEPNoWrap
	// SameSign: icmp samesign.
	SameSign
	// RangeAttr: the range(T lo, hi) attribute on parameters, returns and
	// call sites.
	RangeAttr
	// NoFPClass: the nofpclass(...) attribute.
	NoFPClass
	// Writable: the writable parameter attribute.
	Writable
	// DeadOnUnwind: the dead_on_unwind parameter attribute.
	DeadOnUnwind
	// Initializes: the initializes((lo, hi)...) parameter attribute.
	Initializes
	// Captures: the captures(...) attribute (nocapture before).
	Captures
	// DeadOnReturn: the dead_on_return parameter attribute.
	DeadOnReturn
	// PtrToAddr: the ptrtoaddr instruction and constant expression.
	PtrToAddr
	// AtomicFMinMax: atomicrmw fmax and fmin.
	AtomicFMinMax
	// AtomicWrap: atomicrmw uinc_wrap and udec_wrap.
	AtomicWrap
	// AtomicUSubCond: atomicrmw usub_cond and usub_sat.
	AtomicUSubCond
	// AtomicFMinMaxIEEE: atomicrmw fmaximum and fminimum.
	AtomicFMinMaxIEEE
	// LifetimeNoSize: llvm.lifetime.start/end take the alloca alone (no
	// size operand); older releases take (i64 size, ptr).
	LifetimeNoSize
	// BisectPassArgs: -opt-bisect-limit names passes by their pipeline
	// argument (instcombine, x86-isel), not by their class or description
	// (InstCombinePass, X86 DAG->DAG Instruction Selection).
	BisectPassArgs
	// InstCombineNoVerifyFixpoint: instcombine<no-verify-fixpoint>, the
	// way to run InstCombine alone without its fixpoint check aborting.
	InstCombineNoVerifyFixpoint
	numFeatures
)

var features = [numFeatures]struct {
	name  string
	since int
}{
	OpaquePointersOnly:          {"opaque pointers only", 17},
	MemoryAttr:                  {"memory(...)", 16},
	SplatConst:                  {"splat (...)", 19},
	DisjointOr:                  {"or disjoint", 18},
	ZExtNNeg:                    {"zext nneg", 18},
	UIToFPNNeg:                  {"uitofp nneg", 19},
	TruncNoWrap:                 {"trunc nuw/nsw", 19},
	GEPNoWrap:                   {"getelementptr nusw/nuw", 19},
	SameSign:                    {"icmp samesign", 20},
	RangeAttr:                   {"range(...)", 19},
	NoFPClass:                   {"nofpclass(...)", 17},
	Writable:                    {"writable", 18},
	DeadOnUnwind:                {"dead_on_unwind", 18},
	Initializes:                 {"initializes(...)", 19},
	Captures:                    {"captures(...)", 21},
	DeadOnReturn:                {"dead_on_return", 22},
	PtrToAddr:                   {"ptrtoaddr", 22},
	AtomicFMinMax:               {"atomicrmw fmax/fmin", 15},
	AtomicWrap:                  {"atomicrmw uinc_wrap/udec_wrap", 16},
	AtomicUSubCond:              {"atomicrmw usub_cond/usub_sat", 20},
	AtomicFMinMaxIEEE:           {"atomicrmw fmaximum/fminimum", 22},
	LifetimeNoSize:              {"llvm.lifetime.start(ptr)", 22},
	BisectPassArgs:              {"opt-bisect names pass arguments", 22},
	InstCombineNoVerifyFixpoint: {"instcombine<no-verify-fixpoint>", 19},
}

// Features lists every feature, in declaration order.
func Features() []Feature {
	out := make([]Feature, 0, numFeatures-1)
	for f := Feature(1); f < numFeatures; f++ {
		out = append(out, f)
	}
	return out
}

// String names the feature as IR spells it.
func (f Feature) String() string {
	if f == 0 || f >= numFeatures {
		return "unknown feature"
	}
	return features[f].name
}

// Since is the first release that has the feature (0 for an unknown one).
func (f Feature) Since() int {
	if f == 0 || f >= numFeatures {
		return 0
	}
	return features[f].since
}
