#define _POSIX_C_SOURCE 200809L
#include "link.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emit.h"
#include "file.h"
#include "sig.h"

/* One launcher, as its header describes it. */
typedef struct {
  const char *path;
  char *kernel, *launcher, *algo;
  Signature sig;             /* with the names its header lists */
  int hints;                 /* how many arguments it specializes */
} Launcher;

/* One algorithm of a kernel: its launchers, most specialized first. */
typedef struct {
  const char *algo;
  int *launchers;
  int count;
} Algo;

typedef struct {
  const char *name;
  Algo *algos;
  int nalgos;
  Signature args;            /* the arguments (no constexprs), merged names */
  char **names;              /* their C names */
  int has_desc;
} Kernel;

static void free_launchers(Launcher *l, int n) {
  for (int i = 0; i < n; i++) {
    free(l[i].kernel);
    free(l[i].launcher);
    free(l[i].algo);
    sig_free(&l[i].sig);
  }
  free(l);
}

static void free_kernels(Kernel *k, int n) {
  for (int i = 0; i < n; i++) {
    for (int a = 0; a < k[i].nalgos; a++)
      free(k[i].algos[a].launchers);
    free(k[i].algos);
    sig_free_names(k[i].names, k[i].args.count);
    sig_free(&k[i].args);
  }
  free(k);
}

/* ---- reading a header ------------------------------------------------------ */

static const char *const kKeys[] = {"kernel", "launcher", "algo", "signature",
                                    "names"};
enum { KEY_KERNEL, KEY_LAUNCHER, KEY_ALGO, KEY_SIGNATURE, KEY_NAMES, NKEYS };

/* "x_ptr,y_ptr,-" -> the entries' names ("-": unknown). */
static int read_names(Launcher *l, const char *list, const char *where,
                      TtErr *e) {
  int i = 0;
  if (!list[0] && l->sig.count == 0)
    return 0;                 /* a kernel without parameters */
  for (const char *p = list;; i++) {
    size_t n = strcspn(p, ",");
    if (i >= l->sig.count)
      return tt_fail(e, "%s: 'tt-aot-names' lists more names than the "
                     "signature has entries (%d)", where, l->sig.count);
    char *name = strndup(p, n);
    if (!name)
      return tt_fail(e, "out of memory");
    if (strcmp(name, "-") && !sig_is_identifier(name)) {
      tt_fail(e, "%s: 'tt-aot-names': '%s' is not a C identifier", where,
              name);
      free(name);
      return -1;
    }
    if (strcmp(name, "-"))
      l->sig.entries[i].name = name;
    else
      free(name);
    if (!p[n])
      break;
    p += n + 1;
  }
  if (i + 1 != l->sig.count)
    return tt_fail(e, "%s: 'tt-aot-names' lists %d names for %d signature "
                   "entries", where, i + 1, l->sig.count);
  return 0;
}

