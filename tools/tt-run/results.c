#include "results.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "npy.h"

void results_print(const Plan *p, FILE *f) {
  for (int i = 0; i < p->nprints; i++) {
    const Result *r = &p->prints[i];
    const HostTensor *t = &p->args[r->arg].t;
    size_t esize = tt_dtype_info(t->dtype)->size;
    size_t n = (size_t)r->req->count < t->count ? (size_t)r->req->count
                                                 : t->count;
    char label[128], desc[160], val[64];
    plan_arg_label(p, r->arg, label, sizeof label);
    tensor_describe(t->dtype, t->ndim, t->shape, desc, sizeof desc);
    fprintf(f, "%s %s: [", label, desc);
    for (size_t k = 0; k < n; k++) {
      tt_format_value(t->dtype, t->data + k * esize, val, sizeof val);
      fprintf(f, k ? ", %s" : "%s", val);
    }
    fprintf(f, "%s]\n", n < t->count ? ", ..." : "");
  }
}

int results_write(const Plan *p, TtErr *e) {
  StagedFile *staged = calloc(p->nouts ? (size_t)p->nouts : 1,
                              sizeof *staged);
  if (!staged)
    return tt_fail(e, "out of memory");
  for (int i = 0; i < p->nouts; i++) {
    const Result *r = &p->outs[i];
    if (npy_stage(r->req->path, &p->args[r->arg].t, &staged[i], e)) {
      tt_discard_files(staged, i);
      free(staged);
      return tt_err_prefix(e, "--out '%s'", r->req->text);
    }
  }
  int rc = tt_commit_files(staged, p->nouts, e);
  free(staged);
  return rc;
}

typedef struct {
  double max_abs, max_rel;
  size_t mismatches, first;
} Diff;

/* NaN matches NaN and an infinity matches itself (a reference may hold
 * them on purpose); integers must match exactly. */
static int element_ok(TtDType t, const void *got, const void *ref,
                      double atol, double rtol, Diff *d) {
  if (!tt_dtype_is_float(t))
    return tt_load_int(t, got) == tt_load_int(t, ref) || (t == TT_U64 &&
           !memcmp(got, ref, 8));
  double g = tt_load_double(t, got), x = tt_load_double(t, ref);
  if (isnan(x) || isnan(g))
    return isnan(x) && isnan(g);
  if (isinf(x) || isinf(g))
    return g == x;
  double err = fabs(g - x);
  if (err > d->max_abs)
    d->max_abs = err;
  if (x != 0 && err / fabs(x) > d->max_rel)
    d->max_rel = err / fabs(x);
  return err <= atol + rtol * fabs(x);
}

static Diff compare(const HostTensor *got, const HostTensor *ref, double atol,
                    double rtol) {
  Diff d = {0, 0, 0, 0};
  size_t esize = tt_dtype_info(got->dtype)->size;
  for (size_t k = 0; k < got->count; k++)
    if (!element_ok(got->dtype, got->data + k * esize, ref->data + k * esize,
                    atol, rtol, &d) && d.mismatches++ == 0)
      d.first = k;
  return d;
}

int results_compare(const Plan *p, FILE *f) {
  int failed = 0;
  for (int i = 0; i < p->nexpects; i++) {
    const Result *r = &p->expects[i];
    const HostTensor *t = &p->args[r->arg].t;
    Diff d = compare(t, &r->ref, r->atol, r->rtol);
    char label[128];
    plan_arg_label(p, r->arg, label, sizeof label);
    fprintf(f, "expect %s vs %s: max abs err %.3g, max rel err %.3g, "
            "%zu of %zu mismatched (atol %g, rtol %g): %s\n", label,
            r->req->path, d.max_abs, d.max_rel, d.mismatches, t->count,
            r->atol, r->rtol, d.mismatches ? "FAIL" : "ok");
    if (d.mismatches) {
      size_t esize = tt_dtype_info(t->dtype)->size;
      char idx[256], got[64], want[64];
      tensor_format_index(t, d.first, idx, sizeof idx);
      tt_format_value(t->dtype, t->data + d.first * esize, got, sizeof got);
      tt_format_value(t->dtype, r->ref.data + d.first * esize, want,
                      sizeof want);
      fprintf(f, "  first mismatch at %s (flat %zu): got %s, expected %s\n",
              idx, d.first, got, want);
      failed++;
    }
  }
  return failed;
}
