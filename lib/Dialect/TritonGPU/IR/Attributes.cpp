//===- Attributes.cpp - `ttg` encodings: syntax and verifiers --------------===//
//
// Encodings print as `#ttg.name<{key = value, ...}>` with keys in a fixed
// order and defaults left out; they parse from the same dictionary with keys
// in any order. Linear-layout conversions live in LinearLayoutConversions.cpp.
//
//===----------------------------------------------------------------------===//

#include "tt/Dialect/TritonGPU/IR/Dialect.h"

#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::triton::gpu;
using tt::LinearLayout;

#define GET_ATTRDEF_CLASSES
#include "tt/Dialect/TritonGPU/IR/TritonGPUAttrDefs.cpp.inc"
#include "tt/Dialect/TritonGPU/IR/TritonGPUAttrInterfaces.cpp.inc"

llvm::hash_code tt::hash_value(const LinearLayout &layout) {
  llvm::hash_code hash = llvm::hash_value(layout.getInDims().size());
  for (const auto &in : layout.getInDims()) {
    hash = llvm::hash_combine(hash, in.name);
    for (const auto &basis : in.bases)
      hash = llvm::hash_combine(hash, llvm::hash_combine_range(basis.begin(), basis.end()));
  }
  for (const auto &out : layout.getOutDims())
    hash = llvm::hash_combine(hash, out.name, out.size);
  return hash;
}

void TritonGPUDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "tt/Dialect/TritonGPU/IR/TritonGPUAttrDefs.cpp.inc"
      >();
}

/// `[[a, b], [c, d]]`: the bases of one input of a linear layout.
static void printBases(AsmPrinter &printer, ArrayRef<LinearLayout::Basis> bases) {
  printer << "[";
  llvm::interleaveComma(bases, printer, [&](const LinearLayout::Basis &basis) {
    printer << "[";
    llvm::interleaveComma(basis, printer);
    printer << "]";
  });
  printer << "]";
}

//===----------------------------------------------------------------------===//
// Reading `<{key = value, ...}>`
//===----------------------------------------------------------------------===//

namespace {
/// The parameters of an encoding as written, with typed accessors that
/// report malformed values at the attribute's location.
class ParamDict {
public:
  ParamDict(AsmParser &parser, SMLoc loc, NamedAttrList attrs)
      : parser(parser), loc(loc), attrs(std::move(attrs)) {}

  static FailureOr<ParamDict> parse(AsmParser &parser) {
    SMLoc loc = parser.getCurrentLocation();
    NamedAttrList attrs;
    if (parser.parseLess() || parser.parseOptionalAttrDict(attrs) || parser.parseGreater())
      return failure();
    return ParamDict(parser, loc, std::move(attrs));
  }

  bool has(StringRef key) const { return attrs.get(key) != nullptr; }

  /// Rejects keys other than `known`.
  LogicalResult checkKeys(ArrayRef<StringRef> known) const {
    for (NamedAttribute attr : attrs)
      if (!llvm::is_contained(known, attr.getName().getValue()))
        return error() << "unexpected key: " << attr.getName().getValue();
    return success();
  }

  Attribute getRequired(StringRef key) const {
    Attribute value = attrs.get(key);
    if (!value)
      error() << "expected key '" << key << "'";
    return value;
  }

  LogicalResult getUnsigned(StringRef key, unsigned &value) const {
    Attribute attr = getRequired(key);
    if (!attr)
      return failure();
    return toUnsigned(key, attr, value);
  }

  LogicalResult getUnsigned(StringRef key, unsigned &value, unsigned defaultValue) const {
    value = defaultValue;
    return has(key) ? getUnsigned(key, value) : success();
  }

  LogicalResult getBool(StringRef key, bool &value, bool defaultValue) const {
    value = defaultValue;
    Attribute attr = attrs.get(key);
    if (!attr)
      return success();
    auto boolAttr = dyn_cast<BoolAttr>(attr);
    if (!boolAttr)
      return error() << "expected a boolean for '" << key << "', got " << attr;
    value = boolAttr.getValue();
    return success();
  }

  LogicalResult getUnsignedArray(StringRef key, SmallVector<unsigned> &values) const {
    Attribute attr = getRequired(key);
    if (!attr)
      return failure();
    return toUnsignedArray(key, attr, values);
  }

  /// `[[a, b], [c, d], ...]`: one basis per entry.
  LogicalResult getBases(StringRef key, std::vector<LinearLayout::Basis> &bases) const {
    Attribute attr = getRequired(key);
    if (!attr)
      return failure();
    auto outer = dyn_cast<ArrayAttr>(attr);
    if (!outer)
      return error() << "expected array of arrays for basis of '" << key << "'";
    for (Attribute element : outer) {
      SmallVector<unsigned> coordinates;
      if (failed(toUnsignedArray(key, element, coordinates)))
        return failure();
      bases.push_back(LinearLayout::Basis(coordinates.begin(), coordinates.end()));
    }
    return success();
  }

  Attribute getAttr(StringRef key) const { return getRequired(key); }

  InFlightDiagnostic error() const { return parser.emitError(loc); }
  AsmParser &getParser() const { return parser; }
  ArrayRef<NamedAttribute> getAll() const { return attrs.getAttrs(); }

private:
  LogicalResult toUnsigned(StringRef key, Attribute attr, unsigned &value) const {
    auto integer = dyn_cast<IntegerAttr>(attr);
    if (!integer || integer.getValue().isNegative())
      return error() << "expected an unsigned integer for '" << key << "', got " << attr;
    value = integer.getValue().getZExtValue();
    return success();
  }

  LogicalResult toUnsignedArray(StringRef key, Attribute attr,
                                SmallVector<unsigned> &values) const {
    auto array = dyn_cast<ArrayAttr>(attr);
    if (!array)
      return error() << "expected an array of unsigned integers for '" << key << "', got "
                     << attr;
    for (Attribute element : array) {
      unsigned value;
      if (failed(toUnsigned(key, element, value)))
        return failure();
      values.push_back(value);
    }
    return success();
  }