static int read_header(const char *path, Launcher *l, TtErr *e) {
  char *text, *values[NKEYS] = {0};
  int lines[NKEYS] = {0};
  size_t len;
  l->path = path;
  if (tt_read_file(path, &text, &len, e))
    return -1;
  int line = 1, rc = 0;
  for (char *p = text; *p && rc == 0; line++) {
    char *end = p + strcspn(p, "\n"), *q = p;
    int last = *end == '\0';
    *end = '\0';
    while (*q == ' ' || *q == '*')
      q++;
    for (int k = 0; k < NKEYS && !strncmp(q, "tt-aot-", 7); k++) {
      size_t n = strlen(kKeys[k]);
      if (strncmp(q + 7, kKeys[k], n) || q[7 + n] != ':')
        continue;
      if (values[k])
        rc = tt_fail(e, "%s:%d: a second 'tt-aot-%s' line (the first is on "
                     "line %d)", path, line, kKeys[k], lines[k]);
      values[k] = q + 8 + n + (q[8 + n] == ' ');
      lines[k] = line;
    }
    p = last ? end : end + 1;
  }
  for (int k = 0; k < NKEYS && rc == 0; k++)
    if (!values[k])
      rc = tt_fail(e, "%s: no 'tt-aot-%s' line: not a launcher header "
                   "written by tt-aot", path, kKeys[k]);
  char where[1024];
  for (int k = 0; k < KEY_SIGNATURE && rc == 0; k++) {
    /* The algorithm's name follows "<kernel>_" in a C name. */
    char probe[512];
    snprintf(probe, sizeof probe, "%s%s", k == KEY_ALGO ? "_" : "",
             values[k]);
    if (!sig_is_identifier(probe))
      rc = tt_fail(e, "%s:%d: 'tt-aot-%s' must be a C identifier, not '%s'",
                   path, lines[k], kKeys[k], values[k]);
  }
  if (rc == 0) {
    snprintf(where, sizeof where, "%s:%d: tt-aot-signature", path,
             lines[KEY_SIGNATURE]);
    rc = sig_parse(values[KEY_SIGNATURE], where, &l->sig, e);
  }
  if (rc == 0) {
    snprintf(where, sizeof where, "%s:%d", path, lines[KEY_NAMES]);
    rc = read_names(l, values[KEY_NAMES], where, e);
  }
  if (rc == 0) {
    l->kernel = strdup(values[KEY_KERNEL]);
    l->launcher = strdup(values[KEY_LAUNCHER]);
    l->algo = strdup(values[KEY_ALGO]);
    if (!l->kernel || !l->launcher || !l->algo)
      rc = tt_fail(e, "out of memory");
  }
  for (int i = 0; i < l->sig.count; i++)
    l->hints += l->sig.entries[i].hint != 0;
  free(text);
  return rc;
}

/* ---- grouping ---------------------------------------------------------------- */

/* The argument entries of a launcher's signature: every one but the
 * constexprs. */
static int argument_count(const Signature *s) {
  int n = 0;
  for (int i = 0; i < s->count; i++)
    n += sig_is_argument(&s->entries[i]);
  return n;
}

static const SigEntry *argument(const Signature *s, int j) {
  for (int i = 0; i < s->count; i++)
    if (sig_is_argument(&s->entries[i]) && j-- == 0)
      return &s->entries[i];
  return NULL;
}

static void describe_args(const Signature *s, char *buf, size_t n) {
  size_t used = 0;
  buf[0] = '\0';
  for (int i = 0; i < s->count; i++)
    if (sig_is_argument(&s->entries[i]))
      used += (size_t)snprintf(buf + used, used < n ? n - used : 0, "%s%s",
                               used ? ", " : "",
                               sig_c_type(&s->entries[i]));
}

/* All launchers of a kernel take the same arguments (in C types), as
 * link.py requires; the dispatcher names them after any launcher that
 * knows the name. */
static int merge_arguments(Kernel *k, const Launcher *ls, int nl, TtErr *e) {
  const Launcher *first = NULL;
  for (int i = 0; i < nl; i++) {
    const Launcher *l = &ls[i];
    if (strcmp(l->kernel, k->name))
      continue;
    if (!first) {
      first = l;
      continue;
    }
    int n = argument_count(&first->sig), same = argument_count(&l->sig) == n;
    for (int j = 0; same && j < n; j++)
      same = !strcmp(sig_c_type(argument(&first->sig, j)),
                     sig_c_type(argument(&l->sig, j)));
    if (!same) {
      char a[2048], b[2048];
      describe_args(&first->sig, a, sizeof a);
      describe_args(&l->sig, b, sizeof b);
      return tt_fail(e, "%s: launcher %s of kernel '%s' takes (%s), but %s's "
                     "launcher %s takes (%s)", l->path, l->launcher, k->name,
                     b, first->path, first->launcher, a);
    }
  }
  int n = argument_count(&first->sig);
  k->args.entries = calloc(n ? (size_t)n : 1, sizeof *k->args.entries);
  if (!k->args.entries)
    return tt_fail(e, "out of memory");
  for (int j = 0; j < n; j++) {
    SigEntry *x = &k->args.entries[k->args.count++];
    *x = *argument(&first->sig, j);
    x->text = strdup(x->text);
    x->name = NULL;
    for (int i = 0; i < nl && !x->name; i++) {
      const SigEntry *y = strcmp(ls[i].kernel, k->name)
                              ? NULL : argument(&ls[i].sig, j);
      if (y && y->name)
        x->name = strdup(y->name);
    }
    k->has_desc |= x->kind == SIG_DESC;
  }
  return sig_c_names(&k->args, &k->names, e);
}

