#include "analysis/stencil_info.h"

#include <algorithm>
#include <optional>
#include <set>
#include <tuple>

#include "ast/printer.h"
#include "ast/visitor.h"
#include "frontend/diagnostics.h"

namespace st {

const char* role_name(ArrayRole role) {
  switch (role) {
    case ArrayRole::Read: return "read";
    case ArrayRole::Written: return "written";
    case ArrayRole::ReadWritten: return "read_written";
    case ArrayRole::Coefficient: return "coefficient";
  }
  return "?";
}

int FlopCount::intrinsic_total() const {
  int n = 0;
  for (const auto& [name, count] : intrinsics) n += count;
  return n;
}

const ArrayInfo* NestInfo::array(const std::string& name) const {
  for (const ArrayInfo& a : arrays) {
    if (a.name == name) return &a;
  }
  return nullptr;
}

namespace {

[[noreturn]] void fail(const SourceRange& where, const std::string& message) { throw UserError(where, message); }

std::string quoted(const ast::Expr& e) { return "'" + ast::to_fortran(e) + "'"; }

// One index of an array reference, classified.
struct IndexForm {
  std::string var;       // the loop variable, or empty for a constant index
  long long offset = 0;  // the constant added to the variable
  Affine value;          // a constant index: its value, affine in the integer dummies
};

// The flops of the value computations of a statement body at each point. Index
// arithmetic is left out (it is address computation, not work on grid values), and so
// is an operation whose operands are the same at every point (`alpha*dt/(dx*dx)`, put
// in place of a local's reads): every compiler computes it once, outside the loops.
class FlopCounter : public ast::Visitor {
 public:
  // `per_point`: the loop variables, temporaries and reductions' variables, whose values
  // change from point to point (as do the arrays' elements).
  explicit FlopCounter(std::set<std::string> per_point) : per_point_(std::move(per_point)) {}
  FlopCount count;

 protected:
  void visit_Assign(const ast::Assign& node) override { counted(node.rhs); }

 private:
  std::set<std::string> per_point_;

  // Counts the operations of `e` that take a value changing from point to point, and
  // says whether `e` does.
  bool counted(const ast::Expr& e) {
    if (ast::as<ast::ArrayRef>(e) || ast::as<ast::LinearRef>(e)) return true;
    if (const auto* v = ast::as<ast::VarRef>(e)) return per_point_.count(v->name) != 0;
    if (const auto* u = ast::as<ast::Unary>(e)) return counted(u->operand);
    if (const auto* b = ast::as<ast::Binary>(e)) {
      const bool lhs = counted(b->lhs);
      const bool rhs = counted(b->rhs);
      if (!lhs && !rhs) return false;
      switch (b->op) {
        case ast::BinaryOp::Add:
        case ast::BinaryOp::Sub: ++count.add; break;
        case ast::BinaryOp::Mul: ++count.mul; break;
        case ast::BinaryOp::Div: ++count.div; break;
        case ast::BinaryOp::Pow: ++count.intrinsics["pow"]; break;
      }
      return true;
    }
    if (const auto* c = ast::as<ast::Call>(e)) {
      bool any = false;
      for (const ast::Expr& a : c->args) any = counted(a) || any;
      if (any && !ast::conversion_kind(*c)) ++count.intrinsics[c->name];  // a conversion is no flop
      return any;
    }
    return false;  // a literal
  }
};

class NestAnalyser {
 public:
  NestAnalyser(const ast::Subroutine& sub, const SymbolTable& symbols, NestInfo& info, bool bounds)
      : sub_(sub), symbols_(symbols), info_(info), bounds_(bounds) {}

  void run(const ast::Stmt& root) {
    info_.root = root;
    info_.loc = root->loc;
    const ast::StmtList* body = collect_loops(root);
    check_body(*body);
    assign_grid_dims();
    check_accesses();
    if (bounds_) check_bounds();
    summarise(*body);
  }

 private:
  const ast::Subroutine& sub_;
  const SymbolTable& symbols_;
  NestInfo& info_;
  const bool bounds_;                      // check_bounds
  std::map<std::string, int> loop_index_;  // loop var -> position in info_.loops
  // Every reference met, in source order, before grid dimensions are known.
  struct RawAccess {
    const ast::ArrayRef* ref;
    bool is_write;
    std::vector<IndexForm> indices;
  };
  std::vector<RawAccess> raw_;
  std::vector<std::string> array_order_;
  std::set<std::string> written_, read_;
  std::set<std::string> scalars_read_;

  // do-loops of a perfect nest, outermost first; returns the innermost body.
  const ast::StmtList* collect_loops(const ast::Stmt& root) {
    const ast::Stmt* current = &root;
    while (true) {
      const auto* loop = ast::as<ast::Do>(*current);
      internal_assert(loop) << "nest root is not a loop";
      add_loop(*loop);
      bool has_loop =
          std::any_of(loop->body.begin(), loop->body.end(), [](const ast::Stmt& s) { return ast::as<ast::Do>(s); });
      if (!has_loop) {
        if (loop->body.empty()) fail(loop->loc, "this loop nest has an empty body");
        return &loop->body;
      }
      if (loop->body.size() != 1) {
        for (const ast::Stmt& s : loop->body) {
          if (!ast::as<ast::Do>(s)) {
            fail(s->loc,
                 "statement beside an inner loop: stenciltune supports perfect loop nests, where each loop holds "
                 "either one inner loop or only assignments");
          }
        }
        fail(loop->body[1]->loc, "second loop inside '" + loop->var +
                                     "': stenciltune supports perfect loop nests; write the loops as separate nests");
      }
      current = &loop->body[0];
    }
  }

  void add_loop(const ast::Do& loop) {
    const Symbol& s = symbols_.lookup(loop.var, loop.loc);
    if (s.kind != SymbolKind::Scalar || s.type.base != ast::BaseType::Integer) {
      fail(loop.loc, "loop variable '" + loop.var + "' must be an integer scalar");
    }
    if (s.is_dummy) fail(loop.loc, "loop variable '" + loop.var + "' is a dummy argument; use a local variable");
    if (loop_index_.count(loop.var))
      fail(loop.loc, "loop variable '" + loop.var + "' is already used by an enclosing loop");
    LoopInfo li;
    li.var = loop.var;
    li.lower = loop.lower;
    li.upper = loop.upper;
    li.loc = loop.loc;
    li.lower_form = bound_form(loop.lower, loop.var);
    li.upper_form = bound_form(loop.upper, loop.var);
    if (loop.step) {
      auto step = to_affine(loop.step, symbols_.integer_constants());
      if (!step || !step->is_constant())
        fail(loop.step->loc, "the step of loop '" + loop.var + "' must be an integer constant");
      if (step->constant == 0) fail(loop.step->loc, "the step of loop '" + loop.var + "' is zero");
      li.step = step->constant;
    }
    loop_index_[loop.var] = static_cast<int>(info_.loops.size());
    info_.loops.push_back(li);
  }

