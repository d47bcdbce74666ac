/* tt-aot --link: reads the headers tt-aot wrote for launchers (their
 * "tt-aot-..." lines), groups them by kernel and by algorithm (constexprs,
 * num_warps, num_stages), and writes the dispatchers Triton's link.py
 * writes: per algorithm, the most specialized launcher whose hints the
 * arguments meet; per kernel, a choice of algorithm by algo_id. */
#ifndef TT_AOT_LINK_H
#define TT_AOT_LINK_H

#include "error.h"
#include "text.h"

/* Writes the dispatchers' header into h and their source (which includes
 * the header by the name header_name) into c. */
int link_headers(const char *const *paths, int npaths,
                 const char *header_name, Text *h, Text *c, TtErr *e);

#endif