/* Most specialized first (stable), as link.py orders them; two launchers
 * with the same hints in one algorithm would make the choice arbitrary. */
static int order_algo(Algo *a, const Launcher *ls, TtErr *e) {
  for (int i = 1; i < a->count; i++)
    for (int j = i; j > 0 && ls[a->launchers[j]].hints >
                                 ls[a->launchers[j - 1]].hints; j--) {
      int t = a->launchers[j];
      a->launchers[j] = a->launchers[j - 1];
      a->launchers[j - 1] = t;
    }
  for (int i = 0; i < a->count; i++)
    for (int j = 0; j < i; j++) {
      const Launcher *x = &ls[a->launchers[i]], *y = &ls[a->launchers[j]];
      int same = 1;
      for (int q = 0; same && q < argument_count(&x->sig); q++)
        same = argument(&x->sig, q)->hint == argument(&y->sig, q)->hint;
      if (!strcmp(x->launcher, y->launcher))
        return tt_fail(e, "%s and %s both declare %s", y->path, x->path,
                       x->launcher);
      if (same)
        return tt_fail(e, "%s and %s specialize algorithm %s_%s for the same "
                       "arguments (%s and %s): link one of them", y->path,
                       x->path, x->kernel, a->algo, y->launcher, x->launcher);
    }
  return 0;
}

static int add_to_algo(Kernel *k, const Launcher *ls, int i, TtErr *e) {
  Algo *a = NULL;
  for (int j = 0; j < k->nalgos && !a; j++)
    if (!strcmp(k->algos[j].algo, ls[i].algo))
      a = &k->algos[j];
  if (!a) {
    a = &k->algos[k->nalgos++];
    a->algo = ls[i].algo;
  }
  int *more = realloc(a->launchers, sizeof *more * (size_t)(a->count + 1));
  if (!more)
    return tt_fail(e, "out of memory");
  a->launchers = more;
  a->launchers[a->count++] = i;
  return 0;
}

static int group(const Launcher *ls, int nl, Kernel **out, int *nout,
                 TtErr *e) {
  Kernel *ks = calloc((size_t)nl, sizeof *ks);
  int nk = 0, rc = ks ? 0 : tt_fail(e, "out of memory");
  for (int i = 0; i < nl && rc == 0; i++) {
    Kernel *k = NULL;
    for (int j = 0; j < nk && !k; j++)
      if (!strcmp(ks[j].name, ls[i].kernel))
        k = &ks[j];
    if (!k) {
      k = &ks[nk++];
      k->name = ls[i].kernel;
      k->algos = calloc((size_t)nl, sizeof *k->algos);
      if (!k->algos || merge_arguments(k, ls, nl, e))
        rc = -1;
    }
    if (rc == 0)
      rc = add_to_algo(k, ls, i, e);
  }
  for (int i = 0; i < nk && rc == 0; i++)
    for (int a = 0; a < ks[i].nalgos && rc == 0; a++)
      rc = order_algo(&ks[i].algos[a], ls, e);
  *out = ks;
  *nout = nk;
  return rc;
}

/* ---- writing ----------------------------------------------------------------- */

static int full_params(const Kernel *k, List *l, int with_types) {
  return list_launch_params(l, &k->args, k->names, with_types, 1);
}

