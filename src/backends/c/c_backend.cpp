#include "backends/c/c_backend.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <vector>

#include "ast/visitor.h"
#include "backends/body_facts.h"
#include "backends/c/c_spelling.h"
#include "backends/c/streamed_loop.h"
#include "backends/c_names.h"
#include "embedded/c_helpers.h"
#include "embedded/streaming_stores.h"
#include "frontend/diagnostics.h"
#include "transforms/expr_type.h"
#include "transforms/fresh_names.h"

namespace st {

namespace {

using ast::BinaryOp;
using ast::Expr;
using ast::NodeKind;
using ast::ScalarType;
using ast::Stmt;
using ast::StmtList;

// C operator precedence, as far as the printer needs it.
constexpr int prec_add = 1;
constexpr int prec_mul = 2;
constexpr int prec_unary = 3;
constexpr int prec_primary = 4;

// Lines longer than this are broken before an operator (cosmetic: C has no limit).
constexpr size_t preferred_width = 100;

std::string lower_case(std::string s) {
  for (char& c : s) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  }
  return s;
}

// The names an expression reads, and the names a statement list may change.
class NamesRead : public ast::Visitor {
 public:
  std::set<std::string> names;

 protected:
  void visit_VarRef(const ast::VarRef& node) override { names.insert(node.name); }
  void visit_ArrayRef(const ast::ArrayRef& node) override {
    names.insert(node.name);
    ast::Visitor::visit_ArrayRef(node);
  }
  void visit_LinearRef(const ast::LinearRef& node) override {
    names.insert(node.name);
    ast::Visitor::visit_LinearRef(node);
  }
};

std::string in_parens(const std::string& s) { return "(" + s + ")"; }

std::string call_text(const std::string& fn, const std::string& a, const std::string& b) {
  return fn + "(" + a + ", " + b + ")";
}

// Breaks a long statement before a + or -, preferring the outermost parentheses (and
// never inside a subscript) in the second half of the line; continuation lines are
// indented four more than the first.
std::string wrap(const std::string& line, size_t indent) {
  std::string out;
  std::string rest = line;
  std::string pad(indent + 4, ' ');
  while (rest.size() > preferred_width) {
    size_t cut = std::string::npos;
    int depth = 0, brackets = 0, cut_depth = 0;
    for (size_t p = 0; p + 2 < rest.size() && p < preferred_width; ++p) {
      char c = rest[p];
      if (c == '(') ++depth;
      if (c == ')') --depth;
      if (c == '[') ++brackets;
      if (c == ']') --brackets;
      bool before_operator = c == ' ' && (rest[p + 1] == '+' || rest[p + 1] == '-') && rest[p + 2] == ' ';
      if (before_operator && brackets == 0 && p > pad.size() + 4 && p >= preferred_width / 2 &&
          (cut == std::string::npos || depth <= cut_depth)) {
        cut = p;
        cut_depth = depth;
      }
    }
    if (cut == std::string::npos) break;
    out += rest.substr(0, cut) + "\n";
    rest.replace(0, cut + 1, pad);
  }
  return out + rest;
}

class CPrinter : public CPrintContext {
 public:
  CPrinter(const ast::Subroutine& sub, const SymbolTable& symbols, const CEmitOptions& options)
      : sub_(sub), symbols_(symbols), options_(options), types_(TypeEnv::of(symbols)) {
    types_.add_names_of(sub.body);
    facts_.visit(sub.body);
    function_ = options.function_name.empty() ? c_identifier(lower_case(sub.name)) : options.function_name;
    entry_ = (options.function_name.empty() ? lower_case(sub.name) : options.function_name) + "_";
    choose_names();
  }

  std::vector<CParameter> parameters() const {
    std::vector<CParameter> params;
    for (const std::string& name : symbols_.dummies()) {
      const Symbol& s = symbol(name);
      CParameter p;
      p.name = name;
      p.c_name = c_name(name);
      p.is_array = s.kind == SymbolKind::Array;
      p.written = p.is_array ? facts_.arrays_written.count(name) > 0 : facts_.is_assigned(name);
      std::string base = c_type(s.type);
      if (p.is_array) {
        p.by_value = false;
        p.type = (p.written ? "" : "const ") + base + " *restrict";
        p.by_reference_type = (p.written ? "" : "const ") + base + " *";
      } else {
        p.by_value = !pointer_scalar(name);
        p.type = p.by_value ? base : base + " *";
        p.by_reference_type = p.by_value ? "const " + base + " *" : base + " *";
      }
      params.push_back(p);
    }
    return params;
  }

