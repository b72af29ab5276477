#include "harness/check_harness.h"

#include <set>
#include <sstream>

#include "ast/visitor.h"
#include "backends/c/c_backend.h"
#include "embedded/check_main.h"
#include "frontend/diagnostics.h"
#include "harness/magnitude.h"
#include "transforms/expr_type.h"

namespace st {

namespace {

// Square roots, logarithms and real powers want positive data.
class WantsPositiveData : public ast::Visitor {
 public:
  explicit WantsPositiveData(const TypeEnv& types) : types_(types) {}
  bool yes = false;

 protected:
  void visit_Call(const ast::Call& node) override {
    if (node.name == "sqrt" || node.name == "log") yes = true;
    ast::Visitor::visit_Call(node);
  }
  void visit_Binary(const ast::Binary& node) override {
    if (node.op == ast::BinaryOp::Pow && expr_type(node.rhs, types_).is_real()) yes = true;
    ast::Visitor::visit_Binary(node);
  }

 private:
  const TypeEnv& types_;
};

// The narrowest real kind the subroutine computes in. Literals alone do not count: a
// single-precision 0.5 times a double is a double product.
class NarrowestRealKind : public ast::Visitor {
 public:
  explicit NarrowestRealKind(const TypeEnv& types) : types_(types) {}
  int kind = 8;

 protected:
  void note(const ast::ExprNode& node) {
    ast::Expr e(&node, [](const ast::ExprNode*) {});
    ast::ScalarType t = expr_type(e, types_);
    if (t.is_real() && t.kind < kind) kind = t.kind;
  }
  void visit_VarRef(const ast::VarRef& node) override { note(node); }
  void visit_ArrayRef(const ast::ArrayRef& node) override {
    note(node);
    ast::Visitor::visit_ArrayRef(node);
  }
  void visit_LinearRef(const ast::LinearRef& node) override {
    note(node);
    ast::Visitor::visit_LinearRef(node);
  }
  void visit_Binary(const ast::Binary& node) override {
    note(node);
    ast::Visitor::visit_Binary(node);
  }
  void visit_Call(const ast::Call& node) override {
    note(node);
    ast::Visitor::visit_Call(node);
  }

 private:
  const TypeEnv& types_;
};

std::string suffix(ast::ScalarType t) {
  if (t.is_real()) return t.kind == 4 ? "f32" : "f64";
  return t.kind == 8 ? "i64" : "i32";
}

std::string lower_case(std::string s) {
  for (char& c : s) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  }
  return s;
}

// The harness's own names for a dummy's copies. Each prefix starts with its own
// letter, so no two can meet, and none is a C keyword or a runtime name (st_); no user
// name appears without one, so none meets the harness's other names (status, s, ST_r).
std::string scalar_name(const std::string& name) { return "a_" + name; }

class HarnessWriter {
 public:
  HarnessWriter(const ast::Subroutine& original, const SymbolTable& symbols, const CheckHarnessOptions& options)
      : sub_(original), symbols_(symbols), options_(options), types_(TypeEnv::of(symbols)) {
    types_.add_names_of(original.body);
    params_ = c_parameters(original, symbols);
    magnitudes_ = magnitude_subroutine(original, symbols);
    magnitude_symbols_ = build_symbols(magnitudes_.sub);
    magnitude_params_ = c_parameters(magnitudes_.sub, magnitude_symbols_);
    WantsPositiveData positive(types_);
    positive.visit(original.body);
    positive_ = positive.yes;
    NarrowestRealKind narrowest(types_);
    narrowest.visit(original.body);
    narrowest_kind_ = narrowest.kind;
    variants_.push_back({options_.variant_symbol, options_.timing_symbol, options_.release_symbol});
    variants_.insert(variants_.end(), options_.more_variants.begin(), options_.more_variants.end());
  }