  AsmParser &parser;
  SMLoc loc;
  NamedAttrList attrs;
};

/// Prints the `{key = value, ...}` body of an encoding.
class ParamPrinter {
public:
  explicit ParamPrinter(AsmPrinter &printer) : printer(printer) { printer << "<{"; }
  ~ParamPrinter() { printer << "}>"; }

  ParamPrinter &add(StringRef key, unsigned value) {
    next(key) << value;
    return *this;
  }
  ParamPrinter &add(StringRef key, bool value) {
    next(key) << (value ? "true" : "false");
    return *this;
  }
  ParamPrinter &add(StringRef key, ArrayRef<unsigned> values) {
    next(key) << "[";
    llvm::interleaveComma(values, printer);
    printer << "]";
    return *this;
  }
  ParamPrinter &add(StringRef key, Attribute value) {
    next(key) << value;
    return *this;
  }
  ParamPrinter &add(StringRef key, ArrayRef<LinearLayout::Basis> bases) {
    printBases(next(key), bases);
    return *this;
  }
  /// The cluster layout, only when there is more than one CTA.
  ParamPrinter &add(CTALayoutAttr layout) {
    if (layout.isDefault())
      return *this;
    return add("CGALayout", layout.getBases());
  }

private:
  AsmPrinter &next(StringRef key) {
    if (!first)
      printer << ", ";
    first = false;
    return printer << key << " = ";
  }

  AsmPrinter &printer;
  bool first = true;
};
} // namespace

/// The cluster layout of an encoding of `rank` dimensions: `CGALayout`
/// block bases, or one CTA when absent.
static CTALayoutAttr parseCTALayout(const ParamDict &dict, unsigned rank) {
  MLIRContext *context = dict.getParser().getContext();
  if (!dict.has("CGALayout"))
    return CTALayoutAttr::getDefault(context, rank);
  std::vector<LinearLayout::Basis> bases;
  if (failed(dict.getBases("CGALayout", bases)))
    return {};
  SmallVector<int32_t> flat;
  for (const LinearLayout::Basis &basis : bases) {
    if (basis.size() != rank) {
      dict.error() << "every CGALayout basis must have " << rank << " coordinates";
      return {};
    }
    flat.append(basis.begin(), basis.end());
  }
  return CTALayoutAttr::getChecked([&] { return dict.error(); }, context, rank,
                                   ArrayRef<int32_t>(flat));
}

static SmallVector<StringRef> withCTAKeys(ArrayRef<StringRef> keys) {
  SmallVector<StringRef> all(keys);
  all.push_back("CGALayout");
  return all;
}

/// `order` is a permutation of [0, rank).
static LogicalResult verifyOrder(function_ref<InFlightDiagnostic()> emitError,
                                 ArrayRef<unsigned> order, StringRef name = "order") {
  SmallVector<bool> seen(order.size(), false);
  for (unsigned d : order) {
    if (d >= order.size() || seen[d])
      return emitError() << name << " must be a permutation of 0..(rank-1), but was ["
                         << order << "]";
    seen[d] = true;
  }
  return success();
}

static LogicalResult verifyPowersOfTwo(function_ref<InFlightDiagnostic()> emitError,
                                       ArrayRef<unsigned> values, StringRef name) {
  for (unsigned v : values)
    if (!llvm::isPowerOf2_32(v))
      return emitError() << "every element in " << name << " must be a power of two, got ["
                         << values << "]";
  return success();
}

static bool isDistributed(Attribute encoding) {
  return isa_and_present<DistributedEncodingTrait>(encoding);
}

//===----------------------------------------------------------------------===//
// CTALayout
//===----------------------------------------------------------------------===//

CTALayoutAttr CTALayoutAttr::getDefault(MLIRContext *context, unsigned rank) {
  return get(context, rank, ArrayRef<int32_t>{});
}

CTALayoutAttr CTALayoutAttr::get(MLIRContext *context, unsigned rank,
                                 ArrayRef<LinearLayout::Basis> bases) {
  SmallVector<int32_t> flat;
  for (const LinearLayout::Basis &basis : bases)
    flat.append(basis.begin(), basis.end());
  return get(context, rank, ArrayRef<int32_t>(flat));
}

std::vector<LinearLayout::Basis> CTALayoutAttr::getBases() const {
  std::vector<LinearLayout::Basis> bases;
  ArrayRef<int32_t> flat = getFlatBases();
  unsigned rank = getRank();
  for (size_t i = 0; rank && i + rank <= flat.size(); i += rank)
    bases.push_back(LinearLayout::Basis(flat.begin() + i, flat.begin() + i + rank));
  return bases;
}

SmallVector<int64_t> CTALayoutAttr::getSplitNum() const {
  SmallVector<int64_t> split(getRank(), 1);
  for (const LinearLayout::Basis &basis : getBases())
    for (unsigned d = 0; d < getRank(); ++d)
      split[d] = std::max<int64_t>(split[d], 2 * int64_t(basis[d]));
  return split;
}

