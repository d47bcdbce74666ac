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
  printf("bench %s: %ld launches after %ld warmup, %ld buffer set%s%s\n",
         p->kernel_name, o->bench, o->warmup, o->rotate,
         o->rotate == 1 ? "" : "s", o->flush_l2 ? ", L2 flushed" : "");
  printf("  time per launch: min %.4f ms, median %.4f ms, max %.4f ms\n",
         t->min_ms, t->median_ms, t->max_ms);
  double s = t->median_ms * 1e-3;
  if (p->bytes_per_launch > 0)
    printf("  bandwidth: %.1f GB/s (%.0f bytes per launch)\n",
           p->bytes_per_launch / s / 1e9, p->bytes_per_launch);
  if (o->flops > 0)
    printf("  compute: %.2f TFLOP/s (%.0f flops per launch)\n",
           o->flops / s / 1e12, o->flops);
}

/* Launches (once, then --bench times), leaving outputs in the host buffers. */
static int run_on_gpu(Plan *p, const Options *o, TtErr *e) {
  Gpu g;
  BenchTimes t;
  int rc = gpu_prepare(&g, p, (int)o->rotate, e);
  if (rc == 0)
    rc = gpu_run_once(&g, p, e);
  if (rc == 0 && o->bench > 0)
    rc = gpu_bench(&g, p, o->bench, o->warmup, o->flush_l2, &t, e);
  gpu_close(&g);
  if (rc == 0 && o->bench > 0)
    report_bench(p, o, &t);
  return rc;
}

static int run(const Options *o, int *mismatches, TtErr *e) {
  Plan p;
  int rc = plan_build(o, &p, e);
  if (rc == 0 && (o->dry_run || o->verbose))
    plan_print(&p, stdout);
  if (rc == 0 && o->dry_run)
    printf("dry run: not launched%s\n",
           o->bench > 0 ? ", not timed" : "");
  if (rc == 0 && !o->dry_run)
    rc = run_on_gpu(&p, o, e);
  if (rc == 0) {
    results_print(&p, stdout);
    rc = results_write(&p, e);
  }
  if (rc == 0)
    *mismatches = results_compare(&p, stdout);
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