  Affine bound_form(const ast::Expr& e, const std::string& var) {
    check_scalar_expr(e, true);
    auto form = to_affine(e, symbols_.integer_constants());
    if (!form) fail(e->loc, "the bound " + quoted(e) + " of loop '" + var + "' is not of the form n + constant");
    for (const auto& [name, c] : form->terms) {
      if (loop_index_.count(name)) {
        fail(e->loc, "the bounds of loop '" + var + "' depend on loop variable '" + name +
                         "': only rectangular nests are supported");
      }
      const Symbol& s = symbols_.lookup(name, e->loc);
      if (s.kind != SymbolKind::Scalar || s.type.base != ast::BaseType::Integer || !s.is_dummy) {
        fail(e->loc, "'" + name + "' in the bounds of loop '" + var + "' must be an integer dummy argument");
      }
    }
    return *form;
  }

  // Names in a scalar context: declared, not arrays, integers where required.
  void check_scalar_expr(const ast::Expr& e, bool integer_only) {
    class Check : public ast::Visitor {
     public:
      Check(NestAnalyser& a, bool integer) : a_(a), integer_(integer) {}

     protected:
      void visit_VarRef(const ast::VarRef& v) override {
        const Symbol& s = a_.symbols_.lookup(v.name, v.loc);
        if (s.kind == SymbolKind::Array)
          fail(v.loc, "array '" + v.name +
                          "' is used without subscripts where one value is needed; a whole array is read only in an "
                          "assignment to an array (u = v)");
        if (integer_ && s.type.base != ast::BaseType::Integer) fail(v.loc, "'" + v.name + "' is not an integer");
      }
      void visit_RealLit(const ast::RealLit& r) override {
        if (integer_) fail(r.loc, "a real value where an integer is needed");
      }
      void visit_ArrayRef(const ast::ArrayRef& r) override {
        fail(r.loc, "array element " + quoted_ref(r) + " in a loop bound is not supported");
      }
      void visit_Call(const ast::Call& c) override {
        fail(c.loc, "intrinsic '" + c.name + "' in a loop bound is not supported");
      }

     private:
      static std::string quoted_ref(const ast::ArrayRef& r) { return "'" + r.name + "(...)'"; }
      NestAnalyser& a_;
      bool integer_;
    };
    Check check(*this, integer_only);
    check.visit(e);
  }

  // Whether `e` reads the scalar `name`.
  static bool reads(const ast::Expr& e, const std::string& name, SourceRange* where = nullptr) {
    class Find : public ast::Visitor {
     public:
      explicit Find(const std::string& n) : name_(n) {}
      const ast::VarRef* found = nullptr;

     protected:
      void visit_VarRef(const ast::VarRef& v) override {
        if (!found && v.name == name_) found = &v;
      }

     private:
      const std::string& name_;
    };
    Find find(name);
    find.visit(e);
    if (find.found && where) *where = find.found->loc;
    return find.found != nullptr;
  }

  // `target = target op e` and its kin (ReductionInfo), with `e` in `operand`; nothing
  // for any other assignment. A chain of one operator (s + a + b) is s + (a + b).
  static std::optional<ReductionInfo> as_reduction(const ast::Assign& assign, const std::string& target,
                                                   ast::Expr& operand) {
    auto is_target = [&](const ast::Expr& e) {
      const auto* v = ast::as<ast::VarRef>(e);
      return v && v->name == target;
    };
    ReductionInfo r;
    r.var = target;
    r.loc = assign.loc;
    operand = nullptr;
    if (const auto* c = ast::as<ast::Call>(assign.rhs);
        c && (c->name == "max" || c->name == "min") && c->args.size() == 2) {
      r.op = c->name == "max" ? ReductionOp::Max : ReductionOp::Min;
      if (is_target(c->args[0]))
        operand = c->args[1];
      else if (is_target(c->args[1]))
        operand = c->args[0];
    } else if (const auto* b = ast::as<ast::Binary>(assign.rhs)) {
      const ast::BinaryOp op = b->op;
      if (op != ast::BinaryOp::Add && op != ast::BinaryOp::Sub && op != ast::BinaryOp::Mul) return std::nullopt;
      r.op = op == ast::BinaryOp::Add   ? ReductionOp::Sum
             : op == ast::BinaryOp::Sub ? ReductionOp::Difference
                                        : ReductionOp::Product;
      // Down the left operands of one operator to the target: the right ones, in order,
      // are the operand; + and * also take the target on the right of the top.
      std::vector<ast::Expr> terms;
      const ast::Binary* at = b;
      while (true) {
        terms.insert(terms.begin(), at->rhs);
        if (is_target(at->lhs)) {
          operand = terms.front();
          for (size_t t = 1; t < terms.size(); ++t) {
            // s - a - b is s - (a + b).
            operand =
                ast::Binary::make(op == ast::BinaryOp::Mul ? op : ast::BinaryOp::Add, operand, terms[t], terms[t]->loc);
          }
          break;
        }
        const auto* next = ast::as<ast::Binary>(at->lhs);
        if (!next || next->op != op) break;
        at = next;
      }
      if (!operand && op != ast::BinaryOp::Sub && is_target(b->rhs)) operand = b->lhs;
    }
    if (!operand) return std::nullopt;
    return r;
  }

  void check_body(const ast::StmtList& body) {
    std::set<std::string> assigned;          // temporaries assigned so far in this iteration
    std::set<const ast::StmtNode*> updates;  // the reductions' statements
    for (const ast::Stmt& s : body) {
      const auto* assign = ast::as<ast::Assign>(s);
      internal_assert(assign) << "innermost body holds a " << ast::kind_name(s->kind);
      if (const auto* v = ast::as<ast::VarRef>(assign->lhs)) {
        ast::Expr operand;
        if (std::optional<ReductionInfo> r = as_reduction(*assign, v->name, operand)) {
          add_reduction(*r, *v, operand);
          check_value_expr(operand, assigned);
          updates.insert(s.get());
          continue;
        }
      }
      check_value_expr(assign->rhs, assigned);
      if (const auto* v = ast::as<ast::VarRef>(assign->lhs)) {
        const Symbol& sym = symbols_.lookup(v->name, v->loc);
        if (sym.kind == SymbolKind::Parameter) fail(v->loc, "'" + v->name + "' is a parameter and cannot be assigned");
        if (sym.kind == SymbolKind::Array)
          fail(v->loc,
               "array '" + v->name + "' is assigned without subscripts; whole-array operations are not supported");
        if (loop_index_.count(v->name)) fail(v->loc, "loop variable '" + v->name + "' is assigned inside its loop");
        if (sym.is_dummy) {
          fail(v->loc, "dummy argument '" + v->name +
                           "' is assigned inside the nest: its value would carry from one iteration to the next (a "
                           "loop-carried dependence); use a local temporary");
        }
        assigned.insert(v->name);
        if (std::find(info_.temporaries.begin(), info_.temporaries.end(), v->name) == info_.temporaries.end()) {
          info_.temporaries.push_back(v->name);
        }
      } else if (const auto* r = ast::as<ast::ArrayRef>(assign->lhs)) {
        record_ref(*r, true);
      } else {
        internal_assert(false) << "assignment to a " << ast::kind_name(assign->lhs->kind);
      }
    }
    // A reduction variable is touched by its update alone: any other read or write in
    // the nest would see a partial sum, which differs between any two orders.
    for (const ast::Stmt& s : body) {
      if (updates.count(s.get())) continue;
      const auto* assign = ast::as<ast::Assign>(s);
      for (const ReductionInfo& r : info_.reductions) {
        SourceRange where;
        if (reads(assign->lhs, r.var, &where) || reads(assign->rhs, r.var, &where)) {
          fail(where, "'" + r.var + "' is a reduction (its " + reduction_op_name(r.op) + " is updated at line " +
                          std::to_string(r.loc.begin.line) +
                          "): nothing else in the nest may read or write it, because its value part-way through "
                          "the sweep depends on the order of the points");
        }
      }
    }
  }

