//===- TestPasses.cpp - passes that exist only for lit tests --------------===//

#include "TestPasses.h"

namespace tt::test {
void registerTestAxisInfoPass();
void registerTestAliasPass();
void registerTestAllocationPass();
void registerTestMembarPass();

void registerTestPasses() {
  registerTestAxisInfoPass();
  registerTestAliasPass();
  registerTestAllocationPass();
  registerTestMembarPass();
}
} // namespace tt::test
