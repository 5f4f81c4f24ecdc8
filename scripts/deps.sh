#!/usr/bin/env bash
# deps.sh: make sure the external tools irfuzz drives are installed.
#
# Checks for LLVM 19 (llvm-as, opt, llc, llvm-dis, llvm-stress, clang, lli),
# LLVM 14 (opt, llvm-as, clang), qemu-user, the AArch64 cross toolchain + libc,
# Chromium (the reports tests screenshot the HTML report in headless mode),
# Csmith (C test programs) and C-Vise (irfuzz reduce --c).
# Quiet and exit 0 when everything is present. When something is missing:
#   - as root: apt-get update, then installs only the missing packages
#     (non-interactive; works with no TTY and no stdin);
#   - otherwise: prints the exact install command and exits 1.
# IRFUZZ_SKIP_DEPS=1 skips the whole check (for machines set up another way).
set -euo pipefail

if [[ "${IRFUZZ_SKIP_DEPS:-}" == 1 ]]; then
	exit 0
fi

# Each entry: "kind:what:package". kind is cmd (looked up in PATH) or file.
checks=(
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
