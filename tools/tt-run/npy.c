#include "npy.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The header is a Python dict literal, e.g.
 *   {'descr': '<f4', 'fortran_order': False, 'shape': (64, 64), }
 * This reads exactly that subset: string keys, string / True / False /
 * tuple-of-int values. */
typedef struct {
  const char *start, *p, *end, *path;
  char descr[32];
  int have_descr, have_order, have_shape;
  int fortran;
  int ndim;
  int64_t shape[TT_MAX_DIMS];
  TtErr *e;
} Header;

static void skip_space(Header *h) {
  while (h->p < h->end && (*h->p == ' ' || *h->p == '\n' || *h->p == '\t'))
    h->p++;
}

static int hfail(Header *h, const char *what) {
  return tt_fail(h->e, "%s: malformed .npy header at offset %ld: %s", h->path,
                 (long)(h->p - h->start), what);
}

static int expect_char(Header *h, char c) {
  skip_space(h);
  if (h->p >= h->end || *h->p != c) {
    char what[32];
    snprintf(what, sizeof what, "expected '%c'", c);
    return hfail(h, what);
  }
  h->p++;
  return 0;
}

static int read_pystring(Header *h, char *buf, size_t n) {
  skip_space(h);
  if (h->p >= h->end || (*h->p != '\'' && *h->p != '"'))
    return hfail(h, "expected a quoted string");
  char q = *h->p++;
  size_t len = 0;
  while (h->p < h->end && *h->p != q) {
    if (len + 1 < n)
      buf[len++] = *h->p;
    h->p++;
  }
  if (h->p >= h->end)
    return hfail(h, "unterminated string");
  h->p++;
  buf[len] = '\0';
  return 0;
}

static int read_shape(Header *h) {
  if (expect_char(h, '('))
    return -1;
  h->ndim = 0;
  for (;;) {
    skip_space(h);
    if (h->p < h->end && *h->p == ')') {
      h->p++;
      return 0;
    }
    if (h->ndim == TT_MAX_DIMS)
      return tt_fail(h->e, "%s: more than %d dimensions", h->path,
                     TT_MAX_DIMS);
    char *endp;
    long long v = strtoll(h->p, &endp, 10);
    if (endp == h->p || v < 0)
      return hfail(h, "expected a non-negative integer in 'shape'");
    h->p = endp;
    h->shape[h->ndim++] = v;
    skip_space(h);
    if (h->p < h->end && *h->p == ',')
      h->p++;
    else if (h->p >= h->end || *h->p != ')')
      return hfail(h, "expected ',' or ')' in 'shape'");
  }
}

static int read_value(Header *h, const char *key) {
  skip_space(h);
  if (!strcmp(key, "descr")) {
    if (h->p < h->end && *h->p == '[')
      return tt_fail(h->e, "%s: structured dtypes are not supported", h->path);
    h->have_descr = 1;
    return read_pystring(h, h->descr, sizeof h->descr);
  }
  if (!strcmp(key, "fortran_order")) {
    h->have_order = 1;
    if (h->end - h->p >= 4 && !strncmp(h->p, "True", 4)) {
      h->fortran = 1;
      h->p += 4;
      return 0;
    }
    if (h->end - h->p >= 5 && !strncmp(h->p, "False", 5)) {
      h->p += 5;
      return 0;
    }
    return hfail(h, "expected True or False for 'fortran_order'");
  }
  if (!strcmp(key, "shape")) {
    h->have_shape = 1;
    return read_shape(h);
  }
  return tt_fail(h->e, "%s: unexpected key '%s' in the .npy header", h->path,
                 key);
}

static int parse_header(Header *h) {
  if (expect_char(h, '{'))
    return -1;
  for (;;) {
    char key[64];
    skip_space(h);
    if (h->p < h->end && *h->p == '}')
      break;
    if (read_pystring(h, key, sizeof key) || expect_char(h, ':') ||
        read_value(h, key))
      return -1;
    skip_space(h);
    if (h->p < h->end && *h->p == ',')
      h->p++;
    else if (h->p >= h->end || *h->p != '}')
      return hfail(h, "expected ',' or '}'");
  }
  if (!h->have_descr || !h->have_order || !h->have_shape)
    return tt_fail(h->e, "%s: .npy header lacks 'descr', 'fortran_order' or "
                   "'shape'", h->path);
  return 0;
}

static int descr_matches(const char *type, TtDType t) {
  const TtDTypeInfo *d = tt_dtype_info(t);
  return !strcmp(type, d->npy) || (d->npy_alt && !strcmp(type, d->npy_alt));
}

/* Maps the type string to a dtype, checking the byte order. */
static int resolve_dtype(const Header *h, const TtDType *want, TtDType *out,
                         TtErr *e) {
  const char *d = h->descr;
  char order = strchr("<>|=", d[0]) ? d[0] : '=';
  const char *type = strchr("<>|=", d[0]) ? d + 1 : d;
  int one_byte = type[0] && !strcmp(type + 1, "1");
  if (order == '>' && !one_byte)
    return tt_fail(e, "%s: big-endian data ('%s') is not supported; save it "
                   "little-endian, e.g. a.astype(a.dtype.newbyteorder('<'))",
                   h->path, d);
  if (want) {
    if (descr_matches(type, *want)) {
      *out = *want;
      return 0;
    }
    return tt_fail(e, "%s: holds '%s' data, expected %s ('%s%s')", h->path, d,
                   tt_dtype_info(*want)->name, one_byte ? "|" : "<",
                   tt_dtype_info(*want)->npy);
  }
  for (int i = 0; i < TT_DTYPE_COUNT; i++) {
    TtDType t = (TtDType)i;
    /* bf16 and fp8 share their stand-in types with u16/u8: they need an
     * explicit dtype on the command line. */
    if (t != TT_BF16 && t != TT_FP8E4M3 && t != TT_FP8E5M2 &&
        !strcmp(type, tt_dtype_info(t)->npy)) {
      *out = t;
      return 0;
    }
  }
  return tt_fail(e, "%s: unsupported dtype '%s' (supported: <f2 <f4 <f8 |b1 "
                 "|i1 <i2 <i4 <i8 |u1 <u2 <u4 <u8)", h->path, d);
}

