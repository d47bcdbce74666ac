//===- TritonTypes.td - `tt` types and type constraints ----*- tablegen -*-===//

#ifndef TT_DIALECT_TRITON_IR_TRITONTYPES_TD
#define TT_DIALECT_TRITON_IR_TRITONTYPES_TD

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinTypeInterfaces.td"
include "tt/Dialect/Triton/IR/TritonDialect.td"

class TT_TypeDef<string name, string typeMnemonic, list<Trait> traits = []>
    : TypeDef<Triton_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
}

// `!tt.ptr<T>` in global memory (address space 1, not printed) or
// `!tt.ptr<T, AS>`. A pointer to a tensor is a block pointer.
def TT_PtrType : TT_TypeDef<"Pointer", "ptr"> {
  let summary = "pointer to a scalar or, for block pointers, to a tensor";
  let parameters = (ins "::mlir::Type":$pointeeType, "int":$addressSpace);
  let builders = [
    TypeBuilderWithInferredContext<(ins "::mlir::Type":$pointeeType,
                                        "int":$addressSpace), [{
      return $_get(pointeeType.getContext(), pointeeType, addressSpace);
    }]>
  ];
  let hasCustomAssemblyFormat = 1;
  let skipDefaultBuilders = 1;
}

// `!tt.tensordesc<tensor<...>>`: a TMA-style descriptor of a global tensor,
// typed by the block it loads and stores.
def TT_TensorDescType : TT_TypeDef<"TensorDesc", "tensordesc"> {
  let summary = "descriptor of a global tensor, typed by its block";
  let parameters = (ins "::mlir::RankedTensorType":$blockType);
  let assemblyFormat = "`<` $blockType `>`";
  let extraClassDeclaration = [{
    /// The block with a signless element type: Triton types integer
    /// descriptors signed or unsigned (`si32`, `ui8`), while the tensors
    /// they load and store, and the pointers they are made from, are
    /// signless.
    ::mlir::RankedTensorType getSignlessBlockType() const {
      ::mlir::RankedTensorType block = getBlockType();
      auto integer = ::mlir::dyn_cast<::mlir::IntegerType>(block.getElementType());
      if (!integer || integer.isSignless())
        return block;
      return block.clone(::mlir::IntegerType::get(getContext(), integer.getWidth()));
    }
  }];
}

//===----------------------------------------------------------------------===//
// Type constraints
//===----------------------------------------------------------------------===//

def TT_Float : AnyTypeOf<[F8E4M3FN, F8E4M3FNUZ, F8E5M2, F8E5M2FNUZ,
                          F16, BF16, F32, F64], "floating-point">;
def TT_FloatTensor : RankedTensorOf<[TT_Float]>;
def TT_FloatLike : AnyTypeOf<[TT_Float, TT_FloatTensor]>;

def TT_BoolTensor : RankedTensorOf<[I1]>;
def TT_BoolLike : AnyTypeOf<[I1, TT_BoolTensor]>;

def TT_Int : AnyTypeOf<[I1, I8, I16, I32, I64], "integer">;
def TT_IntTensor : RankedTensorOf<[TT_Int]>;
def TT_IntLike : AnyTypeOf<[TT_Int, TT_IntTensor]>;

def TT_I32Like : AnyTypeOf<[I32, RankedTensorOf<[I32]>]>;
def TT_I64Like : AnyTypeOf<[I64, RankedTensorOf<[I64]>]>;

def TT_Ptr : Type<CPred<"::mlir::isa<::mlir::triton::PointerType>($_self) && "
                        "!::mlir::isa<::mlir::RankedTensorType>("
                        "::mlir::cast<::mlir::triton::PointerType>($_self).getPointeeType())">,
                  "pointer to a scalar", "::mlir::triton::PointerType">;
def TT_PtrTensor : RankedTensorOf<[TT_Ptr]>;
def TT_PtrLike : AnyTypeOf<[TT_Ptr, TT_PtrTensor]>;

def TT_TensorPtr : Type<CPred<"::mlir::triton::isTensorPointerType($_self)">,
                        "block pointer (pointer to a tensor)",
                        "::mlir::triton::PointerType">;

def TT_FpIntTensor : RankedTensorOf<[TT_Float, TT_Int]>;
def TT_Tensor : RankedTensorOf<[TT_Float, TT_Int, TT_Ptr]>;

// Any value a Triton program computes with.
def TT_Type : AnyTypeOf<[TT_FloatLike, TT_IntLike, TT_PtrLike, TT_TensorPtr]>;

#endif // TT_DIALECT_TRITON_IR_TRITONTYPES_TD
