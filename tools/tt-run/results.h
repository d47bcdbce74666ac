/* tt-run: what happens to the tensors after the launch (or, with --dry-run,
 * to the host buffers as built): --print, --out and --expect. */
#ifndef TT_RUN_RESULTS_H
#define TT_RUN_RESULTS_H

#include <stdio.h>

#include "plan.h"

void results_print(const Plan *p, FILE *f);
/* Writes every --out file, all or none. */
int results_write(const Plan *p, TtErr *e);
/* Reports every --expect; returns the number that mismatched. */
int results_compare(const Plan *p, FILE *f);

#endif
