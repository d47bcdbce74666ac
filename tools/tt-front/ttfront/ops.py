"""Printers for the pretty (custom assembly) forms of the ops the front end
creates.  Each printer receives the op and the Printer and returns the text of
the op after ``%result = `` and before its location."""


def binary(op, p):
    a, b = op.operands
    return "%s %s, %s%s : %s" % (op.name, p.v(a), p.v(b), p.extra(op), op.results[0].type)


def unary(op, p):
    return "%s %s%s : %s" % (op.name, p.v(op.operands[0]), p.extra(op), op.results[0].type)


def ternary(op, p):
    return "%s %s%s : %s" % (op.name, p.vs(op.operands), p.extra(op), op.results[0].type)


def cmp(pred):
    def pr(op, p):
        a, b = op.operands
        return "%s %s, %s, %s%s : %s" % (op.name, pred, p.v(a), p.v(b), p.extra(op), a.type)
    return pr


def cast(op, p):
    x = op.operands[0]
    return "%s %s%s : %s to %s" % (op.name, p.v(x), p.extra(op), x.type, op.results[0].type)


def arrow_cast(op, p):
    x = op.operands[0]
    return "%s %s%s : %s -> %s" % (op.name, p.v(x), p.extra(op), x.type, op.results[0].type)


def constant(text):
    # arith.constant's format is `attr-dict $value`: hints come first
    def pr(op, p):
        return "arith.constant%s %s" % (p.attr_dict(op), text)
    return pr


def select(op, p):
    c, a, b = op.operands
    ty = op.results[0].type
    if c.type.startswith("tensor<"):
        return "arith.select %s, %s, %s%s : %s, %s" % (p.v(c), p.v(a), p.v(b), p.extra(op), c.type, ty)
    return "arith.select %s, %s, %s%s : %s" % (p.v(c), p.v(a), p.v(b), p.extra(op), ty)


def poison(op, p):
    return "ub.poison%s : %s" % (p.attr_dict(op), op.results[0].type)


def make_range(start, end):
    def pr(op, p):
        return "tt.make_range%s : %s" % (
            p.attr_dict(op, [("end", "%d : i32" % end), ("start", "%d : i32" % start)]), op.results[0].type)
    return pr


def program_id(axis, name):
    def pr(op, p):
        return "%s %s%s : i32" % (name, "xyz"[axis], p.attr_dict(op))
    return pr


def addptr(op, p):
    a, b = op.operands
    return "tt.addptr %s, %s%s : %s, %s" % (p.v(a), p.v(b), p.extra(op), a.type, b.type)


def expand_dims(axis):
    def pr(op, p):
        x = op.operands[0]
        return "tt.expand_dims %s%s : %s -> %s" % (p.v(x), p.attr_dict(op, [("axis", "%d : i32" % axis)]), x.type,
                                                   op.results[0].type)
    return pr


def trans(order):
    def pr(op, p):
        x = op.operands[0]
        return "tt.trans %s%s : %s -> %s" % (
            p.v(x), p.attr_dict(op, [("order", "array<i32: %s>" % ", ".join(map(str, order)))]), x.type,
            op.results[0].type)
    return pr


def reshape(allow_reorder):
    def pr(op, p):
        x = op.operands[0]
        return "tt.reshape %s%s%s : %s -> %s" % (p.v(x), " allow_reorder" if allow_reorder else "", p.attr_dict(op),
                                                 x.type, op.results[0].type)
    return pr


def join(op, p):
    a, b = op.operands
    return "tt.join %s, %s%s : %s -> %s" % (p.v(a), p.v(b), p.attr_dict(op), a.type, op.results[0].type)


def mlir_string(text):
    """`text` as an MLIR string literal's contents."""
    out = []
    for ch in text:
        if ch in '"\\':
            out.append("\\" + ch)
        elif " " <= ch <= "~":
            out.append(ch)
        else:
            out.extend("\\%02X" % b for b in ch.encode("utf-8"))
    return "".join(out)


def inline_asm(asm, constraints, is_pure, pack):
    def pr(op, p):
        attrs = p.attr_dict(op, [("constraints", '"%s"' % mlir_string(constraints)),
                                 ("packed_element", "%d : i32" % pack), ("pure", "true" if is_pure else "false")])
        args = ""
        if op.operands:
            args = " %s : %s" % (p.vs(op.operands), ", ".join(str(a.type) for a in op.operands))
        results = ", ".join(str(r.type) for r in op.results)
        return 'tt.elementwise_inline_asm "%s"%s%s -> %s' % (mlir_string(asm), attrs, args, results)
    return pr


