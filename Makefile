# Thin wrapper over CMake + ninja. `make demo` and `make check` bootstrap,
# configure and build as needed; both are incremental.
BUILD_DIR ?= build
CORPUS ?= $(abspath ../shared/corpus)
LLVM_BIN := /usr/lib/llvm-22/bin
export CCACHE_BASEDIR := $(CURDIR)
export CCACHE_NOHASHDIR := 1

.PHONY: all bootstrap configure build check demo clean

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

clean:
	rm -rf $(BUILD_DIR)