/* "vadd_3f7c1d76_0d1d2d3d (x_ptr 16-byte aligned, n % 16 == 0)" */
static void describe_launcher(const Kernel *k, const Launcher *l, char *buf,
                              size_t n) {
  size_t used = (size_t)snprintf(buf, n, "%s (", l->launcher);
  int conditions = 0;
  for (int j = 0; j < k->args.count; j++) {
    int hint = argument(&l->sig, j)->hint;
    if (!hint)
      continue;
    used += (size_t)snprintf(buf + used, used < n ? n - used : 0,
                             "%s%s %s", conditions++ ? ", " : "",
                             k->names[j], hint == 1 ? "== 1" : "% 16 == 0");
  }
  snprintf(buf + used, used < n ? n - used : 0, "%s)",
           conditions ? "" : "any arguments");
}

static void emit_kernel_decls(Text *t, const Kernel *k, const Launcher *ls) {
  List p = {0}, pa = {0};
  char head[512], about[8192];
  full_params(k, &p, 1);
  full_params(k, &pa, 1);
  list_add(&pa, "int algo_id");
  snprintf(about, sizeof about,
           "Launches algorithm algo_id of %s (below) on gx * gy * gz "
           "programs, through its most specialized launcher whose hints the "
           "arguments meet. Returns CUDA_ERROR_INVALID_VALUE for an algo_id "
           "out of range, or when no launcher of the algorithm takes these "
           "arguments; else the first CUDA error.", k->name);
  emit_comment(t, 0, about);
  snprintf(head, sizeof head, "CUresult %s(", k->name);
  emit_wrapped(t, 0, head, &pa, ");\n");
  text_printf(t, "/* %s with algo_id 0. */\n", k->name);
  snprintf(head, sizeof head, "CUresult %s_default(", k->name);
  emit_wrapped(t, 0, head, &p, ");\n");
  text_printf(t,
"/* The number of algorithms: algo_id is 0 to this minus 1. */\n"
"int %s_get_num_algos(void);\n", k->name);
  snprintf(about, sizeof about,
           "Loads every launcher of %s into the current CUDA context (the "
           "launches do it on first use); unloads them.", k->name);
  emit_comment(t, 0, about);
  text_printf(t, "CUresult load_%s(void);\nCUresult unload_%s(void);\n\n",
              k->name, k->name);
  for (int a = 0; a < k->nalgos; a++) {
    const Algo *al = &k->algos[a];
    size_t used = (size_t)snprintf(about, sizeof about,
                                   "algo_id %d: %s_%s, launching ", a,
                                   k->name, al->algo);
    for (int i = 0; i < al->count; i++) {
      char d[2048];
      describe_launcher(k, &ls[al->launchers[i]], d, sizeof d);
      used += (size_t)snprintf(about + used,
                               used < sizeof about ? sizeof about - used : 0,
                               "%s%s", i == 0 ? "" : i + 1 == al->count
                                                         ? ", else " : ", ",
                               d);
      if (i + 1 == al->count)
        snprintf(about + used, used < sizeof about ? sizeof about - used : 0,
                 ".");
    }
    emit_comment(t, 0, about);
    snprintf(head, sizeof head, "CUresult %s_%s(", k->name, al->algo);
    emit_wrapped(t, 0, head, &p, ");\n");
  }
  list_free(&p);
  list_free(&pa);
}

static void emit_linked_header(Text *t, const Kernel *ks, int nk,
                               const Launcher *ls, int nl,
                               const char *guard) {
  int has_desc = 0;
  char about[4096];
  size_t used = 0;
  for (int i = 0; i < nk; i++) {
    used += (size_t)snprintf(about + used,
                             used < sizeof about ? sizeof about - used : 0,
                             "%s%s", i == 0 ? "" : i + 1 == nk ? " and " : ", ",
                             ks[i].name);
    has_desc |= ks[i].has_desc;
  }
  snprintf(about + used, used < sizeof about ? sizeof about - used : 0,
           ": the dispatchers that choose among %d launcher%s tt-aot wrote "
           "at run time, as Triton's link.py does. Written by tt-aot --link; "
           "do not edit.", nl, nl == 1 ? "" : "s");
  emit_comment(t, 0, about);
  emit_guard(t, guard, 1);
  text_printf(t, "\n#include <cuda.h>\n#include <stdint.h>\n\n");
  if (has_desc) {
    emit_descriptor_type(t);
    text_printf(t, "\n");
  }
  for (int i = 0; i < nk; i++) {
    emit_kernel_decls(t, &ks[i], ls);
    text_printf(t, "\n");
  }
  emit_guard(t, guard, 0);
}

