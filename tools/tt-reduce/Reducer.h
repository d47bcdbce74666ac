//===- Reducer.h - shrink a module while a test stays interesting -*- C++ -*-===//
//
// Greedy test-case reduction over single ops. Each round visits the ops
// from the last to the first and tries, on a copy of the module, the
// simplest rewrite first:
//
//  - erase: an op whose results are unused (a store, a barrier, a loop
//    whose results nobody reads) goes;
//  - bypass: an op whose result has the type of one of its operands is
//    replaced by that operand (`%y = arith.mulf %x, %s` -> `%x`);
//  - zero: the integer or float results of an op (scalars or tensors, any
//    layout) are replaced by `arith.constant` zeros, so whatever computed
//    them (loads, address arithmetic) can go.
//
// After a rewrite, ops left without uses and without side effects are
// erased; a copy that verifies and that the test still calls interesting
// replaces the module. Rounds repeat until one changes nothing, so the
// result is 1-minimal for these rewrites.
//
// The test is mlir-reduce's (mlir::Tester): a script run with its
// arguments and the candidate's path last, "interesting" when it exits
// non-zero. (mlir-reduce 22's reduction tree is not used: its nodes clone
// modules that an uninteresting sibling has already freed.)
//
//===----------------------------------------------------------------------===//

#ifndef TT_REDUCE_REDUCER_H
#define TT_REDUCE_REDUCER_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/Reducer/Tester.h"

#include <functional>

namespace tt {

struct ReductionStats {
  unsigned rounds = 0, tests = 0, accepted = 0;
};

/// Reduces `module` in place while `tester` calls it interesting (the
/// caller checks that the input is). `progress`, when set, hears about
/// every accepted rewrite with the module's op count after it.
ReductionStats reduceModule(mlir::OwningOpRef<mlir::ModuleOp> &module, const mlir::Tester &tester,
                            const std::function<void(llvm::StringRef rewrite, size_t ops)> &progress = {});

} // namespace tt

#endif // TT_REDUCE_REDUCER_H