LogicalResult CTALayoutAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                    unsigned rank, ArrayRef<int32_t> flatBases) {
  if (rank == 0 ? !flatBases.empty() : flatBases.size() % rank != 0)
    return emitError() << "every CGALayout basis must have " << rank << " coordinates";
  for (size_t i = 0; rank && i < flatBases.size(); i += rank) {
    ArrayRef<int32_t> basis = flatBases.slice(i, rank);
    if (llvm::count_if(basis, [](int32_t c) { return c != 0; }) > 1)
      return emitError() << "each CGALayout basis must move in at most one dimension";
    for (int32_t c : basis)
      if (c < 0 || (c != 0 && !llvm::isPowerOf2_32(c)))
        return emitError() << "CGALayout coordinates must be 0 or powers of two";
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Blocked
//===----------------------------------------------------------------------===//

Attribute BlockedEncodingAttr::parse(AsmParser &parser, Type) {
  FailureOr<ParamDict> dict = ParamDict::parse(parser);
  if (failed(dict) ||
      failed(dict->checkKeys(
          withCTAKeys({"sizePerThread", "threadsPerWarp", "warpsPerCTA", "order"}))))
    return {};
  SmallVector<unsigned> sizePerThread, threadsPerWarp, warpsPerCTA, order;
  if (failed(dict->getUnsignedArray("sizePerThread", sizePerThread)) ||
      failed(dict->getUnsignedArray("threadsPerWarp", threadsPerWarp)) ||
      failed(dict->getUnsignedArray("warpsPerCTA", warpsPerCTA)) ||
      failed(dict->getUnsignedArray("order", order)))
    return {};
  CTALayoutAttr cta = parseCTALayout(*dict, order.size());
  if (!cta)
    return {};
  return parser.getChecked<BlockedEncodingAttr>(parser.getContext(), sizePerThread,
                                                threadsPerWarp, warpsPerCTA, order, cta);
}

void BlockedEncodingAttr::print(AsmPrinter &printer) const {
  ParamPrinter(printer)
      .add("sizePerThread", getSizePerThread())
      .add("threadsPerWarp", getThreadsPerWarp())
      .add("warpsPerCTA", getWarpsPerCTA())
      .add("order", getOrder())
      .add(getCTALayout());
}

LogicalResult BlockedEncodingAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                          ArrayRef<unsigned> sizePerThread,
                                          ArrayRef<unsigned> threadsPerWarp,
                                          ArrayRef<unsigned> warpsPerCTA,
                                          ArrayRef<unsigned> order, CTALayoutAttr cta) {
  size_t rank = order.size();
  if (sizePerThread.size() != rank || threadsPerWarp.size() != rank ||
      warpsPerCTA.size() != rank)
    return emitError() << "sizePerThread, threadsPerWarp, warpsPerCTA, and order must all "
                          "have the same rank";
  if (rank == 0)
    return emitError() << "a blocked encoding needs at least one dimension";
  if (cta.getRank() != rank)
    return emitError() << "the CTA layout must have the encoding's rank " << rank;
  if (failed(verifyPowersOfTwo(emitError, sizePerThread, "sizePerThread")) ||
      failed(verifyPowersOfTwo(emitError, threadsPerWarp, "threadsPerWarp")) ||
      failed(verifyPowersOfTwo(emitError, warpsPerCTA, "warpsPerCTA")))
    return failure();
  return verifyOrder(emitError, order);
}

unsigned BlockedEncodingAttr::getRank() const { return getOrder().size(); }

//===----------------------------------------------------------------------===//
// Slice
//===----------------------------------------------------------------------===//

Attribute SliceEncodingAttr::parse(AsmParser &parser, Type) {
  FailureOr<ParamDict> dict = ParamDict::parse(parser);
  if (failed(dict) || failed(dict->checkKeys({"dim", "parent"})))
    return {};
  unsigned dim;
  Attribute parent = dict->getAttr("parent");
  if (failed(dict->getUnsigned("dim", dim)) || !parent)
    return {};
  return parser.getChecked<SliceEncodingAttr>(parser.getContext(), dim, parent);
}

void SliceEncodingAttr::print(AsmPrinter &printer) const {
  ParamPrinter(printer).add("dim", getDim()).add("parent", getParent());
}

LogicalResult SliceEncodingAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                        unsigned dim, Attribute parent) {
  auto distributed = dyn_cast<DistributedEncodingTrait>(parent);
  if (!distributed)
    return emitError() << "expected a distributed encoding as parent, got " << parent;
  unsigned parentRank = distributed.getRank();
  if (parentRank < 2)
    return emitError() << "parent layout must have at least rank >= 2";
  if (dim >= parentRank)
    return emitError() << "slice dim=" << dim << " must be less than the parent rank="
                       << parentRank;
  return success();
}

unsigned SliceEncodingAttr::getRank() const {
  return cast<DistributedEncodingTrait>(getParent()).getRank() - 1;
}

//===----------------------------------------------------------------------===//
// Dot operand
//===----------------------------------------------------------------------===//

Attribute DotOperandEncodingAttr::parse(AsmParser &parser, Type) {
  FailureOr<ParamDict> dict = ParamDict::parse(parser);
  if (failed(dict) || failed(dict->checkKeys({"opIdx", "parent", "kWidth"})))
    return {};
  unsigned opIdx, kWidth;
  Attribute parent = dict->getAttr("parent");
  if (failed(dict->getUnsigned("opIdx", opIdx)) || !parent ||
      failed(dict->getUnsigned("kWidth", kWidth, 0)))
    return {};
  return parser.getChecked<DotOperandEncodingAttr>(parser.getContext(), opIdx, parent,
                                                   kWidth);
}

void DotOperandEncodingAttr::print(AsmPrinter &printer) const {
  ParamPrinter params(printer);
  params.add("opIdx", getOpIdx()).add("parent", getParent());
  if (getKWidth())
    params.add("kWidth", getKWidth());
}

/// An unsigned parameter of an opaque (AMD) encoding, if written as one.
static std::optional<unsigned> getOpaqueUnsigned(ArrayRef<NamedAttribute> params,
                                                 StringRef key) {
  for (NamedAttribute param : params)
    if (param.getName() == key)
      if (auto value = dyn_cast<IntegerAttr>(param.getValue()))
        return value.getValue().getZExtValue();
  return std::nullopt;
}

