# Thin wrapper over CMake + ninja. `make demo` and `make check` bootstrap,
# configure and build as needed; both are incremental.
BUILD_DIR ?= build
CORPUS ?= $(abspath ../shared/corpus)
LLVM_BIN := /usr/lib/llvm-22/bin
export CCACHE_BASEDIR := $(CURDIR)
export CCACHE_NOHASHDIR := 1

.PHONY: all bootstrap configure build check demo install clean fuzz-build fuzz difftest-bundle

all: build

bootstrap:
	@utils/bootstrap.sh

$(BUILD_DIR)/build.ninja:
	@$(MAKE) --no-print-directory bootstrap
	cmake -G Ninja -S . -B $(BUILD_DIR) -DCMAKE_BUILD_TYPE=Release \
	  -DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_CXX_COMPILER_LAUNCHER=ccache \
	  -DLLVM_EXTERNAL_LIT=$(LLVM_BIN)/lit -DTT_CORPUS_DIR=$(CORPUS)

configure: $(BUILD_DIR)/build.ninja

build: configure
	ninja -C $(BUILD_DIR)

check: build
	ninja -C $(BUILD_DIR) check-tt

demo: build
	@utils/demo.sh $(BUILD_DIR) $(CORPUS)

# The tools, libtt-toolkit.so, the C API's headers, a CMake package and a
# pkg-config file under PREFIX (README: "The C API").
PREFIX ?= /usr/local
install: build
	cmake --install $(BUILD_DIR) --prefix $(abspath $(PREFIX))

# Fuzzing (README: "Fuzzing"): a second build with clang-22, libFuzzer,
# AddressSanitizer and UndefinedBehaviorSanitizer, then every target for
# FUZZ_SECONDS each on its seeds and what earlier runs found.
FUZZ_DIR ?= build-fuzz
FUZZ_SECONDS ?= 60

$(FUZZ_DIR)/build.ninja:
	@utils/bootstrap.sh --fuzz
	cmake -G Ninja -S . -B $(FUZZ_DIR) -DTT_FUZZ=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo \
	  -DCMAKE_C_COMPILER=$(LLVM_BIN)/clang -DCMAKE_CXX_COMPILER=$(LLVM_BIN)/clang++ \
	  -DCMAKE_C_FLAGS_RELWITHDEBINFO="-O1 -g -DNDEBUG" \
	  -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g -DNDEBUG" \
	  -DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_CXX_COMPILER_LAUNCHER=ccache \
	  -DLLVM_EXTERNAL_LIT=$(LLVM_BIN)/lit -DTT_CORPUS_DIR=$(CORPUS)

fuzz-build: $(FUZZ_DIR)/build.ninja
	ninja -C $(FUZZ_DIR) tt-fuzzers

fuzz: fuzz-build build
	tools/fuzz/run-fuzzers.sh $(FUZZ_DIR) $(FUZZ_SECONDS) $(BUILD_DIR)/bin/tt-opt $(CORPUS)

# The differential test's CPU half (README: "Differential testing"): random
# kernels, SEED COUNT pairs, compiled by our chain into a bundle for one
# device call (utils/difftest/run-on-gpu.sh on the GPU machine).
DIFFTEST_DIR ?= .gpu-difftest
DIFFTEST_SEEDS ?= 1 150 2 150 3 150 4 150
difftest-bundle: build
	utils/difftest/make-bundle.sh --jobs 2 $(DIFFTEST_DIR) $(DIFFTEST_SEEDS)

clean:
	rm -rf $(BUILD_DIR) $(FUZZ_DIR)