  void add_reduction(ReductionInfo r, const ast::VarRef& v, const ast::Expr& operand) {
    const Symbol& sym = symbols_.lookup(v.name, v.loc);
    if (sym.kind == SymbolKind::Parameter) fail(v.loc, "'" + v.name + "' is a parameter and cannot be assigned");
    if (sym.kind == SymbolKind::Array)
      fail(v.loc, "array '" + v.name + "' is assigned without subscripts; whole-array operations are not supported");
    if (loop_index_.count(v.name)) fail(v.loc, "loop variable '" + v.name + "' is assigned inside its loop");
    if (sym.is_dummy && sym.intent == ast::Intent::In) {
      fail(v.loc, "'" + v.name + "' is intent(in) but is accumulated here; declare it intent(out) or intent(inout)");
    }
    SourceRange again;
    if (reads(operand, v.name, &again)) {
      fail(again, "the update of reduction '" + v.name + "' reads it a second time: what it combines with '" + v.name +
                      "' must not read '" + v.name + "'");
    }
    for (const ReductionInfo& other : info_.reductions) {
      if (other.var == v.name) {
        fail(v.loc, "reduction '" + v.name + "' is updated a second time in the nest (first at line " +
                        std::to_string(other.loc.begin.line) + "); combine the updates into one statement");
      }
    }
    if (std::find(info_.temporaries.begin(), info_.temporaries.end(), v.name) != info_.temporaries.end()) {
      fail(v.loc, "'" + v.name +
                      "' is assigned earlier in the nest and accumulated here; a reduction variable "
                      "may only be accumulated");
    }
    r.type = sym.type;
    info_.reductions.push_back(std::move(r));
  }

  void check_value_expr(const ast::Expr& e, const std::set<std::string>& assigned) {
    class Check : public ast::Visitor {
     public:
      Check(NestAnalyser& a, const std::set<std::string>& assigned) : a_(a), assigned_(assigned) {}

     protected:
      void visit_VarRef(const ast::VarRef& v) override {
        const Symbol& s = a_.symbols_.lookup(v.name, v.loc);
        if (s.kind == SymbolKind::Array)
          fail(v.loc, "array '" + v.name +
                          "' is used without subscripts where one value is needed; a whole array is read only in an "
                          "assignment to an array (u = v)");
        if (a_.loop_index_.count(v.name)) return;  // a loop variable used as a value
        bool is_temporary =
            std::find(a_.info_.temporaries.begin(), a_.info_.temporaries.end(), v.name) != a_.info_.temporaries.end();
        if (!s.is_dummy && s.kind == SymbolKind::Scalar && !assigned_.count(v.name)) {
          // Set outside the nests more than once (before the time loop and in it, say):
          // that statement is what is refused, not this read.
          if (const ast::Assign* outside = a_.assignment_outside_nests(v.name)) {
            fail(outside->loc, "statement outside a loop nest: '" + v.name + "', read in the nest at line " +
                                   std::to_string(v.loc.begin.line) +
                                   ", is set here and by another statement; a nest reads arguments, named "
                                   "constants (parameter), temporaries assigned in the nest before they are read, "
                                   "and locals given one value outside the nests: pass it as an argument");
          }
          fail(v.loc, is_temporary || a_.is_assigned_later(v.name)
                          ? "temporary '" + v.name +
                                "' is read before it is assigned in this iteration: its value would carry from the "
                                "previous iteration (a loop-carried dependence)"
                          : "local variable '" + v.name + "' is read but never assigned");
        }
        if (!assigned_.count(v.name)) a_.scalars_read_.insert(v.name);
      }
      void visit_ArrayRef(const ast::ArrayRef& r) override { a_.record_ref(r, false); }
      void visit_Call(const ast::Call& c) override {
        bool unary = c.name != "min" && c.name != "max";
        if (ast::conversion_kind(c)) unary = false;  // real(x, k), written so by the parser
        if (unary && c.args.size() != 1) fail(c.loc, "intrinsic '" + c.name + "' takes one argument");
        if (!unary && c.args.size() < 2) fail(c.loc, "intrinsic '" + c.name + "' takes at least two arguments");
        ast::Visitor::visit_Call(c);
      }

     private:
      NestAnalyser& a_;
      const std::set<std::string>& assigned_;
    };
    Check check(*this, assigned);
    check.visit(e);
  }

  // An assignment to scalar `name` among the subroutine's statements outside its nests
  // (its top level and its time loop's), or null.
  const ast::Assign* assignment_outside_nests(const std::string& name) const {
    std::vector<const ast::StmtList*> lists = {&sub_.body};
    for (const ast::Stmt& s : sub_.body) {
      if (const auto* loop = ast::as<ast::Do>(s)) lists.push_back(&loop->body);
    }
    for (const ast::StmtList* list : lists) {
      for (const ast::Stmt& s : *list) {
        const auto* a = ast::as<ast::Assign>(s);
        const auto* v = a ? ast::as<ast::VarRef>(a->lhs) : nullptr;
        if (v && v->name == name) return a;
      }
    }
    return nullptr;
  }

  bool is_assigned_later(const std::string& name) const {
    class Find : public ast::Visitor {
     public:
      explicit Find(const std::string& n) : name_(n) {}
      bool found = false;

     protected:
      void visit_Assign(const ast::Assign& a) override {
        if (const auto* v = ast::as<ast::VarRef>(a.lhs)) found = found || v->name == name_;
      }

     private:
      const std::string& name_;
    };
    Find find(name);
    find.visit(info_.root);
    return find.found;
  }

