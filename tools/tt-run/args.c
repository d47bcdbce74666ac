#define _POSIX_C_SOURCE 200809L
#include "args.h"

#include <ctype.h>
#include <stddef.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void args_usage(FILE *f) {
  fputs(
"usage: tt-run KERNEL.cubin|KERNEL.ptx --grid X[,Y[,Z]] --arg SPEC... [options]\n"
"       tt-run --list-devices\n"
"\n"
"Runs one compiled GPU kernel through the CUDA driver. Metadata comes from\n"
"KERNEL.json beside the binary (Triton's fields: name, num_warps, shared; and\n"
"optionally \"args\": [{\"name\": \"x_ptr\", \"type\": \"*fp32\"}, ...]).\n"
"\n"
"kernel:\n"
"  --json PATH          metadata file (default: KERNEL.json if it exists)\n"
"  --kernel NAME        entry point (default: metadata 'name', else file stem)\n"
"  --num-warps N        threads per block / 32 (default: metadata, else 4)\n"
"  --shared BYTES       dynamic shared memory (default: metadata, else 0)\n"
"  --scratch-params N   trailing null pointers the ABI adds (default 2:\n"
"                       Triton 3.6's global and profile scratch)\n"
"  --grid X[,Y[,Z]]     number of programs (blocks)\n"
"  --device I           GPU ordinal (default 0)\n"
"arguments, in kernel order (one --arg each):\n"
"  --arg DTYPE[D0,D1..]=INIT  tensor; INIT is rand, randn, iota, zeros, ones,\n"
"                       fill:V or @file.npy; a dim may name an integer scalar\n"
"                       argument from the metadata (f32[n]=rand)\n"
"  --arg @file.npy      tensor with dtype and shape from the file\n"
"  --arg DTYPE=VALUE    scalar, e.g. i32=1024, f32=0.5\n"
"  --arg null           null pointer\n"
"  --arg desc:DTYPE[D0,D1..][/[B0,B1..]]=INIT  tensor passed through a host\n"
"                       TMA descriptor (Triton's TensorDescriptor): the\n"
"                       kernel gets the CUtensorMap, shape and strides; the\n"
"                       block shape, if given, must match the metadata's\n"
"  --arg desc:@file.npy the same, dtype and shape from the file\n"
"  DTYPE: bf16 f16 f32 f64 i1 i8 i16 i32 i64 u8 u16 u32 u64 fp8e4m3 fp8e5m2\n"
"  --seed N             seed for rand/randn (default 0)\n"
"results (REF: argument index from 0, or its metadata name):\n"
"  --out REF=@file.npy  write the tensor after the launch\n"
"  --print REF[:COUNT]  print the first COUNT elements (default 16)\n"
"  --expect REF=@file.npy  compare; exit 1 on mismatch\n"
"  --atol A --rtol R    |got-ref| <= A + R*|ref| (default per dtype)\n"
"  --poison[=REF,...]   before the launch, fill the --expect tensors (or the\n"
"                       ones listed) with NaN (floats) or 0xFF bytes\n"
"timing:\n"
"  --bench N            time N launches with CUDA events (min/median/max)\n"
"  --warmup W           untimed launches first (default 10)\n"
"  --rotate K           cycle K copies of every tensor between launches\n"
"  --flush-l2           clear L2 (256 MiB memset) before each timed launch\n"
"  --rounds R           time R rounds of N launches (default 1); the medians\n"
"                       are over the rounds' medians\n"
"  --compare KERNEL2    time KERNEL2 too (its own metadata, KERNEL2.json),\n"
"                       launched as the first kernel is, a round of each in\n"
"                       turn; prints both medians and their ratio\n"
"  --bytes B            bytes moved per launch for GB/s (default: all tensors)\n"
"  --flops F            flops per launch, to report TFLOP/s\n"
"other:\n"
"  --dry-run            everything but the GPU: build inputs, write --out\n"
"                       from host buffers, print the launch\n"
"  --list-devices       list GPUs\n"
"  -v, --verbose        print the launch before running it\n"
"  -h, --help\n",
      f);
}

