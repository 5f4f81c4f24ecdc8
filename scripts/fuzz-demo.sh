#!/usr/bin/env bash
# fuzz-demo.sh IRFUZZ [N]: what irfuzz can do before its campaign exists.
#
# Generates N random modules with llvm-stress-19 (and N/4 typed-pointer ones
# with LLVM 14's llvm-stress), optimizes each with the same LLVM's opt -O2,
# and for every file (source and optimized) checks that:
#   parse    irfuzz fmt parses it;
#   llvm-as  llvm-as-19 accepts what irfuzz fmt printed (round trip);
#   stable   printing is a fixed point (fmt of the fmt output is identical);
#   verify   irfuzz verify accepts it (LLVM's verifier did, so "no" is a bug).
# Prints one line per failure and a count summary; exits 1 if anything failed.
# Files are kept under out/fuzz-demo/ for inspection.
set -euo pipefail

irfuzz=${1:?usage: fuzz-demo.sh IRFUZZ [N]}
n=${2:-40}
size=${FUZZ_SIZE:-400}
out=out/fuzz-demo
rm -rf "$out"
mkdir -p "$out"

declare -A pass fail
steps=(parse llvm-as stable verify)
for s in "${steps[@]}"; do pass[$s]=0; fail[$s]=0; done
files=0

# report STEP FILE LOGFILE: records a failure and prints its first line.
report() {
	fail[$1]=$((fail[$1] + 1))
	printf 'FAIL %-8s %s: %s\n' "$1" "$2" "$(head -n 1 "$3")"
}

# check FILE: runs every step on one .ll file.
check() {
	local f=$1 base=${1%.ll}
	files=$((files + 1))
	if ! "$irfuzz" fmt "$f" -o "$base.fmt.ll" 2>"$base.err"; then
		report parse "$f" "$base.err"
		return
	fi
	pass[parse]=$((pass[parse] + 1))
	if llvm-as-19 "$base.fmt.ll" -o /dev/null 2>"$base.err"; then
		pass[llvm-as]=$((pass[llvm-as] + 1))
	else
		report llvm-as "$base.fmt.ll" "$base.err"
	fi
	if "$irfuzz" fmt "$base.fmt.ll" -o "$base.fmt2.ll" 2>"$base.err" &&
		cmp -s "$base.fmt.ll" "$base.fmt2.ll"; then
		pass[stable]=$((pass[stable] + 1))
	else
		diff "$base.fmt.ll" "$base.fmt2.ll" >>"$base.err" 2>&1 || true
		report stable "$base.fmt.ll" "$base.err"
	fi
	if "$irfuzz" verify "$f" >"$base.err" 2>&1; then
		pass[verify]=$((pass[verify] + 1))
	else
		report verify "$f" "$base.err"
	fi
}

gen() { # gen VERSION SEED: one module and its -O2 form, by LLVM VERSION
	local name="$out/s$1-$2"
	"llvm-stress-$1" -size="$size" -seed="$2" -o "$name.ll"
	"opt-$1" -O2 -S "$name.ll" -o "$name.O2.ll" 2>/dev/null || rm -f "$name.O2.ll"
}

for ((i = 1; i <= n; i++)); do gen 19 "$i"; done
for ((i = 1; i <= n / 4; i++)); do gen 14 "$i"; done
for f in "$out"/*.ll; do
	case "$f" in *.fmt.ll | *.fmt2.ll) continue ;; esac
	check "$f"
done

echo "fuzz-demo: $files files (llvm-stress -size=$size, sources and opt -O2 output) in $out"
total=0
for s in "${steps[@]}"; do
	printf '  %-8s %4d passed, %4d failed\n' "$s" "${pass[$s]}" "${fail[$s]}"
	total=$((total + fail[$s]))
done
((total == 0))
