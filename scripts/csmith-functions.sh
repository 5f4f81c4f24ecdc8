#!/usr/bin/env bash
# csmith-functions.sh: make per-function check modules from Csmith programs.
#
#   scripts/csmith-functions.sh OUTDIR FIRST_SEED N [CLANG]
#
# Makes N modules, trying seeds FIRST_SEED, FIRST_SEED+1, ... until N
# programs that terminate have been kept (at most 10*N+10 seeds are tried).
# For each seed S:
#   - csmith --seed S with the flags of irfuzz's Csmith mode at its defaults
#     (campaign/csmith Options.Args with Defaults()): --max-funcs 4
#     --max-block-depth 3 --no-unions --no-bitfields --no-packed-struct
#     --no-jumps --no-argc;
#   - the program is compiled natively with gcc (-O0 -w, as csmith.NativeArgv)
#     and run under `timeout 10`; a seed whose program does not finish (or
#     fails) is skipped and reported on stderr and in OUTDIR/skipped.txt;
#   - it is lowered as campaign/csmith.LowerArgv does: CLANG (default clang-19)
#     -O0 -Xclang -disable-O0-optnone -emit-llvm -S -w -I/usr/include/csmith
#     (no --target: the host's, x86_64);
#   - the IR is rewritten so `irfuzz check` tests every function on its own:
#     internal/private functions become external (linkage dropped), internal
#     globals become external (private/unnamed_addr constants such as .str,
#     __const.* and constinit stay private), and @main is renamed @csmith_main
#     everywhere;
#   - the result is verified with llvm-as (LLVM 19) and `irfuzz verify`.
# Output: OUTDIR/csmith-S.c and OUTDIR/csmith-S.ll for each kept seed.
#
# Environment: IRFUZZ (default the repository's bin/irfuzz, else irfuzz on PATH) is the
# irfuzz binary used to verify; LLVM_AS (default
# /usr/lib/llvm-19/bin/llvm-as); CSMITH (default csmith); CC_NATIVE (default
# gcc). Exit status: 0 when N modules were made, 1 otherwise, 2 on bad usage.
set -euo pipefail

usage() {
	sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//' >&2
	exit 2
}

[[ $# -ge 3 && $# -le 4 ]] || usage
outdir=$1
first=$2
n=$3
clang=${4:-clang-19}
[[ "$first" =~ ^[0-9]+$ && "$n" =~ ^[0-9]+$ ]] || usage

csmith=${CSMITH:-csmith}
cc_native=${CC_NATIVE:-gcc}
llvm_as=${LLVM_AS:-/usr/lib/llvm-19/bin/llvm-as}
if [[ -n "${IRFUZZ:-}" ]]; then
	irfuzz=$IRFUZZ
elif [[ -x "$(dirname "$0")/../bin/irfuzz" ]]; then
	irfuzz=$(dirname "$0")/../bin/irfuzz
else
	irfuzz=irfuzz
fi
inc=/usr/include/csmith
csmith_flags=(--max-funcs 4 --max-block-depth 3
	--no-unions --no-bitfields --no-packed-struct --no-jumps --no-argc)

mkdir -p "$outdir"
rm -f "$outdir/skipped.txt" # this run's skips only
work=$(mktemp -d "${TMPDIR:-/tmp}/csmith-functions.XXXXXX")
trap 'rm -rf "$work"' EXIT

# externalize rewrites clang's -O0 IR (stdin) for function-by-function
# checking (stdout).
externalize() {
	sed -E \
		-e 's/^define (dso_local )?(internal|private) /define \1/' \
		-e 's/^(@[-A-Za-z$._0-9]+ = )(dso_local )?internal /\1\2/' \
		-e 's/@main([^-A-Za-z$._0-9]|$)/@csmith_main\1/g'
}

made=0
tried=0
max_tries=$((10 * n + 10))
seed=$first
while ((made < n)); do
	if ((tried >= max_tries)); then
		echo "csmith-functions: gave up after $tried seeds with $made of $n modules" >&2
		exit 1
	fi
	tried=$((tried + 1))
	s=$seed
	seed=$((seed + 1))
	c=$work/csmith-$s.c
	if ! (cd "$work" && "$csmith" --seed "$s" "${csmith_flags[@]}" >"$c"); then
		echo "seed $s: csmith failed" | tee -a "$outdir/skipped.txt" >&2
		continue
	fi
	if ! "$cc_native" -O0 -w -I"$inc" -o "$work/prog" "$c" 2>"$work/cc.err"; then
		echo "seed $s: native compile failed: $(head -c 300 "$work/cc.err")" | tee -a "$outdir/skipped.txt" >&2
		continue
	fi
	rc=0
	timeout 10 "$work/prog" >"$work/prog.out" 2>/dev/null || rc=$?
	if ((rc == 124)); then
		echo "seed $s: skipped, does not terminate within 10 s natively" | tee -a "$outdir/skipped.txt" >&2
		continue
	elif ((rc != 0)); then
		echo "seed $s: skipped, native run exited $rc" | tee -a "$outdir/skipped.txt" >&2
		continue
	fi
	if ! (cd "$work" && "$clang" -O0 -Xclang -disable-O0-optnone -emit-llvm -S -w \
		-I"$inc" -o "csmith-$s.O0.ll" "csmith-$s.c"); then
		echo "seed $s: clang lowering failed" | tee -a "$outdir/skipped.txt" >&2
		continue
	fi
	externalize <"$work/csmith-$s.O0.ll" >"$work/csmith-$s.ll"
	if grep -qE '^define [^@]*(internal|private) ' "$work/csmith-$s.ll"; then
		echo "seed $s: internal functions left after rewriting" >&2
		exit 1
	fi
	if ! "$llvm_as" -o /dev/null "$work/csmith-$s.ll"; then
		echo "seed $s: rewritten IR rejected by llvm-as" >&2
		exit 1
	fi
	if ! v=$("$irfuzz" verify "$work/csmith-$s.ll" 2>&1); then
		echo "seed $s: rewritten IR rejected by irfuzz verify: $v" >&2
		exit 1
	fi
	cp "$c" "$outdir/csmith-$s.c"
	cp "$work/csmith-$s.ll" "$outdir/csmith-$s.ll"
	made=$((made + 1))
	echo "seed $s: $outdir/csmith-$s.ll ($(head -c 200 "$work/prog.out" | grep -m1 checksum || true))" >&2
done
echo "csmith-functions: $made modules from seeds $first..$((seed - 1)) in $outdir" >&2
