//===- TritonTraits.td - native traits of `tt` ops ---------*- tablegen -*-===//
//
// Shape and encoding rules shared by many ops. Implemented in Traits.h/.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef TT_DIALECT_TRITON_IR_TRITONTRAITS_TD
#define TT_DIALECT_TRITON_IR_TRITONTRAITS_TD

include "mlir/IR/OpBase.td"

class TT_NativeTrait<string name> : NativeOpTrait<name> {
  let cppNamespace = "::mlir::triton::OpTrait";
}

// Every tensor (and block-pointer tensor) has a power-of-two element count
// no larger than Triton's limit.
def TT_TensorSizeTrait : TT_NativeTrait<"TensorSizeTrait">;
// All tensor operands carry the same encoding.
def TT_SameOperandsEncoding : TT_NativeTrait<"SameOperandsEncoding">;
// All tensor operands and results carry the same encoding.
def TT_SameOperandsAndResultEncoding
    : TT_NativeTrait<"SameOperandsAndResultEncoding">;
// Loads and stores: shapes (and encodings) agree, looking through block
// pointers to the tensor they point to.
def TT_SameLoadStoreOperandsShape : TT_NativeTrait<"SameLoadStoreOperandsShape">;
def TT_SameLoadStoreOperandsAndResultShape
    : TT_NativeTrait<"SameLoadStoreOperandsAndResultShape">;
def TT_SameLoadStoreOperandsEncoding
    : TT_NativeTrait<"SameLoadStoreOperandsEncoding">;
def TT_SameLoadStoreOperandsAndResultEncoding
    : TT_NativeTrait<"SameLoadStoreOperandsAndResultEncoding">;

#endif // TT_DIALECT_TRITON_IR_TRITONTRAITS_TD
