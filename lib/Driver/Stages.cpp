//===- Stages.cpp - the stages tt-translate --compile goes through --------===//

#include "tt/Driver/Stages.h"

#include "llvm/ADT/StringSwitch.h"
#include "llvm/ADT/Twine.h"

using namespace llvm;

ArrayRef<tt::Stage> tt::getAllStages() {
  static const Stage stages[] = {Stage::TTIR,   Stage::TTGIR, Stage::LLIR,
                                 Stage::LLVMIR, Stage::PTX,   Stage::Cubin};
  return stages;
}

StringRef tt::getStageExtension(Stage stage) {
  switch (stage) {
  case Stage::TTIR:
    return "ttir";
  case Stage::TTGIR:
    return "ttgir";
  case Stage::LLIR:
    return "llir.mlir";
  case Stage::LLVMIR:
    return "llir";
  case Stage::PTX:
    return "ptx";
  case Stage::Cubin:
    return "cubin";
  }
  llvm_unreachable("unknown stage");
}

StringRef tt::getStepName(Stage stage) {
  switch (stage) {
  case Stage::TTIR:
    return "make-ttir";
  case Stage::TTGIR:
    return "make-ttgir";
  case Stage::LLIR:
    return "make-llir";
  case Stage::LLVMIR:
    return "LLVM IR";
  case Stage::PTX:
    return "PTX";
  case Stage::Cubin:
    return "ptxas";
  }
  llvm_unreachable("unknown stage");
}

bool tt::isMLIRStage(Stage stage) {
  return stage == Stage::TTIR || stage == Stage::TTGIR || stage == Stage::LLIR;
}

std::optional<tt::Stage> tt::getNextStage(Stage stage) {
  if (stage == Stage::Cubin)
    return std::nullopt;
  return static_cast<Stage>(static_cast<int>(stage) + 1);
}

std::optional<tt::Stage> tt::getStageOfFileName(StringRef path) {
  if (path.ends_with(".llir.mlir"))
    return Stage::LLIR;
  return StringSwitch<std::optional<Stage>>(path.rsplit('.').second)
      .Case("ttir", Stage::TTIR)
      .Case("ttgir", Stage::TTGIR)
      .Cases({"ll", "llir"}, Stage::LLVMIR)
      .Case("ptx", Stage::PTX)
      .Case("cubin", Stage::Cubin)
      .Default(std::nullopt);
}

std::optional<tt::Stage> tt::parseStageExtension(StringRef extension) {
  return getStageOfFileName((Twine(".") + extension).str());
}

std::optional<tt::Stage> tt::getFirstProducedStage(Stage input) {
  if (input == Stage::TTIR)
    return Stage::TTIR;
  return getNextStage(input);
}