  std::string write() {
    std::ostringstream out;
    out << embedded::check_main;
    write_element_types(out);
    out << "\n/* The reference: subroutine " << sub_.name << " compiled by gfortran, its symbol renamed. */\n"
        << c_by_reference_prototype(sub_, symbols_, options_.reference_symbol);
    for (size_t k = 0; k < variants_.size(); ++k) {
      const CheckHarnessOptions::Variant& v = variants_[k];
      out << "\n/* The variant" << (variants_.size() > 1 ? " " + std::to_string(k) : std::string()) << ". */\n"
          << (options_.variant_convention == CallingConvention::CByValue
                  ? c_prototype(sub_, symbols_, v.variant_symbol)
                  : c_by_reference_prototype(sub_, symbols_, v.variant_symbol));
      if (!v.timing_symbol.empty()) out << "\n/* Its timer. */\n" << timer_prototype(v.timing_symbol);
      if (!v.release_symbol.empty()) out << "void " << v.release_symbol << "(void);\n";
    }
    CEmitOptions magnitude_options;
    magnitude_options.function_name = "st_magnitude";
    magnitude_options.fortran_entry = false;
    magnitude_options.internal_linkage = true;
    out << "\n/* The magnitude of every value the original writes (harness/magnitude.h). */\n"
        << emit_c(magnitudes_.sub, magnitude_symbols_, magnitude_options);
    write_integers(out);
    out << "\nstatic int st_variant_count(void) { return " << variants_.size() << "; }\n";
    write_check(out);
    return out.str();
  }

 private:
  const ast::Subroutine& sub_;
  const SymbolTable& symbols_;
  const CheckHarnessOptions& options_;
  TypeEnv types_;
  std::vector<CParameter> params_;
  Magnitudes magnitudes_;
  SymbolTable magnitude_symbols_;
  std::vector<CParameter> magnitude_params_;
  bool positive_ = false;
  int narrowest_kind_ = 8;
  std::vector<std::string> integers_;                   // integer scalar dummies, in order
  std::vector<CheckHarnessOptions::Variant> variants_;  // the program's variants, in order

  // The timer's prototype: the variant's, with the repetitions first.
  std::string timer_prototype(const std::string& name) const {
    std::string timer = c_prototype(sub_, symbols_, name);
    size_t open = timer.find('(');
    if (timer.compare(open + 1, 5, "void)") == 0) {
      timer.replace(open + 1, 4, "int ST_reps");
    } else {
      timer.insert(open + 1, "int ST_reps, ");
    }
    return timer;
  }

  // A statement that calls the job's variant's function (`pick` of its entry) with
  // `arguments`, indented by `indent`: a plain call when the program holds one variant.
  std::string variant_call(std::string CheckHarnessOptions::Variant::*pick, const std::string& arguments,
                           const std::string& indent) const {
    if (variants_.size() == 1) return indent + variants_[0].*pick + "(" + arguments + ");\n";
    std::string s = indent + "switch (st_job_variant) {\n";
    for (size_t k = 0; k < variants_.size(); ++k) {
      const std::string& name = variants_[k].*pick;
      if (name.empty()) continue;
      s += indent + "case " + std::to_string(k) + ": " + name + "(" + arguments + "); break;\n";
    }
    return s + indent + "}\n";
  }

  // The fill, set and compare functions of each element type of the arrays.
  void write_element_types(std::ostringstream& out) const {
    std::set<std::string> defined;
    for (const CParameter& p : params_) {
      if (!p.is_array && !p.written) continue;  // arrays, and the scalars the original writes
      ast::ScalarType t = symbol(p.name).type;
      if (!defined.insert(suffix(t)).second) continue;
      out << (t.is_real() ? "ST_DEFINE_REAL_TYPE(" : "ST_DEFINE_INTEGER_TYPE(") << suffix(t) << ", " << c_type(t)
          << ")\n";
    }
  }

  const Symbol& symbol(const std::string& name) const {
    const Symbol* s = symbols_.find(name);
    if (s == nullptr) throw InternalError("'" + name + "' is not in the symbol table");
    return *s;
  }

