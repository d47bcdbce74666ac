/* tt-aot: ahead-of-time launchers for Triton kernels -- what Triton's
 * compile.py and link.py write, in C, from a cubin and its metadata. See
 * README.md beside this file. */
#define _XOPEN_SOURCE 700
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emit.h"
#include "file.h"
#include "link.h"
#include "options.h"
#include "spec.h"
#include "text.h"

static const char *base_name(const char *path) {
  const char *slash = strrchr(path, '/');
  return slash ? slash + 1 : path;
}

/* Python's Path.with_suffix, as compile.py and link.py name their files:
 * "out/vadd" or "out/vadd.c" + ".h" -> "out/vadd.h". */
static char *with_suffix(const char *path, const char *suffix) {
  const char *base = base_name(path), *dot = strrchr(base, '.');
  size_t stem = dot && dot != base ? (size_t)(dot - path) : strlen(path);
  char *out = malloc(stem + strlen(suffix) + 1);
  if (out) {
    memcpy(out, path, stem);
    strcpy(out + stem, suffix);
  }
  return out;
}

/* Writes both files or neither. */
static int write_pair(const char *h_path, const Text *h, const char *c_path,
                      const Text *c, TtErr *e) {
  StagedFile files[2] = {{0}};
  const void *parts[1];
  size_t sizes[1];
  parts[0] = h->data;
  sizes[0] = h->len;
  if (tt_stage_file(h_path, parts, sizes, 1, &files[0], e))
    return -1;
  parts[0] = c->data;
  sizes[0] = c->len;
  if (tt_stage_file(c_path, parts, sizes, 1, &files[1], e)) {
    tt_discard_files(files, 1);
    return -1;
  }
  return tt_commit_files(files, 2, e);
}

/* One compiled kernel -> PATH.<hash>_<suffix>.h and .c. */
static int write_launcher(const Options *o, TtErr *e) {
  Spec s;
  Text h = {0}, c = {0};
  char *h_path = NULL, *c_path = NULL;
  int rc = spec_load(o, &s, e);
  if (rc == 0) {
    const char *stem = o->out_path ? o->out_path : s.name;
    size_t n = strlen(s.file_tag) + 4;
    char *suffix = malloc(n);
    if (suffix) {
      snprintf(suffix, n, ".%s.h", s.file_tag);
      h_path = with_suffix(stem, suffix);
      snprintf(suffix, n, ".%s.c", s.file_tag);
      c_path = with_suffix(stem, suffix);
    }
    free(suffix);
    rc = h_path && c_path ? 0 : tt_fail(e, "out of memory");
  }
  if (rc == 0)
    rc = emit_launcher(&s, base_name(h_path), &h, &c, e);
  if (rc == 0)
    rc = write_pair(h_path, &h, c_path, &c, e);
  free(h_path);
  free(c_path);
  text_free(&h);
  text_free(&c);
  spec_free(&s);
  return rc;
}

/* The output must not replace one of the headers it reads. */
static int check_not_input(const Options *o, const char *path, TtErr *e) {
  char out[PATH_MAX], in[PATH_MAX];
  if (!realpath(path, out))
    return 0;
  for (int i = 0; i < o->ninputs; i++)
    if (realpath(o->inputs[i], in) && !strcmp(in, out))
      return tt_fail(e, "-o %s would overwrite the input %s", o->out_path,
                     o->inputs[i]);
  return 0;
}

/* Launcher headers -> PATH.h and PATH.c with the dispatchers. */
static int write_dispatcher(const Options *o, TtErr *e) {
  Text h = {0}, c = {0};
  char *h_path = with_suffix(o->out_path, ".h");
  char *c_path = with_suffix(o->out_path, ".c");
  int rc = h_path && c_path ? 0 : tt_fail(e, "out of memory");
  if (rc == 0)
    rc = check_not_input(o, h_path, e) || check_not_input(o, c_path, e);
  if (rc == 0)
    rc = link_headers(o->inputs, o->ninputs, base_name(h_path), &h, &c, e);
  if (rc == 0)
    rc = write_pair(h_path, &h, c_path, &c, e);
  free(h_path);
  free(c_path);
  text_free(&h);
  text_free(&c);
  return rc;
}

int main(int argc, char **argv) {
  Options o;
  TtErr e = {{0}};
  int rc = options_parse(argc, argv, &o, &e);
  if (rc == 0 && o.mode == MODE_HELP)
    options_usage(stdout);
  else if (rc == 0 && o.mode == MODE_LINK)
    rc = write_dispatcher(&o, &e);
  else if (rc == 0)
    rc = write_launcher(&o, &e);
  options_free(&o);
  if (rc) {
    fprintf(stderr, "tt-aot: error: %s\n", e.msg);
    return 1;
  }
  return 0;
}