  std::string prototype(const std::string& name) const { return signature(name, false) + ";\n"; }
  std::string by_reference_prototype(const std::string& name) const { return signature(name, true) + ";\n"; }

  // CPrintContext, for hooks.
  std::string expr(const ast::Expr& e) override { return expr_text(e).text; }
  std::string element(const ast::ArrayRef& ref) override { return c_name(ref.name) + "[" + element_offset(ref) + "]"; }
  std::string stmts(const ast::StmtList& list, int depth) override {
    std::ostringstream out;
    print_stmts(out, list, depth);
    return out.str();
  }
  std::string name(const std::string& fortran_name) override { return var(fortran_name); }
  std::string fresh(const std::string& base) override { return fresh_name(base, taken_); }

  std::string emit() {
    // Strides first: the body's subscripts name them.
    std::ostringstream strides;
    print_strides(strides);
    strides_text_ = strides.str();
    std::ostringstream body;
    print_stmts(body, sub_.body, 1);
    std::string declarations = print_declarations();

    std::ostringstream out;
    if (options_.bare) {
      out << signature(function_, false) << "\n{\n" << declarations;
      if (!declarations.empty()) out << "\n";
      out << body.str();
      for (const std::string& name : unread_locals_) out << "  (void)" << c_name(name) << ";\n";
      out << "}\n";
      return out.str();
    }
    out << "/* Subroutine " << sub_.name << " as C99, printed by stenciltune. Arrays keep Fortran's\n"
        << "   column-major order and lower bounds.";
    if (options_.fortran_entry) out << "\n   " << entry_ << " is the entry a Fortran caller links.";
    out << " */\n";
    if (sub_.bare_nest) out << "/* Made from a bare loop nest: its arguments and declarations were inferred. */\n";
    out << "#include <math.h>\n#include <stddef.h>\n#include <stdint.h>\n";
    if (needs_stdlib_) out << "#include <stdlib.h>\n";
    print_vector_math(out);
    if (needs_helpers_) out << "\n" << embedded::c_helpers;
    if (needs_streaming_) out << "\n" << embedded::streaming_stores;
    out << "\n" << signature(function_, false) << "\n{\n" << declarations;
    if (!declarations.empty()) out << "\n";
    out << body.str();
    for (const std::string& name : unread_locals_) out << "  (void)" << c_name(name) << ";\n";
    out << "}\n";
    if (options_.fortran_entry) {
      out << "\n/* gfortran's convention: every argument by reference. */\n"
          << signature(entry_, true) << "\n{\n  " << function_ << "(";
      std::vector<CParameter> params = parameters();
      for (size_t i = 0; i < params.size(); ++i) {
        out << (i ? ", " : "") << (params[i].by_value ? "*" : "") << params[i].c_name;
      }
      out << ");\n}\n";
    }
    return out.str();
  }

 private:
  struct Text {
    std::string text;
    int prec;
  };

  const ast::Subroutine& sub_;
  const SymbolTable& symbols_;
  CEmitOptions options_;
  TypeEnv types_;
  BodyFacts facts_;
  std::string function_;
  std::string entry_;  // gfortran's symbol for the function
  std::map<std::string, std::string> c_names_;
  NameSet taken_;
  std::map<std::string, std::vector<std::string>> strides_;  // array -> stride of dims 1..rank-1
  std::vector<std::string> unread_locals_;
  bool needs_helpers_ = false;
  bool needs_stdlib_ = false;
  // libm functions the body calls, with their C prototypes: vector_math() declares them.
  std::map<std::string, std::string> math_functions_;
  bool printing_store_ = false;
  bool needs_streaming_ = false;

  const Symbol& symbol(const std::string& name) const {
    const Symbol* s = symbols_.find(name);
    if (s == nullptr) throw InternalError("'" + name + "' is not in the symbol table");
    return *s;
  }

  // A scalar dummy the subroutine may change goes by pointer, so the change reaches
  // the caller.
  bool pointer_scalar(const std::string& name) const {
    const Symbol* s = symbols_.find(name);
    if (!s || !s->is_dummy || s->kind != SymbolKind::Scalar) return false;
    return facts_.is_assigned(name) || s->intent == ast::Intent::Out || s->intent == ast::Intent::InOut;
  }

  void choose_names() {
    const NameSet user = user_names(symbols_, facts_);
    taken_ = user;
    taken_.insert(function_);
    taken_.insert(entry_);
    for (const std::string& name : user) {
      c_names_[name] = c_identifier(name, sub_.name);
      taken_.insert(c_names_[name]);
    }
    // The function's own names, when the caller chose them, are not the user's either.
    for (auto& [name, spelling] : c_names_) {
      if (spelling == function_ || spelling == entry_) spelling = "U_" + name;
    }
  }