  // The integer arguments, settable from the command line.
  void write_integers(std::ostringstream& out) {
    for (const CParameter& p : params_) {
      if (!p.is_array && !symbol(p.name).type.is_real()) integers_.push_back(p.name);
    }
    out << "\n/* The integer arguments: the problem size and any other integers. */\n";
    if (integers_.empty()) {
      out << "static int st_set_integer(const char *name, long long value)\n{\n"
          << "  (void)name;\n  (void)value;\n  return 0;\n}\n\nstatic void st_reset_integers(void) {}\n";
      return;
    }
    std::string defaults;
    for (size_t i = 0; i < integers_.size(); ++i) {
      auto it = options_.integer_arguments.find(integers_[i]);
      defaults +=
          (i ? ", " : "") + std::to_string(it == options_.integer_arguments.end() ? check_default_integer : it->second);
    }
    out << "static const long long st_integer_default[" << integers_.size() << "] = {" << defaults << "};\n";
    out << "static long long st_integer[" << integers_.size() << "];\n\n";
    out << "static void st_reset_integers(void)\n{\n  memcpy(st_integer, st_integer_default, sizeof st_integer);\n}\n";
    out << "\nstatic int st_set_integer(const char *name, long long value)\n{\n"
        << "  static const char *const names[" << integers_.size() << "] = {";
    for (size_t i = 0; i < integers_.size(); ++i) out << (i ? ", " : "") << "\"" << integers_[i] << "\"";
    out << "};\n  size_t i;\n  for (i = 0; i < " << integers_.size() << "; ++i) {\n"
        << "    if (strcmp(names[i], name) == 0) {\n      st_integer[i] = value;\n      return 1;\n    }\n  }\n"
        << "  return 0;\n}\n";
  }

  std::string bound(const ast::Expr& e) const {
    auto form = to_affine(e, symbols_.integer_constants());
    internal_assert(form.has_value()) << "array bound '" << e->loc.str() << "' is not affine";
    return c_ptrdiff(*form, scalar_name);
  }

