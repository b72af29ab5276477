#include "transforms/variant.h"

#include <algorithm>
#include <cctype>

#include "ast/mutator.h"
#include "ast/visitor.h"
#include "frontend/diagnostics.h"
#include "support/param_assignment.h"
#include "transforms/cse.h"
#include "transforms/expr_type.h"
#include "transforms/fresh_names.h"
#include "transforms/linearise.h"
#include "transforms/loop_blocking.h"
#include "transforms/register_blocking.h"
#include "transforms/simplify.h"

namespace st {

namespace {

// Per grid dimension, x (unit stride) first.
const char* const core_block_names[] = {"CX", "CY", "CZ"};
const char* const register_block_names[] = {"RX", "RY", "RZ"};
const char* const dimension_names[] = {"x", "y", "z"};
constexpr long long max_register_block = 8;

// The parts of a message, joined.
template <typename... Parts>
std::string concat(const Parts&... parts) {
  std::string s;
  ((s += parts), ...);
  return s;
}

std::string upper_case(std::string s) {
  for (char& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return s;
}

std::string known_names() {
  std::string s;
  for (const auto& [name, meaning] : parameter_names()) s += (s.empty() ? "" : ", ") + name;
  return s;
}

// The grid dimension a block parameter applies to, or -1 for a flag.
int dimension_of(const std::string& name) {
  for (int d = 0; d < 3; ++d) {
    if (name == core_block_names[d] || name == register_block_names[d]) return d;
  }
  return -1;
}

// Replaces the statement `root` (by identity) with `replacement`, wherever it is.
class NestReplacer : public ast::Mutator {
 public:
  NestReplacer(const ast::Stmt& r, const ast::StmtList& with) : root_(r), replacement_(with) {}
  using ast::Mutator::mutate;
  bool found = false;

  ast::StmtList mutate(const ast::StmtList& stmts) override {
    ast::StmtList out;
    for (const ast::Stmt& s : stmts) {
      if (s == root_) {
        found = true;
        out.insert(out.end(), replacement_.begin(), replacement_.end());
      } else {
        out.push_back(mutate(s));
      }
    }
    return out;
  }

 private:
  const ast::Stmt& root_;
  const ast::StmtList& replacement_;
};

class LoopVariables : public ast::Visitor {
 public:
  std::vector<std::string> names;

 protected:
  void visit_Do(const ast::Do& node) override {
    if (std::find(names.begin(), names.end(), node.var) == names.end()) names.push_back(node.var);
    ast::Visitor::visit_Do(node);
  }
};

// The loop variables the passes made (block loops) declared as integers, so that the
// printed subroutine compiles under implicit none and is not typed real by the i-n rule.
void declare_new_loop_variables(ast::Subroutine& sub, const SymbolTable& symbols) {
  LoopVariables loops;
  loops.visit(sub.body);
  ast::Declaration decl;
  decl.type = ast::ScalarType::integer(4);
  decl.loc = sub.loc;
  for (const std::string& name : loops.names) {
    const Symbol* s = symbols.find(name);
    if (s && !s->implicitly_typed) continue;
    bool declared = false;
    for (const ast::Declaration& d : sub.decls) {
      for (const ast::EntityDecl& e : d.entities) declared = declared || e.name == name;
    }
    if (!declared) decl.entities.push_back(ast::EntityDecl{name, sub.loc, {}, nullptr});
  }
  if (!decl.entities.empty()) sub.decls.push_back(std::move(decl));
}

// The temporaries (Let) of `stmts`: a later nest must not reuse them, since another
// nest's temporary of the same name may have another type. Loop variables are all
// integers and may be shared.
class LetNames : public ast::Visitor {
 public:
  NameSet names;

 protected:
  void visit_Let(const ast::Let& node) override {
    names.insert(node.name);
    ast::Visitor::visit_Let(node);
  }
};

// `taken`: the user's names and the temporaries of the nests already transformed.
ast::StmtList transform_nest(const SymbolTable& symbols, const NestInfo& nest, const VariantParams& params,
                             const NameSet& taken) {
  TypeEnv types = TypeEnv::of(symbols);
  // The analysis knows the element type of every grid, also a bare nest's.
  for (const ArrayInfo& a : nest.arrays) types.set(a.name, a.type);

  ast::StmtList nest_stmts{nest.root};
  if (params.simplify) {
    SimplifyOptions options;
    options.constants = parameter_constants(symbols);
    options.types = types;
    options.reassociate = params.reassociate;
    nest_stmts = simplify(nest_stmts, options);
  }

  LoopBlocking blocking;
  RegisterBlock registers;
  blocking.grid_vars = registers.grid_vars = nest.grid_vars;
  for (size_t d = 0; d < nest.grid_vars.size() && d < 3; ++d) {
    blocking.sizes.push_back(params.get(core_block_names[d], 0));
    registers.factors.push_back(params.get(register_block_names[d], 1));
  }
  blocking.known = symbols.integer_constants();
  blocking.taken = registers.taken = taken;
  nest_stmts = block_loops(nest_stmts, blocking);
  nest_stmts = register_block(nest_stmts, registers);

  if (params.cse) nest_stmts = eliminate_common_subexpressions(nest_stmts, CseOptions{types, taken});

  if (params.linearise) {
    Linearisation linearisation;
    linearisation.taken = taken;
    for (const ArrayInfo& a : nest.arrays) {
      bool is_grid = std::any_of(a.grid_dims.begin(), a.grid_dims.end(), [](int g) { return g >= 0; });
      if (!is_grid) continue;
      const Symbol* s = symbols.find(a.name);
      linearisation.arrays.push_back({a.name, s && s->kind == SymbolKind::Array ? s->dims : a.bounds});
    }
    nest_stmts = linearise(nest_stmts, linearisation);
  }
  return nest_stmts;
}

}  // namespace

long long VariantParams::get(const std::string& name, long long fallback) const {
  auto it = values.find(upper_case(name));
  return it == values.end() ? fallback : it->second;
}

const std::vector<std::pair<std::string, std::string>>& parameter_names() {
  static const std::vector<std::pair<std::string, std::string>> names = {
      {"CX", "core block along x (the unit-stride first index), in points"},
      {"CY", "core block along y, in points"},
      {"CZ", "core block along z, in points (3-D stencils)"},
      {"RX", "register block along x: points unrolled in the innermost loop, 1 to 8"},
      {"RY", "register block along y: unroll-and-jam, 1 to 8"},
      {"RZ", "register block along z: unroll-and-jam, 1 to 8 (3-D stencils)"},
      {"SIMPLIFY", "0|1: constant propagation and arithmetic simplification (default 1)"},
      {"CSE", "0|1: common subexpressions within a point and a register block (default 1)"},
      {"LINEARISE", "0|1: one base offset per point and precomputed strides (default 0)"},
      {"REASSOC", "0|1: allow reassociating floating-point sums and products (default 0)"},
  };
  return names;
}

VariantParams parse_params(const std::vector<std::string>& assignments, const StencilInfo& info) {
  VariantParams params;
  int dims = 0;
  for (const NestInfo& nest : info.nests) dims = std::max(dims, nest.dims);
  std::vector<std::string> seen;
  for (const std::string& assignment : assignments) {
    const ParamAssignment assigned = parse_param(assignment);
    const std::string& name = assigned.name;
    const long long value = assigned.value;
    bool known =
        std::any_of(parameter_names().begin(), parameter_names().end(), [&](const auto& p) { return p.first == name; });
    if (!known) {
      throw UserError(concat("unknown tuning parameter '", name, "' in --param '", assignment, "'; the parameters are ",
                             known_names()));
    }
    if (std::find(seen.begin(), seen.end(), name) != seen.end()) {
      throw UserError("tuning parameter " + name + " is given twice");
    }
    seen.push_back(name);
    std::string text = std::to_string(value);
    int dim = dimension_of(name);
    if (dim < 0) {
      if (value != 0 && value != 1) throw UserError(concat(name, " must be 0 or 1, not ", text));
      bool on = value == 1;
      if (name == "SIMPLIFY") params.simplify = on;
      if (name == "CSE") params.cse = on;
      if (name == "LINEARISE") params.linearise = on;
      if (name == "REASSOC") params.reassociate = on;
      continue;
    }
    if (value < 1) throw UserError(concat(name, " must be at least 1, not ", text));
    if (name[0] == 'R' && value > max_register_block) {
      throw UserError(concat(name, " must be at most ", std::to_string(max_register_block), ", not ", text,
                             " (a larger register block only spills registers)"));
    }
    if (dim >= dims) {
      std::string sub = info.subroutine.empty() ? "the stencil" : concat("'", info.subroutine, "'");
      throw UserError(concat(name, " blocks the ", dimension_names[dim], " dimension, but ", sub, " is a ",
                             std::to_string(dims), "-D stencil"));
    }
    params.values[name] = value;
  }
  return params;
}

ast::Subroutine apply_variant(const ast::Subroutine& sub, const SymbolTable& symbols, const StencilInfo& info,
                              const VariantParams& params) {
  ast::Subroutine out = sub;
  NameSet user_names = names_used(sub.body);
  for (const auto& [name, symbol] : symbols.all()) user_names.insert(name);
  for (const NestInfo& nest : info.nests) {
    LetNames lets;
    lets.visit(out.body);
    NameSet taken = user_names;
    taken.insert(lets.names.begin(), lets.names.end());
    ast::StmtList transformed = transform_nest(symbols, nest, params, taken);
    NestReplacer replacer(nest.root, transformed);
    out.body = replacer.mutate(out.body);
    internal_assert(replacer.found) << "nest " << nest.index << " of '" << sub.name << "' is not in its subroutine";
  }
  declare_new_loop_variables(out, symbols);
  return out;
}

}  // namespace st
