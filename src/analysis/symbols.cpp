#include "analysis/symbols.h"

#include <cmath>
#include <limits>
#include <set>

#include "ast/printer.h"
#include "frontend/diagnostics.h"

namespace st {

ast::Expr Symbol::lower(int d) const {
  const ast::DimBound& b = dims.at(static_cast<size_t>(d));
  return b.lower ? b.lower : ast::IntLit::make(1);
}

const Symbol* SymbolTable::find(const std::string& name) const {
  auto it = symbols_.find(name);
  if (it != symbols_.end()) return &it->second;
  auto jt = implicit_.find(name);
  return jt == implicit_.end() ? nullptr : &jt->second;
}

const Symbol& SymbolTable::lookup(const std::string& name, const SourceRange& use) const {
  if (const Symbol* s = find(name)) return *s;
  if (implicit_none_) throw UserError(use, "'" + name + "' is not declared");
  Symbol s;
  s.name = name;
  s.kind = SymbolKind::Scalar;
  char c = name.empty() ? 'a' : name[0];
  s.type = (c >= 'i' && c <= 'n') ? ast::ScalarType::integer(4) : ast::ScalarType::real(4);
  s.implicitly_typed = true;
  s.loc = use;
  return implicit_.emplace(name, s).first->second;
}

namespace {

// Fortran's intrinsic functions that stenciltune's input language does not read (those
// it reads are ast::Call nodes by the time a name is looked up): Fortran 95's numeric,
// mathematical and inquiry functions and their specific names.
bool unread_intrinsic_function(const std::string& name) {
  static const std::set<std::string> names = {
      "acos",    "aimag",       "aint",    "all",      "amax0",  "amax1",   "amin0", "amin1",     "amod",
      "anint",   "any",         "asin",    "atan",     "atan2",  "ceiling", "cmplx", "conjg",     "cosh",
      "count",   "dabs",        "dacos",   "dasin",    "datan",  "datan2",  "dcos",  "dcosh",     "ddim",
      "dexp",    "digits",      "dim",     "dint",     "dlog",   "dlog10",  "dmax1", "dmin1",     "dmod",
      "dnint",   "dot_product", "dprod",   "dsign",    "dsin",   "dsinh",   "dsqrt", "dtan",      "dtanh",
      "epsilon", "exponent",    "floor",   "fraction", "huge",   "iabs",    "idint", "idnint",    "ifix",
      "int",     "isign",       "kind",    "lbound",   "log10",  "matmul",  "max0",  "max1",      "maxloc",
      "maxval",  "merge",       "min0",    "min1",     "minloc", "minval",  "mod",   "modulo",    "nearest",
      "nint",    "precision",   "product", "radix",    "range",  "reshape", "scale", "shape",     "sign",
      "sinh",    "size",        "spacing", "sum",      "tan",    "tanh",    "tiny",  "transpose", "ubound"};
  return names.count(name) != 0;
}

}  // namespace

const Symbol& SymbolTable::lookup_array(const std::string& name, const SourceRange& use) const {
  const Symbol* s = find(name);
  if (s && s->kind == SymbolKind::Array) return *s;
  if (unread_intrinsic_function(name)) {
    throw UserError(use, "intrinsic function '" + name +
                             "' is not supported in stenciltune's input (it reads abs sqrt exp log sin cos min "
                             "max and the conversions dble dfloat float sngl real)");
  }
  if (s) {
    throw UserError(use, "'" + name + "' is " + (s->kind == SymbolKind::Parameter ? "a parameter" : "a scalar") +
                             ", not an array, but is used with subscripts");
  }
  if (implicit_none_) throw UserError(use, "'" + name + "' is not declared");
  throw UserError(use, "'" + name + "' is not declared as an array, but is used with subscripts (a call of a " +
                           "function other than the intrinsics stenciltune reads is not supported)");
}

std::optional<double> constant_value(const ast::Expr& expr, const SymbolTable& symbols) {
  using namespace ast;
  if (const auto* i = as<IntLit>(expr)) return static_cast<double>(i->value);
  if (const auto* r = as<RealLit>(expr)) return r->value;
  if (const auto* v = as<VarRef>(expr)) {
    const Symbol* s = symbols.find(v->name);
    if (!s || s->kind != SymbolKind::Parameter) return std::nullopt;
    if (s->integer_value) return static_cast<double>(*s->integer_value);
    return s->real_value;
  }
  if (const auto* u = as<Unary>(expr)) {
    auto x = constant_value(u->operand, symbols);
    if (!x) return std::nullopt;
    return u->op == UnaryOp::Neg ? -*x : *x;
  }
  if (const auto* b = as<Binary>(expr)) {
    auto l = constant_value(b->lhs, symbols);
    auto r = constant_value(b->rhs, symbols);
    if (!l || !r) return std::nullopt;
    switch (b->op) {
      case BinaryOp::Add: return *l + *r;
      case BinaryOp::Sub: return *l - *r;
      case BinaryOp::Mul: return *l * *r;
      case BinaryOp::Div:
        if (*r == 0) return std::nullopt;
        return *l / *r;
      case BinaryOp::Pow: return std::pow(*l, *r);
    }
  }
  return std::nullopt;
}

SymbolTable build_symbols(const ast::Subroutine& sub) {
  SymbolTable table;
  table.implicit_none_ = sub.implicit_none;
  std::map<std::string, int> positions;
  for (size_t i = 0; i < sub.params.size(); ++i) {
    positions[sub.params[i].name] = static_cast<int>(i);
    table.dummy_order_.push_back(sub.params[i].name);
  }
  for (const ast::Declaration& d : sub.decls) {
    for (const ast::EntityDecl& e : d.entities) {
      if (table.symbols_.count(e.name)) {
        throw UserError(e.loc, "'" + e.name + "' is declared twice (first at line " +
                                   std::to_string(table.symbols_[e.name].loc.begin.line) + ")");
      }
      if (e.name == sub.name) throw UserError(e.loc, "'" + e.name + "' is the name of the subroutine");
      Symbol s;
      s.name = e.name;
      s.type = d.type;
      s.intent = d.intent;
      s.loc = e.loc;
      s.dims = e.dims;
      auto pos = positions.find(e.name);
      s.is_dummy = pos != positions.end();
      s.dummy_position = s.is_dummy ? pos->second : -1;
      if (d.is_parameter) {
        s.kind = SymbolKind::Parameter;
        s.init = e.init;
        if (s.is_dummy) throw UserError(e.loc, "dummy argument '" + e.name + "' cannot be a parameter");
        if (d.type.base == ast::BaseType::Integer) {
          auto v = to_affine(e.init, table.integer_constants_);
          if (!v || !v->is_constant()) {
            throw UserError(e.init->loc,
                            "the value of integer parameter '" + e.name + "' is not a constant integer expression");
          }
          s.integer_value = v->constant;
          table.integer_constants_[e.name] = v->constant;
        } else {
          table.symbols_[e.name] = s;  // earlier parameters may be used in the value
          auto v = constant_value(e.init, table);
          table.symbols_.erase(e.name);
          if (!v) throw UserError(e.init->loc, "the value of parameter '" + e.name + "' is not a constant expression");
          double largest = d.type.kind == 4 ? static_cast<double>(std::numeric_limits<float>::max())
                                            : std::numeric_limits<double>::max();
          if (!(std::fabs(*v) <= largest)) {
            throw UserError(e.init->loc, "the value of parameter '" + e.name + "' is not a finite " +
                                             ast::type_name(d.type) + " number");
          }
          s.real_value = d.type.kind == 4 ? static_cast<double>(static_cast<float>(*v)) : *v;
        }
      } else {
        s.kind = e.dims.empty() ? SymbolKind::Scalar : SymbolKind::Array;
        if (!s.is_dummy && d.intent != ast::Intent::None) {
          throw UserError(e.loc, "'" + e.name + "' has an intent but is not a dummy argument of '" + sub.name + "'");
        }
        if (!s.is_dummy && s.kind == SymbolKind::Array) {
          throw UserError(e.loc, "local array '" + e.name + "' is not supported: pass it as an argument");
        }
        if (s.kind == SymbolKind::Array && s.rank() > 7) {
          throw UserError(e.loc,
                          "'" + e.name + "' has rank " + std::to_string(s.rank()) + "; Fortran 95 allows at most 7");
        }
      }
      table.symbols_[e.name] = s;
    }
  }
  for (const ast::Param& p : sub.params) {
    if (table.symbols_.count(p.name)) continue;
    if (sub.implicit_none) throw UserError(p.loc, "dummy argument '" + p.name + "' has no declaration");
    Symbol s = table.lookup(p.name, p.loc);
    s.is_dummy = true;
    s.dummy_position = positions[p.name];
    table.symbols_[p.name] = s;
    table.implicit_.erase(p.name);
  }
  // Array bounds may use only dummy integers, parameters and literals.
  for (auto& [name, s] : table.symbols_) {
    for (const ast::DimBound& b : s.dims) {
      for (const ast::Expr& e : {b.lower, b.upper}) {
        if (!e) continue;
        auto form = to_affine(e, table.integer_constants_);
        if (!form) {
          throw UserError(e->loc, "the bound '" + ast::to_fortran(e) + "' of '" + name +
                                      "' is not an integer expression of the form n + constant");
        }
        for (const auto& [term, c] : form->terms) {
          const Symbol* t = table.find(term);
          if (!t) {
            if (sub.implicit_none)
              throw UserError(e->loc, "'" + term + "' in the bounds of '" + name + "' is not declared");
            continue;
          }
          if (!t->is_dummy || t->kind != SymbolKind::Scalar || t->type.base != ast::BaseType::Integer) {
            throw UserError(e->loc, "'" + term + "' in the bounds of '" + name + "' must be an integer dummy argument");
          }
        }
      }
    }
  }
  return table;
}

}  // namespace st
