# irfuzz build and test entry points. `make test` is what CI runs (.ci/run).

GO ?= go
# Upper bound for the whole `go test ./...` run; CI has 2 cores.
TEST_TIMEOUT ?= 15m
# How long `make fuzz-self` runs irfuzz's own native Go fuzz targets, shared
# equally between them (`make fuzz-parse`: the parser's target alone).
# FUZZ_TARGETS picks some of them (default: all); FUZZ_PARALLEL, when set,
# bounds the fuzzing workers (go test -parallel).
DURATION ?= 10m
FUZZ_TARGETS ?=
# How long `make fuzz` runs its campaign, and extra flags for it.
FUZZ_TIME ?= 2m
FUZZ_ARGS ?=

.PHONY: all deps build vet fmt-check test corpus-check fuzz fuzz-self fuzz-parse bench clean

all: build

# Installs LLVM 22/19/14, qemu-user and the AArch64 cross toolchain when missing
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
	$(MAKE) corpus-check

# Replays the regression corpus (CORPUS) on LLVM 14, 19 and 22 and prints each
# case's state per release next to the one recorded in its header: fails
# (exit 1) on a regression, i.e. a case reproducing on a release it was
# recorded fixed on or a newer one, whatever its kind, or on a failing
# expect-pass case. `bin/irfuzz corpus check $(CORPUS) --record` updates
# the recorded states.
CORPUS ?= corpus/cases
corpus-check: build
	bin/irfuzz corpus check $(CORPUS) --llvm 14 --llvm 19 --llvm 22

# A short real campaign against the newest installed LLVM; findings are not a
# failure of make (irfuzz fuzz exits 1 when it found something).
fuzz: deps build
	bin/irfuzz fuzz --duration $(FUZZ_TIME) --jobs 2 --out fuzz-out $(FUZZ_ARGS) || [ $$? -eq 1 ]

# The self-fuzz targets of selffuzz (parser, verifier, interpreter,
# mutator, reducer) one after the other, DURATION split between them; fails
# when one finds a crasher, which lands in
# selffuzz/testdata/fuzz/<target>/.
fuzz-self:
	GO=$(GO) bash scripts/fuzz-self.sh $(DURATION) $(FUZZ_TARGETS)

# The parser's target alone, for all of DURATION.
fuzz-parse:
	GO=$(GO) bash scripts/fuzz-self.sh $(DURATION) FuzzParse

bench: deps build
	bin/irfuzz bench parse

clean:
	rm -rf bin