/* Magic, version and header length; returns the header's offset. */
static int read_preamble(const char *path, const unsigned char *buf,
                         size_t len, size_t *hstart, size_t *hlen, TtErr *e) {
  if (len < 10 || memcmp(buf, "\x93NUMPY", 6) != 0)
    return tt_fail(e, "%s: not a .npy file (bad magic)", path);
  int major = buf[6], minor = buf[7];
  if (major < 1 || major > 3 || minor != 0)
    return tt_fail(e, "%s: unsupported .npy format version %d.%d (expected "
                   "1.0, 2.0 or 3.0)", path, major, minor);
  if (major == 1) {
    *hlen = (size_t)buf[8] | (size_t)buf[9] << 8;
    *hstart = 10;
  } else {
    if (len < 12)
      return tt_fail(e, "%s: truncated .npy header", path);
    *hlen = (size_t)buf[8] | (size_t)buf[9] << 8 | (size_t)buf[10] << 16 |
            (size_t)buf[11] << 24;
    *hstart = 12;
  }
  if (*hlen > len - *hstart)
    return tt_fail(e, "%s: truncated .npy header (%zu bytes declared, %zu "
                   "present)", path, *hlen, len - *hstart);
  return 0;
}

static int load_data(const char *path, Header *h, const TtDType *want,
                     const unsigned char *data, size_t avail, HostTensor *t,
                     TtErr *e) {
  memset(t, 0, sizeof *t);
  if (resolve_dtype(h, want, &t->dtype, e))
    return -1;
  if (h->fortran && h->ndim > 1)
    return tt_fail(e, "%s: Fortran-order arrays are not supported; save "
                   "np.ascontiguousarray(a)", path);
  t->ndim = h->ndim;
  memcpy(t->shape, h->shape, sizeof t->shape);
  if (tensor_size(t))
    return tt_fail(e, "%s: shape too large", path);
  if (avail < t->bytes)
    return tt_fail(e, "%s: truncated: shape needs %zu data bytes, file has "
                   "%zu", path, t->bytes, avail);
  if (avail > t->bytes)
    return tt_fail(e, "%s: %zu unexpected bytes after the data", path,
                   avail - t->bytes);
  t->data = malloc(t->bytes ? t->bytes : 1);
  if (!t->data)
    return tt_fail(e, "%s: out of memory (%zu bytes)", path, t->bytes);
  memcpy(t->data, data, t->bytes);
  return 0;
}

int npy_read(const char *path, const TtDType *want, HostTensor *t, TtErr *e) {
  char *raw;
  size_t len, hstart = 0, hlen = 0;
  if (tt_read_file(path, &raw, &len, e))
    return -1;
  const unsigned char *buf = (const unsigned char *)raw;
  int rc = read_preamble(path, buf, len, &hstart, &hlen, e);
  if (rc == 0) {
    Header h = {0};
    h.start = h.p = raw + hstart;
    h.end = raw + hstart + hlen;
    h.path = path;
    h.e = e;
    rc = parse_header(&h);
    if (rc == 0)
      rc = load_data(path, &h, want, buf + hstart + hlen,
                     len - hstart - hlen, t, e);
  }
  free(raw);
  return rc;
}

int npy_stage(const char *path, const HostTensor *t, StagedFile *out,
              TtErr *e) {
  const TtDTypeInfo *d = tt_dtype_info(t->dtype);
  char dict[512], shape[256] = "";
  size_t used = 0;
  for (int i = 0; i < t->ndim; i++)
    used += (size_t)snprintf(shape + used, sizeof shape - used, "%lld,%s",
                             (long long)t->shape[i],
                             i + 1 < t->ndim ? " " : "");
  if (t->ndim > 1)
    shape[used - 1] = '\0';    /* numpy writes (2, 3) but (4,) */
  int n = snprintf(dict, sizeof dict,
                   "{'descr': '%s%s', 'fortran_order': False, 'shape': (%s), }",
                   d->size == 1 ? "|" : "<", d->npy, shape);
  /* Pad with spaces and a newline so the data starts 64-byte aligned, as
   * numpy does; version 1.0 unless the header outgrows 16 bits. */
  size_t pre = 10, total = ((pre + (size_t)n + 1 + 63) / 64) * 64;
  unsigned char head[600];
  memcpy(head, "\x93NUMPY\x01\x00", 8);
  size_t hlen = total - pre;
  head[8] = (unsigned char)(hlen & 0xff);
  head[9] = (unsigned char)(hlen >> 8);
  memcpy(head + pre, dict, (size_t)n);
  memset(head + pre + n, ' ', hlen - (size_t)n - 1);
  head[total - 1] = '\n';
  const void *parts[2] = {head, t->data};
  size_t sizes[2] = {total, t->bytes};
  return tt_stage_file(path, parts, sizes, 2, out, e);
}
