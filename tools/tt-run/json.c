#include "json.h"

#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Deep enough for any metadata, shallow enough that recursion cannot
 * overflow the stack on hostile input. */
enum { kMaxDepth = 200 };

typedef struct {
  const char *text, *end, *p, *file;
  int line;
  const char *line_start;
  TtErr *e;
} Parser;

static int col_of(const Parser *ps, const char *at) {
  return (int)(at - ps->line_start) + 1;
}

static int fail_at(Parser *ps, const char *what) {
  return tt_fail(ps->e, "%s:%d:%d: %s", ps->file, ps->line,
                 col_of(ps, ps->p), what);
}

static void skip_ws(Parser *ps) {
  while (ps->p < ps->end) {
    char c = *ps->p;
    if (c == '\n') {
      ps->line++;
      ps->line_start = ps->p + 1;
    } else if (c != ' ' && c != '\t' && c != '\r') {
      return;
    }
    ps->p++;
  }
}

static int literal(Parser *ps, const char *word) {
  size_t n = strlen(word);
  if ((size_t)(ps->end - ps->p) < n || memcmp(ps->p, word, n) != 0)
    return fail_at(ps, "expected a value");
  ps->p += n;
  return 0;
}

static int parse_number(Parser *ps, JsonValue *v) {
  const char *s = ps->p, *q = s;
  int integral = 1;
  if (q < ps->end && *q == '-')
    q++;
  if (q >= ps->end || *q < '0' || *q > '9')
    return fail_at(ps, "expected a value");
  if (*q == '0')
    q++;
  else
    while (q < ps->end && *q >= '0' && *q <= '9')
      q++;
  if (q < ps->end && *q == '.') {
    integral = 0;
    q++;
    if (q >= ps->end || *q < '0' || *q > '9') {
      ps->p = q;
      return fail_at(ps, "expected a digit after '.'");
    }
    while (q < ps->end && *q >= '0' && *q <= '9')
      q++;
  }
  if (q < ps->end && (*q == 'e' || *q == 'E')) {
    integral = 0;
    q++;
    if (q < ps->end && (*q == '+' || *q == '-'))
      q++;
    if (q >= ps->end || *q < '0' || *q > '9') {
      ps->p = q;
      return fail_at(ps, "expected a digit in the exponent");
    }
    while (q < ps->end && *q >= '0' && *q <= '9')
      q++;
  }
  char buf[128];
  size_t n = (size_t)(q - s);
  if (n >= sizeof buf)
    return fail_at(ps, "number too long");
  memcpy(buf, s, n);
  buf[n] = '\0';
  v->kind = JSON_NUMBER;
  v->number = strtod(buf, NULL);
  if (integral) {
    errno = 0;
    v->integer = strtoll(buf, NULL, 10);
    v->is_integer = errno != ERANGE;
  }
  ps->p = q;
  return 0;
}

static int hex4(Parser *ps, const char *at, unsigned *out) {
  unsigned u = 0;
  if (ps->end - at < 4)
    return -1;
  for (int i = 0; i < 4; i++) {
    char c = at[i];
    u <<= 4;
    if (c >= '0' && c <= '9') u |= (unsigned)(c - '0');
    else if (c >= 'a' && c <= 'f') u |= (unsigned)(c - 'a' + 10);
    else if (c >= 'A' && c <= 'F') u |= (unsigned)(c - 'A' + 10);
    else return -1;
  }
  *out = u;
  return 0;
}

