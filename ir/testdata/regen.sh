#!/usr/bin/env bash
# regen.sh regenerates the generated parts of the ir round-trip corpus:
#   roundtrip/stress/sN.ll     llvm-stress-19 -size=300 -seed=N   (N = 1..100)
#   roundtrip/stress/sN.O2.ll  opt-19 -O2 -S of sN.ll
#   roundtrip/stress/svN.ll    llvm-stress-19 -size=300 -seed=N --enable-scalable-vectors (N = 1..20)
#   roundtrip/stress/svN.O2.ll opt-19 -O2 -S of svN.ll
#   typed/stressN.ll           LLVM 14 llvm-stress -size=200 -seed=N (typed pointers)
#   typed/stressN.O2.ll        opt-14 -O2 -S of typed/stressN.ll
#   roundtrip/hand/c-*.ll      clang-19 of roundtrip/csrc/*.c and *.cpp at -O0/-O2, with and
#                              without -g, and opt-19 -O2 -S of each -O0 output (built without
#                              optnone); the target is fixed to x86_64-pc-linux-gnu
# Hand-written .ll files are not touched. Run from anywhere: paths are relative to this script.
set -euo pipefail
cd "$(dirname "$0")"

stress_dir=roundtrip/stress
mkdir -p "$stress_dir"
for n in $(seq 1 100); do
	llvm-stress-19 -size=300 -seed="$n" -o "$stress_dir/s$n.ll"
	opt-19 -O2 -S "$stress_dir/s$n.ll" -o "$stress_dir/s$n.O2.ll"
done
for n in $(seq 1 20); do
	llvm-stress-19 -size=300 -seed="$n" --enable-scalable-vectors -o "$stress_dir/sv$n.ll"
	opt-19 -O2 -S "$stress_dir/sv$n.ll" -o "$stress_dir/sv$n.O2.ll"
done

# LLVM 14 typed-pointer outputs; opt-14 defaults to typed pointers.
for n in $(seq 1 12); do
	llvm-stress -size=200 -seed="$n" -o "typed/stress$n.ll"
	opt-14 -O2 -S "typed/stress$n.ll" -o "typed/stress$n.O2.ll"
done

# Realistic clang output from the small C programs in roundtrip/csrc/.
for c in roundtrip/csrc/*.c roundtrip/csrc/*.cpp; do
	base=$(basename "${c%.*}")
	# A first line "// regen-flags: ..." adds clang flags for that file.
	read -r -a extra < <(sed -n '1s|^// regen-flags: ||p' "$c") || true
	for opt in O0 O2; do
		clang-19 --target=x86_64-pc-linux-gnu -fdebug-compilation-dir=. -S -emit-llvm -"$opt" "${extra[@]}" "$c" -o "roundtrip/hand/c-$base.$opt.ll"
		clang-19 --target=x86_64-pc-linux-gnu -fdebug-compilation-dir=. -S -emit-llvm -"$opt" -g "${extra[@]}" "$c" -o "roundtrip/hand/c-$base.$opt.g.ll"
	done
	# Without optnone so that opt-19 -O2 really optimizes the -O0 output.
	clang-19 --target=x86_64-pc-linux-gnu -fdebug-compilation-dir=. -S -emit-llvm -O0 -Xclang -disable-O0-optnone "${extra[@]}" "$c" -o - |
		opt-19 -O2 -S -o "roundtrip/hand/c-$base.O0.opt2.ll"
done
