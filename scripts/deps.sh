#!/usr/bin/env bash
# deps.sh: make sure the external tools irfuzz drives are installed.
#
# Checks for LLVM 22 and 19 (llvm-as, opt, llc, llvm-dis, clang, lli, lld;
# llvm-stress of 19), LLVM 14 (opt, llvm-as, clang), qemu-user, the AArch64
# cross toolchain + libc,
# Chromium (the reports tests screenshot the HTML report in headless mode),
# Csmith (C test programs) and C-Vise (irfuzz reduce --c).
# Quiet and exit 0 when everything is present. When something is missing:
#   - as root: apt-get update, then installs only the missing packages
#     (non-interactive; works with no TTY and no stdin);
#   - otherwise: prints the exact install command and exits 1.
# IRFUZZ_SKIP_DEPS=1 skips the whole check (for machines set up another way).
#
# --releases all also installs the older releases of irfuzz's release table
# (LLVM 13, 15, 16: opt, llc, llvm-as, clang), on which `irfuzz releases`
# reads a bug's release range; `make test` does not need them. The list is
# kept in step with the release table by release's TestDepsReleases.
#
# --targets T1,T2,... (or --targets all) also checks what those targets of
# irfuzz's target table need (a cross gcc and libc, qemu-user, ...): only the
# targets a command uses, so that `make test` stays lean. The per-target
# entries are kept in step with native.Targets by native's TestDepsTargets.
set -euo pipefail

if [[ "${IRFUZZ_SKIP_DEPS:-}" == 1 ]]; then
	exit 0
fi

# What each runnable target needs beyond the checks below, as
# space-separated "kind:what:package" entries.
declare -A target_checks=(
	[x86_64]="cmd:cc:gcc"
	[x86_64-avx512]="cmd:cc:gcc"
	[aarch64]="cmd:aarch64-linux-gnu-gcc:gcc-aarch64-linux-gnu cmd:qemu-aarch64:qemu-user file:/usr/aarch64-linux-gnu/lib/crt1.o:libc6-dev-arm64-cross"
	[aarch64-gisel]="cmd:aarch64-linux-gnu-gcc:gcc-aarch64-linux-gnu cmd:qemu-aarch64:qemu-user file:/usr/aarch64-linux-gnu/lib/crt1.o:libc6-dev-arm64-cross"
	[riscv64]="cmd:riscv64-linux-gnu-gcc:gcc-riscv64-linux-gnu cmd:qemu-riscv64:qemu-user file:/usr/riscv64-linux-gnu/lib/crt1.o:libc6-dev-riscv64-cross"
	[riscv64-v]="cmd:riscv64-linux-gnu-gcc:gcc-riscv64-linux-gnu cmd:qemu-riscv64:qemu-user file:/usr/riscv64-linux-gnu/lib/crt1.o:libc6-dev-riscv64-cross"
	[ppc64le]="cmd:powerpc64le-linux-gnu-gcc:gcc-powerpc64le-linux-gnu cmd:qemu-ppc64le:qemu-user file:/usr/powerpc64le-linux-gnu/lib/crt1.o:libc6-dev-ppc64el-cross"
	[ppc64]="cmd:powerpc64-linux-gnu-gcc:gcc-powerpc64-linux-gnu cmd:qemu-ppc64:qemu-user file:/usr/powerpc64-linux-gnu/lib/crt1.o:libc6-dev-ppc64-cross"
	[s390x]="cmd:s390x-linux-gnu-gcc:gcc-s390x-linux-gnu cmd:qemu-s390x:qemu-user file:/usr/s390x-linux-gnu/lib/crt1.o:libc6-dev-s390x-cross"
	[i686]="cmd:i686-linux-gnu-gcc:gcc-i686-linux-gnu file:/usr/i686-linux-gnu/lib/crt1.o:libc6-dev-i386-cross file:/usr/i686-linux-gnu/lib/ld-linux.so.2:libc6-i386-cross"
	[i686-x87]="cmd:i686-linux-gnu-gcc:gcc-i686-linux-gnu file:/usr/i686-linux-gnu/lib/crt1.o:libc6-dev-i386-cross file:/usr/i686-linux-gnu/lib/ld-linux.so.2:libc6-i386-cross"
	[armv7]="cmd:arm-linux-gnueabihf-gcc:gcc-arm-linux-gnueabihf cmd:qemu-arm:qemu-user file:/usr/arm-linux-gnueabihf/lib/crt1.o:libc6-dev-armhf-cross"
	[wasm32]="cmd:clang-19:clang-19 cmd:node:nodejs file:/usr/lib/llvm-19/bin/wasm-ld:lld-19 file:/usr/lib/wasm32-wasi/crt1-command.o:wasi-libc file:/usr/lib/llvm-19/lib/clang/19/lib/wasi/libclang_rt.builtins-wasm32.a:libclang-rt-19-dev-wasm32"
	[mips64el]="cmd:mips64el-linux-gnuabi64-gcc:gcc-mips64el-linux-gnuabi64 cmd:qemu-mips64el:qemu-user file:/usr/mips64el-linux-gnuabi64/lib/crt1.o:libc6-dev-mips64el-cross"
)

