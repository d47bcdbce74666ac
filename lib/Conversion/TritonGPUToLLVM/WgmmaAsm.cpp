//===- WgmmaAsm.cpp - the inline PTX of wgmma and wgmma.wait_group -------===//
//
// wgmma (operands numbered from 0 over outputs, tied C, A, B, scale-d):
//
//   wgmma.mma_async.sync.aligned.m64nNkK.D.A.B {$0,...,$n-1}, A, $b, S[, 1, 1][, tA], tB;
//
//   - outputs "=f" (f32) or "=r"; C, when read, tied to them ("0", "1", ...)
//     so the accumulator stays in the same registers;
//   - A: `$i` ("l", a descriptor) or `{$i,...}` ("r", registers);
//     B: `$i` ("l");
//   - scale-d: `$i` ("b", a predicate) when C is read, else the immediate 0;
//   - imm-scale-a and imm-scale-b (1, 1) for every type but s8;
//     imm-trans-a and imm-trans-b for f16/bf16 only, trans-a only when A is
//     a descriptor (PTX has none for A in registers).
//
// wgmma.wait_group:
//
//   // wait for regs: $0,...,$n-1
//   wgmma.wait_group.sync.aligned P;
//
//   every value an output ("=l" 64-bit, "=f" f32, "=r" other 32-bit, "=h"
//   16-bit) tied to itself as an input: the comment names them so that the
//   data dependence is visible in the PTX too.
//
//===----------------------------------------------------------------------===//

#include "WgmmaAsm.h"

#include "mlir/IR/BuiltinTypes.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::triton::lowering;

namespace {

/// "$first,$first+1,...,$first+count-1".
std::string operandList(unsigned first, unsigned count) {
  SmallVector<std::string> names;
  for (unsigned i = 0; i < count; ++i)
    names.push_back("$" + std::to_string(first + i));
  return llvm::join(names, ",");
}

/// Adds `count` constraints "0", "1", ...: inputs tied to the first outputs.
void addTiedConstraints(SmallVector<std::string> &constraints, unsigned count) {
  for (unsigned i = 0; i < count; ++i)
    constraints.push_back(std::to_string(i));
}

bool isFloat8(StringRef type) { return type == "e4m3" || type == "e5m2"; }

} // namespace

bool mlir::triton::lowering::isSupportedWgmma(const WgmmaShape &s, std::string &why) {
  llvm::raw_string_ostream os(why);
  if (s.m != 64 || s.n < 8 || s.n > 256 || s.n % 8 != 0) {
    os << "m" << s.m << "n" << s.n << " is not a wgmma shape (m64 with n a multiple of 8 in [8, 256])";
    return false;
  }
  bool sixteenBit = (s.a == "f16" && s.b == "f16" && (s.d == "f16" || s.d == "f32")) ||
                    (s.a == "bf16" && s.b == "bf16" && s.d == "f32");
  if (sixteenBit) {
    if (s.k == 16)
      return true;
    os << s.a << " wgmma takes k = 16, got k = " << s.k;
    return false;
  }
  bool tf32 = s.a == "tf32" && s.b == "tf32" && s.d == "f32";
  bool fp8 = isFloat8(s.a) && isFloat8(s.b) && (s.d == "f16" || s.d == "f32");
  bool s8 = s.a == "s8" && s.b == "s8" && s.d == "s32";
  if (!tf32 && !fp8 && !s8) {
    os << "no wgmma multiplies " << s.a << " by " << s.b << " into " << s.d;
    return false;
  }
  if (s.transposeA || s.transposeB) {
    os << s.a << " wgmma reads A and B K-major only (layoutA = row, layoutB = col)";
    return false;
  }
  int64_t k = tf32 ? 8 : 32;
  if (s.k != k) {
    os << s.a << " wgmma takes k = " << k << ", got k = " << s.k;
    return false;
  }
  // As Triton 3.6 checks it.
  if (s8 && s.n > 224) {
    os << "s8 wgmma takes n <= 224, got n = " << s.n;
    return false;
  }
  return true;
}

InlineAsmCall mlir::triton::lowering::buildWgmmaAsm(const WgmmaShape &shape, ArrayRef<Type> outputs,
                                                    const WgmmaOperandValues &in) {
  InlineAsmCall call;
  SmallVector<std::string> constraints;
  for (Type type : outputs)
    constraints.push_back(type.isF32() ? "=f" : "=r");
  unsigned numOutputs = outputs.size();
  bool readsC = !in.accumulator.empty();
  addTiedConstraints(constraints, readsC ? numOutputs : 0);
  call.operands.append(in.accumulator.begin(), in.accumulator.end());
  unsigned next = numOutputs + call.operands.size();
  auto addOperand = [&](Value value, StringRef constraint) {
    call.operands.push_back(value);
    constraints.push_back(constraint.str());
    return "$" + std::to_string(next++);
  };

  std::string aText;
  if (in.aDescriptor) {
    aText = addOperand(in.aDescriptor, "l");
  } else {
    unsigned first = next;
    for (Value word : in.aRegisters)
      addOperand(word, "r");
    aText = "{" + operandList(first, in.aRegisters.size()) + "}";
  }
  std::string bText = addOperand(in.bDescriptor, "l");
  std::string scaleText = readsC ? addOperand(in.scaleD, "b") : "0";

  llvm::raw_string_ostream os(call.ptx);
  os << "wgmma.mma_async.sync.aligned.m" << shape.m << "n" << shape.n << "k" << shape.k << "."
     << shape.d << "." << shape.a << "." << shape.b << " {" << operandList(0, numOutputs)
     << "}, " << aText << ", " << bText << ", " << scaleText;
  if (shape.a != "s8")
    os << ", 1, 1";
  if (shape.a == "f16" || shape.a == "bf16") {
    if (in.aDescriptor)
      os << ", " << int(shape.transposeA);
    os << ", " << int(shape.transposeB);
  }
  os << ";";
  call.constraints = llvm::join(constraints, ",");
  return call;
}

FailureOr<InlineAsmCall> mlir::triton::lowering::buildWgmmaWaitAsm(ArrayRef<Value> values,
                                                                   int64_t pendings) {
  InlineAsmCall call;
  SmallVector<std::string> constraints;
  for (Value value : values) {
    Type type = value.getType();
    unsigned bits = type.isIntOrFloat() ? type.getIntOrFloatBitWidth() : 0;
    if (bits == 64)
      constraints.push_back("=l");
    else if (bits == 32)
      constraints.push_back(type.isF32() ? "=f" : "=r");
    else if (bits == 16)
      constraints.push_back("=h");
    else
      return failure();
  }
  addTiedConstraints(constraints, values.size());
  call.operands.assign(values.begin(), values.end());
  call.ptx = "// wait for regs: " + operandList(0, values.size()) +
             "\n\twgmma.wait_group.sync.aligned " + std::to_string(pendings) + ";";
  call.constraints = llvm::join(constraints, ",");
  return call;
}