static int parse_long(const char *opt, const char *text, long min, long max,
                      long *out, TtErr *e) {
  char *end;
  errno = 0;
  long v = strtol(text, &end, 10);
  if (end == text || *end || errno == ERANGE || v < min || v > max)
    return tt_fail(e, "%s '%s': expected an integer in %ld..%ld", opt, text,
                   min, max);
  *out = v;
  return 0;
}

static int parse_double(const char *opt, const char *text, double *out,
                        TtErr *e) {
  char *end;
  double v = strtod(text, &end);
  if (end == text || *end || !(v >= 0))
    return tt_fail(e, "%s '%s': expected a non-negative number", opt, text);
  *out = v;
  return 0;
}

static int parse_grid(const char *text, unsigned grid[3], TtErr *e) {
  /* Hardware limits: x < 2^31, y and z < 2^16. */
  static const long limit[3] = {2147483647L, 65535, 65535};
  const char *p = text;
  grid[0] = grid[1] = grid[2] = 1;
  for (int i = 0; i < 3; i++) {
    char *end;
    errno = 0;
    long v = strtol(p, &end, 10);
    if (end == p || !isdigit((unsigned char)*p) || errno == ERANGE || v < 1 ||
        v > limit[i] || (*end && *end != ','))
      return tt_fail(e, "--grid '%s': expected X[,Y[,Z]] with positive "
                     "integers (X < 2^31, Y and Z < 65536)", text);
    grid[i] = (unsigned)v;
    if (!*end)
      return 0;
    p = end + 1;
  }
  return tt_fail(e, "--grid '%s': at most 3 dimensions", text);
}

static int parse_dims(const char *text, const char *p, const char *close,
                      ArgSpec *a, TtErr *e) {
  a->ndim = 0;
  while (p < close) {
    const char *comma = memchr(p, ',', (size_t)(close - p));
    const char *stop = comma ? comma : close;
    while (p < stop && *p == ' ')
      p++;
    size_t len = (size_t)(stop - p);
    while (len && p[len - 1] == ' ')
      len--;
    if (a->ndim == TT_MAX_DIMS)
      return tt_fail(e, "--arg '%s': more than %d dimensions", text,
                     TT_MAX_DIMS);
    int i = a->ndim++;
    if (len && isdigit((unsigned char)*p)) {
      char *end;
      errno = 0;
      long long v = strtoll(p, &end, 10);
      if (end != p + len || v < 1 || errno == ERANGE)
        return tt_fail(e, "--arg '%s': dimension '%.*s' must be a positive "
                       "integer", text, (int)len, p);
      a->dims[i] = v;
    } else if (len && len < sizeof a->dim_names[i] &&
               (isalpha((unsigned char)*p) || *p == '_')) {
      for (size_t k = 0; k < len; k++)
        if (!isalnum((unsigned char)p[k]) && p[k] != '_')
          return tt_fail(e, "--arg '%s': malformed dimension '%.*s'", text,
                         (int)len, p);
      memcpy(a->dim_names[i], p, len);
      a->dim_names[i][len] = '\0';
    } else {
      return tt_fail(e, "--arg '%s': malformed shape: expected positive "
                     "integers or argument names separated by ','", text);
    }
    p = comma ? comma + 1 : close;
    if (comma && p == close)
      return tt_fail(e, "--arg '%s': malformed shape: trailing ','", text);
  }
  return 0;
}

static int parse_init(const char *text, const char *init, ArgSpec *a,
                      TtErr *e) {
  static const struct { const char *name; InitKind kind; } kinds[] = {
      {"rand", INIT_RAND}, {"randn", INIT_RANDN}, {"iota", INIT_IOTA},
      {"zeros", INIT_ZEROS}, {"ones", INIT_ONES}};
  for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
    if (!strcmp(init, kinds[i].name)) {
      a->init = kinds[i].kind;
      return 0;
    }
  if (!strncmp(init, "fill:", 5) && init[5]) {
    a->init = INIT_FILL;
    a->init_text = init + 5;
    return 0;
  }
  if (init[0] == '@' && init[1]) {
    a->init = INIT_NPY;
    a->init_text = init + 1;
    return 0;
  }
  return tt_fail(e, "--arg '%s': unknown initializer '%s' (expected rand, "
                 "randn, iota, zeros, ones, fill:V or @file.npy)", text, init);
}