  void write_check(std::ostringstream& out) {
    const std::string range = positive_ ? "0.5, 2.0" : "-1.0, 1.0";
    const std::string integer_range = positive_ ? "1, 8" : "-8, 8";
    out << "\nstatic int st_check(void)\n{\n  int status = 0, s;\n";
    out << "  /* Host arrays: for the check, and for a timer that copies them to where it computes. */\n";
    out << "  const int st_host_data = " << (options_.timer_fills_device ? "st_verify || st_host" : "1") << ";\n";

    out << "\n  /* Scalars: the integers as given, the reals random. */\n";
    for (const CParameter& p : params_) {
      if (p.is_array) continue;
      ast::ScalarType t = symbol(p.name).type;
      std::string type = c_type(t);
      if (t.is_real()) {
        out << "  " << type << " " << scalar_name(p.name) << " = (" << type << ")st_uniform(" << range << ");\n";
      } else {
        size_t index = 0;
        while (integers_[index] != p.name) ++index;
        out << "  " << type << " " << scalar_name(p.name) << " = (" << type << ")st_integer[" << index << "];\n";
      }
      if (!p.by_value) {
        // It may be changed: each call gets its own copy.
        for (const char* copy : {"ref_", "var_"}) {
          out << "  " << type << " " << copy << p.name << " = " << scalar_name(p.name) << ";\n";
        }
        // The magnitude pass starts from the magnitude of the value the caller passes
        // (a reduction that continues from it), never from a negative "not written".
        out << "  " << type << " mag_" << p.name << " = " << scalar_name(p.name) << " < 0 ? -" << scalar_name(p.name)
            << " : " << scalar_name(p.name) << ";\n";
      }
    }

    out << "\n  /* Arrays by their declared bounds, with guard zones: the initial values, the\n"
        << "     reference's and the variant's copies, and the magnitudes (-1: not written). */\n";
    for (const CParameter& p : params_) {
      if (!p.is_array) continue;
      const Symbol& s = symbol(p.name);
      std::string type = c_type(s.type);
      std::string n = p.name;
      out << "  const ptrdiff_t l_" << n << "[" << s.rank() << "] = {";
      for (int d = 0; d < s.rank(); ++d) out << (d ? ", " : "") << bound(s.lower(d));
      out << "};\n  const ptrdiff_t e_" << n << "[" << s.rank() << "] = {";
      for (int d = 0; d < s.rank(); ++d) {
        out << (d ? ", " : "") << "st_extent(l_" << n << "[" << d << "], "
            << bound(s.dims[static_cast<size_t>(d)].upper) << ")";
      }
      out << "};\n  const ptrdiff_t n_" << n << " = ";
      for (int d = 0; d < s.rank(); ++d) out << (d ? " * " : "") << "e_" << n << "[" << d << "]";
      out << ";\n  const ptrdiff_t t_" << n << " = n_" << n << " + 2 * ST_GUARD;\n";
      out << "  " << type << " *init_" << n << " = st_host_data ? (" << type << " *)st_alloc(t_" << n << ", sizeof("
          << type << ")) : NULL;\n";
      out << "  " << type << " *ref_" << n << ", *var_" << n << ", *mag_" << n << ";\n";
      out << "  if (st_host_data) st_fill_" << suffix(s.type) << "(init_" << n << ", t_" << n << ", "
          << (s.type.is_real() ? range : integer_range) << ");\n";
      out << "  ref_" << n << " = st_verify ? (" << type << " *)st_duplicate(init_" << n << ", t_" << n << ", sizeof("
          << type << ")) : NULL;\n";
      if (options_.first_touch_symbol.empty()) {
        out << "  var_" << n << " = st_host_data ? (" << type << " *)st_duplicate(init_" << n << ", t_" << n
            << ", sizeof(" << type << ")) : NULL;\n";
      } else {
        out << "  var_" << n << " = (" << type << " *)st_alloc(t_" << n << ", sizeof(" << type << "));\n";
      }
      out << "  mag_" << n << " = st_verify ? (" << type << " *)st_alloc(t_" << n << ", sizeof(" << type
          << ")) : NULL;\n";
      out << "  if (st_verify) st_set_" << suffix(s.type) << "(mag_" << n << ", t_" << n << ", -1);\n";
    }

    bool by_value = options_.variant_convention == CallingConvention::CByValue;
    if (!options_.first_touch_symbol.empty()) {
      out << "\n  /* The variant's pages placed as it computes them, then its initial values. */\n";
      out << "  " << options_.first_touch_symbol << "(" << arguments("var_", by_value) << ");\n";
      for (const CParameter& p : params_) {
        if (!p.is_array) continue;
        out << "  memcpy(var_" << p.name << ", init_" << p.name << ", (size_t)t_" << p.name << " * sizeof(*init_"
            << p.name << "));\n";
      }
    }
    out << "\n  if (st_verify) {\n";
    out << "  " << options_.reference_symbol << "(" << arguments("ref_", false) << ");\n";
    out << variant_call(&CheckHarnessOptions::Variant::variant_symbol,
                        arguments("var_", options_.variant_convention == CallingConvention::CByValue), "  ");
    // The magnitude pass's copies of initial values, which a time loop refreshes.
    for (const auto& [copy, array] : magnitudes_.value_arguments) {
      std::string type = c_type(symbol(array).type);
      out << "  " << type << " *val_" << array << " = (" << type << " *)st_duplicate(init_" << array << ", t_" << array
          << ", sizeof(" << type << "));\n";
    }
    out << "  st_magnitude(" << magnitude_arguments() << ");\n";
    for (const auto& [copy, array] : magnitudes_.value_arguments) out << "  free(val_" << array << ");\n";

    out << "\n  /* Every array, inputs too: a variant must not write where the original does not. */\n";
    for (const CParameter& p : params_) {
      if (!p.is_array) continue;
      const Symbol& s = symbol(p.name);
      std::string n = p.name;
      int kind = s.type.kind < narrowest_kind_ ? s.type.kind : narrowest_kind_;
      out << "  {\n    const struct st_shape shape = {\"" << n << "\", " << s.rank() << ", {";
      for (int d = 0; d < s.rank(); ++d) out << (d ? ", " : "") << "l_" << n << "[" << d << "]";
      out << "}, {";
      for (int d = 0; d < s.rank(); ++d) out << (d ? ", " : "") << "e_" << n << "[" << d << "]";
      out << "}, n_" << n << "};\n";
      out << "    s = st_compare_" << suffix(s.type) << "(&shape, ref_" << n << ", var_" << n << ", init_" << n
          << ", mag_" << n << ", t_" << n << ", " << (kind == 4 ? "FLT_EPSILON" : "DBL_EPSILON") << ");\n";
      out << "    if (s > status) status = s;\n  }\n";
    }
    out << "\n  /* Every scalar the original writes (a reduction's result): the same rule, one point. */\n";
    for (const CParameter& p : params_) {
      if (p.is_array || p.by_value || !p.written) continue;
      const Symbol& s = symbol(p.name);
      int kind = s.type.kind < narrowest_kind_ ? s.type.kind : narrowest_kind_;
      out << "  {\n    const struct st_shape shape = {\"" << p.name << "\", 0, {0}, {0}, 1};\n";
      out << "    s = st_compare_" << suffix(s.type) << "(&shape, &ref_" << p.name << ", &var_" << p.name << ", &"
          << scalar_name(p.name) << ", &mag_" << p.name << ", 1, "
          << (!s.type.is_real() ? "0"
              : kind == 4       ? "FLT_EPSILON"
                                : "DBL_EPSILON")
          << ");\n";
      out << "    if (s > status) status = s;\n  }\n";
    }
    out << "  }\n";
    if (options_.timing_repetitions > 0 && !options_.timing_symbol.empty()) {
      out << "\n  /* Timing by the variant's own timer (it prints the time line). */\n";
      out << "  if (status == 0 && st_timing) {\n"
          << variant_call(
                 &CheckHarnessOptions::Variant::timing_symbol,
                 std::to_string(options_.timing_repetitions) + ", " +
                     (options_.timer_fills_device ? arguments_or_null("var_", by_value) : arguments("var_", by_value)),
                 "    ")
          << "  }\n";
    } else if (options_.timing_repetitions > 0) {
      int n = options_.timing_repetitions;
      out << "\n  /* Timing, once the variant is proven: a warm-up call, then " << n << " timed calls. */\n";
      out << "  if (status == 0 && st_timing) {\n    double ST_seconds[" << n << "];\n    int ST_r;\n";
      out << variant_call(&CheckHarnessOptions::Variant::variant_symbol, arguments("var_", by_value), "    ");
      out << "    for (ST_r = 0; ST_r < " << n << "; ++ST_r) {\n      double ST_start = st_now();\n";
      out << variant_call(&CheckHarnessOptions::Variant::variant_symbol, arguments("var_", by_value), "      ");
      out << "      ST_seconds[ST_r] = st_now() - ST_start;\n    }\n    st_report_times(ST_seconds, " << n
          << ");\n  }\n";
    }
    for (const CParameter& p : params_) {
      if (!p.is_array) continue;
      for (const char* copy : {"init_", "ref_", "var_", "mag_"}) out << "  free(" << copy << p.name << ");\n";
    }
    if (!options_.release_symbol.empty()) {
      out << variant_call(&CheckHarnessOptions::Variant::release_symbol, "", "  ");
    }
    out << "  return status;\n}\n";
  }