  IndexForm classify_index(const ast::ArrayRef& ref, const ast::Expr& index) {
    if (ast::as<ast::ArrayRef>(index)) {
      fail(index->loc, "indirect indexing (" + quoted(index) + " as an index of '" + ref.name +
                           "') is not supported: an index must be a loop variable plus or minus a constant");
    }
    auto form = to_affine(index, symbols_.integer_constants());
    std::string problem =
        "index " + quoted(index) + " of '" + ref.name + "' is not a loop variable plus or minus a constant";
    if (!form) fail(index->loc, problem);
    IndexForm result;
    const bool any_loop_var = std::any_of(form->terms.begin(), form->terms.end(),
                                          [&](const auto& term) { return loop_index_.count(term.first) > 0; });
    if (!any_loop_var) {
      // A plane the nest does not loop over, such as a boundary's `v(nx,j)` or
      // `v(nx-1,j)`: any affine form of integer dummies that the nest leaves alone.
      for (const auto& [name, c] : form->terms) {
        const Symbol* s = symbols_.find(name);
        if (!s && symbols_.implicit_none()) fail(index->loc, "'" + name + "' is not declared");
        if (!s || s->kind != SymbolKind::Scalar || s->type.base != ast::BaseType::Integer || !s->is_dummy ||
            is_assigned_later(name)) {
          fail(index->loc, problem + " or a constant of integer dummy arguments ('" + name +
                               "' is neither a loop variable of this nest nor an integer dummy argument it "
                               "leaves unchanged)");
        }
        scalars_read_.insert(name);
      }
      result.value = *form;
      return result;
    }
    result.offset = form->constant;
    for (const auto& [name, c] : form->terms) {
      if (!loop_index_.count(name)) {
        const Symbol* s = symbols_.find(name);
        if (!s && symbols_.implicit_none()) fail(index->loc, "'" + name + "' is not declared");
        fail(index->loc, problem + " ('" + name + "' is not a loop variable of this nest)");
      }
      if (c != 1 || !result.var.empty()) fail(index->loc, problem);
      result.var = name;
    }
    return result;
  }

  void record_ref(const ast::ArrayRef& ref, bool is_write) {
    const Symbol& s = symbols_.lookup_array(ref.name, ref.loc);
    if (static_cast<int>(ref.indices.size()) != s.rank()) {
      fail(ref.loc, "'" + ref.name + "' has rank " + std::to_string(s.rank()) + " but is used with " +
                        std::to_string(ref.indices.size()) + " subscript" + (ref.indices.size() == 1 ? "" : "s"));
    }
    if (!s.type.is_real())
      fail(ref.loc, "integer array '" + ref.name + "' is not supported as a grid or coefficient array");
    RawAccess raw{&ref, is_write, {}};
    std::set<std::string> used;
    for (const ast::Expr& index : ref.indices) {
      IndexForm f = classify_index(ref, index);
      if (!f.var.empty() && !used.insert(f.var).second) {
        fail(index->loc, "loop variable '" + f.var + "' indexes two dimensions of '" + ref.name +
                             "': diagonal accesses are not supported");
      }
      raw.indices.push_back(f);
    }
    if (is_write) {
      if (s.intent == ast::Intent::In) fail(ref.loc, "'" + ref.name + "' is intent(in) but is written here");
      written_.insert(ref.name);
    } else {
      if (s.intent == ast::Intent::Out)
        fail(ref.loc,
             "'" + ref.name +
                 "' is intent(out) but is read here: its values are undefined on entry; declare it intent(inout)");
      read_.insert(ref.name);
    }
    if (std::find(array_order_.begin(), array_order_.end(), ref.name) == array_order_.end())
      array_order_.push_back(ref.name);
    raw_.push_back(std::move(raw));
  }

  // Grid dimensions: grid dimension 0 is the loop variable on the lowest array dimension
  // (unit stride) of the access that names the most loop variables (a write names them
  // all), and so on up. Every other access names its loop variables in that order; an
  // array of lower rank may skip some (a profile prof(k) or a plane c(i,j) of a 3-D nest).
  void assign_grid_dims() {
    const RawAccess* widest = nullptr;
    std::vector<std::string> order;
    for (const RawAccess& r : raw_) {
      std::vector<std::string> vars;
      for (const IndexForm& f : r.indices) {
        if (!f.var.empty()) vars.push_back(f.var);
      }
      if (vars.size() > order.size()) widest = &r, order = std::move(vars);
    }
    std::map<std::string, int> position;
    for (size_t g = 0; g < order.size(); ++g) position[order[g]] = static_cast<int>(g);
    // Each array dimension runs along one grid dimension: the loop variable that indexes
    // it first, and no other (p(i) beside p(k) would be two arrays under one name).
    std::map<std::pair<std::string, size_t>, const RawAccess*> along;
    for (const RawAccess& r : raw_) {
      if (widest == nullptr) break;  // no access names a loop variable: refused below
      int last = -1;
      size_t last_d = 0;
      for (size_t d = 0; d < r.indices.size(); ++d) {
        const std::string& var = r.indices[d].var;
        if (var.empty()) continue;
        const RawAccess* first = along.emplace(std::make_pair(r.ref->name, d), &r).first->second;
        if (first->indices[d].var != var) {
          fail(r.ref->indices[d]->loc,
               "dimension " + std::to_string(d + 1) + " of '" + r.ref->name + "' is indexed by '" + var +
                   "' here and by '" + first->indices[d].var + "' at line " +
                   std::to_string(first->ref->indices[d]->loc.begin.line) +
                   ": an array runs along one dimension of the grid in every access (declare two arrays)");
        }
        auto it = position.find(var);
        if (it == position.end()) {
          fail(r.ref->indices[d]->loc, "loop variable '" + var + "' indexes '" + r.ref->name + "' but not '" +
                                           widest->ref->name + "', which the nest indexes by more loop variables");
        }
        if (it->second < last) {
          fail(r.ref->indices[d]->loc, "'" + r.ref->name + "' is indexed by '" + r.indices[last_d].var +
                                           "' in dimension " + std::to_string(last_d + 1) + " and '" + var +
                                           "' in dimension " + std::to_string(d + 1) + ", the opposite order to '" +
                                           widest->ref->name + "': transposed accesses are not supported");
        }
        last = it->second;
        last_d = d;
      }
    }
    for (const LoopInfo& l : info_.loops) {
      if (!position.count(l.var))
        fail(l.loc, "loop variable '" + l.var + "' indexes no array: every iteration would do the same work");
    }
    for (const std::string& var : order) {
      info_.loops[static_cast<size_t>(loop_index_[var])].grid_dim = static_cast<int>(info_.grid_vars.size());
      info_.grid_vars.push_back(var);
    }
    info_.dims = static_cast<int>(info_.grid_vars.size());
  }

  int grid_dim_of(const std::string& var) const {
    for (size_t g = 0; g < info_.grid_vars.size(); ++g) {
      if (info_.grid_vars[g] == var) return static_cast<int>(g);
    }
    return -1;
  }