static size_t put_utf8(char *dst, unsigned cp) {
  if (cp < 0x80) { dst[0] = (char)cp; return 1; }
  if (cp < 0x800) {
    dst[0] = (char)(0xc0 | (cp >> 6));
    dst[1] = (char)(0x80 | (cp & 0x3f));
    return 2;
  }
  if (cp < 0x10000) {
    dst[0] = (char)(0xe0 | (cp >> 12));
    dst[1] = (char)(0x80 | ((cp >> 6) & 0x3f));
    dst[2] = (char)(0x80 | (cp & 0x3f));
    return 3;
  }
  dst[0] = (char)(0xf0 | (cp >> 18));
  dst[1] = (char)(0x80 | ((cp >> 12) & 0x3f));
  dst[2] = (char)(0x80 | ((cp >> 6) & 0x3f));
  dst[3] = (char)(0x80 | (cp & 0x3f));
  return 4;
}

/* \uXXXX, with surrogate pairs combined; ps->p is at the 'u'. */
static int parse_unicode(Parser *ps, unsigned *cp) {
  if (hex4(ps, ps->p + 1, cp))
    return fail_at(ps, "expected 4 hex digits after \\u");
  ps->p += 5;
  if (*cp >= 0xd800 && *cp < 0xdc00) {
    unsigned lo;
    if (ps->end - ps->p < 6 || ps->p[0] != '\\' || ps->p[1] != 'u' ||
        hex4(ps, ps->p + 2, &lo) || lo < 0xdc00 || lo >= 0xe000)
      return fail_at(ps, "unpaired UTF-16 surrogate in \\u escape");
    *cp = 0x10000 + ((*cp - 0xd800) << 10) + (lo - 0xdc00);
    ps->p += 6;
  } else if (*cp >= 0xdc00 && *cp < 0xe000) {
    return fail_at(ps, "unpaired UTF-16 surrogate in \\u escape");
  }
  return 0;
}

/* Escapes only shrink text, so the raw length bounds the decoded one. */
static int parse_string(Parser *ps, char **out, size_t *out_len) {
  const char *open = ps->p++;
  char *buf = malloc((size_t)(ps->end - ps->p) + 1);
  size_t n = 0;
  if (!buf)
    return fail_at(ps, "out of memory");
  for (;;) {
    if (ps->p >= ps->end) {
      ps->p = open;
      free(buf);
      return fail_at(ps, "unterminated string");
    }
    unsigned char c = (unsigned char)*ps->p;
    if (c == '"')
      break;
    if (c == '\n') {              /* point at the quote that never closed */
      ps->p = open;
      free(buf);
      return fail_at(ps, "unterminated string");
    }
    if (c < 0x20) {
      free(buf);
      return fail_at(ps, "control character in string (escape it)");
    }
    if (c != '\\') {
      buf[n++] = (char)c;
      ps->p++;
      continue;
    }
    ps->p++;
    char esc = ps->p < ps->end ? *ps->p : '\0';
    const char *simple = strchr("\"\\/bfnrt", esc);
    if (esc && simple) {
      buf[n++] = "\"\\/\b\f\n\r\t"[simple - "\"\\/bfnrt"];
      ps->p++;
    } else if (esc == 'u') {
      unsigned cp = 0;
      if (parse_unicode(ps, &cp)) {
        free(buf);
        return -1;
      }
      n += put_utf8(buf + n, cp);
    } else {
      free(buf);
      return fail_at(ps, "invalid escape in string");
    }
  }
  ps->p++;
  buf[n] = '\0';
  *out = buf;
  *out_len = n;
  return 0;
}

static int parse_value(Parser *ps, JsonValue *v, int depth);

static int grow(JsonValue *v, size_t *cap, int with_keys) {
  if (v->count < *cap)
    return 0;
  size_t ncap = *cap ? *cap * 2 : 4;
  JsonValue *items = realloc(v->items, ncap * sizeof *items);
  if (!items)
    return -1;
  v->items = items;
  if (with_keys) {
    char **keys = realloc(v->keys, ncap * sizeof *keys);
    if (!keys)
      return -1;
    v->keys = keys;
  }
  *cap = ncap;
  return 0;
}

