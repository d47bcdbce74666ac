//===- TestPasses.cpp - passes that exist only for lit tests --------------===//

#include "TestPasses.h"

namespace tt::test {
void registerTestAxisInfoPass();
void registerTestAliasPass();
void registerTestAllocationPass();
void registerTestMembarPass();
void registerTestLoopPeelingPass();
void registerTestPipelineLowerLoopPass();

void registerTestPasses() {
  registerTestAxisInfoPass();
  registerTestAliasPass();
  registerTestAllocationPass();
  registerTestMembarPass();
  registerTestLoopPeelingPass();
  registerTestPipelineLowerLoopPass();
}
} // namespace tt::test
