//===- TritonGPUTypes.td - `ttg` types ---------------------*- tablegen -*-===//

#ifndef TT_DIALECT_TRITONGPU_IR_TRITONGPUTYPES_TD
#define TT_DIALECT_TRITONGPU_IR_TRITONGPUTYPES_TD

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinTypeInterfaces.td"
include "tt/Dialect/TritonGPU/IR/TritonGPUDialect.td"

class TTG_TypeDef<string name, string typeMnemonic, list<Trait> traits = []>
    : TypeDef<TritonGPU_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
}

def TTG_AsyncToken : TTG_TypeDef<"AsyncToken", "async.token"> {
  let summary = "completion token of an asynchronous copy or commit group";
}

// `!ttg.memdesc<3x128x64xf16, #shared, #smem, mutable>`: a view of a buffer
// in shared (or tensor) memory. The leading dimension may be any size (the
// stages of a pipeline); `allocShape`, printed only when it differs from
// the shape, is the buffer the view was taken from.
def TTG_MemDescType : TTG_TypeDef<"MemDesc", "memdesc", [ShapedTypeInterface]> {
  let summary = "descriptor of a buffer in shared or tensor memory";
  let parameters = (ins ArrayRefParameter<"int64_t">:$shape,
                        "::mlir::Type":$elementType,
                        "::mlir::Attribute":$encoding,
                        "::mlir::Attribute":$memorySpace,
                        "bool":$mutableMemory,
                        ArrayRefParameter<"int64_t">:$allocShape);
  let builders = [
    TypeBuilderWithInferredContext<(ins "::llvm::ArrayRef<int64_t>":$shape,
        "::mlir::Type":$elementType, "::mlir::Attribute":$encoding,
        "::mlir::Attribute":$memorySpace, CArg<"bool", "false">:$mutableMemory), [{
      return $_get(elementType.getContext(), shape, elementType, encoding, memorySpace,
                   mutableMemory, shape);
    }]>
  ];
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let skipDefaultBuilders = 0;
  let extraClassDeclaration = [{
    MemDescType cloneWith(std::optional<::llvm::ArrayRef<int64_t>> shape,
                          ::mlir::Type elementType) const;
    bool hasRank() const { return true; }
  }];
}

#endif // TT_DIALECT_TRITONGPU_IR_TRITONGPUTYPES_TD