/* Shared by arrays and objects: `close` is ']' or '}'. */
static int parse_container(Parser *ps, JsonValue *v, int depth, char close) {
  int is_obj = close == '}';
  size_t cap = 0;
  v->kind = is_obj ? JSON_OBJECT : JSON_ARRAY;
  ps->p++;
  skip_ws(ps);
  if (ps->p < ps->end && *ps->p == close) {
    ps->p++;
    return 0;
  }
  for (;;) {
    if (grow(v, &cap, is_obj))
      return fail_at(ps, "out of memory");
    JsonValue *item = &v->items[v->count];
    memset(item, 0, sizeof *item);
    if (is_obj) {
      size_t klen;
      skip_ws(ps);
      if (ps->p >= ps->end || *ps->p != '"')
        return fail_at(ps, "expected a string (member name)");
      if (parse_string(ps, &v->keys[v->count], &klen))
        return -1;
      v->count++;   /* counted now so json_free releases the key */
      skip_ws(ps);
      if (ps->p >= ps->end || *ps->p != ':')
        return fail_at(ps, "expected ':'");
      ps->p++;
      if (parse_value(ps, item, depth + 1))
        return -1;
    } else {
      v->count++;
      if (parse_value(ps, item, depth + 1))
        return -1;
    }
    skip_ws(ps);
    if (ps->p < ps->end && *ps->p == ',') {
      ps->p++;
      continue;
    }
    if (ps->p < ps->end && *ps->p == close) {
      ps->p++;
      return 0;
    }
    return fail_at(ps, is_obj ? "expected ',' or '}'" : "expected ',' or ']'");
  }
}

static int parse_value(Parser *ps, JsonValue *v, int depth) {
  skip_ws(ps);
  v->line = ps->line;
  v->col = col_of(ps, ps->p);
  if (depth > kMaxDepth)
    return fail_at(ps, "nesting too deep");
  if (ps->p >= ps->end)
    return fail_at(ps, "expected a value, found end of file");
  switch (*ps->p) {
  case '{': return parse_container(ps, v, depth, '}');
  case '[': return parse_container(ps, v, depth, ']');
  case '"':
    v->kind = JSON_STRING;
    return parse_string(ps, &v->string, &v->string_len);
  case 't': v->kind = JSON_BOOL; v->boolean = 1; return literal(ps, "true");
  case 'f': v->kind = JSON_BOOL; return literal(ps, "false");
  case 'n': v->kind = JSON_NULL; return literal(ps, "null");
  default: return parse_number(ps, v);
  }
}

int json_parse(const char *text, size_t len, const char *file, JsonValue *out,
               TtErr *e) {
  Parser ps = {text, text + len, text, file, 1, text, e};
  memset(out, 0, sizeof *out);
  if (len >= 3 && memcmp(text, "\xef\xbb\xbf", 3) == 0)   /* UTF-8 BOM */
    ps.p = ps.line_start = text + 3;
  if (parse_value(&ps, out, 0)) {
    json_free(out);
    return -1;
  }
  skip_ws(&ps);
  if (ps.p != ps.end) {
    json_free(out);
    return fail_at(&ps, "unexpected text after the JSON value");
  }
  return 0;
}

void json_free(JsonValue *v) {
  for (size_t i = 0; i < v->count; i++) {
    json_free(&v->items[i]);
    if (v->keys)
      free(v->keys[i]);
  }
  free(v->items);
  free(v->keys);
  free(v->string);
  memset(v, 0, sizeof *v);
}

const JsonValue *json_get(const JsonValue *obj, const char *key) {
  const JsonValue *found = NULL;
  if (obj->kind != JSON_OBJECT)
    return NULL;
  for (size_t i = 0; i < obj->count; i++)
    if (strcmp(obj->keys[i], key) == 0)
      found = &obj->items[i];
  return found;
}

const char *json_kind_name(JsonKind k) {
  static const char *const names[] = {"null", "a boolean", "a number",
                                      "a string", "an array", "an object"};
  return names[k];
}
