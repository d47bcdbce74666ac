/* tt-run: whole-file reads and all-or-nothing writes.
 *
 * Outputs are written to a temporary file beside the target and renamed only
 * once every output is complete, so a failed run leaves no partial files. */
#ifndef TT_RUN_FILE_H
#define TT_RUN_FILE_H

#include <stddef.h>

#include "error.h"

/* Reads all of path into a malloc'd buffer with a NUL appended. */
int tt_read_file(const char *path, char **data, size_t *len, TtErr *e);
int tt_file_exists(const char *path);

typedef struct {
  char *path;   /* final name */
  char *tmp;    /* written, not yet renamed */
} StagedFile;

/* Writes the pieces to a fresh temporary file beside path. */
int tt_stage_file(const char *path, const void *const *parts,
                  const size_t *sizes, int nparts, StagedFile *out, TtErr *e);
int tt_commit_files(StagedFile *files, int n, TtErr *e);
void tt_discard_files(StagedFile *files, int n);

#endif
