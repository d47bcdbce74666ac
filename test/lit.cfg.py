# -*- Python -*-
import os
import shutil
import subprocess

import lit.formats
from lit.llvm import llvm_config
from lit.llvm.subst import ToolSubst

config.name = "tt-toolkit"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".ttir", ".ttgir", ".test", ".c", ".py"]
config.excludes = ["CMakeLists.txt", "README.md", "lit.cfg.py", "lit.site.cfg.py", "Inputs"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.tt_obj_root, "test")

config.substitutions.append(("%PATH%", config.environment["PATH"]))
config.substitutions.append(("%tt_src_root", config.tt_src_root))
config.substitutions.append(("%tt_obj_root", config.tt_obj_root))
config.substitutions.append(("%corpus", config.tt_corpus_dir))
# The C API's test programs (test/CAPI/CMakeLists.txt).
config.substitutions.append(("%capi_bin", os.path.join(config.tt_obj_root, "test", "CAPI")))

llvm_config.with_system_environment(["HOME", "TMPDIR", "TT_CUDA_HOME"])
llvm_config.use_default_substitutions()

tool_dirs = [config.tt_tools_dir, config.llvm_tools_dir]
tools = ["tt-opt", "tt-layout", "tt-translate", "tt-reduce", "tt-lsp-server", "split-file",
         "tt-parse-fuzzer", "tt-pass-fuzzer", "tt-translate-fuzzer", "tt-run-fuzzer", ToolSubst("%python", command=shutil.which("python3") or "python3")]
# Optional tools: each is a lit feature too, so tests can REQUIRES: them.
for optional in ["tt-run", "tt-front"]:
    if os.path.exists(os.path.join(config.tt_tools_dir, optional)):
        tools.append(optional)
        config.available_features.add(optional)
# triton-tensor-layout (tt-layout under Triton's name) is found on PATH, not
# substituted: the word is also tt-layout's subcommand in RUN lines.
llvm_config.add_tool_substitutions(tools, tool_dirs)
llvm_config.with_environment("PATH", config.tt_tools_dir, append_path=True)
# `not` and `count` at the start of a RUN line are looked up on PATH.
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)

# The reference corpus (../shared/corpus) is optional: tests that read it
# declare `REQUIRES: corpus`, and the suite says loudly when it is missing.
if os.path.isdir(config.tt_corpus_dir):
    config.available_features.add("corpus")
else:
    lit_config.warning(
        "reference corpus not found at %s: corpus tests are skipped "
        "(configure with -DTT_CORPUS_DIR=...)" % config.tt_corpus_dir)

if config.tt_have_cuda:
    config.available_features.add("cuda-toolkit")
    config.substitutions.append(
        ("%libdevice", os.path.join(config.tt_cuda_home, "nvvm", "libdevice", "libdevice.10.bc")))

# GPU tests need a device that answers; CI has none.
def _cuda_device_answers():
    smi = shutil.which("nvidia-smi")
    if not smi:
        return False
    try:
        out = subprocess.run([smi, "-L"], capture_output=True, timeout=20)
    except (OSError, subprocess.TimeoutExpired):
        return False
    return out.returncode == 0 and b"GPU" in out.stdout

if _cuda_device_answers():
    config.available_features.add("cuda-device")
