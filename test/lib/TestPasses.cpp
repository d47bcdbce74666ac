//===- TestPasses.cpp - passes that exist only for lit tests --------------===//

#include "TestPasses.h"

namespace tt::test {
void registerTestAxisInfoPass();
void registerTestAliasPass();
void registerTestAllocationPass();
void registerTestMembarPass();
void registerTestLoopPeelingPass();

void registerTestPasses() {
  registerTestAxisInfoPass();
  registerTestAliasPass();
  registerTestAllocationPass();
  registerTestMembarPass();
  registerTestLoopPeelingPass();
}
} // namespace tt::test