  void check_accesses() {
    for (const std::string& name : array_order_) {
      const Symbol& s = *symbols_.find(name);
      ArrayInfo a;
      a.name = name;
      a.type = s.type;
      a.rank = s.rank();
      a.bounds = s.dims;
      a.intent = s.intent;
      a.grid_dims.assign(static_cast<size_t>(a.rank), -1);
      bool any_var = false;
      for (const RawAccess& r : raw_) {
        if (r.ref->name != name) continue;
        for (size_t d = 0; d < r.indices.size(); ++d) {
          if (!r.indices[d].var.empty()) {
            a.grid_dims[d] = grid_dim_of(r.indices[d].var);
            any_var = true;
          }
        }
      }
      bool written = written_.count(name) > 0;
      bool read = read_.count(name) > 0;
      if (!any_var) {
        if (written)
          fail(first_ref(name, true)->loc,
               "'" + name + "' is written at a constant index: every iteration would overwrite the same element");
        a.role = ArrayRole::Coefficient;
      } else {
        a.role = written ? (read ? ArrayRole::ReadWritten : ArrayRole::Written) : ArrayRole::Read;
      }
      info_.arrays.push_back(a);
    }
    std::set<std::tuple<std::string, bool, std::vector<long long>, std::vector<std::pair<int, Affine>>>> distinct;
    for (const RawAccess& r : raw_) {
      const ArrayInfo& a = *info_.array(r.ref->name);
      Access acc;
      acc.array = r.ref->name;
      acc.is_write = r.is_write;
      acc.loc = r.ref->loc;
      acc.offsets.assign(static_cast<size_t>(info_.dims), 0);
      for (size_t d = 0; d < r.indices.size(); ++d) {
        const IndexForm& f = r.indices[d];
        if (f.var.empty()) {
          if (a.grid_dims[d] >= 0) {
            fail(r.ref->indices[d]->loc, "index " + quoted(r.ref->indices[d]) + " of '" + a.name +
                                             "' is a constant where other accesses use loop variable '" +
                                             info_.grid_vars[static_cast<size_t>(a.grid_dims[d])] + "'");
          }
          acc.constant_indices.emplace_back(static_cast<int>(d), f.value);
        } else {
          acc.offsets[static_cast<size_t>(grid_dim_of(f.var))] = f.offset;
        }
      }
      if (r.is_write) {
        for (size_t d = 0; d < r.indices.size(); ++d) {
          if (!r.indices[d].var.empty() && r.indices[d].offset != 0) {
            fail(r.ref->indices[d]->loc, "write to " + quoted_ref(*r.ref) +
                                             " is at a non-centre offset: a stencil writes only the point (" +
                                             join_vars() + ") of each iteration");
          }
        }
        for (const std::string& var : info_.grid_vars) {
          bool uses = std::any_of(r.indices.begin(), r.indices.end(), [&](const IndexForm& f) { return f.var == var; });
          if (!uses) {
            fail(r.ref->loc, "write to " + quoted_ref(*r.ref) + " does not depend on loop variable '" + var +
                                 "': every iteration of '" + var + "' overwrites the same point");
          }
        }
      }
      // A set, not a search of the list: a nest may hold tens of thousands of accesses.
      if (distinct.emplace(acc.array, acc.is_write, acc.offsets, acc.constant_indices).second)
        info_.accesses.push_back(acc);
    }
    // A grid read at a non-zero offset and also written is a loop-carried dependence.
    for (const RawAccess& r : raw_) {
      if (r.is_write || !written_.count(r.ref->name)) continue;
      bool centre = std::all_of(r.indices.begin(), r.indices.end(),
                                [](const IndexForm& f) { return f.var.empty() || f.offset == 0; });
      if (!centre) {
        const ast::ArrayRef* w = first_ref(r.ref->name, true);
        // A slice of an extra dimension (a constant index) that no write of the nest
        // takes: the nest reads one grid and writes another of the same array, which
        // the analysis, keyed by array, cannot tell apart. Say so rather than call it
        // a dependence.
        const bool other_slice = std::none_of(raw_.begin(), raw_.end(), [&](const RawAccess& x) {
          if (!x.is_write || x.ref->name != r.ref->name || x.indices.size() != r.indices.size()) return false;
          for (size_t d = 0; d < r.indices.size(); ++d) {
            if (r.indices[d].var.empty() && x.indices[d].var.empty() && r.indices[d].value != x.indices[d].value)
              return false;
          }
          return true;
        });
        if (other_slice) {
          fail(r.ref->loc, "'" + r.ref->name + "' is written at line " + std::to_string(w->loc.begin.line) + " (" +
                               quoted_ref(*w) + ") and read here at " + quoted_ref(*r.ref) +
                               ", another slice of its constant-indexed dimension: one nest may not write one "
                               "slice of an array and read another around the point; declare them as two arrays");
        }
        fail(r.ref->loc, "in-place update: '" + r.ref->name + "' is written at line " +
                             std::to_string(w->loc.begin.line) + " and read here at " + quoted_ref(*r.ref) +
                             ", a neighbour that another iteration writes (a loop-carried dependence); write the "
                             "result to a separate array");
      }
    }
  }

  std::string join_vars() const {
    std::string s;
    for (size_t g = 0; g < info_.grid_vars.size(); ++g) s += (g ? "," : "") + info_.grid_vars[g];
    return s;
  }

  static std::string quoted_ref(const ast::ArrayRef& r) {
    std::string s = "'" + r.name + "(";
    for (size_t i = 0; i < r.indices.size(); ++i) s += (i ? "," : "") + ast::to_fortran(r.indices[i]);
    return s + ")'";
  }

  const ast::ArrayRef* first_ref(const std::string& name, bool is_write) const {
    for (const RawAccess& r : raw_) {
      if (r.ref->name == name && r.is_write == is_write) return r.ref;
    }
    return nullptr;
  }

  // Every index stays inside the declared bounds over the whole loop range.
  void check_bounds() {
    const IntegerValues& known = symbols_.integer_constants();
    for (const RawAccess& r : raw_) {
      const Symbol& s = *symbols_.find(r.ref->name);
      for (size_t d = 0; d < r.indices.size(); ++d) {
        const IndexForm& f = r.indices[d];
        const ast::Expr& index = r.ref->indices[d];
        auto lo = to_affine(s.lower(static_cast<int>(d)), known);
        auto hi = to_affine(s.dims[d].upper, known);
        internal_assert(lo && hi) << "array bounds were checked to be affine";
        std::string what = std::string(r.is_write ? "write " : "read ") + quoted_ref(*r.ref);
        std::string dim = "index " + std::to_string(d + 1) + " (" + ast::to_fortran(index) + ")";
        if (f.var.empty()) {
          check_constant(index->loc, what, dim, static_cast<int>(d), f.value, *lo, *hi);
          continue;
        }
        // The index grows with the loop variable, so over a non-empty loop it is
        // smallest at the loop's first value and largest at its last.
        const LoopInfo& loop = info_.loops[static_cast<size_t>(loop_index_.at(f.var))];
        const Affine& first = loop.step > 0 ? loop.lower_form : loop.upper_form;
        const Affine& last = loop.step > 0 ? loop.upper_form : loop.lower_form;
        check_lower(index->loc, what, dim, first + Affine::of(f.offset), *lo, f.var + " = " + first.str());
        check_upper(index->loc, what, dim, last + Affine::of(f.offset), *hi, f.var + " = " + last.str());
      }
    }
  }

  // A constant index, `v(nx-1,j)` or `v(2,j)` of `v(nx,ny)`: where its margin to a bound
  // is not a constant (nx >= 2 for v(2,j)), nothing the loops run over decides it, so the
  // library checks it when called (RuntimeBound); a margin below zero is an error here.
  void check_constant(const SourceRange& loc, const std::string& what, const std::string& dim, int d,
                      const Affine& value, const Affine& lo, const Affine& hi) {
    for (bool upper : {false, true}) {
      Affine margin = upper ? hi - value : value - lo;
      if (margin.is_constant()) {
        if (upper)
          check_upper(loc, what, dim, value, hi, "");
        else
          check_lower(loc, what, dim, value, lo, "");
        continue;
      }
      std::string message = what + ": index " + std::to_string(d + 1) + " is " + value.str() +
                            (upper ? ", above the upper bound " + hi.str() : ", below the lower bound " + lo.str());
      auto same = [&](const RuntimeBound& b) { return b.margin == margin; };
      if (std::none_of(info_.runtime_bounds.begin(), info_.runtime_bounds.end(), same))
        info_.runtime_bounds.push_back({margin, message, loc});
    }
  }

