"""Command-line driver: argument parsing, compilation, atomic output."""
import argparse
import io
import os
import re
import sys
import tempfile
import tokenize

from . import codegen as CG
from . import types as T
from .errors import FrontendError, SemanticError
from .ir import FileLoc, Module, PrintError, Printer, Value, file_loc
from .loader import JitFunction, Program
from .signature import parse_signature
from .values import constexpr, tensor, tensor_descriptor


def compile_kernel(path, kernel, signature, options=None, display_name=None):
    """Compile ``kernel`` of the file at ``path``; return the TTIR text."""
    options = dict(options or {})
    # the fp8 types the target has, checked wherever a dtype becomes IR
    T.SUPPORTED_FP8 = T.supported_fp8_for(options.get("capability", 90))
    display = display_name or path
    source = _read_source(path, display)
    program = Program()
    scope = program.load_user_file(path, source, display)
    fn = scope.globals.get(kernel)
    if not isinstance(fn, JitFunction):
        if fn is None:
            raise FrontendError("no function named '%s' in %s" % (kernel, display))
        raise FrontendError("'%s' in %s is not a @triton.jit function" % (kernel, display))
    node = fn.node
    names = fn.arg_names
    try:
        specs = parse_signature(signature, names)
    except FrontendError as e:
        raise FrontendError("bad --signature: " + e.message, display, node.lineno, node.col_offset,
                            scope.source_line(node.lineno))
    arg_values, arg_attrs = {}, []
    for name, spec, a in zip(names, specs, node.args.args):
        ann = Program._decorator_name(a.annotation) if a.annotation is not None else ""
        is_cexpr_ann = ann.endswith("constexpr")
        if spec.kind == "constexpr":
            arg_values[name] = constexpr(spec.value)
        else:
            if is_cexpr_ann:
                raise FrontendError("bad --signature: parameter '%s' is annotated tl.constexpr but the signature "
                                    "gives it the runtime type '%s'; give a literal value instead" %
                                    (name, spec.text or spec.ty), display, a.lineno, a.col_offset,
                                    scope.source_line(a.lineno))
            try:
                if spec.kind == "tensordesc":
                    arg_values[name] = _host_descriptor(spec.ty)
                else:
                    arg_values[name] = tensor(Value(spec.ty.ir()), spec.ty)
            except SemanticError as e:
                # Triton reports unsupported argument types at the function
                raise FrontendError(str(e), display, node.lineno, node.col_offset, scope.source_line(node.lineno))
            attrs = {}
            if spec.divisibility == 16:
                attrs["tt.divisibility"] = "16 : i32"
            arg_attrs.append(attrs)
            if spec.kind == "tensordesc":
                # the shape and stride arguments carry no attributes: Triton's
                # JIT specialises a TensorDescriptor on its dtype and block
                # shape only
                arg_attrs.extend({} for _ in range(arg_values[name].num_handles() - 1))
    if any(c not in "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_" for c in kernel):
        raise FrontendError("invalid function identifier: %s" % kernel)
    module = Module()
    module.loc = FileLoc(display, node.lineno, 0)
    gen = CG.CodeGenerator(program, module, fn, kernel, arg_values, arg_attrs, True, options, {})
    try:
        gen.visit(node)
    except CG.CompileError as e:
        n = e.node
        line = getattr(n, "lineno", None) or node.lineno
        col = getattr(n, "col_offset", 0)
        raise FrontendError(e.message, e.scope.file_name, line, col, e.scope.source_line(line),
                            getattr(e, "notes", []))
    try:
        return Printer().print_module(module)
    except PrintError as e:
        loc = file_loc(e.op.loc)
        if loc is None:
            raise FrontendError("%s (in kernel '%s')" % (e, kernel), display, node.lineno, node.col_offset,
                                scope.source_line(node.lineno))
        source_line = scope.source_line(loc.line) if loc.file == display else None
        raise FrontendError(str(e), loc.file, loc.line, loc.col, source_line)