/* The length of the dtype name `spec` starts with. */
static size_t dtype_name_length(const char *spec) {
  size_t n = 0;
  while (isalnum((unsigned char)spec[n]))
    n++;
  return n;
}

/* The first `n` characters of `spec` (within --arg `text`) as the dtype. */
static int parse_dtype_name(const char *text, const char *spec, size_t n,
                            ArgSpec *a, TtErr *e) {
  if (tt_dtype_parse(spec, n, &a->dtype))
    return tt_fail(e, "--arg '%s': unknown dtype '%.*s' (expected %s)", text,
                   (int)n, spec, tt_dtype_names());
  a->dtype_given = 1;
  return 0;
}

/* "[B0,B1,...]": a descriptor's block, positive integers only. */
static int parse_block(const char *text, const char *p, const char **after,
                       ArgSpec *a, TtErr *e) {
  const char *close = *p == '[' ? strchr(p, ']') : NULL;
  if (!close)
    return tt_fail(e, "--arg '%s': expected the block shape as /[B0,B1,...] "
                   "after the dims", text);
  ArgSpec block;
  memset(&block, 0, sizeof block);
  if (parse_dims(text, p + 1, close, &block, e))
    return -1;
  for (int i = 0; i < block.ndim; i++)
    if (block.dim_names[i][0] || block.dims[i] > 256)
      return tt_fail(e, "--arg '%s': block dimensions are integers, at most "
                     "256 (a TMA box)", text);
  if (block.ndim == 0)
    return tt_fail(e, "--arg '%s': empty block shape", text);
  a->block_ndim = block.ndim;
  memcpy(a->block, block.dims, sizeof a->block);
  *after = close + 1;
  return 0;
}

/* desc:DTYPE[DIMS][/[BLOCK]]=INIT or desc:@file.npy[/[BLOCK]] */
static int parse_desc(const char *text, const char *spec, ArgSpec *a,
                      TtErr *e) {
  a->is_desc = 1;
  a->kind = ARG_TENSOR;
  if (spec[0] == '@') {
    const char *slash = strstr(spec, "/[");
    a->ndim = -1;
    if (slash) {
      const char *after;
      if (parse_block(text, slash + 1, &after, a, e))
        return -1;
      if (*after)
        return tt_fail(e, "--arg '%s': unexpected '%s' after the block",
                       text, after);
      /* The path ends where the block starts. */
      a->owned_path = strndup(spec + 1, (size_t)(slash - spec - 1));
      if (!a->owned_path)
        return tt_fail(e, "out of memory");
      if (!a->owned_path[0])
        return tt_fail(e, "--arg '%s': expected a path after '@'", text);
      a->init = INIT_NPY;
      a->init_text = a->owned_path;
      return 0;
    }
    return parse_init(text, spec, a, e);
  }
  size_t n = dtype_name_length(spec);
  if (n == 0 || spec[n] != '[')
    return tt_fail(e, "--arg '%s': expected desc:DTYPE[D0,D1,...]=INIT or "
                   "desc:@file.npy", text);
  if (parse_dtype_name(text, spec, n, a, e))
    return -1;
  const char *close = strchr(spec + n, ']');
  if (!close)
    return tt_fail(e, "--arg '%s': expected desc:DTYPE[D0,D1,...]=INIT", text);
  if (parse_dims(text, spec + n + 1, close, a, e))
    return -1;
  const char *rest = close + 1;
  if (rest[0] == '/' && parse_block(text, rest + 1, &rest, a, e))
    return -1;
  if (rest[0] != '=')
    return tt_fail(e, "--arg '%s': expected '=INIT' after the shape", text);
  return parse_init(text, rest + 1, a, e);
}