  static void check_lower(const SourceRange& loc, const std::string& what, const std::string& dim, const Affine& value,
                          const Affine& lo, const std::string& at) {
    std::string where = at.empty() ? "" : " at " + at;
    Affine below = value - lo;
    if (!below.is_constant()) {
      fail(loc, "cannot prove that " + what + " stays inside the declared bounds: " + dim + " reaches " + value.str() +
                    where + ", and its lower bound is " + lo.str());
    }
    if (below.constant < 0) {
      fail(loc, what + " is outside the declared bounds: " + dim + " reaches " + value.str() + where +
                    ", below the lower bound " + lo.str());
    }
  }

  static void check_upper(const SourceRange& loc, const std::string& what, const std::string& dim, const Affine& value,
                          const Affine& hi, const std::string& at) {
    std::string where = at.empty() ? "" : " at " + at;
    Affine above = hi - value;
    if (!above.is_constant()) {
      fail(loc, "cannot prove that " + what + " stays inside the declared bounds: " + dim + " reaches " + value.str() +
                    where + ", and its upper bound is " + hi.str());
    }
    if (above.constant < 0) {
      fail(loc, what + " is outside the declared bounds: " + dim + " reaches " + value.str() + where +
                    ", above the upper bound " + hi.str());
    }
  }