  std::string c_name(const std::string& name) const {
    auto it = c_names_.find(name);
    return it == c_names_.end() ? name : it->second;
  }

  // A scalar as a value or an lvalue.
  std::string var(const std::string& name) const {
    return pointer_scalar(name) ? "(*" + c_name(name) + ")" : c_name(name);
  }

  ScalarType type_of(const Expr& e) const { return expr_type(e, types_); }

  std::string signature(const std::string& name, bool by_reference) const {
    std::string head = (by_reference ? std::string() : options_.function_prefix) +
                       std::string(options_.internal_linkage && !by_reference ? "static " : "") + "void " + name + "(";
    std::vector<std::string> items;
    for (const CParameter& p : parameters()) {
      std::string type = by_reference ? p.by_reference_type : p.type;
      items.push_back(type + (type.back() == '*' ? "" : " ") + p.c_name);
    }
    if (!by_reference) items.insert(items.end(), options_.extra_parameters.begin(), options_.extra_parameters.end());
    if (items.empty()) return head + "void)";
    std::string out;
    std::string line = head;
    bool line_empty = true;
    for (size_t i = 0; i < items.size(); ++i) {
      std::string item = items[i] + (i + 1 < items.size() ? "," : ")");
      if (!line_empty && line.size() + 1 + item.size() > preferred_width) {
        out += line + "\n";
        line = std::string(head.size(), ' ');
        line_empty = true;
      }
      line += (line_empty ? "" : " ") + item;
      line_empty = false;
    }
    return out + line;
  }

  // ---- declarations at the top of the function ------------------------------------

  std::string print_declarations() {
    std::ostringstream out;
    print_parameters(out);
    out << strides_text_;
    print_locals(out);
    for (const CParameter& p : parameters()) {
      bool used = facts_.is_read(p.name) || facts_.is_assigned(p.name) || facts_.arrays_written.count(p.name) ||
                  used_in_strides_.count(p.name);
      if (!used) out << "  (void)" << p.c_name << ";\n";
    }
    return out.str();
  }

  std::set<std::string> used_in_strides_;
  std::string strides_text_;

  // Named constants the code reads, with those their values read, in declaration order.
  void print_parameters(std::ostringstream& out) {
    std::set<std::string> needed;
    std::vector<std::string> work;
    for (const std::string& name : facts_.order) {
      const Symbol* s = symbols_.find(name);
      if (s && s->kind == SymbolKind::Parameter && facts_.is_read(name)) work.push_back(name);
    }
    while (!work.empty()) {
      std::string name = work.back();
      work.pop_back();
      if (!needed.insert(name).second) continue;
      NamesRead reads;
      reads.visit(symbol(name).init);
      for (const std::string& n : reads.names) {
        const Symbol* s = symbols_.find(n);
        if (s && s->kind == SymbolKind::Parameter) work.push_back(n);
      }
    }
    for (const ast::Declaration& d : sub_.decls) {
      if (!d.is_parameter) continue;
      for (const ast::EntityDecl& e : d.entities) {
        if (!needed.count(e.name)) continue;
        out << "  const " << c_type(d.type) << " " << c_name(e.name) << " = " << expr_text(e.init).text << ";\n";
      }
    }
  }

  std::optional<Affine> affine(const Expr& e) const { return to_affine(e, symbols_.integer_constants()); }

  // The extent of every dimension but the last, and from them the strides, once.
  void print_strides(std::ostringstream& out) {
    for (const std::string& name : symbols_.dummies()) {
      if (!facts_.arrays_indexed.count(name)) continue;
      const Symbol& s = symbol(name);
      if (s.rank() < 2) continue;
      std::vector<std::string>& strides = strides_[name];
      for (int d = 0; d + 1 < s.rank(); ++d) {
        std::string stride = fresh_name(c_name(name) + "_s" + std::to_string(d + 1), taken_);
        std::string extent;
        auto lo = affine(s.lower(d));
        auto hi = affine(s.dims[static_cast<size_t>(d)].upper);
        if (lo && hi) {
          Affine form = *hi - *lo + Affine::of(1);
          for (const auto& [term, c] : form.terms) used_in_strides_.insert(term);
          extent = c_ptrdiff(form, [this](const std::string& n) { return var(n); });
          if (d > 0 && !form.terms.empty()) extent = in_parens(extent);
        } else {
          NamesRead reads;
          reads.visit(s.lower(d));
          reads.visit(s.dims[static_cast<size_t>(d)].upper);
          used_in_strides_.insert(reads.names.begin(), reads.names.end());
          extent = "((ptrdiff_t)(" + expr_text(s.dims[static_cast<size_t>(d)].upper).text + ") - (ptrdiff_t)(" +
                   expr_text(s.lower(d)).text + ") + 1)";
        }
        out << "  const ptrdiff_t " << stride << " = " << (d == 0 ? extent : strides.back() + " * " + extent) << ";\n";
        strides.push_back(stride);
      }
    }
  }

