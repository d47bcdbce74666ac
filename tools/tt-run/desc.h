/* tt-run: host tensor descriptors -- where each descriptor --arg finds its
 * encoding in the metadata, and the CUtensorMap it plans from the tensor. */
#ifndef TT_RUN_DESC_H
#define TT_RUN_DESC_H

#include <stddef.h>

#include "error.h"
#include "meta.h"
#include "plan.h"

/* The rank of the descriptor at m->args[index], the ordinal-th descriptor
 * of the list: from its "block_shape", else its tensordesc_meta entry; 0
 * when neither says. */
int desc_meta_rank(const KernelMeta *m, int index, int ordinal);
/* Checks that the descriptor at m->args[index] of that rank is followed by
 * its shape (i32) and strides (i64), as tt-translate and Triton list them. */
int desc_check_followers(const KernelMeta *m, int index, int rank,
                         TtErr *e);
/* Fills args[i].map from its tensor (built) and desc_meta: a contiguous
 * row-major tensor, its box and swizzle; checks what TMA requires. */
int desc_plan(Plan *p, int i, TtErr *e);
/* "TMA descriptor: block [128, 64], box [64, 128], 128-byte swizzle" */
void desc_describe(const TensorMapPlan *m, char *buf, size_t n);

#endif
