/* Replays fuzz inputs without libFuzzer: the regression half of fuzzing.
 *
 * In a normal build every fuzz target links this file instead of libFuzzer.
 * Each argument is an input file or a folder of them (read in name order);
 * the target runs once per input, as libFuzzer's `-runs=0 DIR` would, and a
 * crash, abort or sanitizer report ends the process. `make check` replays
 * the seed corpora and every recorded crash this way.
 *
 *   -mutate=SEED:N FILE   print N mutants of FILE made by the target's
 *                         custom mutator (lit tests of the mutators)
 */
#include <dirent.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerInitialize(int *argc, char ***argv) __attribute__((weak));
size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t max_size,
                               unsigned int seed) __attribute__((weak));

/* libFuzzer's own mutator, which custom mutators fall back on; here a plain
 * byte flip stands in for it, seeded by the caller's deterministic state. */
static unsigned long fallback_state = 1;
size_t LLVMFuzzerMutate(uint8_t *data, size_t size, size_t max_size) {
  (void)max_size;
  if (size == 0)
    return 0;
  fallback_state = fallback_state * 6364136223846793005ul + 1442695040888963407ul;
  data[(fallback_state >> 33) % size] ^= (uint8_t)(1u << ((fallback_state >> 20) % 8));
  return size;
}

static int fail(const char *what, const char *path) {
  fprintf(stderr, "fuzz replay: %s: %s\n", path, what);
  return -1;
}

static int read_file(const char *path, uint8_t **data, size_t *size) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return fail("cannot open", path);
  size_t cap = 4096, len = 0;
  uint8_t *buf = malloc(cap);
  size_t got;
  while (buf && (got = fread(buf + len, 1, cap - len, f)) > 0) {
    len += got;
    if (len == cap) {
      uint8_t *bigger = realloc(buf, cap *= 2);
      if (!bigger)
        free(buf);
      buf = bigger;
    }
  }
  int bad = ferror(f) || !buf;
  fclose(f);
  if (bad) {
    free(buf);
    return fail("cannot read", path);
  }
  *data = buf;
  *size = len;
  return 0;
}

static int run_file(const char *path) {
  uint8_t *data;
  size_t size;
  if (read_file(path, &data, &size))
    return -1;
  /* An exact-size copy, so a read past the end is a sanitizer report. */
  uint8_t *exact = malloc(size ? size : 1);
  memcpy(exact, data, size);
  free(data);
  LLVMFuzzerTestOneInput(exact, size);
  free(exact);
  return 0;
}

static int by_name(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Runs every regular file of dir in name order; returns the count or -1. */
static long run_dir(const char *dir) {
  DIR *d = opendir(dir);
  if (!d)
    return fail("cannot open folder", dir);
  char **names = NULL;
  size_t n = 0, cap = 0;
  struct dirent *ent;
  while ((ent = readdir(d))) {
    if (ent->d_name[0] == '.')
      continue;
    if (n == cap) {
      cap = cap ? cap * 2 : 64;
      names = realloc(names, cap * sizeof *names);
    }
    size_t len = strlen(dir) + strlen(ent->d_name) + 2;
    names[n] = malloc(len);
    snprintf(names[n++], len, "%s/%s", dir, ent->d_name);
  }
  closedir(d);
  qsort(names, n, sizeof *names, by_name);
  long ran = 0;
  for (size_t i = 0; i < n; ++i) {
    struct stat st;
    if (stat(names[i], &st) == 0 && S_ISREG(st.st_mode)) {
      if (run_file(names[i]))
        ran = -1;
      else if (ran >= 0)
        ++ran;
    }
    free(names[i]);
  }
  free(names);
  return ran;
}

/* -mutate=SEED:N FILE: N successive mutants, each followed by a line "----". */
static int print_mutants(const char *spec, const char *path) {
  unsigned seed;
  int count;
  if (sscanf(spec, "%u:%d", &seed, &count) != 2 || count < 0) {
    fprintf(stderr, "fuzz replay: -mutate wants SEED:N, got '%s'\n", spec);
    return 1;
  }
  if (!LLVMFuzzerCustomMutator) {
    fprintf(stderr, "fuzz replay: this target has no custom mutator\n");
    return 1;
  }
  uint8_t *data;
  size_t size;
  if (read_file(path, &data, &size))
    return 1;
  size_t max_size = size * 2 + 4096;
  fallback_state = seed;
  for (int i = 0; i < count; ++i) {
    uint8_t *buf = malloc(max_size);
    memcpy(buf, data, size);
    size_t out = LLVMFuzzerCustomMutator(buf, size, max_size, seed + (unsigned)i);
    fwrite(buf, 1, out, stdout);
    fputs("\n----\n", stdout);
    free(buf);
  }
  free(data);
  return 0;
}

int main(int argc, char **argv) {
  if (LLVMFuzzerInitialize)
    LLVMFuzzerInitialize(&argc, &argv);
  if (argc == 3 && strncmp(argv[1], "-mutate=", 8) == 0)
    return print_mutants(argv[1] + 8, argv[2]);
  if (argc < 2) {
    fprintf(stderr, "usage: %s FILE|DIR... (replays each input once)\n"
                    "       %s -mutate=SEED:N FILE\n", argv[0], argv[0]);
    return 1;
  }
  long total = 0;
  int status = 0;
  for (int i = 1; i < argc; ++i) {
    struct stat st;
    long ran;
    if (stat(argv[i], &st) != 0)
      ran = fail("no such file or folder", argv[i]);
    else if (S_ISDIR(st.st_mode))
      ran = run_dir(argv[i]);
    else
      ran = run_file(argv[i]) ? -1 : 1;
    if (ran < 0)
      status = 1;
    else
      total += ran;
  }
  printf("replayed %ld inputs\n", total);
  return status;
}