LogicalResult DotOperandEncodingAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                             unsigned opIdx, Attribute parent,
                                             unsigned kWidth) {
  if (opIdx > 1)
    return emitError() << "ttg.dot_op opIdx parameter can be 0 or 1, got: " << opIdx;
  if (!parent)
    return emitError() << "ttg.dot_op parent parameter cannot be null";
  if (auto mma = dyn_cast<NvidiaMmaEncodingAttr>(parent)) {
    // Other versions parse (as in Triton) and take no kWidth.
    bool tensorCores = mma.isAmpere() || mma.isHopper();
    if (kWidth != 0 && !tensorCores)
      return emitError() << "ttg.dot_op kWidth parameter can only be non-zero for Ampere or "
                            "Hopper MMA parent";
    if (kWidth == 0 && tensorCores)
      return emitError() << "ttg.dot_op kWidth parameter is mandatory for Ampere or Hopper "
                            "MMA parent";
    if (mma.isHopper() && opIdx != 0)
      return emitError() << "ttg.dot_op opIdx parameter must be 0 for Hopper MMA parent, "
                            "since Hopper WGMMA only allows first operand to be in registers";
    return success();
  }
  if (isa<BlockedEncodingAttr>(parent)) {
    if (kWidth != 0)
      return emitError() << "ttg.dot_op kWidth parameter is not supported when the parent "
                            "is a blocked layout";
    return success();
  }
  if (auto mfma = dyn_cast<AMDMfmaEncodingAttr>(parent)) {
    if (kWidth == 0)
      return emitError() << "ttg.dot_op kWidth parameter is mandatory for MFMA parent";
    return success();
  }
  if (auto wmma = dyn_cast<AMDWmmaEncodingAttr>(parent)) {
    std::optional<unsigned> version = getOpaqueUnsigned(wmma.getParams(), "version");
    if (version == 1 && kWidth != 8 && kWidth != 16)
      return emitError() << "ttg.dot_op kWidth parameter must be 8/16 for WMMA v1 "
                            "(including packed cases for `scaled_dot`)";
    if (version == 2 && !llvm::is_contained({4u, 8u, 16u}, kWidth))
      return emitError() << "ttg.dot_op kWidth parameter must be 4/8/16 for WMMA v2 "
                            "(including packed cases for `scaled_dot`)";
    if (version == 3 && !llvm::is_contained({2u, 8u, 16u}, kWidth))
      return emitError() << "ttg.dot_op kWidth parameter must be 2/8/16 for WMMA v3";
    return success();
  }
  return emitError() << "ttg.dot_op unexpected parent layout: " << parent;
}

unsigned DotOperandEncodingAttr::getRank() const {
  if (auto distributed = dyn_cast<DistributedEncodingTrait>(getParent()))
    return distributed.getRank();
  return 2;
}

//===----------------------------------------------------------------------===//
// NVIDIA MMA
//===----------------------------------------------------------------------===//

Attribute NvidiaMmaEncodingAttr::parse(AsmParser &parser, Type) {
  FailureOr<ParamDict> dict = ParamDict::parse(parser);
  if (failed(dict) ||
      failed(dict->checkKeys(
          withCTAKeys({"versionMajor", "versionMinor", "warpsPerCTA", "instrShape"}))))
    return {};
  unsigned major, minor;
  SmallVector<unsigned> warpsPerCTA, instrShape;
  if (failed(dict->getUnsigned("versionMajor", major)) ||
      failed(dict->getUnsigned("versionMinor", minor, /*defaultValue=*/0)) ||
      failed(dict->getUnsignedArray("warpsPerCTA", warpsPerCTA)) ||
      failed(dict->getUnsignedArray("instrShape", instrShape)))
    return {};
  CTALayoutAttr cta = parseCTALayout(*dict, warpsPerCTA.size());
  if (!cta)
    return {};
  return parser.getChecked<NvidiaMmaEncodingAttr>(parser.getContext(), major, minor,
                                                  warpsPerCTA, cta, instrShape);
}

void NvidiaMmaEncodingAttr::print(AsmPrinter &printer) const {
  ParamPrinter(printer)
      .add("versionMajor", getVersionMajor())
      .add("versionMinor", getVersionMinor())
      .add("warpsPerCTA", getWarpsPerCTA())
      .add(getCTALayout())
      .add("instrShape", getInstrShape());
}

LogicalResult NvidiaMmaEncodingAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                            unsigned major, unsigned minor,
                                            ArrayRef<unsigned> warpsPerCTA, CTALayoutAttr cta,
                                            ArrayRef<unsigned> instrShape) {
  // Any version and instruction shape parse, as in Triton 3.6, which checks
  // neither; only the ones lowered here have a layout (toLinearLayout).
  if (warpsPerCTA.size() < 2 || warpsPerCTA.size() > 3)
    return emitError() << "warpsPerCTA must have 2 or 3 entries, got [" << warpsPerCTA
                       << "]";
  if (failed(verifyPowersOfTwo(emitError, warpsPerCTA, "warpsPerCTA")))
    return failure();
  if (cta.getRank() != warpsPerCTA.size())
    return emitError() << "the CTA layout must have the encoding's rank "
                       << warpsPerCTA.size();
  return success();
}

unsigned NvidiaMmaEncodingAttr::getRank() const { return getWarpsPerCTA().size(); }

//===----------------------------------------------------------------------===//
// Linear
//===----------------------------------------------------------------------===//

/// The output dimensions of a layout whose bases have `rank` coordinates,
/// sized by the largest coordinate each reaches.
static std::vector<LinearLayout::OutDim>
inferOutDims(ArrayRef<LinearLayout::InDim> ins, unsigned rank) {
  std::vector<LinearLayout::OutDim> outs;
  for (unsigned d = 0; d < rank; ++d) {
    uint64_t reach = 0;
    for (const auto &in : ins)
      for (const auto &basis : in.bases)
        if (basis.size() == rank && basis[d] > 0)
          reach |= uint64_t(basis[d]);
    // Sizes beyond 2^30 cannot be tensor dimensions; LinearLayout::verify
    // reports the non-power-of-two -1 this gives.
    uint64_t size = llvm::PowerOf2Ceil(reach + 1);
    outs.push_back({dims::out(d), size > (uint64_t(1) << 30) ? -1 : int32_t(size)});
  }
  return outs;
}