/* The launchers' declarations, as their headers have them. */
static int emit_launcher_decls(Text *t, const Launcher *l, TtErr *e) {
  char **names, head[512];
  List p = {0};
  if (sig_c_names(&l->sig, &names, e))
    return -1;
  int rc = list_launch_params(&p, &l->sig, names, 1, 0);
  snprintf(head, sizeof head, "CUresult %s(", l->launcher);
  emit_wrapped(t, 0, head, &p, ");\n");
  text_printf(t, "CUresult load_%s(void);\nCUresult unload_%s(void);\n",
              l->launcher, l->launcher);
  list_free(&p);
  sig_free_names(names, l->sig.count);
  return rc ? tt_fail(e, "out of memory") : 0;
}

static void emit_algo(Text *t, const Kernel *k, const Algo *a,
                      const Launcher *ls) {
  List p = {0};
  char head[512];
  full_params(k, &p, 1);
  snprintf(head, sizeof head, "CUresult %s_%s(", k->name, a->algo);
  emit_wrapped(t, 0, head, &p, ") {\n");
  list_free(&p);
  for (int i = 0; i < a->count; i++) {
    const Launcher *l = &ls[a->launchers[i]];
    List conds = {0}, args = {0};
    list_add(&args, "stream");
    list_add(&args, "gx");
    list_add(&args, "gy");
    list_add(&args, "gz");
    for (int j = 0; j < k->args.count; j++) {
      const SigEntry *x = argument(&l->sig, j);
      if (x->hint == 16)
        list_add(&conds, "%s %% 16 == 0", k->names[j]);
      else if (x->hint == 1)
        list_add(&conds, "%s == 1", k->names[j]);
      if (sig_is_passed(x))
        list_add(&args, "%s", k->names[j]);
    }
    int indent = 2;
    if (conds.count) {
      emit_joined(t, 2, "if (", &conds, " &&", ")\n");
      indent = 4;
    }
    snprintf(head, sizeof head, "return %s(", l->launcher);
    emit_wrapped(t, indent, head, &args, ");\n");
    /* order_algo put a launcher without conditions last, if any. */
    if (conds.count && i + 1 == a->count)
      text_printf(t, "  return CUDA_ERROR_INVALID_VALUE;   /* no launcher "
                     "takes these arguments */\n");
    list_free(&conds);
    list_free(&args);
  }
  text_printf(t, "}\n\n");
}