  // Locals (declared scalars, loop variables, temporaries of passes), grouped by type
  // in order of first mention. Parameters and dummies are not locals.
  void print_locals(std::ostringstream& out) {
    std::vector<std::pair<std::string, std::vector<std::string>>> groups;
    for (const std::string& name : facts_.order) {
      const Symbol* s = symbols_.find(name);
      if (s && (s->is_dummy || s->kind != SymbolKind::Scalar)) continue;
      std::string type = c_type(types_.of_name(name));
      auto it = groups.begin();
      while (it != groups.end() && it->first != type) ++it;
      if (it == groups.end()) {
        groups.push_back({type, {}});
        it = groups.end() - 1;
      }
      it->second.push_back(c_name(name));
      if (!facts_.is_read(name)) unread_locals_.push_back(name);
    }
    for (const auto& [type, names] : groups) {
      std::string line = "  " + type + " ";
      for (size_t i = 0; i < names.size(); ++i) line += (i ? ", " : "") + names[i];
      out << wrap(line + ";", 2) << "\n";
    }
  }

  // ---- expressions ----------------------------------------------------------------

  std::string operand(const Expr& e, int min_prec) {
    Text t = expr_text(e);
    return t.prec < min_prec ? "(" + t.text + ")" : t.text;
  }

  static bool is_leaf(const Expr& e) {
    switch (e->kind) {
      case NodeKind::IntLit:
      case NodeKind::RealLit:
      case NodeKind::VarRef:
      case NodeKind::ArrayRef:
      case NodeKind::LinearRef: return true;
      default: return false;
    }
  }

  // An affine integer form as a C int expression over the program's own names;
  // `compound` says whether it needs parentheses as a factor.
  std::string affine_text(const Affine& form, bool& compound) const {
    std::string s;
    for (const auto& [name, c] : form.terms) {
      std::string term = (c == 1 || c == -1) ? var(name) : std::to_string(c < 0 ? -c : c) + " * " + var(name);
      if (s.empty()) {
        s = (c < 0 ? "-" : "") + term;
      } else {
        s += (c < 0 ? " - " : " + ") + term;
      }
    }
    long long k = form.constant;
    if (s.empty()) {
      s = std::to_string(k);
    } else if (k != 0) {
      s += (k < 0 ? " - " : " + ") + std::to_string(k < 0 ? -k : k);
    }
    compound = s.find(' ') != std::string::npos || s[0] == '-';
    return s;
  }

  // Fortran's element (i, j, k) of `name` as a column-major offset from its first
  // element: (i - lower0) + (j - lower1) * stride1 + ...
  std::string element_offset(const ast::ArrayRef& ref) {
    const Symbol& s = symbol(ref.name);
    internal_assert(s.kind == SymbolKind::Array && s.rank() == static_cast<int>(ref.indices.size()))
        << "'" << ref.name << "' indexed with " << ref.indices.size() << " subscripts";
    std::string offset;
    for (int d = 0; d < s.rank(); ++d) {
      const Expr& index = ref.indices[static_cast<size_t>(d)];
      std::string term;
      bool compound = true;
      auto i = affine(index);
      auto lo = affine(s.lower(d));
      if (i && lo) {
        Affine rel = *i - *lo;
        if (rel.is_constant() && rel.constant == 0) continue;
        term = affine_text(rel, compound);
      } else {
        term = operand(index, prec_add) + " - " + operand(s.lower(d), prec_add + 1);
      }
      if (d > 0) {
        if (compound) term = in_parens(term);
        term += " * ";
        term += strides_.at(ref.name)[static_cast<size_t>(d - 1)];
        compound = false;
      }
      if (offset.empty()) {
        offset = d == 0 && compound && s.rank() > 1 ? "(" + term + ")" : term;
      } else {
        offset += " + " + term;
      }
    }
    return offset.empty() ? "0" : offset;
  }