/// Parses the bases named `keys` (all required) into a linear layout.
static std::optional<LinearLayout> parseLayoutBases(const ParamDict &dict,
                                                    ArrayRef<StringRef> keys) {
  std::vector<LinearLayout::InDim> ins;
  std::optional<unsigned> rank;
  for (StringRef key : keys) {
    LinearLayout::InDim in{key.str(), {}};
    if (failed(dict.getBases(key, in.bases)))
      return std::nullopt;
    for (const auto &basis : in.bases) {
      if (rank && *rank != basis.size()) {
        dict.error() << "every basis must have " << *rank << " coordinates";
        return std::nullopt;
      }
      rank = basis.size();
    }
    ins.push_back(std::move(in));
  }
  if (!rank || *rank == 0) {
    dict.error() << "Empty Layout not supported";
    return std::nullopt;
  }
  std::vector<LinearLayout::OutDim> outs = inferOutDims(ins, *rank);
  if (auto problem = LinearLayout::verify(ins, outs)) {
    dict.error() << *problem;
    return std::nullopt;
  }
  return LinearLayout(std::move(ins), std::move(outs));
}

static void printLayoutBases(ParamPrinter &params, const LinearLayout &layout,
                             ArrayRef<StringRef> keys) {
  for (StringRef key : keys)
    params.add(key, layout.getBases(key));
}

static constexpr StringLiteral kDistributedDims[] = {"register", "lane", "warp", "block"};

Attribute LinearEncodingAttr::parse(AsmParser &parser, Type) {
  FailureOr<ParamDict> dict = ParamDict::parse(parser);
  SmallVector<StringRef> keys(std::begin(kDistributedDims), std::end(kDistributedDims));
  if (failed(dict) || failed(dict->checkKeys(keys)))
    return {};
  std::optional<LinearLayout> layout = parseLayoutBases(*dict, keys);
  if (!layout)
    return {};
  return parser.getChecked<LinearEncodingAttr>(parser.getContext(), *layout);
}

void LinearEncodingAttr::print(AsmPrinter &printer) const {
  ParamPrinter params(printer);
  SmallVector<StringRef> keys(std::begin(kDistributedDims), std::end(kDistributedDims));
  printLayoutBases(params, getLinearLayout(), keys);
}

/// A distributed layout moves each basis along at most one dimension.
static LogicalResult verifyAxisAlignedBases(function_ref<InFlightDiagnostic()> emitError,
                                            const LinearLayout &layout, StringRef what) {
  for (const auto &in : layout.getInDims())
    for (const auto &basis : in.bases)
      if (llvm::count_if(basis, [](int32_t c) { return c != 0; }) > 1)
        return emitError() << "In a " << what
                           << " layout, each base must move in at most one dimension.";
  return success();
}

LogicalResult LinearEncodingAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                         LinearLayout layout) {
  for (auto [i, in] : llvm::enumerate(layout.getInDims()))
    if (i >= std::size(kDistributedDims) || in.name != kDistributedDims[i])
      return emitError() << "Expected input dimension " << i << " to be '"
                         << kDistributedDims[std::min<size_t>(i, 3)] << "'. Got " << in.name;
  return verifyAxisAlignedBases(emitError, layout, "distributed");
}

unsigned LinearEncodingAttr::getRank() const {
  return getLinearLayout().getOutDims().size();
}

//===----------------------------------------------------------------------===//
// Swizzled shared
//===----------------------------------------------------------------------===//

Attribute SwizzledSharedEncodingAttr::parse(AsmParser &parser, Type) {
  FailureOr<ParamDict> dict = ParamDict::parse(parser);
  if (failed(dict) ||
      failed(dict->checkKeys(withCTAKeys({"vec", "perPhase", "maxPhase", "order"}))))
    return {};
  unsigned vec, perPhase, maxPhase;
  SmallVector<unsigned> order;
  if (failed(dict->getUnsigned("vec", vec)) ||
      failed(dict->getUnsigned("perPhase", perPhase)) ||
      failed(dict->getUnsigned("maxPhase", maxPhase)) ||
      failed(dict->getUnsignedArray("order", order)))
    return {};
  CTALayoutAttr cta = parseCTALayout(*dict, order.size());
  if (!cta)
    return {};
  return parser.getChecked<SwizzledSharedEncodingAttr>(parser.getContext(), vec, perPhase,
                                                       maxPhase, order, cta);
}

void SwizzledSharedEncodingAttr::print(AsmPrinter &printer) const {
  ParamPrinter(printer)
      .add("vec", getVec())
      .add("perPhase", getPerPhase())
      .add("maxPhase", getMaxPhase())
      .add("order", getOrder())
      .add(getCTALayout());
}

LogicalResult SwizzledSharedEncodingAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                                 unsigned vec, unsigned perPhase,
                                                 unsigned maxPhase, ArrayRef<unsigned> order,
                                                 CTALayoutAttr cta) {
  if (order.size() != cta.getRank())
    return emitError() << "order size (" << order.size() << ") must match CTALayout rank ("
                       << cta.getRank() << ")";
  if (failed(verifyOrder(emitError, order)))
    return failure();
  if (!llvm::isPowerOf2_32(vec) || !llvm::isPowerOf2_32(perPhase) ||
      !llvm::isPowerOf2_32(maxPhase))
    return emitError() << "vec, perPhase and maxPhase must be powers of two, got " << vec
                       << ", " << perPhase << " and " << maxPhase;
  return success();
}

unsigned SwizzledSharedEncodingAttr::getRank() const { return getOrder().size(); }

//===----------------------------------------------------------------------===//
// NVMMA shared
//===----------------------------------------------------------------------===//