def gather(axis):
    def pr(op, p):
        src, index = op.operands
        return "tt.gather %s[%s]%s : (%s, %s) -> %s" % (
            p.v(src), p.v(index), p.attr_dict(op, [("axis", "%d : i32" % axis)]), src.type, index.type,
            op.results[0].type)
    return pr


def cat(op, p):
    a, b = op.operands
    return "tt.cat %s, %s%s : %s -> %s" % (p.v(a), p.v(b), p.attr_dict(op), a.type, op.results[0].type)


CACHE = {1: None, 2: "ca", 3: "cg", 4: "wb", 5: "cs", 6: "wt", 7: "cv"}
EVICT = {1: None, 2: "evict_first", 3: "evict_last"}


def _mem_clauses(cache, evict):
    s = ""
    if CACHE.get(cache):
        s += " cacheModifier = " + CACHE[cache]
    if EVICT.get(evict):
        s += " evictionPolicy = " + EVICT[evict]
    return s


def load(cache, evict, volatile, boundary_check=(), padding=None):
    def pr(op, p):
        attrs = []
        if boundary_check:
            attrs.append("boundaryCheck = array<i32: %s>" % ", ".join(map(str, boundary_check)))
        if volatile:
            attrs.append("isVolatile = true")
        if padding is not None:
            attrs.append("padding = %d : i32" % padding)
        a = p.attr_dict(op, [tuple(x.split(" = ", 1)) for x in attrs])
        return "tt.load %s%s%s : %s" % (p.vs(op.operands), _mem_clauses(cache, evict), a, op.operands[0].type)
    return pr


def store(cache, evict, boundary_check=()):
    def pr(op, p):
        a = ""
        if boundary_check:
            a = " {boundaryCheck = array<i32: %s>}" % ", ".join(map(str, boundary_check))
        return "tt.store %s%s%s : %s" % (p.vs(op.operands), _mem_clauses(cache, evict), a, op.operands[0].type)
    return pr


def atomic_rmw(kind, sem, scope):
    def pr(op, p):
        return "tt.atomic_rmw %s, %s, %s, %s%s : (%s) -> %s" % (
            kind, sem, scope, p.vs(op.operands), p.attr_dict(op), ", ".join(v.type for v in op.operands), op.results[0].type)
    return pr


def atomic_cas(sem, scope):
    def pr(op, p):
        return "tt.atomic_cas %s, %s, %s%s : (%s) -> %s" % (
            sem, scope, p.vs(op.operands), p.attr_dict(op), ", ".join(v.type for v in op.operands), op.results[0].type)
    return pr


def dot(precision, max_imprecise):
    def pr(op, p):
        a, b, c = op.operands
        s = "tt.dot %s, %s, %s" % (p.v(a), p.v(b), p.v(c))
        if precision != "ieee":
            s += ", inputPrecision = " + precision
        s += p.attr_dict(op, [("maxNumImpreciseAcc", "%d : i32" % max_imprecise)] if max_imprecise else [])
        return s + " : %s * %s -> %s" % (a.type, b.type, op.results[0].type)
    return pr


def dot_scaled(has_lhs_scale, has_rhs_scale, lhs_format, rhs_format, fast_math, lhs_k_pack, rhs_k_pack):
    """tt.dot_scaled; operands are (a, b, c, [a_scale], [b_scale]).  The k_pack
    attributes default to true and are printed only when false."""
    def pr(op, p):
        a, b, c = op.operands[:3]
        scales = list(op.operands[3:])
        a_scale = scales.pop(0) if has_lhs_scale else None
        b_scale = scales.pop(0) if has_rhs_scale else None
        s = "tt.dot_scaled " + p.v(a)
        if a_scale is not None:
            s += " scale " + p.v(a_scale)
        s += ", " + p.v(b)
        if b_scale is not None:
            s += " scale " + p.v(b_scale)
        s += ", %s lhs = %s rhs = %s" % (p.v(c), lhs_format, rhs_format)
        attrs = [("fastMath", "true" if fast_math else "false")]
        if not lhs_k_pack:
            attrs.append(("lhs_k_pack", "false"))
        if not rhs_k_pack:
            attrs.append(("rhs_k_pack", "false"))
        s += "%s : %s" % (p.attr_dict(op, attrs), a.type)
        if a_scale is not None:
            s += ", %s" % a_scale.type
        s += " * %s" % b.type
        if b_scale is not None:
            s += ", %s" % b_scale.type
        return s + " -> %s" % op.results[0].type
    return pr


