/* tt-run: run a compiled GPU kernel, check its results and time it, without
 * writing a host program. See README.md beside this file. */
#include <stdio.h>
#include <stdlib.h>

#include "args.h"
#include "gpu.h"
#include "plan.h"
#include "results.h"

static void report_bench(const Plan *p, const Options *o,
                         const BenchTimes *t) {
  printf("bench %s: %ld launches after %ld warmup, %ld buffer set%s%s", p->kernel_name,
         o->bench, o->warmup, o->rotate, o->rotate == 1 ? "" : "s",
         o->flush_l2 ? ", L2 flushed" : "");
  if (o->rounds > 1)
    printf(", %ld rounds", o->rounds);
  printf("\n  time per launch: min %.4f ms, median %.4f ms, max %.4f ms\n",
         t->min_ms, t->median_ms, t->max_ms);
  double s = t->median_ms * 1e-3;
  if (p->bytes_per_launch > 0)
    printf("  bandwidth: %.1f GB/s (%.0f bytes per launch)\n",
           p->bytes_per_launch / s / 1e9, p->bytes_per_launch);
  if (o->flops > 0)
    printf("  compute: %.2f TFLOP/s (%.0f flops per launch)\n",
           o->flops / s / 1e12, o->flops);
}

static void report_compare(const Plan *q, const BenchTimes *t,
                           const BenchTimes *u) {
  printf("compare %s (%s): min %.4f ms, median %.4f ms, max %.4f ms\n",
         q->kernel_path, q->kernel_name, u->min_ms, u->median_ms, u->max_ms);
  printf("  ratio (first / compared, medians): %.3f\n",
         t->median_ms / u->median_ms);
}

/* --compare's kernel: the same launch and arguments as the first, its own
 * metadata, nothing read back or checked. */
static Options compare_options(const Options *o) {
  Options c = *o;
  c.kernel_path = o->compare_path;
  c.json_path = NULL;
  c.kernel_name = NULL;
  c.nouts = c.nprints = c.nexpects = 0;
  c.poison = 0;
  return c;
}

static int cmp_times(const void *a, const void *b) {
  double x = ((const BenchTimes *)a)->median_ms;
  double y = ((const BenchTimes *)b)->median_ms;
  return (x > y) - (x < y);
}

/* Rounds of one kernel as one: the median of the medians, the extremes. */
static BenchTimes combine_rounds(BenchTimes *rounds, long n) {
  BenchTimes all = rounds[0];
  for (long r = 1; r < n; r++) {
    all.min_ms = rounds[r].min_ms < all.min_ms ? rounds[r].min_ms : all.min_ms;
    all.max_ms = rounds[r].max_ms > all.max_ms ? rounds[r].max_ms : all.max_ms;
  }
  qsort(rounds, (size_t)n, sizeof *rounds, cmp_times);
  all.median_ms = n % 2 ? rounds[n / 2].median_ms
                        : (rounds[n / 2 - 1].median_ms + rounds[n / 2].median_ms) / 2;
  return all;
}

/* --rounds rounds of --bench launches of `p` and (if given) `q`, which
 * goes second in even rounds and first in odd ones: both see the same
 * clocks and neighbours, and neither always follows the other. */
static int bench_rounds(Gpu *g, const Plan *p, Gpu *h, const Plan *q,
                        const Options *o, BenchTimes *t, BenchTimes *u,
                        TtErr *e) {
  BenchTimes *ours = calloc((size_t)o->rounds, sizeof *ours);
  BenchTimes *theirs = calloc((size_t)o->rounds, sizeof *theirs);
  int rc = ours && theirs ? 0 : tt_fail(e, "out of memory");
  for (long r = 0; rc == 0 && r < o->rounds; r++) {
    if (q && r % 2)
      rc = gpu_bench(h, q, o->bench, o->warmup, o->flush_l2, &theirs[r], e);
    if (rc == 0)
      rc = gpu_bench(g, p, o->bench, o->warmup, o->flush_l2, &ours[r], e);
    if (rc == 0 && q && r % 2 == 0)
      rc = gpu_bench(h, q, o->bench, o->warmup, o->flush_l2, &theirs[r], e);
  }
  if (rc == 0) {
    *t = combine_rounds(ours, o->rounds);
    if (q)
      *u = combine_rounds(theirs, o->rounds);
  }
  free(ours);
  free(theirs);
  return rc;
}

/* Launches (once, then --bench times), leaving outputs in the host buffers;
 * `q`, if not NULL, is --compare's kernel, launched (after the outputs are
 * read back) and timed beside, on the same device buffers. */
static int run_on_gpu(Plan *p, Plan *q, const Options *o, TtErr *e) {
  Gpu g, h;
  BenchTimes t = {0}, u = {0};
  int have_h = 0;
  int rc = gpu_prepare(&g, p, (int)o->rotate, e);
  if (rc == 0)
    rc = gpu_run_once(&g, p, e);
  if (rc == 0 && q) {
    have_h = 1;
    rc = gpu_prepare_beside(&h, q, &g, e);
    if (rc == 0)
      rc = gpu_run_once(&h, q, e);
  }
  if (rc == 0 && o->bench > 0)
    rc = bench_rounds(&g, p, &h, q, o, &t, &u, e);
  if (have_h)
    gpu_close(&h);
  gpu_close(&g);
  if (rc == 0 && o->bench > 0)
    report_bench(p, o, &t);
  if (rc == 0 && q && o->bench > 0)
    report_compare(q, &t, &u);
  return rc;
}

static int run(const Options *o, int *mismatches, TtErr *e) {
  Plan p, q;
  Options c;
  int tried_q = 0, have_q = 0;
  int rc = plan_build(o, &p, e);
  if (rc == 0 && o->compare_path) {
    c = compare_options(o);
    tried_q = 1;
    rc = plan_build(&c, &q, e);
    if (rc)
      tt_err_prefix(e, "--compare %s", o->compare_path);
    have_q = rc == 0;
  }
  if (rc == 0 && (o->dry_run || o->verbose)) {
    plan_print(&p, stdout);
    if (have_q)
      plan_print(&q, stdout);
  }
  if (rc == 0 && o->dry_run)
    printf("dry run: not launched%s\n",
           o->bench > 0 ? ", not timed" : "");
  if (rc == 0 && !o->dry_run)
    rc = run_on_gpu(&p, have_q ? &q : NULL, o, e);
  if (rc == 0) {
    results_print(&p, stdout);
    rc = results_write(&p, e);
  }
  if (rc == 0)
    *mismatches = results_compare(&p, stdout);
  if (tried_q)
    plan_free(&q);
  plan_free(&p);
  return rc;
}

int main(int argc, char **argv) {
  Options o;
  TtErr e = {{0}};
  int mismatches = 0, rc;
  if (args_parse(argc, argv, &o, &e)) {
    fprintf(stderr, "tt-run: error: %s\n", e.msg);
    args_free(&o);
    return 1;
  }
  if (o.help) {
    args_usage(stdout);
    rc = 0;
  } else if (o.list_devices) {
    rc = gpu_list_devices(stdout, &e);
  } else {
    rc = run(&o, &mismatches, &e);
  }
  args_free(&o);
  fflush(stdout);
  if (rc) {
    fprintf(stderr, "tt-run: error: %s\n", e.msg);
    return 1;
  }
  if (mismatches) {
    fprintf(stderr, "tt-run: %d --expect check%s failed\n", mismatches,
            mismatches == 1 ? "" : "s");
    return 1;
  }
  return 0;
}