  Text expr_text(const Expr& e) {
    switch (e->kind) {
      case NodeKind::IntLit: {
        long long v = ast::as<ast::IntLit>(e)->value;
        return {c_int_literal(v), v < 0 ? prec_unary : prec_primary};
      }
      case NodeKind::RealLit: {
        std::string s = c_real_literal(*ast::as<ast::RealLit>(e));
        return {s, s[0] == '-' ? prec_unary : prec_primary};
      }
      case NodeKind::VarRef: return {var(ast::as<ast::VarRef>(e)->name), prec_primary};
      case NodeKind::ArrayRef: {
        const auto* a = ast::as<ast::ArrayRef>(e);
        if (options_.hooks && options_.hooks->array_read && !printing_store_) {
          if (std::optional<std::string> text = options_.hooks->array_read(*a, *this)) return {*text, prec_primary};
        }
        return {c_name(a->name) + "[" + element_offset(*a) + "]", prec_primary};
      }
      case NodeKind::LinearRef: {
        const auto* l = ast::as<ast::LinearRef>(e);
        return {c_name(l->name) + "[" + expr_text(l->offset).text + "]", prec_primary};
      }
      case NodeKind::Unary: {
        const auto* u = ast::as<ast::Unary>(e);
        Text inner = expr_text(u->operand);
        if (u->op == ast::UnaryOp::Plus) return inner;
        bool paren = inner.prec < prec_unary || inner.text[0] == '-' || inner.text[0] == '+';
        return {"-" + (paren ? "(" + inner.text + ")" : inner.text), prec_unary};
      }
      case NodeKind::Binary: return binary(*ast::as<ast::Binary>(e));
      case NodeKind::Call: return call(*ast::as<ast::Call>(e));
      default: internal_assert(false) << "expression kind " << ast::kind_name(e->kind) << " in the C backend";
    }
    return {"", prec_primary};
  }

  Text binary(const ast::Binary& b) {
    if (b.op == BinaryOp::Pow) return power(b);
    int p = (b.op == BinaryOp::Add || b.op == BinaryOp::Sub) ? prec_add : prec_mul;
    std::string lhs = operand(b.lhs, p);
    Text rhs = expr_text(b.rhs);
    // A right operand of equal rank keeps its parentheses; so does a negative one,
    // for the reader's sake (a - (-b)).
    bool paren = rhs.prec <= p || rhs.text[0] == '-';
    return {lhs + " " + ast::op_spelling(b.op) + " " + (paren ? "(" + rhs.text + ")" : rhs.text), p};
  }

  // x**n: small literal powers as products (what gfortran's __builtin_powi gives),
  // other integer powers by square-and-multiply, real powers by pow.
  Text power(const ast::Binary& b) {
    ScalarType base = type_of(b.lhs);
    ScalarType exponent = type_of(b.rhs);
    ScalarType result = promote(base, exponent);
    if (!exponent.is_real()) {
      std::optional<long long> n;
      if (const auto* lit = ast::as<ast::IntLit>(b.rhs)) n = lit->value;
      if (const auto* u = ast::as<ast::Unary>(b.rhs)) {
        if (const auto* lit = ast::as<ast::IntLit>(u->operand))
          n = u->op == ast::UnaryOp::Neg ? -lit->value : lit->value;
      }
      if (n && *n == 0) return {c_one(result), prec_primary};
      if (n && *n == 1) return expr_text(b.lhs);
      if (n && *n >= 2 && *n <= 4 && is_leaf(b.lhs)) {
        std::string x = operand(b.lhs, prec_mul + 1);
        if (*n == 2) return {x + " * " + x, prec_mul};
        if (*n == 3) return {x + " * " + x + " * " + x, prec_mul};
        return {x + " * " + x + " * (" + x + " * " + x + ")", prec_mul};
      }
      needs_helpers_ = true;
      return {"st_powi_" + c_type_suffix(base) + "(" + expr_text(b.lhs).text + ", " + expr_text(b.rhs).text + ")",
              prec_primary};
    }
    std::string fn = result.kind == 4 ? "powf" : "pow";
    uses_math(fn, result.kind, 2);
    return {fn + "(" + expr_text(b.lhs).text + ", " + expr_text(b.rhs).text + ")", prec_primary};
  }