def _read_source(path, display):
    """The text of the kernel file as Python reads a module: its PEP 263
    coding line (UTF-8 without one), universal newlines. Bytes that don't
    decode are an error at the first of them."""
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError as e:
        raise FrontendError("cannot read %s: %s" % (path, e.strerror or e))

    def line_of(offset):
        start = data.rfind(b"\n", 0, offset) + 1
        end = data.find(b"\n", offset)
        text = data[start:end if end >= 0 else len(data)].decode("utf-8", "replace")
        return data.count(b"\n", 0, offset) + 1, len(data[start:offset].decode("utf-8", "replace")), text

    encoding = "utf-8"
    try:
        encoding, _ = tokenize.detect_encoding(io.BytesIO(data).readline)
    except SyntaxError as e:
        # an unknown or contradictory coding line; undecodable first lines
        # are reported below, at their byte
        if "encoding problem" in str(e) or "unknown encoding" in str(e):
            m = re.search(br"^[ \t\f]*#.*?coding[:=]", data, re.M)
            line, col, text = line_of(m.start() if m else 0)
            raise FrontendError("invalid Python syntax: %s" % (e.msg if hasattr(e, "msg") else e), display,
                                line, 0, text)
    try:
        source = data.decode(encoding)
    except UnicodeDecodeError as e:
        line, col, text = line_of(e.start)
        name = "UTF-8" if encoding.startswith("utf-8") else encoding
        raise FrontendError("invalid %s in the source: '%s' codec can't decode byte 0x%02x: %s" %
                            (name, e.encoding, data[e.start], e.reason), display, line, col, text)
    except LookupError as e:
        raise FrontendError("invalid Python syntax: %s" % e, display, 1, 0, line_of(0)[2])
    return source.replace("\r\n", "\n").replace("\r", "\n")


def _host_descriptor(block):
    """The kernel parameter of a host TensorDescriptor: the descriptor, then
    its rank i32 shape values and its rank i64 strides (Triton's
    tensor_descriptor_type for a ``tensordesc<...>`` signature entry)."""
    rank = len(block.shape)
    handle = Value(T.tensordesc_type(block).ir())
    shape = [tensor(Value(T.int32.ir()), T.int32) for _ in range(rank)]
    strides = [tensor(Value(T.int64.ir()), T.int64) for _ in range(rank)]
    return tensor_descriptor(handle, block, shape, strides)


def parse_target(text):
    """`cuda:NN` to the capability NN; anything else is a usage error."""
    backend, _, arch = text.partition(":")
    if backend != "cuda" or not arch.isdigit() or not 70 <= int(arch) <= 120:
        raise argparse.ArgumentTypeError("expected cuda:CC, e.g. cuda:80 or cuda:90; got '%s'" % text)
    return int(arch)


class _ArgumentParser(argparse.ArgumentParser):
    """Bad command lines exit 1 (argparse's own choice is 2), like every other error."""

    def error(self, message):
        self.print_usage(sys.stderr)
        sys.stderr.write("tt-front: error: %s\n" % message)
        sys.exit(1)


def main(argv=None):
    ap = _ArgumentParser(
        prog="tt-front",
        description="Compile a @triton.jit kernel to the raw TTIR Triton 3.6's front end emits.")
    ap.add_argument("file", help="Python file with the kernel (parsed, never executed)")
    ap.add_argument("--kernel", "-k", required=True, help="name of the @triton.jit function to compile")
    ap.add_argument("--signature", "-s", required=True,
                    help='compile.py signature, e.g. "*fp32:16,*fp32:16,i32:16,1024"')
    ap.add_argument("-o", "--output", default="-", help="output file (default: stdout)")
    ap.add_argument("--target", default="cuda:90", type=parse_target,
                    help="the GPU Triton compiles for, cuda:80 or cuda:90 (default); it decides which fp8 "
                         "types exist and tl.dot's max_num_imprecise_acc default")
    ap.add_argument("--debug", action="store_true",
                    help="emit device assertions (tt.assert), like TRITON_DEBUG=1")
    ap.add_argument("--no-sanitize-overflow", action="store_true",
                    help="do not emit the int32 overflow checks around integer arithmetic")
    args = ap.parse_args(argv)
    options = {"debug": args.debug, "sanitize_overflow": not args.no_sanitize_overflow, "capability": args.target}
    try:
        text = compile_kernel(args.file, args.kernel, args.signature, options)
    except FrontendError as e:
        sys.stderr.write(e.render())
        return 1
    except RecursionError:
        sys.stderr.write("%s: error: program too deeply nested\n" % args.file)
        return 1
    if args.output == "-":
        sys.stdout.write(text)
        return 0
    if os.path.exists(args.output) and not os.path.isfile(args.output):
        # A device or pipe (-o /dev/null): renaming a file over it would
        # replace the device node, so it is written in place.
        try:
            with open(args.output, "w", encoding="utf-8") as f:
                f.write(text)
        except OSError as e:
            sys.stderr.write("tt-front: error: cannot write %s: %s\n" % (args.output, e.strerror or e))
            return 1
        return 0
    out_dir = os.path.dirname(os.path.abspath(args.output))
    try:
        fd, tmp = tempfile.mkstemp(prefix=".tt-front-", suffix=".tmp", dir=out_dir)
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
        os.replace(tmp, args.output)
    except OSError as e:
        sys.stderr.write("tt-front: error: cannot write %s: %s\n" % (args.output, e.strerror or e))
        try:
            os.unlink(tmp)
        except (OSError, UnboundLocalError):
            pass
        return 1
    return 0