Attribute NVMMASharedEncodingAttr::parse(AsmParser &parser, Type) {
  FailureOr<ParamDict> dict = ParamDict::parse(parser);
  if (failed(dict) ||
      failed(dict->checkKeys(withCTAKeys(
          {"swizzlingByteWidth", "transposed", "elementBitWidth", "fp4Padded", "rank"}))))
    return {};
  unsigned swizzle, bitWidth, rank = 2;
  bool transposed, fp4Padded;
  // Triton 3.6's parser takes an encoding without `elementBitWidth` (and
  // leaves the width unset); such an encoding here lays out 16-bit elements,
  // the width of the f16/bf16 operands it is written for.
  if (failed(dict->getUnsigned("swizzlingByteWidth", swizzle)) ||
      failed(dict->getBool("transposed", transposed, false)) ||
      failed(dict->getUnsigned("elementBitWidth", bitWidth, 16)) ||
      failed(dict->getBool("fp4Padded", fp4Padded, false)) ||
      failed(dict->getUnsigned("rank", rank, 2)))
    return {};
  // Cluster bases say the rank themselves (a rank-3 cluster prints no `rank`).
  std::vector<LinearLayout::Basis> bases;
  if (!dict->has("rank") && dict->has("CGALayout") &&
      succeeded(dict->getBases("CGALayout", bases)) && !bases.empty())
    rank = bases.front().size();
  // The tile is 2-D; `rank` gives the tensors it lays out more (leading)
  // dimensions, which the cluster layout then has too. Rank 1 is a 1-D
  // buffer a TMA load fills from a [1, N] block (Triton's TMA lowering
  // drops the block's unit dimension, its encoding kept).
  if (rank < 1 || rank > 8) {
    dict->error() << "rank of an nvmma_shared encoding must be 1 to 8, got " << rank;
    return {};
  }
  CTALayoutAttr cta = parseCTALayout(*dict, rank);
  if (!cta)
    return {};
  return parser.getChecked<NVMMASharedEncodingAttr>(parser.getContext(), swizzle, transposed,
                                                    bitWidth, fp4Padded, cta);
}

void NVMMASharedEncodingAttr::print(AsmPrinter &printer) const {
  ParamPrinter params(printer);
  params.add("swizzlingByteWidth", getSwizzlingByteWidth())
      .add("transposed", getTransposed())
      .add("elementBitWidth", getElementBitWidth());
  if (getFp4Padded())
    params.add("fp4Padded", true);
  // One CTA: only a rank other than 2 needs saying; a cluster's bases say it.
  if (getCTALayout().isDefault() && getRank() != 2)
    params.add("rank", getRank());
  else
    params.add(getCTALayout());
}

LogicalResult NVMMASharedEncodingAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                              unsigned swizzle, bool transposed,
                                              unsigned bitWidth, bool fp4Padded,
                                              CTALayoutAttr cta) {
  if (swizzle != 0 && swizzle != 32 && swizzle != 64 && swizzle != 128)
    return emitError() << "swizzlingByteWidth must be 0, 32, 64 or 128, got " << swizzle;
  if (bitWidth != 4 && bitWidth != 8 && bitWidth != 16 && bitWidth != 32 && bitWidth != 64)
    return emitError() << "elementBitWidth must be 4, 8, 16, 32 or 64, got " << bitWidth;
  if (cta.getRank() < 1)
    return emitError() << "the CTA layout of an nvmma_shared encoding has rank 1 or more";
  return success();
}

unsigned NVMMASharedEncodingAttr::getRank() const { return getCTALayout().getRank(); }

//===----------------------------------------------------------------------===//
// Shared linear
//===----------------------------------------------------------------------===//

static constexpr StringLiteral kSharedDims[] = {"offset", "block"};
/// Bytes a shared buffer is aligned to unless its encoding says otherwise.
static constexpr unsigned kDefaultSharedAlignment = 16;

// `#ttg.shared_linear<{offset = [...], block = [...]}, alignment = 16>`;
// an empty `block` is left out.
Attribute SharedLinearEncodingAttr::parse(AsmParser &parser, Type) {
  SMLoc loc = parser.getCurrentLocation();
  NamedAttrList attrs;
  if (parser.parseLess() || parser.parseOptionalAttrDict(attrs))
    return {};
  ParamDict dict(parser, loc, attrs);
  if (dict.has("alignment")) {
    dict.error() << "alignment must be specified outside of the linear layout braces";
    return {};
  }
  if (failed(dict.checkKeys({"offset", "block"})))
    return {};
  unsigned alignment = kDefaultSharedAlignment;
  if (succeeded(parser.parseOptionalComma()) &&
      (parser.parseKeyword("alignment") || parser.parseEqual() ||
       parser.parseInteger(alignment)))
    return {};
  if (parser.parseGreater())
    return {};
  std::vector<LinearLayout::InDim> ins;
  std::optional<unsigned> rank;
  for (StringRef key : kSharedDims) {
    LinearLayout::InDim in{key.str(), {}};
    if (dict.has(key) && failed(dict.getBases(key, in.bases)))
      return {};
    for (const auto &basis : in.bases)
      rank = basis.size();
    ins.push_back(std::move(in));
  }
  if (!rank || *rank == 0) {
    dict.error() << "Empty Layout not supported";
    return {};
  }
  std::vector<LinearLayout::OutDim> outs = inferOutDims(ins, *rank);
  if (auto problem = LinearLayout::verify(ins, outs)) {
    dict.error() << *problem;
    return {};
  }
  return parser.getChecked<SharedLinearEncodingAttr>(
      parser.getContext(), LinearLayout(std::move(ins), std::move(outs)), alignment);
}

void SharedLinearEncodingAttr::print(AsmPrinter &printer) const {
  const LinearLayout &layout = getLinearLayout();
  printer << "<{offset = ";
  printBases(printer, layout.getBases("offset"));
  if (!layout.getBases("block").empty()) {
    printer << ", block = ";
    printBases(printer, layout.getBases("block"));
  }
  printer << "}, alignment = " << getAlignment() << ">";
}

LogicalResult SharedLinearEncodingAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                               LinearLayout layout, unsigned alignment) {
  if (!layout.hasInDim("offset"))
    return emitError() << "a shared linear layout maps 'offset' (and 'block')";
  if (!llvm::isPowerOf2_32(alignment))
    return emitError() << "alignment must be a power of two, got " << alignment;
  return success();
}

unsigned SharedLinearEncodingAttr::getRank() const {
  return getLinearLayout().getOutDims().size();
}

//===----------------------------------------------------------------------===//
// Padded shared
//===----------------------------------------------------------------------===//