static int parse_arg(const char *text, ArgSpec *a, TtErr *e) {
  memset(a, 0, sizeof *a);
  a->text = text;
  if (!strncmp(text, "desc:", 5))
    return parse_desc(text, text + 5, a, e);
  if (!strcmp(text, "null")) {
    a->kind = ARG_NULL;
    return 0;
  }
  if (text[0] == '@') {
    a->kind = ARG_TENSOR;
    a->ndim = -1;
    return parse_init(text, text, a, e);
  }
  size_t n = dtype_name_length(text);
  if (n == 0 || (text[n] != '[' && text[n] != '='))
    return tt_fail(e, "--arg '%s': expected DTYPE[DIMS]=INIT, DTYPE=VALUE, "
                   "@file.npy or null", text);
  if (parse_dtype_name(text, text, n, a, e))
    return -1;
  if (text[n] == '=') {
    a->kind = ARG_SCALAR;
    if (tt_dtype_parse_value(a->dtype, text + n + 1, a->scalar, e))
      return tt_err_prefix(e, "--arg '%s'", text);
    return 0;
  }
  const char *close = strchr(text + n, ']');
  if (!close || close[1] != '=')
    return tt_fail(e, "--arg '%s': expected DTYPE[D0,D1,...]=INIT", text);
  a->kind = ARG_TENSOR;
  if (parse_dims(text, text + n + 1, close, a, e))
    return -1;
  return parse_init(text, close + 2, a, e);
}

/* REF=@path (path required) or REF[:count] (path forbidden). */
static int parse_result(const char *opt, const char *text, int want_path,
                        ResultReq *r, TtErr *e) {
  size_t n = strcspn(text, want_path ? "=" : ":");
  memset(r, 0, sizeof *r);
  r->text = text;
  r->count = 16;
  if (n == 0 || n >= sizeof r->ref)
    return tt_fail(e, "%s '%s': expected %s", opt, text,
                   want_path ? "REF=@file.npy" : "REF[:COUNT]");
  memcpy(r->ref, text, n);
  r->ref[n] = '\0';
  if (want_path) {
    if (text[n] != '=' || text[n + 1] != '@' || !text[n + 2])
      return tt_fail(e, "%s '%s': expected REF=@file.npy", opt, text);
    r->path = text + n + 2;
    return 0;
  }
  if (text[n] == ':')
    return parse_long(opt, text + n + 1, 1, 1L << 40, &r->count, e);
  return 0;
}

static int value_of(int argc, char **argv, int *i, const char *opt,
                    const char **val, TtErr *e) {
  const char *a = argv[*i];
  size_t n = strlen(opt);
  if (a[n] == '=') {
    *val = a + n + 1;
    return 0;
  }
  if (*i + 1 >= argc)
    return tt_fail(e, "%s needs a value", opt);
  *val = argv[++*i];
  return 0;
}

/* Matches "--name" or "--name=value". */
static int is_opt(const char *a, const char *opt) {
  size_t n = strlen(opt);
  return !strncmp(a, opt, n) && (a[n] == '\0' || a[n] == '=');
}

static int parse_valued(int argc, char **argv, int *i, Options *o, TtErr *e) {
  const char *a = argv[*i], *v = NULL;
  long l = 0;
#define OPT(name) (is_opt(a, name) && !value_of(argc, argv, i, name, &v, e))
  if (OPT("--json")) { o->json_path = v; return 0; }
  if (OPT("--kernel")) { o->kernel_name = v; return 0; }
  if (OPT("--num-warps"))
    return parse_long("--num-warps", v, 1, 32, &o->num_warps, e);
  if (OPT("--shared"))
    return parse_long("--shared", v, 0, 1L << 30, &o->shared, e);
  if (OPT("--scratch-params")) {
    if (parse_long("--scratch-params", v, 0, 8, &l, e))
      return -1;
    o->scratch_params = (int)l;
    return 0;
  }
  if (OPT("--grid")) { o->have_grid = 1; return parse_grid(v, o->grid, e); }
  if (OPT("--device")) {
    if (parse_long("--device", v, 0, 1024, &l, e))
      return -1;
    o->device = (int)l;
    return 0;
  }
  if (OPT("--arg")) return parse_arg(v, &o->args[o->nargs++], e);
  if (OPT("--seed")) {
    if (parse_long("--seed", v, 0, 0x7fffffffffffffffL, &l, e))
      return -1;
    o->seed = (uint64_t)l;
    return 0;
  }
  if (OPT("--out")) return parse_result("--out", v, 1, &o->outs[o->nouts++], e);
  if (OPT("--expect"))
    return parse_result("--expect", v, 1, &o->expects[o->nexpects++], e);
  if (OPT("--print"))
    return parse_result("--print", v, 0, &o->prints[o->nprints++], e);
  if (OPT("--atol")) return parse_double("--atol", v, &o->atol, e);
  if (is_opt(a, "--poison") && a[8] == '=') {
    o->poison = 1;
    o->poison_refs = a + 9;
    return 0;
  }
  if (OPT("--rtol")) return parse_double("--rtol", v, &o->rtol, e);
  if (OPT("--bench")) return parse_long("--bench", v, 1, 1000000, &o->bench, e);
  if (OPT("--warmup"))
    return parse_long("--warmup", v, 0, 1000000, &o->warmup, e);
  if (OPT("--rotate")) return parse_long("--rotate", v, 1, 1024, &o->rotate, e);
  if (OPT("--rounds")) return parse_long("--rounds", v, 1, 10000, &o->rounds, e);
  if (OPT("--compare")) { o->compare_path = v; return 0; }
  if (OPT("--bytes")) return parse_double("--bytes", v, &o->bytes, e);
  if (OPT("--flops")) return parse_double("--flops", v, &o->flops, e);
#undef OPT
  if (e->msg[0])
    return -1;      /* a known option without its value */
  return tt_fail(e, "unknown option '%s' (see --help)", a);
}

