/* tt-aot: the C text of one launcher -- a header declaring load_, unload_
 * and the typed launch function, and a source embedding the kernel's binary
 * and defining them over the CUDA driver API -- and the pieces of C that the
 * dispatcher (link.c) writes the same way. */
#ifndef TT_AOT_EMIT_H
#define TT_AOT_EMIT_H

#include "error.h"
#include "sig.h"
#include "spec.h"
#include "text.h"

/* Writes the launcher's header into h and its source (which includes the
 * header by the name header_name) into c. */
int emit_launcher(const Spec *s, const char *header_name, Text *h, Text *c,
                  TtErr *e);

/* The guarded typedef of TtTensorDescriptor, the type a descriptor argument
 * is passed as. */
void emit_descriptor_type(Text *t);
/* Text as a block comment, words wrapped at 80 columns. */
void emit_comment(Text *t, int indent, const char *text);
/* "VADD_3F7C1D76_0D1D2D3D_H" from "vadd_3f7c1d76_0d1d2d3d" */
void emit_guard(Text *t, const char *name, int opening);

/* A parameter or argument list: "CUstream stream", ... or "stream", ... */
typedef struct {
  char **items;
  int count, cap;
} List;

int list_add(List *l, const char *fmt, ...) TT_PRINTF(2, 3);
void list_free(List *l);
/* The launch parameters: stream, grid, then the arguments (with_types: as
 * declarations). all: every argument, ':1' ones too (a dispatcher's). */
int list_launch_params(List *l, const Signature *sig, char **names,
                       int with_types, int all);
/* indent + head + items joined by sep and a space, wrapped at 80 columns,
 * + tail; emit_wrapped joins with ",". */
void emit_joined(Text *t, int indent, const char *head, const List *l,
                 const char *sep, const char *tail);
void emit_wrapped(Text *t, int indent, const char *head, const List *l,
                  const char *tail);

#endif