 public:
  // The side-by-side timing program (generate_comparison_harness).
  std::string write_comparison(const ComparisonHarnessOptions& c) {
    std::ostringstream out;
    out << embedded::check_main;
    write_element_types(out);
    const bool timers = !c.timing_symbols.empty();
    const size_t count = c.variant_symbols.size();
    for (size_t k = 0; k < count; ++k) {
      out << "\n/* Variant " << k << ". */\n";
      if (timers) {
        out << timer_prototype(c.timing_symbols[k]);
        continue;
      }
      out << c_prototype(sub_, symbols_, c.variant_symbols[k]);
      if (k < c.first_touch_symbols.size() && !c.first_touch_symbols[k].empty()) {
        // The first-touch entry writes every array: no const.
        std::string touch = c_prototype(sub_, symbols_, c.first_touch_symbols[k]);
        for (size_t at; (at = touch.find("const ")) != std::string::npos;) touch.erase(at, 6);
        out << touch;
      }
    }
    write_integers(out);
    out << "\nstatic int st_variant_count(void) { return 1; }\n";

    const std::string range = positive_ ? "0.5, 2.0" : "-1.0, 1.0";
    const std::string integer_range = positive_ ? "1, 8" : "-8, 8";
    out << "\n/* The variants side by side: the same data for each, then one call of each in turn. */\n";
    out << "static int st_check(void)\n{\n  const uint64_t ST_seed = st_rng_state;\n  int ST_round;\n";
    // The check's helpers that a comparison may not call, used so that -Wall is quiet.
    out << "  (void)ST_seed;\n  (void)st_duplicate;\n  (void)st_extent;\n  (void)st_alloc;\n  (void)st_now;\n"
        << "  (void)st_report_times;\n";
    std::set<std::string> types;
    for (const CParameter& p : params_) {
      if ((!p.is_array && !p.written) || !types.insert(suffix(symbol(p.name).type)).second) continue;
      for (const char* helper : {"st_fill_", "st_set_", "st_compare_"}) {
        out << "  (void)" << helper << suffix(symbol(p.name).type) << ";\n";
      }
    }
    for (const CParameter& p : params_) {
      if (p.is_array) continue;
      ast::ScalarType t = symbol(p.name).type;
      std::string type = c_type(t);
      out << "  " << type << " " << scalar_name(p.name) << " = (" << type << ")";
      if (t.is_real()) {
        out << "st_uniform(" << range << ");\n";
      } else {
        size_t index = 0;
        while (integers_[index] != p.name) ++index;
        out << "st_integer[" << index << "];\n";
      }
      if (p.by_value) continue;
      for (size_t k = 0; k < count; ++k) {
        out << "  " << type << " ST_S" << k << "_" << p.name << " = " << scalar_name(p.name) << ";\n";
      }
    }
    // Each variant's arguments: its own arrays (none for a timer) and scalar copies.
    auto call_arguments = [&](size_t k) {
      std::string s;
      for (const CParameter& p : params_) {
        if (!s.empty()) s += ", ";
        if (p.is_array) {
          s += timers ? "NULL" : "ST_A" + std::to_string(k) + "_" + p.name + " + ST_GUARD";
        } else if (!p.by_value) {
          s += "&ST_S" + std::to_string(k) + "_" + p.name;
        } else {
          s += scalar_name(p.name);
        }
      }
      return s;
    };
    if (!timers) {
      for (const CParameter& p : params_) {
        if (!p.is_array) continue;
        const Symbol& s = symbol(p.name);
        std::string type = c_type(s.type), n = p.name;
        out << "  const ptrdiff_t ST_L_" << n << "[" << s.rank() << "] = {";
        for (int d = 0; d < s.rank(); ++d) out << (d ? ", " : "") << bound(s.lower(d));
        out << "};\n  const ptrdiff_t ST_N_" << n << " = 2 * ST_GUARD";
        for (int d = 0; d < s.rank(); ++d) {
          out << (d ? " * " : " + ") << "st_extent(ST_L_" << n << "[" << d << "], "
              << bound(s.dims[static_cast<size_t>(d)].upper) << ")";
        }
        out << ";\n";
        for (size_t k = 0; k < count; ++k) {
          out << "  " << type << " *ST_A" << k << "_" << n << " = (" << type << " *)st_alloc(ST_N_" << n << ", sizeof("
              << type << "));\n";
        }
      }
      out << "\n  /* Each variant's pages placed as it computes them, then the same values in each. */\n";
      for (size_t k = 0; k < count; ++k) {
        if (k < c.first_touch_symbols.size() && !c.first_touch_symbols[k].empty()) {
          out << "  " << c.first_touch_symbols[k] << "(" << call_arguments(k) << ");\n";
        }
        out << "  st_rng_state = ST_seed;\n";
        for (const CParameter& p : params_) {
          if (!p.is_array) continue;
          const Symbol& s = symbol(p.name);
          out << "  st_fill_" << suffix(s.type) << "(ST_A" << k << "_" << p.name << ", ST_N_" << p.name << ", "
              << (s.type.is_real() ? range : integer_range) << ");\n";
        }
      }
      out << "\n  /* A warm-up call of each, timed, then the rounds. */\n";
      out << "  double ST_start, ST_seconds, ST_fastest[" << count << "];\n";
      for (size_t k = 0; k < count; ++k) {
        out << "  ST_start = st_now();\n  " << c.variant_symbols[k] << "(" << call_arguments(k) << ");\n"
            << "  ST_fastest[" << k << "] = st_now() - ST_start;\n";
      }
    }
    out << "  for (ST_round = 0; ST_round < " << c.rounds << "; ++ST_round) {\n";
    for (size_t k = 0; k < count; ++k) {
      if (timers) {
        out << "    " << c.timing_symbols[k] << "(" << c.timer_repetitions << ", " << call_arguments(k) << ");\n";
        continue;
      }
      // A short call as a time loop makes it (check_main.c, st_quiet_pools).
      std::string call = c.variant_symbols[k] + "(" + call_arguments(k) + ");\n";
      out << "    if (ST_fastest[" << k << "] < ST_SHORT_CALL_SECONDS) {\n      st_quiet_pools();\n      " << call
          << "    }\n";
      out << "    ST_start = st_now();\n    " << call
          << "    ST_seconds = st_now() - ST_start;\n    if (ST_seconds < ST_fastest[" << k << "]) ST_fastest[" << k
          << "] = ST_seconds;\n    st_report_times(&ST_seconds, 1);\n";
    }
    out << "    fflush(stdout);\n  }\n";
    if (!timers) {
      for (const CParameter& p : params_) {
        if (!p.is_array) continue;
        for (size_t k = 0; k < count; ++k) out << "  free(ST_A" << k << "_" << p.name << ");\n";
      }
    }
    out << "  return 0;\n}\n";
    return out.str();
  }

