/* tt-run: a small JSON reader (RFC 8259: objects, arrays, strings, numbers,
 * true/false/null) that remembers where each value starts, so metadata
 * errors can point at "vadd.json:3:14". */
#ifndef TT_RUN_JSON_H
#define TT_RUN_JSON_H

#include <stddef.h>

#include "error.h"

typedef enum { JSON_NULL, JSON_BOOL, JSON_NUMBER, JSON_STRING, JSON_ARRAY,
               JSON_OBJECT } JsonKind;

typedef struct JsonValue {
  JsonKind kind;
  int line, col;            /* 1-based position of the value's first char */
  int boolean;
  double number;
  int is_integer;           /* a number without fraction or exponent that fits */
  long long integer;
  char *string;             /* NUL-terminated UTF-8 (may hold embedded NULs) */
  size_t string_len;
  struct JsonValue *items;  /* array elements or object member values */
  char **keys;              /* object member names, parallel to items */
  size_t count;
} JsonValue;

/* Parses text (len bytes); `file` names the source in error messages. */
int json_parse(const char *text, size_t len, const char *file, JsonValue *out,
               TtErr *e);
void json_free(JsonValue *v);
/* The member named key, or NULL (the last one if repeated). */
const JsonValue *json_get(const JsonValue *obj, const char *key);
const char *json_kind_name(JsonKind k);

#endif
