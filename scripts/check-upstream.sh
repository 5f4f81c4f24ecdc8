#!/usr/bin/env bash
# check-upstream.sh: run the command of each upstream report with the stock
# LLVM tools and check that it still shows the bug the report describes.
#
#   scripts/check-upstream.sh REPORT.md...
#
# A report is what `irfuzz report --upstream OUT DIR` writes (package
# upstream). Without irfuzz, each report is read as a reader of the issue
# would read it:
#   - every fenced block right after a line "`NAME`:" is written to the
#     file NAME (reduced.ll, driver.ll) in a scratch directory;
#   - the first ```sh block is the command; it runs there with the tools of
#     the release the report names ("With LLVM 22.1.8:") first on PATH:
#     LLVM_BIN if set, else /usr/lib/llvm-MAJOR/bin;
#   - the first fenced block under the heading "## Actual" is what the
#     command prints when the bug shows: every line of it must appear in the
#     command's output (stdout and stderr), in order, with pointers such as
#     0x55d0c0ffee00 matching any pointer.
# A report whose release is not installed is skipped.
#
# Output: one line per report (PASS, FAIL with the output, SKIP with why),
# then the counts. Exit status: 0 when no report failed, 1 when one did,
# 2 on bad usage.
set -u

if [ $# -eq 0 ]; then
	echo "usage: scripts/check-upstream.sh REPORT.md..." >&2
	exit 2
fi

# block FILE KIND [NAME]: the body of a fenced block of a report.
#   file NAME  the block after the line "`NAME`:"
#   command    the first ```sh block
#   actual     the first block under a "## Actual" heading
block() {
	awk -v kind="$2" -v name="${3:-}" '
		/^## / { inactual = ($0 ~ /^## Actual/) }
		/^`[^ `]+`:$/ { pending = substr($0, 2, length($0) - 3); next }
		/^```./ && !inblock {
			inblock = 1
			want = (kind == "file" && pending == name) ||
				(kind == "command" && $0 == "```sh" && !donecmd) ||
				(kind == "actual" && inactual && !doneactual && pending == "")
			if (kind == "command" && $0 == "```sh") donecmd = 1
			if (kind == "actual" && inactual && pending == "") doneactual = 1
			pending = ""
			next
		}
		/^```$/ && inblock { inblock = 0; if (want) exit; next }
		inblock && want { print }
	' "$1"
}

# files FILE: the names of the files a report carries.
files() {
	sed -n 's/^`\([^ `]*\)`:$/\1/p' "$1"
}

# norm: strip surrounding spaces and make pointers comparable.
norm() {
	sed -e 's/^[[:space:]]*//' -e 's/[[:space:]]*$//' -e 's/0x[0-9a-fA-F]\{6,\}/0x?/g'
}

pass=0
fail=0
skip=0
for report in "$@"; do
	name=$(basename "$report")
	version=$(sed -n 's/^With LLVM \([0-9][0-9.]*\):$/\1/p' "$report" | head -1)
	bin=${LLVM_BIN:-/usr/lib/llvm-${version%%.*}/bin}
	if [ -z "$version" ] || [ ! -x "$bin/llc" ]; then
		echo "SKIP $name: LLVM ${version:-?} is not installed ($bin)"
		skip=$((skip + 1))
		continue
	fi
	work=$(mktemp -d "${TMPDIR:-/tmp}/check-upstream.XXXXXX") || exit 2
	for f in $(files "$report"); do
		block "$report" file "$f" > "$work/$f"
	done
	block "$report" command > "$work/command.sh"
	block "$report" actual | norm | grep -v '^$' > "$work/actual"
	if [ ! -s "$work/command.sh" ] || [ ! -s "$work/actual" ]; then
		echo "FAIL $name: no command or no actual output in the report"
		fail=$((fail + 1))
		rm -rf "$work"
		continue
	fi
	(cd "$work" && PATH="$bin:$PATH" sh command.sh > output 2>&1)
	norm < "$work/output" > "$work/output.norm"
	# Every line of actual, in order, among the output's lines.
	if awk 'BEGIN { k = 0; n = 0 } NR == FNR { want[n++] = $0; next } k < n && $0 == want[k] { k++ } END { exit !(k == n) }' \
		"$work/actual" "$work/output.norm"; then
		echo "PASS $name (LLVM $version)"
		pass=$((pass + 1))
	else
		echo "FAIL $name (LLVM $version): the command does not print what the report says"
		echo "--- want"; cat "$work/actual"
		echo "--- got"; head -40 "$work/output"
		fail=$((fail + 1))
	fi
	rm -rf "$work"
done
echo "$pass passed, $fail failed, $skip skipped of $# reports"
[ "$fail" -eq 0 ]