 private:
  // The arguments of a call of the reference or the variant, on copies `copy`.
  std::string arguments(const std::string& copy, bool scalars_by_value) const {
    std::string s;
    for (const CParameter& p : params_) {
      if (!s.empty()) s += ", ";
      if (p.is_array) {
        s += copy + p.name + " + ST_GUARD";
      } else if (!p.by_value) {
        s += "&" + copy + p.name;
      } else {
        s += (scalars_by_value ? "" : "&") + scalar_name(p.name);
      }
    }
    return s;
  }

  // The same, with a null pointer for an array the harness did not allocate.
  std::string arguments_or_null(const std::string& copy, bool scalars_by_value) const {
    std::string s;
    for (const CParameter& p : params_) {
      if (!s.empty()) s += ", ";
      if (p.is_array) {
        s += "(" + copy + p.name + " ? " + copy + p.name + " + ST_GUARD : NULL)";
      } else if (!p.by_value) {
        s += "&" + copy + p.name;
      } else {
        s += (scalars_by_value ? "" : "&") + scalar_name(p.name);
      }
    }
    return s;
  }

  // The magnitude function reads the initial values and writes the magnitudes; an
  // array updated in place comes twice, the second time for its initial values.
  std::string magnitude_arguments() const {
    std::string s;
    for (size_t i = 0; i < params_.size(); ++i) {
      const CParameter& p = params_[i];
      if (!s.empty()) s += ", ";
      if (p.is_array) {
        s += (magnitude_params_[i].written ? "mag_" : "init_") + p.name + " + ST_GUARD";
      } else if (!p.by_value) {
        s += "&mag_" + p.name;
      } else {
        s += scalar_name(p.name);
      }
    }
    for (const auto& [copy, array] : magnitudes_.value_arguments) s += ", val_" + array + " + ST_GUARD";
    return s;
  }
};

}  // namespace