static int parse_one(int argc, char **argv, int *i, Options *o, TtErr *e) {
  const char *a = argv[*i];
  static const struct { const char *name; size_t offset; } flags[] = {
      {"--list-devices", offsetof(Options, list_devices)},
      {"--dry-run", offsetof(Options, dry_run)},
      {"--poison", offsetof(Options, poison)},
      {"--flush-l2", offsetof(Options, flush_l2)},
      {"--verbose", offsetof(Options, verbose)},
      {"-v", offsetof(Options, verbose)},
      {"--help", offsetof(Options, help)},
      {"-h", offsetof(Options, help)}};
  for (size_t k = 0; k < sizeof flags / sizeof flags[0]; k++)
    if (!strcmp(a, flags[k].name)) {
      *(int *)((char *)o + flags[k].offset) = 1;
      return 0;
    }
  if (a[0] != '-' || !a[1]) {
    if (o->kernel_path)
      return tt_fail(e, "more than one kernel file given ('%s' and '%s')",
                     o->kernel_path, a);
    o->kernel_path = a;
    return 0;
  }
  return parse_valued(argc, argv, i, o, e);
}

int args_parse(int argc, char **argv, Options *o, TtErr *e) {
  memset(o, 0, sizeof *o);
  o->num_warps = o->shared = -1;
  o->atol = o->rtol = -1;
  o->bytes = o->flops = -1;
  o->warmup = 10;
  o->rotate = 1;
  o->rounds = 1;
  o->scratch_params = 2;
  e->msg[0] = '\0';
  /* Each repeated option takes at least one argv slot. */
  size_t cap = (size_t)argc + 1;
  o->args = calloc(cap, sizeof *o->args);
  o->outs = calloc(cap, sizeof *o->outs);
  o->prints = calloc(cap, sizeof *o->prints);
  o->expects = calloc(cap, sizeof *o->expects);
  if (!o->args || !o->outs || !o->prints || !o->expects)
    return tt_fail(e, "out of memory");
  for (int i = 1; i < argc; i++)
    if (parse_one(argc, argv, &i, o, e))
      return -1;
  if (o->help || o->list_devices)
    return 0;
  if (!o->kernel_path)
    return tt_fail(e, "no kernel file given (a .cubin or .ptx; see --help)");
  if (!o->have_grid)
    return tt_fail(e, "--grid is required (number of programs, X[,Y[,Z]])");
  if ((o->compare_path || o->rounds > 1) && o->bench == 0)
    return tt_fail(e, "%s needs --bench N", o->compare_path ? "--compare" : "--rounds");
  return 0;
}

void args_free(Options *o) {
  for (int i = 0; o->args && i < o->nargs; i++)
    free(o->args[i].owned_path);
  free(o->args);
  free(o->outs);
  free(o->prints);
  free(o->expects);
}