  Text call(const ast::Call& c) {
    std::vector<ScalarType> types;
    ScalarType t = ScalarType::integer(4);
    for (size_t i = 0; i < c.args.size(); ++i) {
      types.push_back(type_of(c.args[i]));
      t = i == 0 ? types.back() : promote(t, types.back());
    }
    auto args1 = [&](const std::string& fn) {
      internal_assert(c.args.size() == 1) << c.name << " with " << c.args.size() << " arguments";
      return Text{fn + "(" + expr_text(c.args[0]).text + ")", prec_primary};
    };
    if (int kind = ast::conversion_kind(c)) {
      // C's conversion rounds to nearest as Fortran's does; an integer converts exactly
      // where it fits the mantissa, and rounds alike where it does not.
      return {std::string("((") + (kind == 4 ? "float" : "double") + ")(" + expr_text(c.args[0]).text + "))",
              prec_primary};
    }
    if (c.name == "abs") {
      if (t.is_real()) return args1(t.kind == 4 ? "fabsf" : "fabs");
      needs_stdlib_ = true;
      return args1(t.kind == 8 ? "llabs" : "abs");
    }
    if (c.name == "sqrt" || c.name == "exp" || c.name == "log" || c.name == "sin" || c.name == "cos") {
      if (!t.is_real()) throw UserError(c.loc, "the argument of " + c.name + " must be real, not integer");
      std::string fn = t.kind == 4 ? c.name + "f" : c.name;
      if (c.name != "sqrt") uses_math(fn, t.kind, 1);  // sqrt is an instruction
      return args1(fn);
    }
    if (c.name == "min" || c.name == "max") {
      internal_assert(c.args.size() >= 2) << c.name << " with fewer than two arguments";
      needs_helpers_ = true;
      std::string fn = "st_" + c.name + "_" + c_type_suffix(t);
      std::string s = expr_text(c.args[0]).text;
      for (size_t i = 1; i < c.args.size(); ++i) s = call_text(fn, s, expr_text(c.args[i]).text);
      return {s, prec_primary};
    }
    internal_assert(false) << "intrinsic '" << c.name << "' in the C backend";
    return {"", prec_primary};
  }

  void uses_math(const std::string& fn, int kind, int arity) {
    std::string type = kind == 4 ? "float" : "double";
    math_functions_[fn] = type + " " + fn + "(" + type + (arity == 2 ? ", " + type : std::string()) + ")";
  }

  // glibc's vector math library (libmvec, which libm.so brings in) has SIMD versions of
  // exp, log, sin, cos and pow. gfortran declares them for the original through glibc's
  // math-vector-fortran.h and vectorises loops that call them; C's math.h declares them
  // only under -ffast-math. Declaring the ones the body calls lets gcc vectorise the
  // same loops (with -fno-math-errno, which is gfortran's default and our flags').
  void print_vector_math(std::ostringstream& out) const {
    if (math_functions_.empty()) return;
    out << "#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__) && !defined(__FAST_MATH__) \\\n"
        << "    && defined(__GLIBC__) && (__GLIBC__ > 2 || __GLIBC_MINOR__ >= 22)\n";
    for (const auto& [fn, prototype] : math_functions_) {
      out << "__attribute__((__simd__(\"notinbranch\"))) extern " << prototype << ";\n";
    }
    out << "#endif\n";
  }

  // ---- statements -----------------------------------------------------------------

  void print_stmts(std::ostringstream& out, const StmtList& stmts, int depth) {
    for (const Stmt& s : stmts) print_stmt(out, s, depth);
  }

  void print_stmt(std::ostringstream& out, const Stmt& s, int depth) {
    std::string pad(static_cast<size_t>(2 * depth), ' ');
    if (const auto* a = ast::as<ast::Assign>(s)) {
      printing_store_ = true;
      std::string lhs = expr_text(a->lhs).text;
      printing_store_ = false;
      out << wrap(pad + lhs + " = " + expr_text(a->rhs).text + ";", pad.size()) << "\n";
    } else if (const auto* l = ast::as<ast::Let>(s)) {
      out << wrap(pad + c_name(l->name) + " = " + expr_text(l->value).text + ";", pad.size()) << "\n";
    } else if (const auto* d = ast::as<ast::Do>(s)) {
      if (options_.hooks && options_.hooks->loop) {
        if (std::optional<std::string> text = options_.hooks->loop(*d, depth, *this)) {
          out << *text;
          return;
        }
      }
      print_do(out, *d, depth);
    } else {
      internal_assert(false) << "statement kind " << ast::kind_name(s->kind) << " in the C backend";
    }
  }