  void summarise(const ast::StmtList& body) {
    info_.radius.assign(static_cast<size_t>(info_.dims), 0);
    for (const Access& a : info_.accesses) {
      if (a.is_write || info_.array(a.array)->role == ArrayRole::Coefficient) continue;
      for (size_t g = 0; g < a.offsets.size(); ++g) {
        int r = static_cast<int>(a.offsets[g] < 0 ? -a.offsets[g] : a.offsets[g]);
        info_.radius[g] = std::max(info_.radius[g], r);
      }
    }
    for (const std::string& name : scalars_read_) {
      if (std::find(info_.temporaries.begin(), info_.temporaries.end(), name) == info_.temporaries.end() &&
          !loop_index_.count(name)) {
        info_.scalars.push_back(name);
      }
    }
    std::sort(info_.scalars.begin(), info_.scalars.end(), [&](const std::string& a, const std::string& b) {
      const Symbol* sa = symbols_.find(a);
      const Symbol* sb = symbols_.find(b);
      int pa = sa && sa->is_dummy ? sa->dummy_position : 1000;
      int pb = sb && sb->is_dummy ? sb->dummy_position : 1000;
      return pa != pb ? pa < pb : a < b;
    });
    std::set<std::string> per_point(info_.temporaries.begin(), info_.temporaries.end());
    for (const LoopInfo& l : info_.loops) per_point.insert(l.var);
    for (const ReductionInfo& r : info_.reductions) per_point.insert(r.var);
    FlopCounter flops(std::move(per_point));
    flops.visit(body);
    info_.flops = flops.count;
    info_.element_bytes = 0;
    for (const Access& acc : info_.accesses) {
      const ArrayInfo* a = info_.array(acc.array);
      if (a->role == ArrayRole::Coefficient) continue;
      info_.element_bytes = std::max(info_.element_bytes, a->type.kind);
      auto grid =
          std::find_if(info_.grids.begin(), info_.grids.end(), [&](const StreamedGrid& g) { return g.holds(acc); });
      if (grid == info_.grids.end())
        grid = info_.grids.insert(info_.grids.end(), {acc.array, acc.constant_indices, a->type.kind});
      (acc.is_write ? grid->written : grid->read) = true;
    }
    for (const StreamedGrid& g : info_.grids) {
      const long long streams = (g.read ? 1 : 0) + (g.written ? 1 : 0);
      info_.compulsory_bytes += g.element_bytes * streams;
      info_.naive_bytes += g.element_bytes * streams;
      // Write-allocate: an ordinary store first reads the line it writes, unless the
      // kernel reads that grid anyway.
      if (g.written && !g.read) info_.naive_bytes += g.element_bytes;
    }
    Legality& legal = info_.legality;
    for (const ArrayInfo& a : info_.arrays) {
      if (a.role == ArrayRole::ReadWritten) {
        legal.out_of_place = false;
        legal.notes.push_back("'" + a.name + "' is updated in place, reading only the point it writes");
      }
    }
    const LoopInfo& innermost = info_.loops.back();
    legal.unit_stride_innermost = innermost.grid_dim == 0;
    if (!legal.unit_stride_innermost) {
      legal.notes.push_back("the innermost loop '" + innermost.var + "' is not along the unit-stride first index ('" +
                            info_.grid_vars[0] + "'); variants reorder the loops");
    }
    for (const LoopInfo& l : info_.loops) {
      if (l.step != 1) {
        legal.unit_steps = false;
        legal.notes.push_back("loop '" + l.var + "' has step " + std::to_string(l.step));
      }
    }
    legal.notes.insert(legal.notes.begin(),
                       "Jacobi-style: every iteration writes only its own point, so iterations are independent and any "
                       "order or partition is legal");
  }
};

}  // namespace

int NestInfo::read_streams() const {
  return static_cast<int>(std::count_if(grids.begin(), grids.end(), [](const StreamedGrid& g) { return g.read; }));
}

int NestInfo::write_streams() const {
  return static_cast<int>(std::count_if(grids.begin(), grids.end(), [](const StreamedGrid& g) { return g.written; }));
}

const char* reduction_op_name(ReductionOp op) {
  switch (op) {
    case ReductionOp::Sum: return "sum";
    case ReductionOp::Difference: return "difference";
    case ReductionOp::Product: return "product";
    case ReductionOp::Max: return "max";
    case ReductionOp::Min: return "min";
  }
  return "?";
}

const char* reduction_openmp_op(ReductionOp op) {
  switch (op) {
    case ReductionOp::Sum:
    case ReductionOp::Difference: return "+";
    case ReductionOp::Product: return "*";
    case ReductionOp::Max: return "max";
    case ReductionOp::Min: return "min";
  }
  return "+";
}

ast::ScalarType accumulator_type(const ReductionInfo& r) {
  bool arithmetic = r.op == ReductionOp::Sum || r.op == ReductionOp::Difference || r.op == ReductionOp::Product;
  if (arithmetic && r.type.is_real() && r.type.kind < 8) return ast::ScalarType::real(8);
  return r.type;
}

namespace {

[[noreturn]] void fail_outside(const ast::Stmt& s) {
  fail(s->loc,
       "statement outside a loop nest: the executable part of a stencil subroutine holds loop nests (inside a time "
       "loop or not), locals given one value from literals, parameters and arguments, statements on scalars that no "
       "nest reads or writes, and, for a reduction, its variable's initial value before its nest and its store into "
       "an argument after it");
}

// A statement of the subroutine's executable part, with the time loop's body in line.
struct FlatStatement {
  const ast::Stmt* stmt;
  bool in_time_loop;
};

// The statements between and after the nests: a reduction's initial value (`s = VALUE`
// before the nest that accumulates s) and a local reduction's store (`arg = s` after it).
void attach_scalar_statements(const std::vector<FlatStatement>& statements, const SymbolTable& symbols,
                              StencilInfo& info) {
  std::vector<FlatStatement> pending;  // the assignments since the previous nest
  std::map<std::string, ReductionInfo*> reductions;
  size_t nest = 0;
  for (const FlatStatement& flat : statements) {
    const ast::Stmt& s = *flat.stmt;
    if (ast::as<ast::Do>(s)) {
      NestInfo& n = info.nests[nest++];
      for (ReductionInfo& r : n.reductions) {
        if (reductions.count(r.var)) {
          fail(r.loc, "'" + r.var + "' is accumulated by two nests (first at line " +
                          std::to_string(reductions[r.var]->loc.begin.line) + "); use a variable for each");
        }
        reductions[r.var] = &r;
      }
      for (const FlatStatement& p : pending) {
        const auto& assign = *ast::as<ast::Assign>(*p.stmt);
        const std::string& var = ast::as<ast::VarRef>(assign.lhs)->name;
        auto r = std::find_if(n.reductions.begin(), n.reductions.end(),
                              [&](const ReductionInfo& x) { return x.var == var; });
        if (r == n.reductions.end()) fail_outside(*p.stmt);
        if (!constant_value(assign.rhs, symbols)) {
          fail(assign.rhs->loc, "the initial value of reduction '" + var +
                                    "' must be a constant (a literal or a parameter), known before the nest");
        }
        if (r->initial) fail((*p.stmt)->loc, "reduction '" + var + "' is given its initial value twice");
        if (p.in_time_loop != n.in_time_loop) {
          fail((*p.stmt)->loc, "reduction '" + var + "' is given its initial value " +
                                   (p.in_time_loop ? "inside" : "outside") + " the time loop and accumulated " +
                                   (n.in_time_loop ? "inside" : "outside") +
                                   " it; set it in the same place as its nest, just before the nest");
        }
        r->initial = assign.rhs;
      }
      pending.clear();
      continue;
    }
    const auto* assign = ast::as<ast::Assign>(s);
    const auto* target = assign ? ast::as<ast::VarRef>(assign->lhs) : nullptr;
    if (!target) fail_outside(s);
    const auto* source = ast::as<ast::VarRef>(assign->rhs);
    if (source && reductions.count(source->name)) {
      // The store of a local reduction's result into an argument.
      ReductionInfo& r = *reductions[source->name];
      const Symbol& from = symbols.lookup(source->name, source->loc);
      const Symbol& into = symbols.lookup(target->name, target->loc);
      if (from.is_dummy) {
        fail(s->loc, "'" + source->name + "' is an argument already: the caller receives the reduction through it");
      }
      if (!into.is_dummy || into.kind != SymbolKind::Scalar || into.intent == ast::Intent::In) {
        fail(target->loc, "the result of reduction '" + source->name +
                              "' may only be stored into a scalar argument that is intent(out) or intent(inout)");
      }
      if (!r.stored_into.empty()) {
        fail(s->loc, "the result of reduction '" + r.var + "' is stored twice (first into '" + r.stored_into + "')");
      }
      r.stored_into = target->name;
      continue;
    }
    pending.push_back(flat);
  }
  if (!pending.empty()) fail_outside(*pending.front().stmt);
  for (NestInfo& n : info.nests) {
    for (const ReductionInfo& r : n.reductions) {
      const Symbol& sym = *symbols.find(r.var);
      // A local reduction is its nest's alone: another nest that used the name as well
      // would see (or leave) a value the parallel sum does not have there.
      for (const NestInfo& other : info.nests) {
        if (&other == &n || sym.is_dummy) continue;
        bool used = std::find(other.temporaries.begin(), other.temporaries.end(), r.var) != other.temporaries.end() ||
                    std::find(other.scalars.begin(), other.scalars.end(), r.var) != other.scalars.end();
        if (used) {
          fail(other.loc, "'" + r.var + "' is the reduction of the nest at line " + std::to_string(n.loc.begin.line) +
                              " and is used by this nest too; give this nest a variable of its own");
        }
      }
      if (!sym.is_dummy && !r.initial) {
        fail(r.loc, "local '" + r.var + "' is accumulated but never given a value before its nest; write " + r.var +
                        " = 0 (or the value to start from) before the nest");
      }
      if (!sym.is_dummy && r.stored_into.empty()) {
        fail(r.loc, "the result of reduction '" + r.var + "' is lost: '" + r.var +
                        "' is a local that no statement after the nest stores into an argument");
      }
      if (sym.is_dummy && sym.intent == ast::Intent::Out && !r.initial) {
        fail(r.loc, "'" + r.var +
                        "' is intent(out), so its value on entry is undefined, and it is accumulated "
                        "without an initial value; set it before the nest or declare it intent(inout)");
      }
    }
  }
}

// The first reference to the scalar `name` in `stmts` (loop bounds included), or null.
const ast::VarRef* first_reference(const ast::StmtList& stmts, const std::string& name) {
  class Find : public ast::Visitor {
   public:
    explicit Find(const std::string& n) : name_(n) {}
    const ast::VarRef* found = nullptr;

   protected:
    void visit_VarRef(const ast::VarRef& v) override {
      if (!found && v.name == name_) found = &v;
    }

   private:
    const std::string& name_;
  };
  Find find(name);
  find.visit(stmts);
  return find.found;
}

// Whether `name` appears in a subscript of an array reference in `stmts`.
bool subscripts_read(const ast::StmtList& stmts, const std::string& name) {
  class Find : public ast::Visitor {
   public:
    explicit Find(const std::string& n) : name_(n) {}
    bool found = false;

   protected:
    void visit_ArrayRef(const ast::ArrayRef& r) override {
      ++depth_;
      ast::Visitor::visit_ArrayRef(r);
      --depth_;
    }
    void visit_VarRef(const ast::VarRef& v) override { found = found || (depth_ > 0 && v.name == name_); }

   private:
    const std::string& name_;
    int depth_ = 0;
  };
  Find find(name);
  find.visit(stmts);
  return find.found;
}

}  // namespace

bool is_time_loop(const ast::Do& loop) {
  bool holds_loops =
      std::any_of(loop.body.begin(), loop.body.end(), [](const ast::Stmt& s) { return ast::as<ast::Do>(s); });
  return holds_loops && !subscripts_read(loop.body, loop.var);
}

namespace {

// The loop variables of `stmts`' loops, outermost first.
void loop_variables(const ast::StmtList& stmts, std::vector<const ast::Do*>& loops) {
  for (const ast::Stmt& s : stmts) {
    if (const auto* d = ast::as<ast::Do>(s)) {
      loops.push_back(d);
      loop_variables(d->body, loops);
    }
  }
}

TimeLoopInfo time_loop_info(const ast::Stmt& root, const SymbolTable& symbols) {
  const auto& loop = *ast::as<ast::Do>(root);
  TimeLoopInfo t;
  t.var = loop.var;
  t.lower = loop.lower;
  t.upper = loop.upper;
  t.root = root;
  t.loc = loop.loc;
  const Symbol& var = symbols.lookup(loop.var, loop.loc);
  if (var.kind != SymbolKind::Scalar || var.type.base != ast::BaseType::Integer) {
    fail(loop.loc, "time loop variable '" + loop.var + "' must be an integer scalar");
  }
  if (var.is_dummy) fail(loop.loc, "time loop variable '" + loop.var + "' is a dummy argument; use a local variable");
  if (const ast::VarRef* use = first_reference(loop.body, loop.var)) {
    fail(use->loc, "the time loop's variable '" + loop.var +
                       "' is read inside the time loop: stenciltune runs every step alike (a step that depends "
                       "on its number is not supported)");
  }
  std::vector<const ast::Do*> inner;
  loop_variables(loop.body, inner);
  for (const ast::Do* d : inner) {
    if (d->var == loop.var) fail(d->loc, "loop variable '" + d->var + "' is already used by the time loop");
  }
  // No step reads the loop's variable, so a loop that counts down, `do t = nt, 1, -1`,
  // runs its steps as `do t = 1, nt` does: its bounds are kept in that order.
  if (loop.step) {
    auto step = to_affine(loop.step, symbols.integer_constants());
    if (!step || !step->is_constant() || (step->constant != 1 && step->constant != -1)) {
      fail(loop.step->loc, "the step of time loop '" + loop.var + "' must be 1 or -1");
    }
    t.counts_down = step->constant == -1;
  }
  if (t.counts_down) std::swap(t.lower, t.upper);
  auto bound = [&](const ast::Expr& e) {
    auto form = to_affine(e, symbols.integer_constants());
    if (!form) {
      fail(e->loc, "the bound '" + ast::to_fortran(e) + "' of time loop '" + loop.var +
                       "' must be an integer argument plus or minus a constant");
    }
    for (const auto& [name, c] : form->terms) {
      const Symbol& s = symbols.lookup(name, e->loc);
      if (s.kind != SymbolKind::Scalar || s.type.base != ast::BaseType::Integer || !s.is_dummy) {
        fail(e->loc, "'" + name + "' in the bounds of time loop '" + loop.var + "' must be an integer dummy argument");
      }
    }
    return *form;
  };
  t.lower_form = bound(t.lower);
  t.upper_form = bound(t.upper);
  return t;
}

}  // namespace

std::optional<std::string> read_after_write(const NestInfo& nest) {
  // Statements in the order they run within an iteration; a statement's reads come
  // before its own write.
  class Order : public ast::Visitor {
   public:
    std::set<std::string> written;
    std::optional<std::string> found;

   protected:
    void visit_ArrayRef(const ast::ArrayRef& node) override {
      if (!found && written.count(node.name)) found = node.name;
      Visitor::visit_ArrayRef(node);
    }
    void visit_LinearRef(const ast::LinearRef& node) override {
      if (!found && written.count(node.name)) found = node.name;
      Visitor::visit_LinearRef(node);
    }
    void visit_Assign(const ast::Assign& node) override {
      visit(node.rhs);
      if (const auto* lhs = ast::as<ast::ArrayRef>(node.lhs)) {
        for (const ast::Expr& index : lhs->indices) visit(index);
        written.insert(lhs->name);
      } else if (const auto* linear = ast::as<ast::LinearRef>(node.lhs)) {
        visit(linear->offset);
        written.insert(linear->name);
      }
    }
  };
  Order order;
  order.visit(nest.root);
  return order.found;
}

std::vector<const RuntimeBound*> runtime_bounds(const StencilInfo& info) {
  std::vector<const RuntimeBound*> bounds;
  for (const NestInfo& nest : info.nests) {
    for (const RuntimeBound& b : nest.runtime_bounds) {
      if (std::none_of(bounds.begin(), bounds.end(), [&](const RuntimeBound* o) { return o->margin == b.margin; }))
        bounds.push_back(&b);
    }
  }
  return bounds;
}

const RuntimeBound* violated_runtime_bound(const StencilInfo& info, const std::map<std::string, long long>& values) {
  for (const RuntimeBound* b : runtime_bounds(info)) {
    long long margin = b->margin.constant;
    bool known = true;
    for (const auto& [name, c] : b->margin.terms) {
      auto v = values.find(name);
      if (v == values.end())
        known = false;
      else
        margin += c * v->second;
    }
    if (known && margin < 0) return b;
  }
  return nullptr;
}

StencilInfo analyse(const ast::Subroutine& sub, const SymbolTable& symbols, bool check_bounds) {
  StencilInfo info;
  info.file = sub.loc.file ? sub.loc.file->name() : "";
  info.subroutine = sub.name;
  info.bare_nest = sub.bare_nest;
  std::vector<FlatStatement> statements;
  for (const ast::Stmt& s : sub.body) {
    if (!ast::as<ast::Do>(s) && !ast::as<ast::Assign>(s)) fail_outside(s);
    const auto* loop = ast::as<ast::Do>(s);
    if (!loop || !is_time_loop(*loop)) {
      statements.push_back({&s, false});
      continue;
    }
    if (info.time_loop) {
      fail(loop->loc, "a second time loop (the first is at line " + std::to_string(info.time_loop->loc.begin.line) +
                          "): stenciltune takes one time loop per subroutine");
    }
    info.time_loop = time_loop_info(s, symbols);
    for (const ast::Stmt& inner : loop->body) {
      const auto* d = ast::as<ast::Do>(inner);
      if (!d && !ast::as<ast::Assign>(inner)) {
        fail(inner->loc,
             "statement in the time loop outside its nests: a time loop holds loop nests, their reductions' "
             "initial values and stores, and locals given one value from literals, parameters and arguments");
      }
      if (d && is_time_loop(*d)) {
        fail(d->loc, "a loop whose variable '" + d->var +
                         "' indexes no array, inside the time loop: stenciltune takes one time loop, at the top of "
                         "the subroutine");
      }
      statements.push_back({&inner, true});
    }
  }
  for (const FlatStatement& flat : statements) {
    if (!ast::as<ast::Do>(*flat.stmt)) continue;
    NestInfo nest;
    nest.index = static_cast<int>(info.nests.size());
    nest.in_time_loop = flat.in_time_loop;
    NestAnalyser(sub, symbols, nest, check_bounds).run(*flat.stmt);
    if (nest.in_time_loop) {
      if (!info.time_loop->end_nest) info.time_loop->first_nest = nest.index;
      info.time_loop->end_nest = nest.index + 1;
    }
    info.nests.push_back(std::move(nest));
  }
  if (info.nests.empty()) fail(sub.loc, "subroutine '" + sub.name + "' has no loop nest");
  attach_scalar_statements(statements, symbols, info);
  return info;
}

}  // namespace st