/// The offset -> dims identity that fills `shape` along `order` (fastest
/// first), with no block bases.
static LinearLayout identityInOrder(ArrayRef<unsigned> shape, ArrayRef<unsigned> order) {
  unsigned rank = shape.size();
  std::vector<LinearLayout::Basis> bases;
  for (unsigned d : order)
    for (unsigned step = 1; step < shape[d]; step *= 2) {
      LinearLayout::Basis basis(rank, 0);
      basis[d] = step;
      bases.push_back(basis);
    }
  std::vector<LinearLayout::OutDim> outs;
  for (unsigned d = 0; d < rank; ++d)
    outs.push_back({dims::out(d), int32_t(shape[d])});
  return LinearLayout({{"offset", std::move(bases)}, {"block", {}}}, std::move(outs));
}

/// The order and shape of `layout` if it is `identityInOrder` of them.
static std::optional<std::pair<SmallVector<unsigned>, SmallVector<unsigned>>>
matchIdentityInOrder(const LinearLayout &layout) {
  if (!layout.getBases("block").empty())
    return std::nullopt;
  SmallVector<unsigned> order, shape;
  for (const auto &out : layout.getOutDims())
    shape.push_back(out.size);
  for (const auto &basis : layout.getBases("offset")) {
    auto moving = llvm::find_if(basis, [](int32_t c) { return c != 0; });
    if (moving == basis.end())
      return std::nullopt;
    unsigned d = moving - basis.begin();
    if (!llvm::is_contained(order, d))
      order.push_back(d);
  }
  for (unsigned d = 0; d < shape.size(); ++d)
    if (!llvm::is_contained(order, d))
      order.push_back(d);
  if (identityInOrder(shape, order) != layout)
    return std::nullopt;
  return std::make_pair(order, shape);
}

Attribute PaddedSharedEncodingAttr::parse(AsmParser &parser, Type) {
  SmallVector<unsigned> intervals, paddings;
  auto parsePair = [&]() -> ParseResult {
    unsigned interval, padding;
    if (parser.parseInteger(interval) || parser.parseColon() || parser.parsePlus() ||
        parser.parseInteger(padding))
      return failure();
    intervals.push_back(interval);
    paddings.push_back(padding);
    return success();
  };
  if (parser.parseLess() ||
      parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, parsePair))
    return {};
  SMLoc loc = parser.getCurrentLocation();
  NamedAttrList attrs;
  if (parser.parseOptionalAttrDict(attrs) || parser.parseGreater())
    return {};
  ParamDict dict(parser, loc, attrs);
  // Triton's words for a key of the other form, or of neither.
  auto checkKeys = [&](ArrayRef<StringRef> known) -> LogicalResult {
    for (NamedAttribute attr : attrs)
      if (!llvm::is_contained(known, attr.getName().getValue()))
        return dict.error() << "Unexpected attribute " << attr.getName() << " found";
    return success();
  };
  std::optional<LinearLayout> component;
  if (!dict.has("offset") && !dict.has("block")) {
    if (failed(checkKeys({"order", "shape"})))
      return {};
    SmallVector<unsigned> order, shape;
    if (failed(dict.getUnsignedArray("order", order)) ||
        failed(dict.getUnsignedArray("shape", shape)))
      return {};
    if (order.size() != shape.size()) {
      dict.error() << "Mismatch of shape and order ranks in padded layout";
      return {};
    }
    if (failed(verifyOrder([&] { return dict.error(); }, order)))
      return {};
    if (llvm::any_of(shape, [](unsigned n) { return !llvm::isPowerOf2_32(n); })) {
      dict.error() << "shape must have power-of-two dimensions";
      return {};
    }
    component = identityInOrder(shape, order);
  } else {
    SmallVector<StringRef> keys(std::begin(kSharedDims), std::end(kSharedDims));
    if (failed(checkKeys(keys)))
      return {};
    for (StringRef key : keys)
      if (!dict.has(key)) {
        dict.error() << "Expected basis of '" << key << "' not found";
        return {};
      }
    component = parseLayoutBases(dict, keys);
    // The linear component moves whole rows or row chunks: each basis
    // along one dimension, by a power of two.
    for (const LinearLayout::InDim &in : component ? component->getInDims()
                                                   : ArrayRef<LinearLayout::InDim>()) {
      for (const LinearLayout::Basis &basis : in.bases) {
        if (llvm::count_if(basis, [](int32_t v) { return v != 0; }) > 1) {
          dict.error() << "Each offset basis must move in at most one dimension.";
          return {};
        }
        if (llvm::any_of(basis, [](int32_t v) { return v != 0 && !llvm::isPowerOf2_32(v); })) {
          dict.error() << "Each offset basis must be 0 or a power of two.";
          return {};
        }
      }
    }
  }
  if (!component)
    return {};
  return parser.getChecked<PaddedSharedEncodingAttr>(parser.getContext(), intervals,
                                                     paddings, *component);
}

void PaddedSharedEncodingAttr::print(AsmPrinter &printer) const {
  printer << "<[";
  llvm::interleaveComma(llvm::zip(getIntervals(), getPaddings()), printer, [&](auto pair) {
    printer << std::get<0>(pair) << ":+" << std::get<1>(pair);
  });
  printer << "] {";
  const LinearLayout &layout = getLinearComponent();
  if (auto orderAndShape = matchIdentityInOrder(layout)) {
    printer << "order = [";
    llvm::interleaveComma(orderAndShape->first, printer);
    printer << "], shape = [";
    llvm::interleaveComma(orderAndShape->second, printer);
    printer << "]";
  } else {
    printer << "offset = ";
    printBases(printer, layout.getBases("offset"));
    printer << ", block = ";
    printBases(printer, layout.getBases("block"));
  }
  printer << "}>";
}