std::string generate_check_harness(const ast::Subroutine& original, const SymbolTable& symbols,
                                   const CheckHarnessOptions& options) {
  internal_assert(!options.reference_symbol.empty() && !options.variant_symbol.empty())
      << "check harness without the names of the functions it compares";
  return HarnessWriter(original, symbols, options).write();
}

std::string generate_comparison_harness(const ast::Subroutine& original, const SymbolTable& symbols,
                                        const ComparisonHarnessOptions& options) {
  internal_assert(!options.variant_symbols.empty()) << "a comparison of no variants";
  internal_assert(options.timing_symbols.empty() || options.timing_symbols.size() == options.variant_symbols.size())
      << "a comparison with timers for some variants only";
  CheckHarnessOptions check;
  check.reference_symbol = "ST_unused";
  check.variant_symbol = options.variant_symbols.front();
  check.integer_arguments = options.integer_arguments;
  return HarnessWriter(original, symbols, check).write_comparison(options);
}

std::map<std::string, long long> size_arguments(const StencilInfo& info, const std::vector<long long>& size) {
  std::map<std::string, long long> values;
  for (const NestInfo& nest : info.nests) {
    for (const LoopInfo& loop : nest.loops) {
      if (loop.grid_dim < 0 || loop.grid_dim >= static_cast<int>(size.size())) continue;
      // The bound that grows with the grid: the upper one, or the lower one of a
      // loop that counts down.
      const Affine& form = loop.upper_form.is_constant() ? loop.lower_form : loop.upper_form;
      for (const auto& [name, coefficient] : form.terms) {
        if (coefficient > 0 && !values.count(name)) values[name] = size[static_cast<size_t>(loop.grid_dim)];
      }
    }
  }
  return values;
}

std::string fortran_symbol(const std::string& subroutine) { return lower_case(subroutine) + "_"; }

}  // namespace st