  // Fortran evaluates a loop's bounds and step once, before the first iteration; a
  // bound that the body (or the loop variable) can change is held in a constant first.
  void print_do(std::ostringstream& out, const ast::Do& loop, int depth) {
    std::string pad(static_cast<size_t>(2 * depth), ' ');
    BodyFacts changed;
    changed.visit(loop.body);
    std::set<std::string> may_change = changed.assigned();
    may_change.insert(changed.arrays_written.begin(), changed.arrays_written.end());
    may_change.insert(loop.var);
    auto varies = [&](const Expr& e) {
      NamesRead reads;
      reads.visit(e);
      for (const std::string& n : reads.names) {
        if (may_change.count(n)) return true;
      }
      return false;
    };

    std::string v = var(loop.var);
    std::string type = c_type(types_.of_name(loop.var));
    std::vector<std::string> held;
    std::string upper = expr_text(loop.upper).text;
    if (varies(loop.upper)) {
      std::string name = fresh_name(c_name(loop.var) + "_end", taken_);
      held.push_back("const " + type + " " + name + " = " + upper + ";");
      upper = name;
    }
    std::optional<long long> step = 1;
    std::string step_text;
    if (loop.step) {
      auto form = affine(loop.step);
      step = form && form->is_constant() ? std::optional<long long>(form->constant) : std::nullopt;
      if (step && *step == 0) throw UserError(loop.step->loc, "the step of a do loop must not be zero");
      if (!step) {
        step_text = fresh_name(c_name(loop.var) + "_step", taken_);
        held.push_back("const " + type + " " + step_text + " = " + expr_text(loop.step).text + ";");
      }
    }
    std::string test, increment;
    if (step) {
      test = v + (*step > 0 ? " <= " : " >= ") + upper;
      if (*step == 1) {
        increment = "++" + v;
      } else if (*step == -1) {
        increment = "--" + v;
      } else {
        increment = v + (*step > 0 ? " += " : " -= ") + std::to_string(*step > 0 ? *step : -*step);
      }
    } else {
      test = step_text + " > 0 ? " + v + " <= " + upper + " : " + v + " >= " + upper;
      increment = v + " += " + step_text;
    }
    std::string inner_pad = pad;
    if (!held.empty()) {
      out << pad << "{\n";
      inner_pad += "  ";
      for (const std::string& h : held) out << inner_pad << h << "\n";
    }
    bool innermost =
        std::none_of(loop.body.begin(), loop.body.end(), [](const Stmt& s) { return ast::as<ast::Do>(s); });
    std::string pragma;
    if (options_.simd_innermost && innermost) {
      // Temporaries assigned in the body are per iteration: private to each SIMD lane.
      std::string privates, reductions;
      bool ordered = false;
      for (const std::string& n : changed.assigned()) {
        if (n == loop.var) continue;
        auto r = options_.simd_reductions.find(n);
        if (r == options_.simd_reductions.end()) {
          privates += (privates.empty() ? "" : ", ") + c_name(n);
        } else if (r->second.empty()) {
          ordered = true;
        } else {
          reductions += " reduction(" + r->second + ":" + c_name(n) + ")";
        }
      }
      if (!ordered) pragma = "#pragma omp simd" + (privates.empty() ? "" : " private(" + privates + ")") + reductions;
    }
    std::optional<StreamedLoop> streamed;
    if (innermost && !options_.streaming_arrays.empty() && loop.var == options_.streaming_loop_var) {
      streamed = streamed_loop(loop, options_.streaming_arrays, symbols_, options_.streaming_prefetch_rows, taken_);
    }
    int body_depth = depth + 1 + (held.empty() ? 0 : 1);
    if (streamed) {
      print_streamed_loop(out, loop, *streamed, expr_text(loop.lower).text, upper, inner_pad, body_depth, pragma);
    } else {
      if (!pragma.empty()) out << inner_pad << pragma << "\n";
      out << inner_pad << "for (" << v << " = " << expr_text(loop.lower).text << "; " << test << "; " << increment
          << ") {\n";
      if (auto prologue = options_.loop_prologues.find(loop.var); prologue != options_.loop_prologues.end()) {
        internal_assert(!innermost) << "a prologue in the innermost loop over " << loop.var;
        out << std::string(static_cast<size_t>(2 * body_depth), ' ') << prologue->second << "\n";
      }
      print_stmts(out, loop.body, body_depth);
      out << inner_pad << "}\n";
    }
    if (!held.empty()) out << pad << "}\n";
  }

