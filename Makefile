# irfuzz build and test entry points. `make test` is what CI runs (.ci/run).

GO ?= go
# Upper bound for the whole `go test ./...` run; CI has 2 cores.
TEST_TIMEOUT ?= 15m
# How long `make fuzz-parse` runs the parser's native Go fuzz target.
DURATION ?= 10m
# Number of llvm-stress modules `make fuzz` pushes through irfuzz.
FUZZ_N ?= 40

.PHONY: all deps build vet fmt-check test fuzz fuzz-parse bench clean

all: build

# Installs LLVM 19/14, qemu-user and the AArch64 cross toolchain when missing
# (as root), or prints the apt-get command to run (otherwise).
deps:
	@bash scripts/deps.sh

build:
	$(GO) build -o bin/irfuzz ./cmd/irfuzz

vet:
	$(GO) vet ./...

# Fails listing the files that gofmt would change.
fmt-check:
	@files="$$(gofmt -l .)"; \
	if [ -n "$$files" ]; then echo "gofmt needed on:"; echo "$$files"; exit 1; fi

test: deps vet fmt-check
	$(GO) test -timeout $(TEST_TIMEOUT) ./...

# Until the fuzzing campaign exists: a short demonstration on llvm-stress
# modules and their opt -O2 output (see scripts/fuzz-demo.sh).
fuzz: deps build
	@bash scripts/fuzz-demo.sh bin/irfuzz $(FUZZ_N)

# The parser's coverage-guided Go fuzz target; findings land in
# ir/testdata/fuzz/FuzzParse/.
fuzz-parse:
	$(GO) test ./ir -run XXX -fuzz FuzzParse -fuzztime $(DURATION)

bench: deps build
	bin/irfuzz bench parse

clean:
	rm -rf bin
