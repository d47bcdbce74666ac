#define _POSIX_C_SOURCE 200809L
#include "file.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int tt_file_exists(const char *path) {
  struct stat st;
  return stat(path, &st) == 0;
}

int tt_read_file(const char *path, char **data, size_t *len, TtErr *e) {
  struct stat st;
  FILE *f = fopen(path, "rb");
  if (!f)
    return tt_fail(e, "%s: cannot open: %s", path, strerror(errno));
  if (fstat(fileno(f), &st) != 0 || !S_ISREG(st.st_mode)) {
    fclose(f);
    return tt_fail(e, "%s: not a regular file", path);
  }
  size_t n = (size_t)st.st_size;
  char *buf = malloc(n + 1);
  if (!buf) {
    fclose(f);
    return tt_fail(e, "%s: out of memory reading %zu bytes", path, n);
  }
  size_t got = fread(buf, 1, n, f);
  int err = ferror(f);
  fclose(f);
  if (got != n || err) {
    free(buf);
    return tt_fail(e, "%s: read error", path);
  }
  buf[n] = '\0';
  *data = buf;
  *len = n;
  return 0;
}

int tt_stage_file(const char *path, const void *const *parts,
                  const size_t *sizes, int nparts, StagedFile *out, TtErr *e) {
  size_t n = strlen(path) + 48;
  char *tmp = malloc(n);
  int fd = -1;
  if (!tmp)
    return tt_fail(e, "%s: out of memory", path);
  /* open(O_EXCL, 0666) rather than mkstemp: the result gets the usual
   * umask-derived mode instead of 0600. */
  for (int i = 0; fd < 0 && i < 100; i++) {
    snprintf(tmp, n, "%s.tmp.%ld.%d", path, (long)getpid(), i);
    fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL, 0666);
    if (fd < 0 && errno != EEXIST)
      break;
  }
  if (fd < 0) {
    int err = errno;
    free(tmp);
    return tt_fail(e, "%s: cannot create: %s", path, strerror(err));
  }
  FILE *f = fdopen(fd, "wb");
  int ok = f != NULL;
  for (int i = 0; ok && i < nparts; i++)
    ok = fwrite(parts[i], 1, sizes[i], f) == sizes[i];
  if (f)
    ok = fclose(f) == 0 && ok;
  else
    close(fd);
  if (!ok) {
    int err = errno;
    unlink(tmp);
    free(tmp);
    return tt_fail(e, "%s: write failed: %s", path, strerror(err));
  }
  out->path = strdup(path);
  out->tmp = tmp;
  return 0;
}

void tt_discard_files(StagedFile *files, int n) {
  for (int i = 0; i < n; i++) {
    if (files[i].tmp)
      unlink(files[i].tmp);
    free(files[i].tmp);
    free(files[i].path);
    files[i].tmp = files[i].path = NULL;
  }
}

int tt_commit_files(StagedFile *files, int n, TtErr *e) {
  for (int i = 0; i < n; i++) {
    if (rename(files[i].tmp, files[i].path) != 0) {
      tt_fail(e, "%s: cannot rename into place: %s", files[i].path,
              strerror(errno));
      tt_discard_files(files + i, n - i);
      return -1;
    }
    free(files[i].tmp);
    files[i].tmp = NULL;
  }
  tt_discard_files(files, n);
  return 0;
}