static void emit_kernel_defs(Text *t, const Kernel *k, const Launcher *ls) {
  List p = {0}, pa = {0}, args = {0};
  char head[512];
  full_params(k, &p, 1);
  full_params(k, &pa, 1);
  list_add(&pa, "int algo_id");
  full_params(k, &args, 0);
  for (int a = 0; a < k->nalgos; a++)
    emit_algo(t, k, &k->algos[a], ls);
  snprintf(head, sizeof head, "CUresult %s(", k->name);
  emit_wrapped(t, 0, head, &pa, ") {\n");
  text_printf(t, "  switch (algo_id) {\n");
  for (int a = 0; a < k->nalgos; a++) {
    text_printf(t, "  case %d:\n", a);
    snprintf(head, sizeof head, "return %s_%s(", k->name, k->algos[a].algo);
    emit_wrapped(t, 4, head, &args, ");\n");
  }
  text_printf(t, "  default:\n    return CUDA_ERROR_INVALID_VALUE;\n  }\n}\n\n");
  snprintf(head, sizeof head, "CUresult %s_default(", k->name);
  emit_wrapped(t, 0, head, &p, ") {\n");
  list_add(&args, "0");
  snprintf(head, sizeof head, "return %s(", k->name);
  emit_wrapped(t, 2, head, &args, ");\n}\n\n");
  text_printf(t, "int %s_get_num_algos(void) { return %d; }\n\n", k->name,
              k->nalgos);
  int total = 0;
  for (int a = 0; a < k->nalgos; a++)
    total += k->algos[a].count;
  text_printf(t, "CUresult load_%s(void) {\n", k->name);
  for (int a = 0, n = 0; a < k->nalgos; a++)
    for (int i = 0; i < k->algos[a].count; i++, n++)
      text_printf(t, n ? "  if (err == CUDA_SUCCESS)\n    err = load_%s();\n"
                       : "  CUresult err = load_%s();\n",
                  ls[k->algos[a].launchers[i]].launcher);
  text_printf(t, "  if (err != CUDA_SUCCESS)\n    unload_%s();\n"
                 "  return err;\n}\n\n", k->name);
  text_printf(t, "CUresult unload_%s(void) {\n  CUresult errs[%d];\n",
              k->name, total);
  for (int a = 0, n = 0; a < k->nalgos; a++)
    for (int i = 0; i < k->algos[a].count; i++)
      text_printf(t, "  errs[%d] = unload_%s();\n", n++,
                  ls[k->algos[a].launchers[i]].launcher);
  text_printf(t,
"  for (int i = 0; i < %d; i++)\n"
"    if (errs[i] != CUDA_SUCCESS)\n"
"      return errs[i];\n"
"  return CUDA_SUCCESS;\n}\n", total);
  list_free(&p);
  list_free(&pa);
  list_free(&args);
}

static int emit_linked_source(Text *t, const Kernel *ks, int nk,
                              const Launcher *ls, int nl,
                              const char *header_name, TtErr *e) {
  text_printf(t,
"/* The dispatchers over %d launcher%s tt-aot wrote, as Triton's link.py.\n"
" * Written by tt-aot --link; do not edit. */\n"
"#include \"%s\"\n\n"
"/* The launchers, defined in the sources beside their headers:\n", nl,
              nl == 1 ? "" : "s", header_name);
  for (int i = 0; i < nl; i++)
    text_printf(t, " *   %s\n", ls[i].path);
  text_printf(t, " */\n");
  for (int i = 0; i < nl; i++)
    if (emit_launcher_decls(t, &ls[i], e))
      return -1;
  text_printf(t, "\n");
  for (int i = 0; i < nk; i++) {
    emit_kernel_defs(t, &ks[i], ls);
    if (i + 1 < nk)
      text_printf(t, "\n");
  }
  return 0;
}

int link_headers(const char *const *paths, int npaths,
                 const char *header_name, Text *h, Text *c, TtErr *e) {
  Launcher *ls = calloc((size_t)npaths, sizeof *ls);
  Kernel *ks = NULL;
  int nk = 0, rc = ls ? 0 : tt_fail(e, "out of memory");
  for (int i = 0; i < npaths && rc == 0; i++)
    rc = read_header(paths[i], &ls[i], e);
  if (rc == 0)
    rc = group(ls, npaths, &ks, &nk, e);
  if (rc == 0) {
    /* "kernels.h" -> KERNELS_H */
    char guard[512];
    size_t n = strlen(header_name) > 2 ? strlen(header_name) - 2 : 0;
    snprintf(guard, sizeof guard, "%s%.*s",
             header_name[0] >= '0' && header_name[0] <= '9' ? "TT_AOT_" : "",
             (int)n, header_name);
    for (char *p = guard; *p; p++)
      if (!isalnum((unsigned char)*p))
        *p = '_';
    emit_linked_header(h, ks, nk, ls, npaths, guard);
    rc = emit_linked_source(c, ks, nk, ls, npaths, header_name, e);
  }
  free_kernels(ks, nk);
  free_launchers(ls, npaths);
  if (rc)
    return -1;
  return text_check(h, e) || text_check(c, e) ? -1 : 0;
}