# Each entry: "kind:what:package". kind is cmd (looked up in PATH) or file.
checks=(
	cmd:llvm-as-22:llvm-22
	cmd:opt-22:llvm-22
	cmd:llc-22:llvm-22
	cmd:llvm-dis-22:llvm-22
	cmd:lli-22:llvm-22
	cmd:clang-22:clang-22
	cmd:ld.lld-22:lld-22
	cmd:llvm-as-19:llvm-19
	cmd:opt-19:llvm-19
	cmd:llc-19:llvm-19
	cmd:llvm-dis-19:llvm-19
	cmd:llvm-stress-19:llvm-19
	cmd:lli-19:llvm-19
	cmd:clang-19:clang-19
	cmd:opt-14:llvm-14
	cmd:llvm-as-14:llvm-14
	cmd:llvm-stress-14:llvm-14
	cmd:qemu-aarch64:qemu-user
	cmd:aarch64-linux-gnu-gcc:gcc-aarch64-linux-gnu
	file:/usr/aarch64-linux-gnu/lib/libc.so.6:libc6-dev-arm64-cross
	# crt1.o comes only with the -dev package; linking needs it.
	file:/usr/aarch64-linux-gnu/lib/crt1.o:libc6-dev-arm64-cross
	cmd:chromium:chromium
	# The C test source: Csmith programs lowered by the clang of each release.
	cmd:csmith:csmith
	file:/usr/include/csmith/csmith.h:libcsmith-dev
	cmd:clang-14:clang-14
	# C-level reduction of a Csmith finding (irfuzz reduce --c): C-Vise
	# (creduce works too; only the reduce --c tests need one of them).
	cmd:cvise:cvise
)

# The compile-only targets (llc only).
compile_only="nvptx64 hexagon loongarch64 sparcv9 bpf msp430 aarch64_be"

# The older releases of the release table, for --releases all.
old_releases="13 15 16"

targets=""
releases=""
while (($# > 0)); do
	case "$1" in
	--releases) releases="${2:-}"; shift 2 || { echo "deps: --releases needs 'all'" >&2; exit 2; } ;;
	--releases=*) releases="${1#--releases=}"; shift ;;
	--targets) targets="${2:-}"; shift 2 || { echo "deps: --targets needs a list" >&2; exit 2; } ;;
	--targets=*) targets="${1#--targets=}"; shift ;;
	*) echo "deps: unknown argument $1 (usage: deps.sh [--targets T1,T2,...|all] [--releases all])" >&2; exit 2 ;;
	esac
done
case "$releases" in
"") ;;
all)
	for r in $old_releases; do
		checks+=("file:/usr/lib/llvm-$r/bin/opt:llvm-$r" "file:/usr/lib/llvm-$r/bin/llc:llvm-$r"
			"file:/usr/lib/llvm-$r/bin/llvm-as:llvm-$r" "file:/usr/lib/llvm-$r/bin/clang:clang-$r")
	done
	;;
*) echo "deps: --releases takes 'all', not $releases" >&2; exit 2 ;;
esac
if [[ "$targets" == all ]]; then
	targets=$(printf '%s,' "${!target_checks[@]}")
fi
IFS=, read -r -a wanted <<<"$targets"
for tg in "${wanted[@]}"; do
	[[ -z "$tg" ]] && continue
	if [[ -z "${target_checks[$tg]+set}" ]]; then
		# A compile-only target needs nothing but llc.
		if [[ " $compile_only " == *" $tg "* ]]; then
			continue
		fi
		echo "deps: unknown target $tg (known: ${!target_checks[*]} $compile_only)" >&2
		exit 2
	fi
	read -r -a entries <<<"${target_checks[$tg]}"
	checks+=("${entries[@]}")
done

# missing_packages prints the packages (deduplicated, in check order) whose
# check fails, and the failing items to stderr when $1 is "verbose".
missing_packages() {
	local entry kind what pkg seen=" "
	for entry in "${checks[@]}"; do
		IFS=: read -r kind what pkg <<<"$entry"
		case "$kind" in
		cmd) command -v "$what" >/dev/null 2>&1 && continue ;;
		file) [[ -e "$what" ]] && continue ;;
		esac
		if [[ "${1:-}" == verbose ]]; then
			echo "deps: missing $what (package $pkg)" >&2
		fi
		if [[ "$seen" != *" $pkg "* ]]; then
			seen+="$pkg "
			printf '%s\n' "$pkg"
		fi
	done
}

mapfile -t pkgs < <(missing_packages verbose)
if ((${#pkgs[@]} == 0)); then
	exit 0
fi

if [[ "$(id -u)" != 0 ]]; then
	echo "deps: missing packages: ${pkgs[*]}" >&2
	echo "deps: install them with:" >&2
	echo "  sudo apt-get update && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y ${pkgs[*]}" >&2
	exit 1
fi

echo "deps: installing ${pkgs[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
# Wait for another apt/dpkg (e.g. unattended upgrades) instead of failing.
apt_opts=(-o DPkg::Lock::Timeout=300)
# A stale or unreachable extra source must not stop the install by itself.
apt-get "${apt_opts[@]}" update -qq </dev/null ||
	echo "deps: apt-get update failed; trying the install anyway" >&2
apt-get "${apt_opts[@]}" install -y -qq "${pkgs[@]}" </dev/null >/dev/null

mapfile -t still < <(missing_packages verbose)
if ((${#still[@]} != 0)); then
	echo "deps: still missing after install: ${still[*]}" >&2
	exit 1
fi
echo "deps: installed ${pkgs[*]}" >&2