def call(sym):
    def pr(op, p):
        ins = ", ".join(v.type for v in op.operands)
        outs = [r.type for r in op.results]
        res = outs[0] if len(outs) == 1 else "(" + ", ".join(outs) + ")"
        return "tt.call @%s(%s)%s : (%s) -> %s" % (sym, p.vs(op.operands), p.attr_dict(op), ins, res)
    return pr


def ret(name):
    def pr(op, p):
        if not op.operands:
            return name
        return "%s %s : %s" % (name, p.vs(op.operands), ", ".join(v.type for v in op.operands))
    return pr


def fp_to_fp(rounding):
    def pr(op, p):
        x = op.operands[0]
        r = ", rounding = " + rounding if rounding else ""
        return "tt.fp_to_fp %s%s%s : %s -> %s" % (p.v(x), p.attr_dict(op), r, x.type, op.results[0].type)
    return pr


def clampf(propagate):
    def pr(op, p):
        return "tt.clampf %s, propagateNan = %s%s : %s" % (p.vs(op.operands), propagate, p.attr_dict(op),
                                                          op.results[0].type)
    return pr


def extern_elementwise(libname, libpath, symbol, pure):
    def pr(op, p):
        attrs = p.attr_dict(op, [("libname", '"%s"' % libname), ("libpath", '"%s"' % libpath),
                                 ("pure", "true" if pure else "false"), ("symbol", '"%s"' % symbol)])
        return 'tt.extern_elementwise %s%s : (%s) -> %s' % (
            p.vs(op.operands), attrs, ", ".join(v.type for v in op.operands), op.results[0].type)
    return pr


def make_tensor_ptr(nd, order):
    def pr(op, p):
        ops = op.operands
        base = ops[0]
        shape, strides, offsets = ops[1:1 + nd], ops[1 + nd:1 + 2 * nd], ops[1 + 2 * nd:]
        ty = op.results[0].type
        return "tt.make_tensor_ptr %s, [%s], [%s], [%s]%s : %s" % (
            p.v(base), p.vs(shape), p.vs(strides), p.vs(offsets),
            p.attr_dict(op, [("order", "array<i32: %s>" % ", ".join(map(str, order)))]), ty[len("!tt.ptr"):])
    return pr


def advance(op, p):
    ty = op.results[0].type
    return "tt.advance %s, [%s]%s : %s" % (p.v(op.operands[0]), p.vs(op.operands[1:]), p.attr_dict(op),
                                          ty[len("!tt.ptr"):])


def make_tensor_descriptor(nd, elt, padding):
    def pr(op, p):
        ops = op.operands
        ty = op.results[0].type
        pad = p.attr_dict(op, [("padding", "2 : i32")] if padding == 2 else [])
        return "tt.make_tensor_descriptor %s, [%s], [%s]%s : <%s>, %s" % (
            p.v(ops[0]), p.vs(ops[1:1 + nd]), p.vs(ops[1 + nd:]), pad, elt, ty[len("!tt.tensordesc"):])
    return pr


def descriptor_load(cache, evict):
    def pr(op, p):
        d = op.operands[0]
        return "tt.descriptor_load %s[%s]%s%s : %s -> %s" % (p.v(d), p.vs(op.operands[1:]), _mem_clauses(cache, evict),
                                                            p.attr_dict(op), d.type, op.results[0].type)
    return pr


def descriptor_reduce(kind):
    def pr(op, p):
        d, v = op.operands[0], op.operands[1]
        return "tt.descriptor_reduce %s, %s[%s], %s : %s, %s" % (kind, p.v(d), p.vs(op.operands[2:]), p.v(v),
                                                              d.type, v.type)
    return pr


def descriptor_store(op, p):
    d, v = op.operands[0], op.operands[1]
    return "tt.descriptor_store %s[%s], %s : %s, %s" % (p.v(d), p.vs(op.operands[2:]), p.v(v), d.type, v.type)