  // A StreamedLoop (streamed_loop.h): strips that compute every streamed row into its
  // buffer, then copy the buffers to the rows with streaming stores (st_stream_*); with
  // prefetches, sub-strips that first walk the loop variable over the lines to fetch.
  void print_streamed_loop(std::ostringstream& out, const ast::Do& loop, const StreamedLoop& s,
                           const std::string& lower, const std::string& upper, const std::string& pad, int body_depth,
                           const std::string& pragma) {
    needs_streaming_ = true;
    const long long step = s.step;
    std::string v = var(loop.var);
    std::string type = c_type(types_.of_name(loop.var));
    const std::string& start = s.strip;
    const std::string& end = s.strip_end;
    std::string in1 = pad + "  ", in2 = pad + "    ";
    out << pad << "{\n"
        << in1 << "/* streaming stores: " << s.buffers.size() << " row(s) of " << s.per_strip
        << " iteration(s) per strip, through L1 buffers */\n";
    for (const StreamBuffer& buffer : s.buffers) {
      out << in1 << c_type(buffer.type) << " " << buffer.name << "[" << s.span << "] ST_STREAM_ALIGN;\n";
    }
    out << in1 << type << " " << start << ";\n";
    out << in1 << "for (" << start << " = " << lower << "; " << start << " <= " << upper << "; " << start
        << " += " << s.span << ") {\n";
    out << in2 << "const " << type << " " << end << " = " << upper << " - " << start << " < " << s.span - step << " ? "
        << upper << " : " << start << " + " << s.span - step << ";\n";
    std::string first = start, last = end, in3 = in2;
    int depth_extra = 0;
    if (!s.prefetches.empty()) {
      first = s.sub;
      last = s.sub_end;
      in3 = in2 + "  ";
      depth_extra = 1;
      out << in2 << "/* prefetch: " << s.prefetches.size() << " row(s), " << s.prefetch_rows
          << " row(s) ahead, for each " << s.sub_span << " iteration(s) */\n";
      out << in2 << type << " " << first << ";\n";
      out << in2 << "for (" << first << " = " << start << "; " << first << " <= " << end << "; " << first
          << " += " << s.sub_span << ") {\n";
      out << in3 << "const " << type << " " << last << " = " << end << " - " << first << " < " << s.sub_span - step
          << " ? " << end << " : " << first << " + " << s.sub_span - step << ";\n";
      out << in3 << "for (" << v << " = " << first << "; " << v << " <= " << last << "; " << v << " += " << s.line
          << ") {\n";
      for (const Expr& e : s.prefetches) {
        const auto& ref = *ast::as<ast::ArrayRef>(e);
        std::string base = c_name(ref.name);
        out << wrap(in3 + "  st_prefetch(" + base + ", (ptrdiff_t)sizeof(*" + base + ") * (" + element_offset(ref) +
                        "));",
                    in3.size() + 2)
            << "\n";
      }
      out << in3 << "}\n";
    }
    if (!pragma.empty()) out << in3 << pragma << "\n";
    out << in3 << "for (" << v << " = " << first << "; " << v << " <= " << last << "; "
        << (step == 1 ? "++" + v : v + " += " + std::to_string(step)) << ") {\n";
    print_stmts(out, s.body, body_depth + 2 + depth_extra);
    out << in3 << "}\n";
    if (!s.prefetches.empty()) out << in2 << "}\n";
    std::string count = step == 1 ? "(ptrdiff_t)(" + end + " - " + start + ") + 1"
                                  : "(ptrdiff_t)(" + end + " - " + start + ") / " + std::to_string(step) + " * " +
                                        std::to_string(step) + " + " + std::to_string(step);
    for (const StreamBuffer& buffer : s.buffers) {
      out << wrap(in2 + "st_stream_" + c_type_suffix(buffer.type) + "(&" + expr_text(buffer.destination).text + ", " +
                      buffer.name + ", " + count + ");",
                  in2.size())
          << "\n";
    }
    out << in1 << "}\n" << pad << "}\n";
  }
};

}  // namespace

std::string emit_c(const ast::Subroutine& sub, const SymbolTable& symbols, const CEmitOptions& options) {
  return CPrinter(sub, symbols, options).emit();
}

std::string c_parameter_list(const std::vector<CParameter>& params) {
  std::string s;
  for (size_t i = 0; i < params.size(); ++i) {
    const std::string& type = params[i].type;
    s += (i ? ", " : "") + type + (type.back() == '*' ? "" : " ") + params[i].c_name;
  }
  return s.empty() ? "void" : s;
}

std::vector<CParameter> c_parameters(const ast::Subroutine& sub, const SymbolTable& symbols) {
  return CPrinter(sub, symbols, {}).parameters();
}

std::string c_prototype(const ast::Subroutine& sub, const SymbolTable& symbols, const std::string& name) {
  CEmitOptions options;
  options.function_name = name;
  return CPrinter(sub, symbols, options).prototype(name);
}

std::string c_by_reference_prototype(const ast::Subroutine& sub, const SymbolTable& symbols,
                                     const std::string& symbol) {
  return CPrinter(sub, symbols, {}).by_reference_prototype(symbol);
}

}  // namespace st
