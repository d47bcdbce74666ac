#include "options.h"

#include <errno.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

void options_usage(FILE *f) {
  fputs(
"usage: tt-aot KERNEL.cubin [--signature SIG] [-o PATH] [options]\n"
"       tt-aot --link HEADER.h... -o PATH\n"
"\n"
"Ahead-of-time launchers for Triton kernels, as Triton's compile.py and\n"
"link.py write them, in plain C over the CUDA driver API.\n"
"\n"
"A launcher for one compiled kernel: KERNEL.cubin (or .ptx) embedded in\n"
"PATH.<hash>_<suffix>.c, with load_/unload_ functions and a typed launch\n"
"function declared in the .h beside it; <hash> and <suffix> name the\n"
"specialization as compile.py does.\n"
"  --json FILE           the kernel's metadata (default: KERNEL.json beside\n"
"                        it, as tt-translate writes it)\n"
"  -s, --signature SIG   the signature the kernel was compiled with, in\n"
"                        compile.py's syntax: \"*fp32:16,*fp32:16,i32:16,1024\"\n"
"                        (default: the metadata's \"args\", no hints)\n"
"  --out-name NAME       prefix of the C names (default: the kernel's name)\n"
"  --num-stages N        the num_stages it was compiled with (default 3);\n"
"                        with num_warps and the constexprs it names the\n"
"                        algorithm that --link groups specializations by\n"
"  -o, --out-path PATH   where to write (default: NAME in this directory)\n"
"\n"
"A dispatcher over launchers of one kernel (several kernels may be linked\n"
"at once): PATH.c and PATH.h with <kernel>(stream, grid, args, algo_id),\n"
"which launches the most specialized launcher of that algorithm whose\n"
"hints the arguments meet, <kernel>_default (algorithm 0),\n"
"<kernel>_get_num_algos, load_<kernel> and unload_<kernel>.\n"
"  --link HEADER.h...    the headers tt-aot wrote for the launchers\n"
"  -o, --out PATH        where to write (required)\n"
"\n"
"  -h, --help\n",
      f);
}

static int is_opt(const char *a, const char *opt) {
  size_t n = strlen(opt);
  return !strncmp(a, opt, n) && (a[n] == '\0' || (a[n] == '=' && n > 2));
}

static int value_of(int argc, char **argv, int *i, const char *opt,
                    const char **val, TtErr *e) {
  const char *a = argv[*i];
  size_t n = strlen(opt);
  if (a[n] == '=')
    *val = a + n + 1;
  else if (*i + 1 < argc)
    *val = argv[++*i];
  else
    return tt_fail(e, "%s needs a value", opt);
  if (!(*val)[0])
    return tt_fail(e, "%s needs a value, not an empty string", opt);
  return 0;
}

static int parse_valued(int argc, char **argv, int *i, Options *o, TtErr *e) {
  const char *a = argv[*i], *v = NULL;
  static const struct {
    const char *names[3];
    size_t offset;
  } opts[] = {
      {{"--json"}, offsetof(Options, json_path)},
      {{"--signature", "-s"}, offsetof(Options, signature)},
      {{"--out-name"}, offsetof(Options, out_name)},
      {{"--out-path", "--out", "-o"}, offsetof(Options, out_path)},
  };
  for (size_t k = 0; k < sizeof opts / sizeof opts[0]; k++)
    for (int n = 0; n < 3 && opts[k].names[n]; n++) {
      if (!is_opt(a, opts[k].names[n]))
        continue;
      if (value_of(argc, argv, i, opts[k].names[n], &v, e))
        return -1;
      const char **slot = (const char **)((char *)o + opts[k].offset);
      if (*slot)
        return tt_fail(e, "%s given twice", opts[k].names[0]);
      *slot = v;
      return 0;
    }
  if (is_opt(a, "--num-stages")) {
    char *end;
    if (value_of(argc, argv, i, "--num-stages", &v, e))
      return -1;
    errno = 0;
    o->num_stages = strtol(v, &end, 10);
    if (*end || errno || o->num_stages < 1 || o->num_stages > 64)
      return tt_fail(e, "--num-stages '%s': expected an integer from 1 to 64",
                     v);
    return 0;
  }
  return tt_fail(e, "unknown option '%s' (see --help)", a);
}

/* Options that only one mode takes. */
static int check_mode(const Options *o, int saw_stages, TtErr *e) {
  const char *launcher_only = o->json_path ? "--json"
                              : o->signature ? "--signature"
                              : o->out_name ? "--out-name"
                              : saw_stages ? "--num-stages" : NULL;
  if (o->mode == MODE_LINK) {
    if (launcher_only)
      return tt_fail(e, "%s applies to writing a launcher, not to --link",
                     launcher_only);
    if (o->ninputs == 0)
      return tt_fail(e, "--link needs the headers of the launchers to link");
    if (!o->out_path)
      return tt_fail(e, "--link needs -o PATH (writes PATH.c and PATH.h)");
    return 0;
  }
  if (o->ninputs == 0)
    return tt_fail(e, "no kernel file given (a .cubin or .ptx; see --help)");
  if (o->ninputs > 1)
    return tt_fail(e, "more than one kernel file given ('%s' and '%s'); "
                   "write one launcher at a time, then --link them",
                   o->inputs[0], o->inputs[1]);
  return 0;
}

int options_parse(int argc, char **argv, Options *o, TtErr *e) {
  memset(o, 0, sizeof *o);
  o->mode = MODE_LAUNCHER;
  o->num_stages = 3;
  o->inputs = calloc((size_t)argc + 1, sizeof *o->inputs);
  if (!o->inputs)
    return tt_fail(e, "out of memory");
  int saw_stages = 0;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
      o->mode = MODE_HELP;
      return 0;
    }
    if (!strcmp(a, "--link"))
      o->mode = MODE_LINK;
    else if (a[0] != '-' || !a[1])
      o->inputs[o->ninputs++] = a;
    else if (parse_valued(argc, argv, &i, o, e))
      return -1;
    else
      saw_stages |= is_opt(a, "--num-stages");
  }
  if (check_mode(o, saw_stages, e))
    return -1;
  if (o->mode == MODE_LAUNCHER)
    o->kernel_path = o->inputs[0];
  return 0;
}

void options_free(Options *o) {
  free(o->inputs);
  o->inputs = NULL;
}
