/* tt-run-fuzzer: tt-run's readers of untrusted input, without a GPU.
 *
 * The first byte chooses the reader, the rest is its input:
 *   0  the JSON parser (json_parse)
 *   1  kernel metadata (meta_load: JSON plus Triton's fields)
 *   2  .npy files (npy_read, any dtype)
 *   3  .npy files read as a given dtype (the second byte chooses it)
 *   4  the command line (args_parse; arguments separated by NUL or newline)
 * Each must answer with 0, or with -1 and a message; anything else (a
 * crash, a sanitizer report, -1 without a message) is a bug. Files are handed over as /proc/self/fd paths of
 * in-memory files, so nothing touches the disk. */
#define _GNU_SOURCE
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "args.h"
#include "json.h"
#include "meta.h"
#include "npy.h"

enum { MAX_ARGS = 64 };

/* An in-memory file holding data; its path goes to path. -1 on failure. */
static int memory_file(const uint8_t *data, size_t size, char *path, size_t n) {
  int fd = memfd_create("tt-run-fuzz", 0);
  if (fd < 0)
    return -1;
  if (size && write(fd, data, size) != (ssize_t)size) {
    close(fd);
    return -1;
  }
  snprintf(path, n, "/proc/self/fd/%d", fd);
  return fd;
}

/* A message means the reader refused the input; there must be one. */
static void expect_message(int rc, const TtErr *e, const char *reader) {
  if (rc != 0 && e->msg[0] == '\0') {
    fprintf(stderr, "tt-fuzz bug: %s failed without a message\n", reader);
    abort();
  }
}

static void fuzz_json(const uint8_t *data, size_t size) {
  JsonValue v;
  TtErr e = {{0}};
  int rc = json_parse((const char *)data, size, "fuzz.json", &v, &e);
  expect_message(rc, &e, "json_parse");
  if (rc == 0)
    json_free(&v);
}

static void fuzz_meta(const uint8_t *data, size_t size) {
  char path[64];
  int fd = memory_file(data, size, path, sizeof path);
  if (fd < 0)
    return;
  KernelMeta m;
  TtErr e = {{0}};
  expect_message(meta_load(path, &m, &e), &e, "meta_load");
  meta_free(&m);
  close(fd);
}

static void fuzz_npy(const uint8_t *data, size_t size, const TtDType *want) {
  char path[64];
  int fd = memory_file(data, size, path, sizeof path);
  if (fd < 0)
    return;
  HostTensor t;
  memset(&t, 0, sizeof t);
  TtErr e = {{0}};
  int rc = npy_read(path, want, &t, &e);
  expect_message(rc, &e, "npy_read");
  if (rc == 0)
    tensor_free(&t);
  close(fd);
}

static void fuzz_args(const uint8_t *data, size_t size) {
  char *text = malloc(size + 1);
  if (!text)
    return;
  memcpy(text, data, size);
  text[size] = '\0';
  static char program[] = "tt-run";
  char *argv[MAX_ARGS + 2] = {program};
  int argc = 1;
  for (char *p = text; argc <= MAX_ARGS && p <= text + size; ++argc) {
    argv[argc] = p;
    p += strcspn(p, "\n") + 1;
    p[-1] = '\0';
  }
  argv[argc] = NULL;
  Options o;
  TtErr e = {{0}};
  expect_message(args_parse(argc, argv, &o, &e), &e, "args_parse");
  args_free(&o);
  free(text);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size == 0)
    return 0;
  const uint8_t *rest = data + 1;
  size_t n = size - 1;
  switch (data[0] % 5) {
  case 0:
    fuzz_json(rest, n);
    break;
  case 1:
    fuzz_meta(rest, n);
    break;
  case 2:
    fuzz_npy(rest, n, NULL);
    break;
  case 3:
    if (n > 0) {
      TtDType want = (TtDType)(rest[0] % TT_DTYPE_COUNT);
      fuzz_npy(rest + 1, n - 1, &want);
    }
    break;
  default:
    fuzz_args(rest, n);
    break;
  }
  return 0;
}