LogicalResult PaddedSharedEncodingAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                               ArrayRef<unsigned> intervals,
                                               ArrayRef<unsigned> paddings,
                                               LinearLayout component) {
  if (intervals.size() != paddings.size())
    return emitError() << "intervals size (" << intervals.size()
                       << ") must match paddings size (" << paddings.size() << ")";
  if (intervals.empty())
    return emitError() << "must have at least one interval-padding pair";
  if (llvm::any_of(intervals, [](unsigned n) { return !llvm::isPowerOf2_32(n); }))
    return emitError() << "interval values must all be power of two";
  if (llvm::any_of(paddings, [](unsigned n) { return !llvm::isPowerOf2_32(n); }))
    return emitError() << "padding values must all be power of two";
  SmallVector<unsigned> sorted(intervals);
  llvm::sort(sorted);
  if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end())
    return emitError() << "interval values cannot have duplicates";
  if (!component.hasInDim("offset"))
    return emitError() << "linearComponent must have [offset, block] as input dims";
  for (const auto &basis : component.getBases("offset"))
    if (llvm::all_of(basis, [](int32_t c) { return c == 0; }))
      return emitError() << "Broadcasting is not supported.";
  return verifyAxisAlignedBases(emitError, component, "padded shared");
}

unsigned PaddedSharedEncodingAttr::getRank() const {
  return getLinearComponent().getOutDims().size();
}

//===----------------------------------------------------------------------===//
// AMD encodings: kept as written
//===----------------------------------------------------------------------===//

/// Prints a parameter value the way Triton writes it: bare integers and
/// booleans, bracketed integer lists.
static void printPlainValue(AsmPrinter &printer, Attribute value) {
  if (auto boolean = dyn_cast<BoolAttr>(value)) {
    printer << (boolean.getValue() ? "true" : "false");
  } else if (auto integer = dyn_cast<IntegerAttr>(value)) {
    printer << integer.getValue();
  } else if (auto array = dyn_cast<ArrayAttr>(value)) {
    printer << "[";
    llvm::interleaveComma(array, printer, [&](Attribute e) { printPlainValue(printer, e); });
    printer << "]";
  } else if (auto type = dyn_cast<TypeAttr>(value)) {
    printer << type.getValue();
  } else {
    printer << value;
  }
}

template <typename AttrT>
static Attribute parseOpaqueEncoding(AsmParser &parser,
                                     function_ref<LogicalResult(const ParamDict &)> verify = {}) {
  FailureOr<ParamDict> dict = ParamDict::parse(parser);
  if (failed(dict))
    return {};
  if (verify && failed(verify(*dict)))
    return {};
  return AttrT::get(parser.getContext(), dict->getAll());
}

/// The parameters of AMD encodings that Triton checks, where written: they
/// stay opaque otherwise. Returns the instruction shape, empty if not given.
static FailureOr<SmallVector<unsigned>> getOptionalInstrShape(const ParamDict &dict) {
  SmallVector<unsigned> shape;
  if (dict.has("instrShape") && failed(dict.getUnsignedArray("instrShape", shape)))
    return failure();
  return shape;
}

static LogicalResult verifyMfmaParams(const ParamDict &dict) {
  unsigned version, elementBitWidth;
  if (failed(dict.getUnsigned("version", version, 0)) ||
      failed(dict.getUnsigned("elementBitWidth", elementBitWidth, 32)))
    return failure();
  if (version > 4)
    return dict.error() << "version must be in the [0, 4] range";
  FailureOr<SmallVector<unsigned>> shape = getOptionalInstrShape(dict);
  if (failed(shape))
    return failure();
  if (shape->size() >= 2) {
    std::pair<unsigned, unsigned> mn{(*shape)[0], (*shape)[1]};
    const std::pair<unsigned, unsigned> valid[] = {{32, 32}, {16, 16}, {64, 4}, {4, 64}};
    if (!llvm::is_contained(valid, mn))
      return dict.error() << "invalid (mDim, nDim) combination: (" << mn.first << ", "
                          << mn.second << ")";
  }
  if (elementBitWidth != 32 && elementBitWidth != 64)
    return dict.error() << "elementBitWidth must be 32 or 64";
  return success();
}

static LogicalResult verifyWmmaParams(const ParamDict &dict) {
  unsigned version;
  if (failed(dict.getUnsigned("version", version, 1)))
    return failure();
  if (version < 1 || version > 3)
    return dict.error() << "WMMA version must be in the [1, 3] range";
  FailureOr<SmallVector<unsigned>> shape = getOptionalInstrShape(dict);
  if (failed(shape))
    return failure();
  if (shape->empty())
    return success();
  using Shape = SmallVector<unsigned>;
  SmallVector<Shape> valid;
  if (version == 1)
    valid = {{16, 16, 16}};
  else if (version == 2)
    valid = {{16, 16, 16}, {16, 16, 32}};
  else
    valid = {{16, 16, 4}, {16, 16, 32}, {16, 16, 64}, {16, 16, 128}};
  if (!llvm::is_contained(valid, *shape))
    return dict.error() << "invalid WMMA v" << version << " instruction shape";
  return success();
}

static void printOpaqueEncoding(AsmPrinter &printer, ArrayRef<NamedAttribute> params) {
  printer << "<{";
  llvm::interleaveComma(params, printer, [&](NamedAttribute param) {
    printer << param.getName().getValue() << " = ";
    printPlainValue(printer, param.getValue());
  });
  printer << "}>";
}

Attribute AMDMfmaEncodingAttr::parse(AsmParser &parser, Type) {
  return parseOpaqueEncoding<AMDMfmaEncodingAttr>(parser, verifyMfmaParams);
}
void AMDMfmaEncodingAttr::print(AsmPrinter &printer) const {
  printOpaqueEncoding(printer, getParams());
}
Attribute AMDWmmaEncodingAttr::parse(AsmParser &parser, Type) {
  return parseOpaqueEncoding<AMDWmmaEncodingAttr>(parser, verifyWmmaParams);
}
void AMDWmmaEncodingAttr::print(AsmPrinter &printer) const {
  printOpaqueEncoding(printer, getParams());
}
Attribute AMDRotatingSharedEncodingAttr::parse(AsmParser &parser, Type) {
  return parseOpaqueEncoding<AMDRotatingSharedEncodingAttr>(parser);
}
void AMDRotatingSharedEncodingAttr::print(AsmPrinter &printer) const {
  printOpaqueEncoding(printer, getParams());
}