def print_op(prefix, hex_, signed):
    def pr(op, p):
        pfx = prefix.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\0A")
        s = 'tt.print "%s" {hex = %s, isSigned = array<i32%s>}' % (
            pfx, "true" if hex_ else "false", (": " + ", ".join(str(int(x)) for x in signed)) if signed else "")
        if op.operands:
            s += " : " + p.vs(op.operands) + " : " + ", ".join(v.type for v in op.operands)
        return s
    return pr


def assert_op(msg):
    def pr(op, p):
        m = msg.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\0A")
        c = op.operands[0]
        return 'tt.assert %s, "%s" : %s' % (p.v(c), m, c.type)
    return pr


def histogram(op, p):
    x = op.operands[0]
    return "tt.histogram %s%s : %s -> %s" % (p.vs(op.operands), p.attr_dict(op), x.type, op.results[0].type)


def split(op, p):
    x = op.operands[0]
    return "tt.split %s%s : %s -> %s" % (p.v(x), p.attr_dict(op), x.type, op.results[0].type)


def yield_(name):
    def pr(op, p):
        if not op.operands:
            return name
        return "%s %s : %s" % (name, p.vs(op.operands), ", ".join(v.type for v in op.operands))
    return pr


def condition(op, p):
    c = op.operands[0]
    rest = op.operands[1:]
    s = "scf.condition(%s)" % p.v(c)
    if rest:
        s += " %s : %s" % (p.vs(rest), ", ".join(v.type for v in rest))
    return s


def scf_for(attrs):
    def pr(op, p):
        lb, ub, step = op.operands[:3]
        inits = op.operands[3:]
        body = op.regions[0].blocks[0]
        iv = body.args[0]
        p.assign_arg(iv)
        s = "scf.for %s = %s to %s step %s" % (p.v(iv), p.v(lb), p.v(ub), p.v(step))
        if inits:
            names = []
            for a, init in zip(body.args[1:], inits):
                p.assign_arg(a)
                names.append("%s = %s" % (p.v(a), p.v(init)))
            s += " iter_args(%s) -> (%s) " % (", ".join(names), ", ".join(r.type for r in op.results))
        s += " : %s " % lb.type
        s += p.region(op.regions[0], p.indent, entry_args=True)
        if attrs:
            s += " {" + ", ".join("%s = %s" % kv for kv in attrs) + "}"
        return s
    return pr


def scf_if(op, p):
    s = "scf.if %s" % p.v(op.operands[0])
    if op.results:
        s += " -> (%s)" % ", ".join(r.type for r in op.results)
    ind = p.indent
    s += " " + p.region(op.regions[0], ind)
    els = op.regions[1]
    # MLIR prints an else region that has a block, even an empty one (Triton's
    # front end always makes one; canonicalize drops it later).
    if els.blocks:
        s += " else " + p.region(els, ind)
    return s + p.attr_dict(op)


def scf_while(op, p):
    before, after = op.regions
    bargs = before.blocks[0].args
    for a in bargs:
        p.assign_arg(a)
    # MLIR's form: the initialization list only when there are inits, then a
    # functional type (one result without parentheses).
    s = "scf.while"
    if op.operands:
        s += " (%s)" % ", ".join("%s = %s" % (p.v(a), p.v(i)) for a, i in zip(bargs, op.operands))
    results = [r.type for r in op.results]
    s += " : (%s) -> %s " % (", ".join(v.type for v in op.operands),
                             results[0] if len(results) == 1 else "(%s)" % ", ".join(results))
    s += p.region(before, p.indent)
    s += " do " + p.region(after, p.indent, print_entry_args=True)
    extra = p.attr_dict(op)
    return s + (" attributes" + extra if extra else "")


def cond_br(op, p):
    (t, targs), (f, fargs) = op.successors
    def tgt(b, args):
        lab = p.labels[id(b)]
        if args:
            lab += "(%s : %s)" % (p.vs(args), ", ".join(a.type for a in args))
        return lab
    return "cf.cond_br %s, %s, %s" % (p.v(op.operands[0]), tgt(t, targs), tgt(f, fargs))


def br(op, p):
    b, args = op.successors[0]
    lab = p.labels[id(b)]
    if args:
        lab += "(%s : %s)" % (p.vs(args), ", ".join(a.type for a in args))
    return "cf.br " + lab


def barrier(op, p):
    return "gpu.barrier"
