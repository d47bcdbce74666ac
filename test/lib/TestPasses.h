//===- TestPasses.h - passes that exist only for lit tests -------*- C++ -*-===//
//
// The analysis printers (test-print-alignment, test-print-alias,
// test-print-allocation, test-print-membar), triton-test-loop-peeling and
// tritongpu-test-pipeline-lower-loop:
// tt-opt and the pass fuzzer register them; no other tool links them.
//
//===----------------------------------------------------------------------===//

#ifndef TT_TEST_LIB_TESTPASSES_H
#define TT_TEST_LIB_TESTPASSES_H

namespace tt::test {
void registerTestPasses();
} // namespace tt::test

#endif // TT_TEST_LIB_TESTPASSES_H
