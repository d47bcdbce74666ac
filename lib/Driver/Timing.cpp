//===- Timing.cpp - --timing for tt-translate --compile -------------------===//

#include "tt/Driver/Timing.h"

tt::CompileTiming::CompileTiming(bool enabled) {
  manager.setEnabled(enabled);
  manager.setDisplayMode(mlir::DefaultTimingManager::DisplayMode::Tree);
  rootScope = manager.getRootScope();
}
